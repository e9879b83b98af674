import GlintCore

/// The seed's SparkleTouchView: a purple sparkle that follows each pointer.
///
/// One circle-outline emitter per pointer throws short-lived sparks backwards off a 25-point
/// ring, additively blended. Unlike the seed, which removed the emitter the moment the touch
/// ended, the sparks already in flight finish their short lives.
///
/// ```swift
/// let host = PointerHost(effect: SparkleTrailEffect(), seed: 1)
/// host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0))
/// ```
public struct SparkleTrailEffect: Effect {
  /// The seed's scale knob: it sizes the ring, the rate and the lifetime together.
  public static let multiplier: Float = 0.25
  /// The cookbook's purple.
  public static let purple = Color(red: 0.20392, green: 0.19607, blue: 0.61176, alpha: 0.5)

  public let info = EffectInfo(
    id: "sparkle-trail", name: "Sparkle trail",
    summary: "Purple sparks thrown off a small ring that follows the pointer (the SparkleTouchView seed).")

  public init() {}

  /// The pointer's line: a thin purple ribbon along its last 0.3 s, fading to nothing.
  public static var line: TrailStyle {
    var trail = TrailStyle()
    trail.points = 18
    trail.interval = 1.0 / 60
    trail.minDistance = 1
    trail.width = 3
    trail.endWidth = 0.5
    trail.color = Color(red: 0.45, green: 0.42, blue: 1, alpha: 0.9)
    trail.endColor = Color(red: 0.2, green: 0.2, blue: 0.6, alpha: 0)
    trail.contents = "solid"
    return trail
  }

  public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    let m = Self.multiplier
    let layer = EmitterLayer()
    layer.emitterMode = .outline
    layer.emitterShape = .circle
    layer.renderMode = .additive
    layer.emitterSize = Size(width: 100 * m, height: 0)
    layer.trail = Self.line
    layer.emitterCells = [
      EmitterCell {
        $0.name = "particle"
        $0.emissionLongitude = .pi
        $0.birthRate = m * 1000
        $0.lifetime = m
        $0.lifetimeRange = m * 0.35
        $0.velocity = 180
        $0.velocityRange = 130
        $0.emissionRange = 1.1
        $0.scaleSpeed = 1.0
        $0.color = Self.purple
        $0.contents = "spark"
      }
    ]
    return [layer]
  }
}
