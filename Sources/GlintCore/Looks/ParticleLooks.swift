/// The per-particle values of a cell that uses looks beyond Core Animation's (`CellLooks`): its
/// start rotation, birth heading, and the rates that carry scale and colour to the end values
/// each particle drew. A pool gets these arrays the first time such a particle is born, so cells
/// that use none of them carry no extra memory or work; they grow and move with the pool's.
///
/// Like the pool's, every array comes from one block, staggered so they do not alias in cache.
final class ParticleLooks {
  static let floatArrays = 7

  private(set) var capacity: Int
  /// Start rotation (radians), with the birth heading added when the heading is taken at birth.
  private(set) var rotation: UnsafeMutablePointer<Float>
  /// The direction of travel at birth, for particles whose heading is followed while still.
  private(set) var heading: UnsafeMutablePointer<Float>
  /// Change of scale per second towards the particle's end scale.
  private(set) var scaleSpeed: UnsafeMutablePointer<Float>
  /// Change of each colour channel per second towards the particle's end colour.
  private(set) var redSpeed: UnsafeMutablePointer<Float>
  private(set) var greenSpeed: UnsafeMutablePointer<Float>
  private(set) var blueSpeed: UnsafeMutablePointer<Float>
  private(set) var alphaSpeed: UnsafeMutablePointer<Float>
  private var block: UnsafeMutableRawPointer

  /// Arrays for `capacity` particles, all zero.
  init(capacity: Int) {
    self.capacity = 0
    let dummy = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 64)
    block = dummy
    let f = dummy.assumingMemoryBound(to: Float.self)
    (rotation, heading, scaleSpeed, redSpeed, greenSpeed, blueSpeed, alphaSpeed) = (f, f, f, f, f, f, f)
    grow(to: capacity, copying: 0)
  }

  deinit { block.deallocate() }

  /// The arrays as a loop reads them.
  var columns: Columns {
    Columns(
      rotation: rotation, heading: heading, scaleSpeed: scaleSpeed, redSpeed: redSpeed,
      greenSpeed: greenSpeed,
      blueSpeed: blueSpeed, alphaSpeed: alphaSpeed)
  }

  struct Columns {
    let rotation, heading, scaleSpeed: UnsafeMutablePointer<Float>
    let redSpeed, greenSpeed, blueSpeed, alphaSpeed: UnsafeMutablePointer<Float>
  }

  /// Copies particle `from` into slot `to` (the pool's `remove(at:)`).
  @inline(__always)
  func move(_ from: Int, to: Int) {
    rotation[to] = rotation[from]
    heading[to] = heading[from]
    scaleSpeed[to] = scaleSpeed[from]
    redSpeed[to] = redSpeed[from]
    greenSpeed[to] = greenSpeed[from]
    blueSpeed[to] = blueSpeed[from]
    alphaSpeed[to] = alphaSpeed[from]
  }

  /// Makes room for `newCapacity` particles, keeping the first `live`; new room is zero (a
  /// particle born before its cell used looks reads as having none).
  func grow(to newCapacity: Int, copying live: Int) {
    func slot() -> Int { (newCapacity * 4 + 63) / 64 * 64 + ParticlePool.stagger }
    let newBlock = UnsafeMutableRawPointer.allocate(byteCount: Self.floatArrays * slot(), alignment: 64)
    newBlock.initializeMemory(as: UInt8.self, repeating: 0, count: Self.floatArrays * slot())
    var offset = 0
    func next(_ old: UnsafeMutablePointer<Float>) -> UnsafeMutablePointer<Float> {
      let p = (newBlock + offset).bindMemory(to: Float.self, capacity: newCapacity)
      if live > 0 { p.update(from: old, count: live) }
      offset += slot()
      return p
    }
    rotation = next(rotation)
    heading = next(heading)
    scaleSpeed = next(scaleSpeed)
    redSpeed = next(redSpeed)
    greenSpeed = next(greenSpeed)
    blueSpeed = next(blueSpeed)
    alphaSpeed = next(alphaSpeed)
    block.deallocate()
    block = newBlock
    capacity = newCapacity
  }
}
