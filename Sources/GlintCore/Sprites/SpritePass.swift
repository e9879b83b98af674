#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A cell's flipbook and stretch as a pass over packed instances: it reads the run's states
/// (age, velocity) and rewrites each instance's sprite rect and rotation. It changes nothing a
/// particle is (position, colour, scale), only how its sprite is cut and laid, so it runs at
/// pack time alone; nil for cells that use neither, whose instances are written as before.
struct SpritePass {
  /// Frames played (0: no flipbook), the grid's columns, and where its first cell lies.
  let frames: Int
  let columns: Int
  /// Division by the frames played and by the grid's columns, without a divide a particle.
  let byFrames, byColumns: FixedDivisor
  let origin: SIMD2<Float>
  /// The size of one cell of the grid in unit texture space.
  let frame: SIMD2<Float>
  let frameRate: Float
  let overLife: Bool
  let startFrame: Int
  let randomStart: Bool
  let loops: Bool
  /// The stretch: whether it is on, and its speed factor (seconds).
  let stretch: Bool
  let speedFactor: Float
  /// The most times its width a sprite is stretched to, so a runaway speed draws a long sprite
  /// rather than an infinite one.
  static let longestStretch: Float = 10_000

  init?(_ cell: borrowing CellValues) {
    let s = cell.sprites
    guard s.isUsed else { return nil }
    let rect = cell.contentsRect
    frames = s.usesFlipbook ? s.frameCount : 0
    columns = s.grid.columns
    (byFrames, byColumns) = (FixedDivisor(max(frames, 1)), FixedDivisor(columns))
    origin = SIMD2(rect.x, rect.y)
    frame = s.frameSize(in: rect)
    frameRate = Float.minimum(Float.maximum(s.flipbookFrameRate, 0), CellSprites.mostFrameRate)
    overLife = s.flipbookOverLife
    startFrame = min(max(0, s.flipbookStartFrame), max(0, frames - 1))
    randomStart = s.flipbookRandomStart
    loops = s.flipbookLoops
    stretch = s.stretchAlongVelocity
    speedFactor = Float.maximum(s.stretchSpeedFactor, 0)
  }

  /// The frame a particle shows at age `age` of life `life`, having started at `start`.
  @inline(__always)
  func frameIndex(age: Float, life: Float, start: Int) -> Int {
    let n = Float(frames)
    let advanced = overLife ? age / life * n : age * frameRate
    // Held to a range an Int holds (a zero life or a NaN reads as the start frame).
    let k = start + Int(Float.minimum(Float.maximum(advanced, 0), 1e7))
    return loops ? Int(byFrames.remainder(UInt32(truncatingIfNeeded: k))) : min(k, frames - 1)
  }

  /// Particle `i`'s start frame: the cell's, or one drawn from its birth's own stream.
  @inline(__always)
  func startFrame(serial: UnsafeMutablePointer<UInt64>, _ i: Int) -> Int {
    guard randomStart else { return startFrame }
    let u = BirthRandom(serial: serial[i]).unit(.flipbookFrame)
    return min(Int(u * Float(frames)), frames - 1)
  }

  /// Rewrites the `count` instances at `out` (particles from `first` of the pool, whose states
  /// are `states`): the flipbook's frame rect, then the stretch's turn and length (the rect's
  /// width times 1 + speed × the speed factor; the renderer adds the cell's length in points).
  @inline(never)
  func apply(
    _ states: ParticleRun, count: Int, to out: UnsafeMutablePointer<SpriteInstance>,
    _ p: ParticleColumns, serial: UnsafeMutablePointer<UInt64>, first: Int
  ) {
    if frames > 1 {
      for k in 0..<count {
        let i = first + k
        let f = frameIndex(age: states.age[k], life: p.life[i], start: startFrame(serial: serial, i))
        // Rows and columns below 2¹⁶, converted as signed (one instruction, not an unsigned
        // conversion's several).
        let row = byColumns.quotient(UInt32(truncatingIfNeeded: f))
        let column = UInt32(truncatingIfNeeded: f) &- row &* UInt32(truncatingIfNeeded: columns)
        out[k].u = origin.x + Float(Int32(bitPattern: column)) * frame.x
        out[k].v = origin.y + Float(Int32(bitPattern: row)) * frame.y
        out[k].w = frame.x
        out[k].h = frame.y
      }
    }
    if stretch { applyStretch(vx: states.vx, vy: states.vy, count: count, to: out) }
  }

  /// Turns each of the `count` instances at `out` along its velocity and stretches it by its
  /// speed; a particle at rest keeps its rotation and length. Four at a time, their headings by
  /// `atan2Lanes` (bit for bit `atan2`, at a fraction of a call a particle), the rest one by one.
  @inline(__always)
  private func applyStretch(
    vx: UnsafeMutablePointer<Float>, vy: UnsafeMutablePointer<Float>, count: Int,
    to out: UnsafeMutablePointer<SpriteInstance>
  ) {
    var k = 0
    while k + 4 <= count {
      let x = SIMD4(vx[k], vx[k + 1], vx[k + 2], vx[k + 3])
      let y = SIMD4(vy[k], vy[k + 1], vy[k + 2], vy[k + 3])
      let speed = (x * x + y * y).squareRoot()
      let heading = atan2Lanes(y, x)
      for lane in 0..<4 where speed[lane] > 1e-6 {
        out[k + lane].rotation = heading[lane]
        out[k + lane].w *= Float.minimum(1 + speed[lane] * speedFactor, Self.longestStretch)
      }
      k += 4
    }
    for k in k..<count {
      let (x, y) = (vx[k], vy[k])
      let speed = (x * x + y * y).squareRoot()
      guard speed > 1e-6 else { continue }
      out[k].rotation = atan2(y, x)
      out[k].w *= Float.minimum(1 + speed * speedFactor, Self.longestStretch)
    }
  }
}
