/// Where particles are born: Core Animation's emitterShape.
public enum EmitterShape: String, Sendable, CaseIterable, Codable {
  case point, line, rectangle, cuboid, circle, sphere
}

/// Which part of the shape particles are born on: Core Animation's emitterMode.
public enum EmitterMode: String, Sendable, CaseIterable, Codable {
  case points, outline, surface, volume
}

/// Draw order and blending: Core Animation's renderMode.
public enum RenderMode: String, Sendable, CaseIterable, Codable {
  /// Cell order, then storage order; source-over.
  case unordered
  /// Oldest drawn first, so the newest is on top; source-over.
  case oldestFirst
  /// Newest drawn first; source-over.
  case oldestLast
  /// Sorted by z, farthest first; source-over.
  case backToFront
  /// Premultiplied ONE, ONE: overlaps add up and saturate.
  case additive

  /// Whether this mode blends additively rather than source-over.
  public var isAdditive: Bool { self == .additive }
}

/// How `emissionRange` spreads directions.
public enum EmissionGeometry: String, Sendable, CaseIterable, Codable {
  /// Core Animation's model: uniform over a 3-D cone's cap, then flattened to the plane.
  case cone
  /// A flat fan: the angle is uniform in [a - R/2, a + R/2], for clean rings.
  case fan
}

/// How a sprite is sampled when drawn larger or smaller than its pixels: Core Animation's
/// `magnificationFilter` / `minificationFilter` values.
public enum ContentsFilter: String, Sendable, CaseIterable, Codable {
  /// Bilinear: smooth (Core Animation's default).
  case linear
  /// The nearest texel: hard pixel edges.
  case nearest
  /// Bilinear between mipmap levels (minification only; magnification treats it as linear).
  case trilinear
}
