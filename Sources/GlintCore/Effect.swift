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
/// Effects are values without mutable state of their own; whatever they remember about a pointer
/// lives in its `PointerTrack` (its layers and `memory`). An effect never sees GL or another effect.
///
/// ```swift
/// public struct GlowEffect: Effect {
///   public init() {}
///   public let info = EffectInfo(id: "glow", name: "Glow", summary: "A soft light under the pointer.")
///   public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
///     let layer = EmitterLayer()
///     layer.emitterCells = [EmitterCell { $0.birthRate = 30; $0.lifetime = 0.5; $0.contents = "dot" }]
///     return [layer]
///   }
/// }
/// ```
public protocol Effect: Sendable {
  var info: EffectInfo { get }

  /// The emitter layers a pointer gets when it begins; the host places them at its location
  /// and seeds them.
  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer]

  /// The pointer moved (or reported itself stationary); by default every layer follows it.
  func pointerMoved(_ pointer: inout PointerTrack)

  /// The pointer ended or was cancelled; by default births stop and live particles finish.
  func pointerEnded(_ pointer: inout PointerTrack)

  /// Called for every stretch of simulated time [from, to] before the layers step through it.
  func update(_ pointer: inout PointerTrack, from start: Double, to end: Double)
}

extension Effect {
  public func pointerMoved(_ pointer: inout PointerTrack) {
    for layer in pointer.layers { layer.emitterPosition = pointer.location }
  }

  public func pointerEnded(_ pointer: inout PointerTrack) {
    for layer in pointer.layers { layer.birthRate = 0 }
  }

  public func update(_ pointer: inout PointerTrack, from start: Double, to end: Double) {}
}
