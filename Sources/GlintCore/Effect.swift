/// What the registry and the command line show of an effect.
public struct EffectInfo: Hashable, Sendable {
  /// Kebab-case and unique: "sparkle-trail".
  public var id: String
  /// For people: "Sparkle trail".
  public var name: String
  /// One line on what it looks like.
  public var summary: String

  public init(id: String, name: String, summary: String) {
    self.id = id
    self.name = name
    self.summary = summary
  }
}

/// An effect module: decides what emitters a pointer gets and how they react to it.
///
/// Effects are values without mutable state of their own. What one remembers about a pointer
/// between calls is its `PointerState`, a type of its own choosing (`Void` by default): the host
/// makes one per pointer with `makeState(for:)`, keeps it beside the pointer's `PointerTrack`, and
/// hands it to every hook as `inout`, so no effect needs string keys or casts. An effect never sees
/// GL or another effect.
///
/// The host calls, per pointer: `makeLayers(for:)` and `makeState(for:)`, then `pointerBegan`
/// once the layers are placed and started; `update` before the layers step through each stretch of
/// time; `pointerMoved` for every move or stationary report; `pointerEnded` once.
///
/// ```swift
/// public struct GlowEffect: Effect {
///   public struct PointerState { var flashed = false }
///   public init() {}
///   public let info = EffectInfo(id: "glow", name: "Glow", summary: "A soft light under the pointer.")
///   public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
///     let layer = EmitterLayer()
///     layer.emitterCells = [EmitterCell { $0.birthRate = 30; $0.lifetime = 0.5; $0.contents = "dot" }]
///     return [layer]
///   }
///   public func makeState(for pointer: PointerTrack) -> PointerState { PointerState() }
///   public func pointerBegan(_ pointer: inout PointerTrack, state: inout PointerState) {
///     pointer.layers[0].burst(count: 20, at: pointer.time, position: pointer.location)
///     state.flashed = true
///   }
/// }
/// ```
public protocol Effect: Sendable {
  /// What the effect remembers about one pointer between calls; `Void` when it needs nothing.
  associatedtype PointerState = Void

  var info: EffectInfo { get }

  /// The emitter layers a pointer gets when it begins; the host places them at its location
  /// and seeds them.
  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer]

  /// The state a pointer starts with (made after its layers; `()` for a `Void` state).
  func makeState(for pointer: PointerTrack) -> PointerState

  /// The pointer began: its layers are placed, seeded and started at its time; by default nothing
  /// more happens. A burst released here at the layer's time is born at once, before the births
  /// of the next step.
  func pointerBegan(_ pointer: inout PointerTrack, state: inout PointerState)

  /// The pointer moved (or reported itself stationary); by default every layer that
  /// `followsPointer` follows it.
  func pointerMoved(_ pointer: inout PointerTrack, state: inout PointerState)

  /// The pointer ended or was cancelled; by default every layer stops emitting
  /// (`EmitterLayer.stopEmitting()`): the top-level cells give no more births, while live
  /// particles finish their lives and keep emitting their sub-cells.
  func pointerEnded(_ pointer: inout PointerTrack, state: inout PointerState)

  /// Called for every stretch of simulated time [from, to] before the layers step through it.
  func update(_ pointer: inout PointerTrack, state: inout PointerState, from start: Double, to end: Double)

  /// The layers that belong to the canvas rather than to a pointer (snow along the top edge, fire
  /// along the bottom), placed in `bounds` (the canvas, in points); none by default. See
  /// `PointerHost.canvas`.
  func makeCanvasLayers(in bounds: Rect) -> [EmitterLayer]

  /// The canvas changed size (iOS's `layoutSubviews`): place `layers`, the ones made before, in
  /// `bounds`, or replace them; by default they are made again (left empty, the host makes them).
  func layoutCanvasLayers(_ layers: inout [EmitterLayer], in bounds: Rect)

  /// `makeCanvasLayers(in:)` with the canvas's random source for the effect's own choices (random
  /// colours, images): `EffectRandom.canvas` of the host's seed and the layout, fresh for each
  /// layout. The host calls this one; by default it calls `makeCanvasLayers(in:)`.
  func makeCanvasLayers(in bounds: Rect, random: EffectRandom) -> [EmitterLayer]

  /// `layoutCanvasLayers(_:in:)` with the canvas's random source; the host calls this one, and
  /// by default it calls `layoutCanvasLayers(_:in:)`.
  func layoutCanvasLayers(_ layers: inout [EmitterLayer], in bounds: Rect, random: EffectRandom)

  /// `makeCanvasLayers(in:random:)` told the host's time now, `time`: what `CACurrentMediaTime()`
  /// reads, so a layer's or an animation's `beginTime` can count from it (`time + 2` starts two
  /// seconds later). The host calls this one; by default it calls `makeCanvasLayers(in:random:)`.
  func makeCanvasLayers(in bounds: Rect, random: EffectRandom, time: Double) -> [EmitterLayer]

  /// `layoutCanvasLayers(_:in:random:)` told the host's time now; the host calls this one, and by
  /// default it calls `layoutCanvasLayers(_:in:random:)`.
  func layoutCanvasLayers(_ layers: inout [EmitterLayer], in bounds: Rect, random: EffectRandom, time: Double)

  /// Called for every stretch of simulated time [from, to] while there is a canvas, before its
  /// layers step through it: what runs an effect's own clock (a hosted view's timers). It may add
  /// or remove layers; one it adds must be started by the effect with `start(at:)`. Nothing by
  /// default.
  func updateCanvas(_ layers: inout [EmitterLayer], in bounds: Rect, from start: Double, to end: Double)

  /// What a person can trigger besides pointers (a hosted view's buttons and `@IBAction`s), by
  /// name: the inspector shows them as buttons and gesture scripts call them. None by default.
  var actions: [String] { get }

  /// Triggers the action `name` at `time` (`PointerHost.perform(action:)`), with the canvas's
  /// layers, which it may change as `updateCanvas` does; false for a name it does not have.
  func perform(action name: String, canvasLayers layers: inout [EmitterLayer], in bounds: Rect, time: Double)
    -> Bool

  /// Where the effect's own images are (see `ImageFolder`); nil by default. The registry gives
  /// each effect of Plugins/ its Resources folder (`Effect.withImages(in:)`).
  var imageFolder: ImageFolder? { get }
}

extension Effect where PointerState == Void {
  public func makeState(for pointer: PointerTrack) {}
}

extension Effect {
  public func pointerBegan(_ pointer: inout PointerTrack, state: inout PointerState) {}

  public func pointerMoved(_ pointer: inout PointerTrack, state: inout PointerState) {
    for layer in pointer.layers where layer.followsPointer { layer.emitterPosition = pointer.location }
  }

  public func pointerEnded(_ pointer: inout PointerTrack, state: inout PointerState) {
    for layer in pointer.layers { layer.stopEmitting() }
  }

  public func update(
    _ pointer: inout PointerTrack, state: inout PointerState, from start: Double, to end: Double
  ) {}
}
