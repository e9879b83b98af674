import GlintCore

/// Confetti: a pop of spinning paper strips that fly up from the pointer and flutter down.
///
/// The strips come from a line `width` points wide centred on the pointer, are thrown upwards
/// in a fan, spin as they fall under gravity, and are drawn with ordinary alpha blending,
/// oldest first, so newer strips cover older ones like real paper. A touch pops `popCount`
/// strips of each colour at once; a held pointer keeps showering.
///
/// ```swift
/// let host = PointerHost(effect: ConfettiEffect(), seed: 5)
/// host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 400, y: 400), time: 0))
/// host.advance(to: 1)
/// ```
public struct ConfettiEffect: Effect {
  /// Width of the line the strips start from, in points.
  public var width: Float
  /// Strips of each colour released when a touch begins.
  public var popCount: Int
  /// Strips per second of each colour while the pointer is held.
  public var showerRate: Float
  /// The most strips alive at once for one pointer.
  public let capacity: Int

  public let info = EffectInfo(
    id: "confetti", name: "Confetti",
    summary: "Spinning paper strips popped up from the pointer that flutter down, drawn opaque.")

  public init() {
    self.init(width: 120, popCount: 10, showerRate: 10, capacity: 3000)
  }

  public init(width: Float, popCount: Int, showerRate: Float, capacity: Int) {
    self.width = width
    self.popCount = popCount
    self.showerRate = showerRate
    self.capacity = max(1, capacity)
  }

  /// Frames a second each strip turns between folded and twisted as it flutters.
  public static let flutterRate: Float = 7

  /// The paper colours, one cell each.
  public static let colors: [(name: String, color: Color)] = [
    ("red", Color(red: 0.93, green: 0.2, blue: 0.27)),
    ("yellow", Color(red: 1, green: 0.8, blue: 0.15)),
    ("green", Color(red: 0.2, green: 0.78, blue: 0.4)),
    ("blue", Color(red: 0.2, green: 0.5, blue: 0.95)),
    ("pink", Color(red: 0.95, green: 0.45, blue: 0.8)),
  ]

  /// One paper strip of `color`, spinning either way and fluttering: the effect's own image,
  /// Resources/paper.png, holds a folded strip above a twisted one, played as a two-frame
  /// flipbook, each strip from a frame of its own (every other colour starts twisted).
  public static func strip(_ name: String, _ color: Color) -> EmitterCell {
    let twisted = (colors.firstIndex { $0.name == name } ?? 0) % 2 == 1
    return EmitterCell {
      $0.name = name
      $0.lifetime = 2.4
      $0.lifetimeRange = 0.8
      $0.velocity = 260
      $0.velocityRange = 110
      $0.emissionRange = 1.2  // around the line's natural direction, which is up
      $0.yAcceleration = 320
      $0.spin = 0
      $0.spinRange = 14
      $0.scale = 0.5
      $0.scaleRange = 0.2
      $0.color = color
      $0.alphaSpeed = -0.3
      $0.contents = "paper"
      $0.flipbookRows = 2
      $0.flipbookFrameRate = flutterRate
      $0.flipbookStartFrame = twisted ? 1 : 0
    }
  }

  /// What the effect remembers about a pointer.
  public struct PointerState {
    /// Whether the pointer has had its pop.
    var popped = false
  }

  public func makeState(for pointer: PointerTrack) -> PointerState { PointerState() }

  public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    let layer = EmitterLayer(capacity: capacity)
    layer.emitterShape = .line
    layer.emitterSize = Size(width: width, height: 0)
    layer.renderMode = .oldestFirst
    layer.emitterCells = Self.colors.map { name, color in
      let cell = Self.strip(name, color)
      cell.birthRate = showerRate
      return cell
    }
    return [layer]
  }

  public func pointerMoved(_ pointer: inout PointerTrack, state: inout PointerState) {
    popOnce(pointer, &state)
    for layer in pointer.layers { layer.emitterPosition = pointer.location }
  }

  public func update(
    _ pointer: inout PointerTrack, state: inout PointerState, from start: Double, to end: Double
  ) {
    popOnce(pointer, &state)
  }

  public func pointerEnded(_ pointer: inout PointerTrack, state: inout PointerState) {
    popOnce(pointer, &state)
    for layer in pointer.layers { layer.stopEmitting() }
  }

  /// The pop, once per pointer, at the layer's own time and place: the first hook to run after
  /// the pointer began calls it before anything moves the layer, so that is where it began. (Not
  /// `pointerBegan`: a burst there is born at once, ahead of the step's other births, which
  /// would change the drawing order.)
  func popOnce(_ pointer: PointerTrack, _ state: inout PointerState) {
    guard !state.popped, let layer = pointer.layers.first else { return }
    for cell in layer.emitterCells.indices {
      layer.burst(count: popCount, cell: cell, at: layer.time, position: layer.emitterPosition)
    }
    state.popped = true
  }
}
