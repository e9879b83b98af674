/// A shape particles collide with, in the canvas's points (origin top-left, y down): declared by
/// a cell (`EmitterCell.colliders`) or given by the host at run time (`PointerHost.obstacles`,
/// `EmitterLayer.obstacles`), so a host app's own views are obstacles. Shapes are two-sided
/// and act in the plane (z is not looked at).
public enum Collider: Hashable, Sendable {
  /// A line from `from` to `to`.
  case segment(from: Point, to: Point)
  /// The outline of a rectangle: its four sides.
  case rectangle(Rect)
  /// A circle's outline.
  case circle(center: Point, radius: Float)

  /// The farthest from the origin a coordinate or radius may be, in points: far beyond any
  /// canvas, and within what a float measures to a fraction of a point.
  public static let reach: Float = 10_000_000

  /// Whether every coordinate and size is within ±`reach` (so finite) and a radius is not
  /// negative: the engine leaves out shapes that are not.
  public var isValid: Bool {
    func near(_ values: Float...) -> Bool { values.allSatisfy { abs($0) <= Self.reach } }
    switch self {
    case .segment(let a, let b): return near(a.x, a.y, b.x, b.y)
    case .rectangle(let r): return near(r.x, r.y, r.width, r.height)
    case .circle(let c, let radius): return near(c.x, c.y, radius) && radius >= 0
    }
  }
}

/// What a particle does when it meets a shape.
public enum CollisionMode: String, CaseIterable, Sendable, Hashable {
  /// Particles pass through everything (the default).
  case none
  /// It bounces: the speed along the shape's normal is reversed and multiplied by
  /// `collisionRestitution`, the speed along the shape by 1 − `collisionFriction`, and its life
  /// shortens by `collisionLifetimeLoss`.
  case bounce
  /// It dies where it meets the shape.
  case die
}

extension CollisionMode: KeyPathValueConvertible {}

/// A cell's collisions, kept in one struct inside `CellValues`.
struct CollisionValues: Hashable, Sendable {
  var mode: CollisionMode = .none
  var restitution: Float = 1
  var friction: Float = 0
  var lifetimeLoss: Float = 0
  var canvasEdges = false
  var colliders: [Collider] = []
  /// The shapes the engine built for the cell's node this step (never part of a cell's value).
  var scene = SceneReference()

  /// Whether the cell's particles collide (their path is then integrated).
  var isActive: Bool { mode != .none }
}

/// The engine's built shapes for one node, carried inside the node's copy of the cell's values so
/// every reader of its paths sees them; equal to every other, so a cell's value never depends on it.
struct SceneReference: Hashable, @unchecked Sendable {
  var shapes: ColliderShapes?

  static func == (lhs: SceneReference, rhs: SceneReference) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
