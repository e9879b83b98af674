import Foundation

/// What the fragment shaders draw for a sprite (sprite-shapes.glsl): an image sampled from its
/// texture, or one of the built-in sprites computed from its `Profile`, the formula its texture
/// is filled with too. On a software rasteriser, computing a spark costs far less than a
/// filtered texture sample.
enum SpriteShape: Hashable {
  case image
  case spark, dot, ring, star, solid

  /// The computed shape of a built-in sprite, `image` for any other name.
  init(spriteNamed name: String) {
    switch name {
    case "spark": self = .spark
    case "dot": self = .dot
    case "ring": self = .ring
    case "star": self = .star
    case "solid": self = .solid
    default: self = .image
    }
  }

  /// The formula of a built-in sprite; nil for images.
  var profile: Profile? {
    switch self {
    case .image: nil
    case .spark: Profile(glow: [0.9, 2.8], inner: [0.3, 0], rim: [0.95, 0.5])
    case .dot: Profile(inner: [0.94, 0.82])
    case .ring: Profile(inner: [0.5, 0.62], rim: [0.94, 0.82])
    case .star: Profile(inner: [0.38, 0.26], rim: Profile.softRim, spikes: 0.62)
    case .solid: Profile()
    }
  }

  /// Whether turning the whole sprite leaves it the same (its colour depends on the distance
  /// from the centre alone): such sprites draw as round points (sprite-point.vert's ROUND).
  var isRound: Bool { self == .spark || self == .dot || self == .ring }

  /// How far from the centre a round sprite has colour, over its half-side: its point need hold
  /// no more. The spark's glow beyond 0.92 is under half of one 8-bit level (0.9·e^(−2.8r²)
  /// times its rim, which fades from 0.5 to 0.95), so it never shows; the edges of the dot and
  /// the ring, spread on small sprites, may reach the sprite's edge.
  var reach: Float { self == .spark ? 0.92 : 1 }

  /// The `#define`s that make the shaders compute this shape (sprite-shapes.glsl's COMPUTED);
  /// none for images, which are sampled. A round shape also gets ROUND_GLOW(rr), its glow as a
  /// polynomial in the squared radius over its reach (`Profile.roundGlow`); the solid sprite,
  /// whose profile is 1 everywhere, SOLID.
  var defines: [String] {
    guard let profile else { return [] }
    func vector(_ v: SIMD2<Float>) -> String { "vec2(\(v.x), \(v.y))" }
    var defines = [
      "COMPUTED", "GLOW \(vector(profile.glow))", "INNER \(vector(profile.inner))",
      "RIM \(vector(profile.rim))",
      "SPIKES \(profile.spikes)", "REACH \(reach)",
    ]
    if self == .solid { defines.append("SOLID") }
    if isRound && profile.glow.x == 0 {
      defines.append("ROUND_GLOW(rr) 0.0")
    } else if isRound {
      // Horner's form: c0 + rr * (c1 + rr * (... + rr * cN)).
      let terms = profile.roundGlow(reach: reach).map { "\($0)" }
      let horner = terms.dropFirst().reversed().reduce("") { inner, term in
        inner.isEmpty ? term : "\(term) + (rr) * (\(inner))"
      }
      defines.append("ROUND_GLOW(rr) (\(terms[0]) + (rr) * (\(horner)))")
    }
    return defines
  }

  /// A sprite's alpha at distance r from its centre (1 at the middle of an edge):
  /// clamp(glow.x·e^(−glow.y·r²) + fade(inner, q), 0, 1) · fade(rim, r), with
  /// q = r − spikes·cos(2.5θ)⁶ (the star's five points), and fade(e, r) going smoothly from 1 at
  /// e.y to 0 at e.x (either order). sprite-shapes.glsl computes the same.
  struct Profile: Sendable {
    var glow: SIMD2<Float> = .zero
    var inner = Profile.none
    var rim = Profile.none
    var spikes: Float = 0

    /// A fade that is 1 everywhere on the sprite.
    static let none: SIMD2<Float> = [10_000, 1_000]
    /// Fades to nothing before the sprite's edge so no hard square shows.
    static let softRim: SIMD2<Float> = [1, 0.8]

    /// The alpha at (x, y), from −1 to 1 across the sprite.
    func alpha(x: Float, y: Float) -> Float {
      let rr = x * x + y * y
      let r = rr.squareRoot()
      // cos(2.5θ)⁶ = ((1 + cos 5θ) / 2)³, cos 5θ from cos θ by the Chebyshev polynomial T5.
      let c = x / max(r, 1e-6)
      let lobe = 0.5 + 0.5 * c * (5 + c * c * (16 * c * c - 20))
      let q = r - spikes * lobe * lobe * lobe
      let body = max(0, min(1, glow.x * exp(-glow.y * rr) + Self.fade(inner, q)))
      return body * Self.fade(rim, r)
    }

    /// The glow, glow.x·e^(−glow.y·rr), as the coefficients (constant first) of a polynomial in
    /// rr = r² that interpolates it at the Chebyshev nodes of [0, reach²]: within a fiftieth of
    /// an 8-bit level for the spark. On llvmpipe five multiply-adds cost a fraction of `exp`,
    /// and round points (sprite-point.frag's ROUND) need the glow no farther out than their reach.
    func roundGlow(reach: Float, degree: Int = 5) -> [Float] {
      let top = Double(reach * reach)
      let count = degree + 1
      let nodes = (0..<count).map { k in
        top / 2 * (1 - cos(Double.pi * (Double(k) + 0.5) / Double(count)))
      }
      var rows = nodes.map { x in
        (0..<count).map { pow(x, Double($0)) } + [Double(glow.x) * exp(-Double(glow.y) * x)]
      }
      return Self.solve(&rows).map { Float($0) }
    }

    /// Solves the augmented square system `rows` ([a | b]) by Gaussian elimination with partial
    /// pivoting.
    private static func solve(_ rows: inout [[Double]]) -> [Double] {
      let n = rows.count
      for column in 0..<n {
        let pivot = (column..<n).max { abs(rows[$0][column]) < abs(rows[$1][column]) }!
        rows.swapAt(column, pivot)
        for row in column + 1..<n {
          let factor = rows[row][column] / rows[column][column]
          for k in column...n { rows[row][k] -= factor * rows[column][k] }
        }
      }
      var solution = [Double](repeating: 0, count: n)
      for row in (0..<n).reversed() {
        let known = (row + 1..<n).reduce(0) { $0 + rows[row][$1] * solution[$1] }
        solution[row] = (rows[row][n] - known) / rows[row][row]
      }
      return solution
    }

    private static func fade(_ edge: SIMD2<Float>, _ r: Float) -> Float {
      let t = max(0, min(1, (r - edge.y) / (edge.x - edge.y)))
      return 1 - t * t * (3 - 2 * t)
    }
  }
}
