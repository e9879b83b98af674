import GlintCore

/// Everything one frame draws, in order: panes to clear, packed particles, text, hand-made
/// sprites. `SpriteRenderer.submit(_:)` uploads it all with one allocation from the instance
/// stream and fences it once, so particles, labels and borders share one upload.
///
/// Reuse one list frame after frame (`removeAll()` keeps its storage): in the steady state it
/// allocates nothing. Packed buffers are copied at submit, so pack them before.
public final class DrawList {
  enum Command {
    /// The pane the next draws go to, cleared to the background when there is one.
    case viewport(View, background: Color?)
    /// Draws `batches` (ranges relative to the source) of source `source`.
    case draw(source: Int, batches: Range<Int>)
    case timing(GPUTimer, begin: Bool)
  }

  /// Where a draw's instances come from: a packed buffer, or the list's own instances.
  enum Source {
    case buffer(InstanceBuffer)
    case own(Range<Int>)
  }

  private(set) var commands: [Command] = []
  private(set) var sources: [Source] = []
  private(set) var batches: [DrawBatch] = []
  /// Instances made by hand or from text, for the `.own` sources.
  private(set) var ownInstances: [SpriteInstance] = []
  private var textScratch: [Float] = []

  public init() {}

  /// Forgets every command, keeping the storage for the next frame.
  public func removeAll() {
    commands.removeAll(keepingCapacity: true)
    sources.removeAll(keepingCapacity: true)
    batches.removeAll(keepingCapacity: true)
    ownInstances.removeAll(keepingCapacity: true)
  }

  /// Sends the next draws to `pane` (points) of a framebuffer `framebufferPixels` large at
  /// `scale` pixels per point, clearing the pane to `background` first when one is given.
  public func setViewport(
    pane: Rect, scale: Float, framebufferPixels: (width: Int, height: Int), background: Color?
  ) {
    commands.append(
      .viewport(View(pane: pane, scale: scale, framebufferPixels: framebufferPixels), background: background))
  }

  /// Draws everything in `buffer` (as packed when the list is submitted).
  public func append(_ buffer: InstanceBuffer) {
    let first = batches.count
    batches.append(contentsOf: buffer.batches)
    sources.append(.buffer(buffer))
    commands.append(.draw(source: sources.count - 1, batches: first..<batches.count))
  }

  /// Draws instances made by hand; `batches` index into `instances`.
  public func append(_ instances: [SpriteInstance], batches drawn: [DrawBatch]) {
    let start = ownInstances.count
    ownInstances.append(contentsOf: instances)
    let first = batches.count
    batches.append(contentsOf: drawn)
    sources.append(.own(start..<ownInstances.count))
    commands.append(.draw(source: sources.count - 1, batches: first..<batches.count))
  }

  /// Draws `text` source-over with its top-left corner at `origin` (points) in the current pane.
  public func appendText(_ text: String, at origin: Point, unit: Float = 2, color: Color = .white) {
    let start = ownInstances.count
    TextLayout.append(text, at: origin, unit: unit, color: color, to: &ownInstances, scratch: &textScratch)
    guard ownInstances.count > start else { return }
    let first = batches.count
    batches.append(DrawBatch(sprite: "solid", additive: false, range: 0..<ownInstances.count - start))
    sources.append(.own(start..<ownInstances.count))
    commands.append(.draw(source: sources.count - 1, batches: first..<batches.count))
  }

  /// Measures the GPU time of the draws between this and `endTiming(_:)` with `timer`.
  public func beginTiming(_ timer: GPUTimer) { commands.append(.timing(timer, begin: true)) }

  public func endTiming(_ timer: GPUTimer) { commands.append(.timing(timer, begin: false)) }

  /// How many instances the list holds in all.
  var instanceCount: Int {
    sources.reduce(0) { $0 + count(of: $1) }
  }

  func count(of source: Source) -> Int {
    switch source {
    case .buffer(let buffer): buffer.count
    case .own(let range): range.count
    }
  }
}

/// A pane of a framebuffer, in points, and its pixels.
struct View: Equatable {
  var pane: Rect
  var scale: Float
  var framebufferPixels: (width: Int, height: Int)

  static func == (a: View, b: View) -> Bool {
    a.pane == b.pane && a.scale == b.scale && a.framebufferPixels == b.framebufferPixels
  }

  /// The pane in framebuffer pixels, with y up as GL counts.
  var pixelBox: (x: Int32, y: Int32, width: Int32, height: Int32) {
    let x = Self.pixels(pane.x * scale)
    let width = max(0, Self.pixels(pane.width * scale))
    let height = max(0, Self.pixels(pane.height * scale))
    let y = Self.pixels(Float(framebufferPixels.height)) - Self.pixels(pane.y * scale) - height
    return (x, y, width, height)
  }

  /// Whether the pane is the whole framebuffer (or more).
  var coversFramebuffer: Bool {
    let box = pixelBox
    return box.x <= 0 && box.y <= 0 && Int(box.x) + Int(box.width) >= framebufferPixels.width
      && Int(box.y) + Int(box.height) >= framebufferPixels.height
  }

  /// Rounds to whole pixels, within what GL takes (NaN is 0), so no pane can trap.
  private static func pixels(_ value: Float) -> Int32 {
    guard value.isFinite else { return 0 }
    return Int32(max(-16_777_216, min(16_777_216, value.rounded())))
  }
}
