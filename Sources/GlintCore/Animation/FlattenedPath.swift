/// A path cut into short straight pieces, for evaluation by segment (a keyframe) or by arc length.
///
/// Segment i runs from keyframe point i to keyframe point i + 1 (`points` lists the path's start
/// and the end of each segment). A segment's curve is sampled at evenly spaced values of its curve
/// parameter, so `point(segment:fraction:)` follows the curve's own parameter, while
/// `point(distance:)` walks the summed lengths of the pieces. A move after the first element is
/// a jump: a segment of length 0 that stays at its start until its very end.
struct FlattenedPath {
  /// Samples per curved segment: enough that the chord error of a quarter circle of 1000 points
  /// stays under 0.1 point.
  static let curveSamples = 32

  /// Every sample, in order; segment i covers samples first[i] ... first[i + 1].
  private(set) var xs: [Double] = []
  private(set) var ys: [Double] = []
  /// Arc length from the path's start to each sample.
  private(set) var lengths: [Double] = []
  /// The index of each segment's first sample; one more entry closes the last segment.
  private(set) var first: [Int] = []
  /// Whether each segment is a jump (a move).
  private(set) var jumps: [Bool] = []

  init(_ path: Path) {
    var start = (x: 0.0, y: 0.0)
    var current = (x: 0.0, y: 0.0)
    func d(_ p: Point) -> (x: Double, y: Double) { (Double(p.x), Double(p.y)) }
    for (index, element) in path.elements.enumerated() {
      if index == 0 {
        let p: (x: Double, y: Double)
        if case .move(let to) = element { p = d(to) } else { p = (0, 0) }
        append(p)
        start = p
        current = p
        if case .move = element { continue }
      }
      first.append(xs.count - 1)
      switch element {
      case .move(let to):
        jumps.append(true)
        append(d(to), jump: true)
        start = d(to)
        current = d(to)
      case .line(let to):
        jumps.append(false)
        append(d(to))
        current = d(to)
      case .close:
        jumps.append(false)
        append(start)
        current = start
      case .quadCurve(let to, let control):
        jumps.append(false)
        let (c, e) = (d(control), d(to))
        let p0 = current
        for k in 1...Self.curveSamples {
          let s = Double(k) / Double(Self.curveSamples)
          let u = 1 - s
          append((u * u * p0.x + 2 * u * s * c.x + s * s * e.x, u * u * p0.y + 2 * u * s * c.y + s * s * e.y))
        }
        current = e
      case .curve(let to, let control1, let control2):
        jumps.append(false)
        let (c1, c2, e) = (d(control1), d(control2), d(to))
        let p0 = current
        for k in 1...Self.curveSamples {
          let s = Double(k) / Double(Self.curveSamples)
          let u = 1 - s
          let (b0, b1, b2, b3) = (u * u * u, 3 * u * u * s, 3 * u * s * s, s * s * s)
          append(
            (b0 * p0.x + b1 * c1.x + b2 * c2.x + b3 * e.x, b0 * p0.y + b1 * c1.y + b2 * c2.y + b3 * e.y))
        }
        current = e
      }
    }
    if xs.isEmpty { append((0, 0)) }
    first.append(xs.count - 1)
  }

  private mutating func append(_ p: (x: Double, y: Double), jump: Bool = false) {
    if let x = xs.last, let y = ys.last, let l = lengths.last {
      let step = jump ? 0 : ((p.x - x) * (p.x - x) + (p.y - y) * (p.y - y)).squareRoot()
      lengths.append(l + step)
    } else {
      lengths.append(0)
    }
    xs.append(p.x)
    ys.append(p.y)
  }

  /// Segments: one per element after the first move.
  var segmentCount: Int { first.count - 1 }
  var totalLength: Double { lengths.last ?? 0 }

  /// The keyframe points: the path's start, then each segment's end.
  var points: [Point] { first.map { point(sample: $0) } }

  /// Keyframe point `i` (without building `points`).
  func point(keyframe i: Int) -> Point { point(sample: first[min(max(i, 0), first.count - 1)]) }

  /// The arc length of segment `i`.
  func length(ofSegment i: Int) -> Double { lengths[first[i + 1]] - lengths[first[i]] }

  private func point(sample i: Int) -> Point { Point(x: Float(xs[i]), y: Float(ys[i])) }

  /// The point at `fraction` (0...1) of segment `i`'s curve parameter.
  func point(segment i: Int, fraction: Double) -> Point {
    guard segmentCount > 0 else { return point(sample: 0) }
    let i = min(max(i, 0), segmentCount - 1)
    let f = min(max(fraction, 0), 1)
    let lo = first[i]
    let hi = first[i + 1]
    if jumps[i] { return point(sample: f < 1 ? lo : hi) }
    let position = Double(lo) + f * Double(hi - lo)
    let k = min(Int(position), hi - 1)
    return mix(k, position - Double(k))
  }

  /// The point `distance` along the whole path (clamped to its ends).
  func point(distance: Double) -> Point {
    guard let total = lengths.last, total > 0 else { return point(sample: xs.count - 1) }
    let target = min(max(distance, 0), total)
    // The last sample whose length is at most the target (binary search).
    var lo = 0
    var hi = lengths.count - 1
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if lengths[mid] <= target { lo = mid } else { hi = mid }
    }
    let piece = lengths[hi] - lengths[lo]
    return mix(lo, piece > 0 ? (target - lengths[lo]) / piece : 1)
  }

  /// The point `f` of the way from sample k to sample k + 1.
  private func mix(_ k: Int, _ f: Double) -> Point {
    guard k + 1 < xs.count else { return point(sample: k) }
    return Point(
      x: Float(xs[k] + (xs[k + 1] - xs[k]) * f), y: Float(ys[k] + (ys[k + 1] - ys[k]) * f))
  }
}
