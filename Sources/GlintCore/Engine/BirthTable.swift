#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where on the emitter shape a particle is born.
enum BirthPlace {
  case centre, lineEnds, lineSpan, rectCorners, rectPerimeter, rectArea
  case cuboidCorners, cuboidEdges, cuboidFaces, cuboidVolume
  case circleRim, circleDisc, sphereSurface, sphereBall
}

/// The shape's natural orientation, which emissionLongitude turns from.
enum BaseDirection {
  /// +x (angle 0).
  case plusX
  /// -y, up on screen (angle -π/2): the line's outline normal.
  case up
  /// The outward normal of the outline at the birth point.
  case outwardNormal
}

/// The choices Core Animation leaves open about shapes, kept in this one table so that a device
/// test can correct an entry in one place (see caemitter-semantics.md §3.2 and §4.2).
struct BirthRule {
  var place: BirthPlace
  var direction: BaseDirection

  static func rule(shape: EmitterShape, mode: EmitterMode) -> BirthRule {
    switch (shape, mode) {
    case (.point, _): return BirthRule(place: .centre, direction: .plusX)
    case (.line, .points): return BirthRule(place: .lineEnds, direction: .up)
    case (.line, _): return BirthRule(place: .lineSpan, direction: .up)
    case (.rectangle, .points): return BirthRule(place: .rectCorners, direction: .plusX)
    case (.rectangle, .outline): return BirthRule(place: .rectPerimeter, direction: .outwardNormal)
    case (.rectangle, _): return BirthRule(place: .rectArea, direction: .plusX)
    case (.cuboid, .points): return BirthRule(place: .cuboidCorners, direction: .plusX)
    case (.cuboid, .outline): return BirthRule(place: .cuboidEdges, direction: .plusX)
    case (.cuboid, .surface): return BirthRule(place: .cuboidFaces, direction: .plusX)
    case (.cuboid, .volume): return BirthRule(place: .cuboidVolume, direction: .plusX)
    case (.circle, .points): return BirthRule(place: .centre, direction: .plusX)
    case (.circle, .outline): return BirthRule(place: .circleRim, direction: .outwardNormal)
    case (.circle, _): return BirthRule(place: .circleDisc, direction: .plusX)
    case (.sphere, .points): return BirthRule(place: .centre, direction: .plusX)
    case (.sphere, .volume): return BirthRule(place: .sphereBall, direction: .plusX)
    case (.sphere, _): return BirthRule(place: .sphereSurface, direction: .plusX)
    }
  }

  /// A birth offset from the shape's centre and the base angle there. Sizes: `w` is the width
  /// (the radius for circle and sphere), `h` the height, `d` the depth, `inner` the inner radius
  /// of a filled circle's ring or sphere's shell (0: the whole disc or ball); negative sizes
  /// count as their magnitude.
  @inline(__always)
  func place(w: Float, h: Float, d: Float, inner: Float = 0, random r: BirthRandom)
    -> (x: Float, y: Float, z: Float, angle: Float)
  {
    let w = abs(w)
    let h = abs(h)
    let d = abs(d)
    let inner = abs(inner)
    if place == .centre { return (0, 0, 0, direction == .up ? -Float.pi / 2 : 0) }
    let u = r.unit(.place0)
    let v = r.unit(.place1)
    let s = r.unit(.place2)
    let sign: (Float) -> Float = { $0 < 0.5 ? -1 : 1 }
    var x: Float = 0
    var y: Float = 0
    var z: Float = 0
    var normal: Float = 0
    switch place {
    case .centre: break
    case .lineEnds: x = sign(u) * w / 2
    case .lineSpan: x = (u - 0.5) * w
    case .rectCorners:
      x = sign(u) * w / 2
      y = sign(v) * h / 2
    case .rectPerimeter:
      let along = u * 2 * (w + h)
      if along < w {
        (x, y, normal) = (along - w / 2, -h / 2, -Float.pi / 2)
      } else if along < w + h {
        (x, y, normal) = (w / 2, along - w - h / 2, 0)
      } else if along < 2 * w + h {
        (x, y, normal) = (w / 2 - (along - w - h), h / 2, Float.pi / 2)
      } else {
        (x, y, normal) = (-w / 2, h / 2 - (along - 2 * w - h), Float.pi)
      }
    case .rectArea:
      x = (u - 0.5) * w
      y = (v - 0.5) * h
    case .cuboidCorners:
      x = sign(u) * w / 2
      y = sign(v) * h / 2
      z = sign(s) * d / 2
    case .cuboidEdges:
      // Four edges along each axis; pick an axis by total length, then one of its four edges.
      let t = r.unit(.place3)
      let along = u * (w + h + d)
      let a = sign(v)
      let b = sign(s)
      if along < w {
        (x, y, z) = ((t - 0.5) * w, a * h / 2, b * d / 2)
      } else if along < w + h {
        (x, y, z) = (a * w / 2, (t - 0.5) * h, b * d / 2)
      } else {
        (x, y, z) = (a * w / 2, b * h / 2, (t - 0.5) * d)
      }
    case .cuboidFaces:
      // Two faces per axis; pick a pair by area, a side by sign, then a point on it.
      let t = r.unit(.place3)
      let xy = w * h
      let xz = w * d
      let pick = u * (xy + xz + h * d)
      if pick < xy {
        (x, y, z) = ((v - 0.5) * w, (s - 0.5) * h, sign(t) * d / 2)
      } else if pick < xy + xz {
        (x, y, z) = ((v - 0.5) * w, sign(t) * h / 2, (s - 0.5) * d)
      } else {
        (x, y, z) = (sign(t) * w / 2, (v - 0.5) * h, (s - 0.5) * d)
      }
    case .cuboidVolume:
      (x, y, z) = ((u - 0.5) * w, (v - 0.5) * h, (s - 0.5) * d)
    case .circleRim:
      normal = 2 * Float.pi * u
      (x, y) = (w * cos(normal), w * sin(normal))
    case .circleDisc:
      let phi = 2 * Float.pi * u
      // A ring's radius is uniform between its edges, as pixi-particle-emitter's torus; the
      // whole disc is uniform over its area, as Core Animation's.
      let radius = inner > 0 ? inner + (w - inner) * v : w * v.squareRoot()
      (x, y) = (radius * cos(phi), radius * sin(phi))
    case .sphereSurface, .sphereBall:
      let zz = 2 * u - 1
      let phi = 2 * Float.pi * v
      let radius = place == .sphereBall ? (inner > 0 ? inner + (w - inner) * s : w * cbrtf(s)) : w
      let ring = (max(0, 1 - zz * zz)).squareRoot() * radius
      (x, y, z) = (ring * cos(phi), ring * sin(phi), zz * radius)
    }
    let angle: Float
    switch direction {
    case .plusX: angle = 0
    case .up: angle = -Float.pi / 2
    case .outwardNormal: angle = normal
    }
    return (x, y, z, angle)
  }
}
