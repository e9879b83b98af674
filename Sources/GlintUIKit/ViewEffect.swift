import Foundation
import GlintCore

/// A view or view controller class as an effect: a registration of four lines hosts it,
///
/// ```swift
/// public struct SparkleTouchEffect: ViewEffect {
///   public init() {}
///   public func makeRoot() -> UIResponder { SparkleTouchView() }
/// }
/// ```
///
/// and the host gives it the canvas as its window (its frame follows the canvas), pointers as
/// touches, the host's clock for its timers, delays and `CACurrentMediaTime()`, and the canvas's
/// seeded sequence for `arc4random`. Its emitter layers are canvas layers; its `actions` (the
/// selectors its root answers as a `SelectorTarget`, listed by the registration) are called by name.
public protocol ViewEffect: Effect where PointerState == Void {
  /// A new view or view controller, as a storyboard would make it.
  func makeRoot() -> UIResponder
}

extension ViewEffect {
  /// The type's name in words: `SparkleTouchEffect` is "sparkle-touch", "Sparkle touch".
  public var info: EffectInfo {
    let words = typeWords(String(describing: Self.self))
    let name = words.joined(separator: " ")
    return EffectInfo(
      id: words.joined(separator: "-"), name: name.prefix(1).uppercased() + name.dropFirst(),
      summary: "An iOS view hosted as written.")
  }

  /// Calls the root's method `name` (it answers selectors as a `SelectorTarget`) at `time`.
  public func perform(
    action name: String, canvasLayers layers: inout [EmitterLayer], in bounds: Rect, time: Double
  ) -> Bool {
    guard actions.contains(name), let anchor = layers.first as? ViewHostLayer else { return false }
    let done = anchor.host.perform(Selector(name), at: time)
    layers = anchor.host.canvasLayers(anchor: anchor)
    return done
  }

  public func makeCanvasLayers(in bounds: Rect, random: EffectRandom, time: Double) -> [EmitterLayer] {
    let host = ViewHost(bounds: bounds, random: random, time: time)
    host.install(makeRoot)
    host.startNewEmitters()
    return host.canvasLayers(anchor: ViewHostLayer(host: host))
  }

  public func layoutCanvasLayers(
    _ layers: inout [EmitterLayer], in bounds: Rect, random: EffectRandom, time: Double
  ) {
    guard let anchor = layers.first as? ViewHostLayer else { return layers = [] }
    anchor.host.resize(to: bounds, at: time)
    anchor.host.startNewEmitters()
    layers = anchor.host.canvasLayers(anchor: anchor)
  }

  public func updateCanvas(
    _ layers: inout [EmitterLayer], in bounds: Rect, from start: Double, to end: Double
  ) {
    guard let anchor = layers.first as? ViewHostLayer else { return }
    anchor.host.runTimers(to: end)
    if !anchor.host.matches(layers) { layers = anchor.host.canvasLayers(anchor: anchor) }
  }

  public func pointerBegan(_ pointer: inout PointerTrack, state: inout Void) {
    host(of: pointer)?.touch(pointer, phase: .began)
  }

  public func pointerMoved(_ pointer: inout PointerTrack, state: inout Void) {
    host(of: pointer)?.touch(pointer, phase: pointer.phase == .stationary ? .stationary : .moved)
  }

  public func pointerEnded(_ pointer: inout PointerTrack, state: inout Void) {
    host(of: pointer)?.touch(pointer, phase: pointer.phase == .cancelled ? .cancelled : .ended)
  }

  private func host(of pointer: PointerTrack) -> ViewHost? {
    (pointer.canvasLayers.first as? ViewHostLayer)?.host
  }
}

/// `SparkleTouchEffect` as lower-case words, less a trailing "Effect": ["sparkle", "touch"]; a
/// word starts at each capital, as `glint port` names the effect it writes.
func typeWords(_ name: String) -> [String] {
  let base = name.hasSuffix("Effect") && name.count > 6 ? String(name.dropLast(6)) : name
  var words: [String] = []
  for character in base where character.isASCII && (character.isLetter || character.isNumber) {
    if character.isUppercase || words.isEmpty { words.append("") }
    words[words.count - 1].append(character)
  }
  return words.map { $0.lowercased() }
}
