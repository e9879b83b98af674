extension Effect {
  public func makeCanvasLayers(in bounds: Rect) -> [EmitterLayer] { [] }

  /// By default the layers go, and the host makes them again with `makeCanvasLayers`.
  public func layoutCanvasLayers(_ layers: inout [EmitterLayer], in bounds: Rect) {
    layers = []
  }

  public func makeCanvasLayers(in bounds: Rect, random: EffectRandom) -> [EmitterLayer] {
    makeCanvasLayers(in: bounds)
  }

  public func layoutCanvasLayers(_ layers: inout [EmitterLayer], in bounds: Rect, random: EffectRandom) {
    layoutCanvasLayers(&layers, in: bounds)
  }

  public func makeCanvasLayers(in bounds: Rect, random: EffectRandom, time: Double) -> [EmitterLayer] {
    makeCanvasLayers(in: bounds, random: random)
  }

  public func layoutCanvasLayers(
    _ layers: inout [EmitterLayer], in bounds: Rect, random: EffectRandom, time: Double
  ) {
    layoutCanvasLayers(&layers, in: bounds, random: random)
  }

  public var imageFolder: ImageFolder? { nil }

  public func updateCanvas(
    _ layers: inout [EmitterLayer], in bounds: Rect, from start: Double, to end: Double
  ) {}

  public var actions: [String] { [] }

  public func perform(
    action name: String, canvasLayers layers: inout [EmitterLayer], in bounds: Rect, time: Double
  ) -> Bool { false }

  /// The same effect, its images looked up in `folder` unless it names its own folder (the
  /// registry does this for Plugins/).
  public func withImages(in folder: String) -> any Effect {
    EffectWithImages(base: self, imageFolder: imageFolder ?? ImageFolder(path: folder, effect: info.id))
  }
}

/// An effect and the folder of its images: every hook is the effect's own. (A requirement added
/// to `Effect` must be forwarded here too, or this wrapper would answer with the default.)
struct EffectWithImages<Base: Effect>: Effect {
  let base: Base
  let imageFolder: ImageFolder?

  var info: EffectInfo { base.info }
  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] { base.makeLayers(for: pointer) }
  func makeState(for pointer: PointerTrack) -> Base.PointerState { base.makeState(for: pointer) }
  func pointerBegan(_ pointer: inout PointerTrack, state: inout Base.PointerState) {
    base.pointerBegan(&pointer, state: &state)
  }
  func pointerMoved(_ pointer: inout PointerTrack, state: inout Base.PointerState) {
    base.pointerMoved(&pointer, state: &state)
  }
  func pointerEnded(_ pointer: inout PointerTrack, state: inout Base.PointerState) {
    base.pointerEnded(&pointer, state: &state)
  }
  func update(
    _ pointer: inout PointerTrack, state: inout Base.PointerState, from start: Double, to end: Double
  ) {
    base.update(&pointer, state: &state, from: start, to: end)
  }
  func makeCanvasLayers(in bounds: Rect) -> [EmitterLayer] { base.makeCanvasLayers(in: bounds) }
  func layoutCanvasLayers(_ layers: inout [EmitterLayer], in bounds: Rect) {
    base.layoutCanvasLayers(&layers, in: bounds)
  }
  func makeCanvasLayers(in bounds: Rect, random: EffectRandom) -> [EmitterLayer] {
    base.makeCanvasLayers(in: bounds, random: random)
  }
  func layoutCanvasLayers(_ layers: inout [EmitterLayer], in bounds: Rect, random: EffectRandom) {
    base.layoutCanvasLayers(&layers, in: bounds, random: random)
  }
  func makeCanvasLayers(in bounds: Rect, random: EffectRandom, time: Double) -> [EmitterLayer] {
    base.makeCanvasLayers(in: bounds, random: random, time: time)
  }
  func layoutCanvasLayers(_ layers: inout [EmitterLayer], in bounds: Rect, random: EffectRandom, time: Double)
  {
    base.layoutCanvasLayers(&layers, in: bounds, random: random, time: time)
  }
  func updateCanvas(_ layers: inout [EmitterLayer], in bounds: Rect, from start: Double, to end: Double) {
    base.updateCanvas(&layers, in: bounds, from: start, to: end)
  }
  var actions: [String] { base.actions }
  func perform(action name: String, canvasLayers layers: inout [EmitterLayer], in bounds: Rect, time: Double)
    -> Bool
  {
    base.perform(action: name, canvasLayers: &layers, in: bounds, time: time)
  }
}
