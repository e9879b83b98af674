/// What a cell's particles do at a shape, read once per cell with its path (`PathMotion`), and the
/// response to one sub-step's motion: nil for cells that do not collide or meet no shape.
struct CollisionResponse {
  let shapes: ShapeView
  let mode: CollisionMode
  let restitution: Float
  let friction: Float
  let lifetimeLoss: Float

  /// Below this speed along the normal, a bouncing particle rests on the shape (it keeps its
  /// speed along it, loses that across it, and the contact is not a collision event): a particle
  /// at rest on a floor under gravity would otherwise hit it at every sub-step.
  static let restingSpeed: Float = 10
  /// How far from a shape a particle is put after meeting it, so that its next move starts clear.
  static let clearance: Float = 0.01
  /// The most contacts one sub-step resolves; a move still meeting a shape after them stops at it.
  static let mostContacts = 4

  init?(_ cell: borrowing CellValues) {
    let c = cell.collision
    guard c.isActive, let shapes = c.scene.shapes, shapes.count > 0 else { return nil }
    self.shapes = shapes.view
    mode = c.mode
    restitution = c.restitution
    friction = c.friction
    lifetimeLoss = c.lifetimeLoss
  }

  /// One sub-step's first reported contact: the share of the sub-step before it, where it
  /// happened, the velocity the particle leaves with, and its speed into the shape.
  struct Hit {
    var t: Float
    var x, y: Float
    var vx, vy: Float
  }

  /// Bends `b`'s sub-step of `dt` seconds, which started at position `x0` with velocity `v0`,
  /// at every shape it meets (in the plane; the acceleration over the sub-step is taken as
  /// constant, so a bounce under gravity is exact); returns the first contact that is an event.
  /// A particle that dies at a shape stops at the contact.
  @inline(__always)
  func resolve(_ b: inout PathMotion.Body, from x0: SIMD3<Float>, velocity v0: SIMD3<Float>, dt: Float)
    -> Hit?
  {
    resolve(&b.x, &b.v, from: x0, velocity: v0, dt: dt)
  }

  /// `resolve(_:from:velocity:dt:)` for a body at position `x` with velocity `v`.
  @inline(__always)
  func resolve(
    _ x: inout SIMD3<Float>, _ v: inout SIMD3<Float>, from x0: SIMD3<Float>, velocity v0: SIMD3<Float>,
    dt: Float
  ) -> Hit? {
    var p = SIMD2(x0.x, x0.y)
    var vs = SIMD2(v0.x, v0.y)
    var end = SIMD2(x.x, x.y)
    var ve = SIMD2(v.x, v.y)
    var span = dt
    var elapsed: Float = 0
    var first: Hit? = nil
    for contact in 0..<Self.mostContacts {
      guard let (t, n) = shapes.firstContact(from: p, by: end - p) else { break }
      let q = p + (end - p) * t
      let vh = vs + (ve - vs) * t
      let into = (vh * n).sum()
      let along = vh - into * n
      if mode == .die {
        let u = dt > 0 ? (elapsed + t * span) / dt : 0
        x = SIMD3(q.x, q.y, x0.z + (x.z - x0.z) * u)
        v = SIMD3(vh.x, vh.y, v.z)
        return first ?? Hit(t: u, x: q.x, y: q.y, vx: vh.x, vy: vh.y)
      }
      let resting = -into < Self.restingSpeed
      let out = resting ? along : along * (1 - friction) - into * restitution * n
      let acceleration = span > 0 ? (ve - vs) / span : .zero
      let rest = span * (1 - t)
      let start = q + n * Self.clearance
      if first == nil && !resting {
        first = Hit(t: dt > 0 ? (elapsed + t * span) / dt : 0, x: q.x, y: q.y, vx: out.x, vy: out.y)
      }
      elapsed += t * span
      if contact == Self.mostContacts - 1 {
        (end, ve) = (start, out)
        break
      }
      (p, vs, span) = (start, out, rest)
      end = start + out * rest + acceleration * (0.5 * rest * rest)
      ve = out + acceleration * rest
    }
    x = SIMD3(end.x, end.y, x.z)
    v = SIMD3(ve.x, ve.y, v.z)
    return first
  }
}
