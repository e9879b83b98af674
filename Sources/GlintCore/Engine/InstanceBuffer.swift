/// One sprite to draw: what the renderer uploads per instance (48 bytes).
///
/// Colour is straight (not premultiplied); `scale` is already divided by the cell's
/// contentsScale; (u, v, w, h) is the cell's contentsRect, or the flipbook frame due. The drawn
/// size in points is the sprite's pixel size × (w, h) × scale; a sprite stretched along its
/// velocity has w stretched (its batch's `stretch` holds the frame's own size and the length
/// added in points).
public struct SpriteInstance: Sendable, Hashable {
  public var x, y, scale, rotation: Float
  public var r, g, b, a: Float
  public var u, v, w, h: Float

  public init(
    x: Float, y: Float, scale: Float, rotation: Float, r: Float, g: Float, b: Float, a: Float,
    u: Float, v: Float, w: Float, h: Float
  ) {
    (self.x, self.y, self.scale, self.rotation) = (x, y, scale, rotation)
    (self.r, self.g, self.b, self.a) = (r, g, b, a)
    (self.u, self.v, self.w, self.h) = (u, v, w, h)
  }
}

/// A run of instances drawn with one sprite, one blend and one sampling.
public struct DrawBatch: Sendable, Hashable {
  /// A cell's `contents`: a built-in sprite, an image of `imageFolder`, or a file path.
  public var sprite: String
  /// The blend pair and colour form the batch is drawn with.
  public var blend: SpriteBlend
  public var range: Range<Int>
  public var sampling: SpriteSampling
  /// The folder of the effect whose layer made the batch, where `sprite` is looked up first.
  public var imageFolder: ImageFolder?
  /// The name of the (first) cell drawn, which a warning about its image names.
  public var cell: String
  /// Whether the sprite's image file holds colour already multiplied by alpha.
  public var contentsPremultiplied: Bool
  /// For sprites stretched along their velocity: the frame their instances' rects stretch and
  /// the length added; nil for sprites drawn as their rects say.
  public var stretch: SpriteStretch?
  /// Whether the range holds ribbon vertices (`RibbonVertex`), one triangle strip, rather than
  /// sprite instances.
  public var isRibbon = false

  /// ONE, ONE blending (the additive render mode) rather than source-over.
  public var additive: Bool {
    get { blend == .additive }
    set { blend = newValue ? .additive : .sourceOver }
  }

  public init(
    sprite: String, additive: Bool, range: Range<Int>, sampling: SpriteSampling = .linear,
    imageFolder: ImageFolder? = nil, cell: String = "", contentsPremultiplied: Bool = false,
    stretch: SpriteStretch? = nil
  ) {
    self.init(
      sprite: sprite, blend: additive ? .additive : .sourceOver, range: range, sampling: sampling,
      imageFolder: imageFolder, cell: cell, contentsPremultiplied: contentsPremultiplied, stretch: stretch)
  }

  public init(
    sprite: String, blend: SpriteBlend, range: Range<Int>, sampling: SpriteSampling = .linear,
    imageFolder: ImageFolder? = nil, cell: String = "", contentsPremultiplied: Bool = false,
    stretch: SpriteStretch? = nil
  ) {
    self.sprite = sprite
    self.stretch = stretch
    self.blend = blend
    self.contentsPremultiplied = contentsPremultiplied
    self.range = range
    self.sampling = sampling
    self.imageFolder = imageFolder
    self.cell = cell
  }

  /// Whether `other` draws the same way, so one batch may hold both.
  func drawsLike(_ other: DrawBatch) -> Bool {
    blend == other.blend && sprite == other.sprite && sampling == other.sampling
      && imageFolder == other.imageFolder && contentsPremultiplied == other.contentsPremultiplied
      && stretch == other.stretch
      && isRibbon == other.isRibbon
  }
}

extension [DrawBatch] {
  /// Appends `batch`, or extends the last batch when it draws the same way and follows on
  /// (read in place: a copy of the last would retain its strings).
  mutating func appendBatch(_ batch: DrawBatch) {
    guard !batch.range.isEmpty else { return }
    let n = count
    if n > 0, self[n - 1].range.upperBound == batch.range.lowerBound, self[n - 1].drawsLike(batch) {
      self[n - 1].range = self[n - 1].range.lowerBound..<batch.range.upperBound
    } else {
      append(batch)
    }
  }
}

