/// How a ribbon is drawn along a trail of positions: a particle's (a cell's trail) or the
/// emitter's own path (a layer's trail). The trail keeps positions sampled at fixed instants of
/// the particle's age (or the layer's time), so the same ribbon is drawn at any frame rate.
public struct TrailStyle: Hashable, Sendable {
  /// The most points a trail may keep, whatever is asked.
  public static let mostPoints = 64
  /// The longest time between two samples, in sub-steps of 1/240 s (10 s).
  static let longestInterval = 2400

  /// The most sampled points the ribbon keeps behind its head (0: no trail).
  public var points = 0
  /// Time between samples (seconds), rounded to whole sub-steps of 1/240 s, at least one.
  public var interval: Float = 1.0 / 30
  /// A sample closer than this to the newest kept point is not kept (points).
  public var minDistance: Float = 0
  /// The ribbon's width at its head (points).
  public var width: Float = 4
  /// The width at its tail; nil keeps the head's width.
  public var endWidth: Float? = nil
  /// Multiplies the colour at the head (straight RGBA).
  public var color: Color = .white
  /// Multiplies the colour at the tail; nil keeps the head's.
  public var endColor: Color? = nil
  /// The ribbon's sprite; nil draws it with the particles' own.
  public var contents: String? = nil
  /// Whether the sprite is stretched once along the ribbon or repeated every width.
  public var texture: TrailTexture = .stretch

  public init() {}

  /// The points kept, held to `mostPoints`.
  var keptPoints: Int { min(max(points, 0), Self.mostPoints) }

  /// Sub-steps of 1/240 s between samples.
  var intervalSteps: Int {
    let steps = (interval.isFinite ? interval : 0) * PathMotion.stepsPerSecond
    return Int(min(max(steps.rounded(), 1), Float(Self.longestInterval)))
  }

  /// How long a point stays on the ribbon (seconds): `keptPoints` samples apart.
  var span: Float { Float(keptPoints * intervalSteps) * PathMotion.step }

  /// The least distance as a square, 0 for anything that is not a positive finite number.
  var minDistanceSquared: Float { minDistance.isFinite && minDistance > 0 ? minDistance * minDistance : 0 }
}

/// How a ribbon's sprite lies along it.
public enum TrailTexture: String, Sendable, CaseIterable, Codable {
  /// Once from head to tail.
  case stretch
  /// Repeated every ribbon width along its length.
  case tile
}