/// The instances of a frame, in draw order, and their batches; reused frame after frame, it only
/// allocates when a frame needs more room than any before.
public final class InstanceBuffer {
  // Stored properties opt out of dynamic exclusivity checks: only packing writes them, on the
  // thread that owns the buffer, and never through overlapping inout accesses (checked, they
  // cost a tenth of packing many small layers).
  @exclusivity(unchecked) public private(set) var count = 0
  @exclusivity(unchecked) public private(set) var capacity: Int
  @exclusivity(unchecked) public internal(set) var batches: [DrawBatch] = []
  /// How many times the buffer has grown: constant once the frames are steady.
  @exclusivity(unchecked) @_spi(Benchmarks) public private(set) var growths = 0

  /// The instances, in draw order: a read-only view, valid until the buffer is next filled.
  public var instances: UnsafeBufferPointer<SpriteInstance> {
    UnsafeBufferPointer(start: storage, count: count)
  }

  /// Where packing writes the instances.
  @exclusivity(unchecked) private(set) var storage: UnsafeMutablePointer<SpriteInstance>

  /// Scratch for ordered render modes: sort keys, permutation, node of each instance.
  @exclusivity(unchecked) private(set) var keys: UnsafeMutablePointer<UInt32>
  @exclusivity(unchecked) private(set) var order: UnsafeMutablePointer<UInt32>
  @exclusivity(unchecked) private(set) var keysSpare: UnsafeMutablePointer<UInt32>
  @exclusivity(unchecked) private(set) var orderSpare: UnsafeMutablePointer<UInt32>
  @exclusivity(unchecked) private(set) var spare: UnsafeMutablePointer<SpriteInstance>
  @exclusivity(unchecked) private(set) var nodeOf: UnsafeMutablePointer<Int32>
  @exclusivity(unchecked) private(set) var nodeSpare: UnsafeMutablePointer<Int32>
  /// The radix sort's 256 bucket counters.
  let bucketCounts = UnsafeMutablePointer<Int>.allocate(capacity: 256)
  /// The plans and batches of a fill of several layers on several threads (LayerPack).
  let layerPacking = LayerPacking()

  public init(capacity: Int = 1024) {
    self.capacity = max(1, capacity)
    (storage, spare) = (.allocate(capacity: self.capacity), .allocate(capacity: self.capacity))
    (keys, order) = (.allocate(capacity: self.capacity), .allocate(capacity: self.capacity))
    (keysSpare, orderSpare) = (.allocate(capacity: self.capacity), .allocate(capacity: self.capacity))
    (nodeOf, nodeSpare) = (.allocate(capacity: self.capacity), .allocate(capacity: self.capacity))
    batches.reserveCapacity(64)
  }

  deinit {
    release()
    bucketCounts.deallocate()
  }

  /// Empties the buffer, keeping its room.
  public func removeAll() {
    count = 0
    batches.removeAll(keepingCapacity: true)
  }

  /// Makes room for `total` instances in all, keeping those already there.
  func reserve(_ total: Int) {
    guard total > capacity else { return }
    let newCapacity = max(total + total / 4, capacity * 2)
    let kept = UnsafeMutablePointer<SpriteInstance>.allocate(capacity: newCapacity)
    kept.update(from: storage, count: count)
    release()
    storage = kept
    capacity = newCapacity
    spare = .allocate(capacity: newCapacity)
    (keys, order) = (.allocate(capacity: newCapacity), .allocate(capacity: newCapacity))
    (keysSpare, orderSpare) = (.allocate(capacity: newCapacity), .allocate(capacity: newCapacity))
    (nodeOf, nodeSpare) = (.allocate(capacity: newCapacity), .allocate(capacity: newCapacity))
    growths += 1
  }

  func advance(by n: Int) { count += n }

  /// Appends a batch, or extends the last one when it draws the same way and follows on.
  func addBatch(_ batch: DrawBatch) { batches.appendBatch(batch) }

  private func release() {
    storage.deallocate()
    spare.deallocate()
    keys.deallocate()
    order.deallocate()
    keysSpare.deallocate()
    orderSpare.deallocate()
    nodeOf.deallocate()
    nodeSpare.deallocate()
  }
}
