/// A cell's built shapes as plain pointers (`ColliderShapes` owns the memory): what a sub-step's
/// swept test reads.
struct ShapeView {
  var ax, ay, ex, ey, inX, inY, cx, cy, radius: UnsafeMutablePointer<Float>
  /// Each shape's bounds, and each segment's length (what `mayMeet` rules shapes out by).
  var lowX, lowY, highX, highY, length: UnsafeMutablePointer<Float>
  /// Per finer square, how far every shape is (`ColliderShapes.clearance`).
  var clearance: UnsafeMutablePointer<Float>
  var starts, items: UnsafeMutablePointer<Int32>
  var segments = 0, count = 0, columns = 0, rows = 0
  var originX: Float = 0, originY: Float = 0, inverseSize: Float = 0
  /// The finer squares: along each side, and the inverse of their size.
  var fineColumns = 0, fineRows = 0
  var fineInverseSize: Float = 0
  /// Whether `clearance` is built (`ColliderShapes.hasClearance`), or there are no shapes.
  var cleared = false

  init() {
    let none = UnsafeMutablePointer<Float>(bitPattern: 16).unsafelyUnwrapped
    let noNumbers = UnsafeMutablePointer<Int32>(bitPattern: 16).unsafelyUnwrapped
    (ax, ay, ex, ey, inX, inY, cx, cy, radius) = (none, none, none, none, none, none, none, none, none)
    (lowX, lowY, highX, highY, length, clearance) = (none, none, none, none, none, none)
    (starts, items) = (noNumbers, noNumbers)
  }

  init(
    ax: UnsafeMutablePointer<Float>, ay: UnsafeMutablePointer<Float>, ex: UnsafeMutablePointer<Float>,
    ey: UnsafeMutablePointer<Float>, inX: UnsafeMutablePointer<Float>, inY: UnsafeMutablePointer<Float>,
    cx: UnsafeMutablePointer<Float>, cy: UnsafeMutablePointer<Float>, radius: UnsafeMutablePointer<Float>,
    lowX: UnsafeMutablePointer<Float>, lowY: UnsafeMutablePointer<Float>, highX: UnsafeMutablePointer<Float>,
    highY: UnsafeMutablePointer<Float>, length: UnsafeMutablePointer<Float>,
    clearance: UnsafeMutablePointer<Float>, starts: UnsafeMutablePointer<Int32>,
    items: UnsafeMutablePointer<Int32>, segments: Int, count: Int, columns: Int, rows: Int, originX: Float,
    originY: Float, inverseSize: Float, fineness: Int, cleared: Bool
  ) {
    (self.ax, self.ay, self.ex, self.ey, self.inX, self.inY) = (ax, ay, ex, ey, inX, inY)
    (self.cx, self.cy, self.radius, self.starts, self.items) = (cx, cy, radius, starts, items)
    (self.lowX, self.lowY, self.highX, self.highY, self.length) = (lowX, lowY, highX, highY, length)
    (self.segments, self.count, self.columns, self.rows) = (segments, count, columns, rows)
    (self.originX, self.originY, self.inverseSize) = (originX, originY, inverseSize)
    (self.clearance, fineColumns, fineRows) = (clearance, columns * fineness, rows * fineness)
    fineInverseSize = inverseSize * Float(fineness)
    self.cleared = cleared
  }

  /// Where the straight move from `p` by `d` first meets a shape: the fraction of the move and the
  /// shape's unit normal on the side it came from; nil when it meets none.
  @inline(__always)
  func firstContact(from p: SIMD2<Float>, by d: SIMD2<Float>) -> (t: Float, normal: SIMD2<Float>)? {
    var best: (t: Float, normal: SIMD2<Float>)? = nil
    if (d * d).sum() > ColliderShapes.reach * ColliderShapes.reach {
      for k in 0..<count { test(k, p, d, &best) }
      return best
    }
    let c = (p.x - originX) * inverseSize
    let r = (p.y - originY) * inverseSize
    // A start outside the grid (or not finite) is more than `reach` from every shape. Inside,
    // `Int`'s truncation is the square's floor (a rounding call without SSE4.1).
    guard c >= 0, c < Float(columns), r >= 0, r < Float(rows) else { return nil }
    let square = Int(r) * columns + Int(c)
    for n in Int(starts[square])..<Int(starts[square + 1]) { test(Int(items[n]), p, d, &best) }
    return best
  }

  /// Whether `firstContact(from:by:)` may find a contact for the move from (`px`, `py`) by
  /// (`dx`, `dy`): false only where it surely finds none (a short move that starts outside the
  /// grid, or farther than its length and a margin from the bounds of every shape its square
  /// lists, and from each such segment's line), so that a caller may skip it. Division-free.
  @inline(__always)
  func mayMeet(_ px: Float, _ py: Float, _ dx: Float, _ dy: Float) -> Bool {
    // Well short of `reach` (NaN is not), so that the move is surely one the grid answers for.
    guard dx * dx + dy * dy < ColliderShapes.reach * ColliderShapes.reach * 0.25 else { return true }
    let c = (px - originX) * inverseSize
    let r = (py - originY) * inverseSize
    guard c >= 0, c < Float(columns), r >= 0, r < Float(rows) else { return false }
    let square = Int(r) * columns + Int(c)
    // |d| ≤ |dx| + |dy|; the margin keeps a contact that rounding finds at the very edge.
    let g = abs(dx) + abs(dy) + Self.margin
    for n in Int(starts[square])..<Int(starts[square + 1]) {
      let k = Int(items[n])
      guard px >= lowX[k] - g, px <= highX[k] + g, py >= lowY[k] - g, py <= highY[k] + g else { continue }
      if k >= segments { return true }
      let (wx, wy) = (px - ax[k], py - ay[k])
      if abs(wx * ey[k] - wy * ex[k]) <= g * length[k] { return true }
    }
    return false
  }

  /// `mayMeet` for four moves at once, by the finer squares' clearances alone, with no read per
  /// shape: false for a lane only where `firstContact(from:by:)` surely finds no contact (a
  /// short move that starts outside the grid, or in a finer square whose clearance exceeds the
  /// move's length and the margin). A lane it leaves true may yet be ruled out by `mayMeet`.
  /// Without clearances (`ColliderShapes.clearancePayback`), every lane is left true.
  @inline(__always)
  func mayMeet(_ px: SIMD4<Float>, _ py: SIMD4<Float>, _ dx: SIMD4<Float>, _ dy: SIMD4<Float>)
    -> SIMDMask<SIMD4<Int32>>
  {
    guard cleared else { return SIMDMask(repeating: true) }
    let long = .!(dx * dx + dy * dy .< ColliderShapes.reach * ColliderShapes.reach * 0.25)
    let c = (px - originX) * fineInverseSize
    let r = (py - originY) * fineInverseSize
    let inside = c .>= 0 .& c .< Float(fineColumns) .& r .>= 0 .& r .< Float(fineRows)
    guard any(inside) else { return long }
    let (cs, rs) = (c.replacing(with: 0, where: .!inside), r.replacing(with: 0, where: .!inside))
    @inline(__always) func clear(_ j: Int) -> Float {
      clearance[Int(rs[j]) * fineColumns + Int(cs[j])]
    }
    let far = SIMD4(clear(0), clear(1), clear(2), clear(3))
    // |d| ≤ |dx| + |dy| (the magnitudes by compares, which SSE2 has).
    let g = dx.replacing(with: -dx, where: dx .< 0) + dy.replacing(with: -dy, where: dy .< 0) + Self.margin
    return long .| (inside .& .!(g .< far))
  }

  /// How far beyond a move's length `mayMeet` still counts a shape as within reach (points).
  static let margin: Float = 1

  /// Tests shape `k`, keeping the earliest contact in `best`.
  @inline(__always)
  private func test(
    _ k: Int, _ p: SIMD2<Float>, _ d: SIMD2<Float>, _ best: inout (t: Float, normal: SIMD2<Float>)?
  ) {
    if k < segments {
      segment(k, p, d, &best)
    } else {
      circle(k - segments, p, d, &best)
    }
  }

  /// A segment: p + t·d = a + s·e with t and s in [0, 1]. A canvas edge is met only going out.
  @inline(__always)
  private func segment(
    _ k: Int, _ p: SIMD2<Float>, _ d: SIMD2<Float>, _ best: inout (t: Float, normal: SIMD2<Float>)?
  ) {
    let e = SIMD2(ex[k], ey[k])
    let inward = SIMD2(inX[k], inY[k])
    let oneSided = inward != .zero
    if oneSided && (d * inward).sum() >= 0 { return }
    let denominator = d.x * e.y - d.y * e.x
    guard denominator != 0 else { return }
    let w = SIMD2(ax[k], ay[k]) - p
    let t = (w.x * e.y - w.y * e.x) / denominator
    let s = (w.x * d.y - w.y * d.x) / denominator
    guard t >= 0, t <= 1, s >= 0, s <= 1, t < (best?.t ?? .infinity) else { return }
    var n = oneSided ? inward : SIMD2(-e.y, e.x) / (e * e).sum().squareRoot()
    if (n * d).sum() > 0 { n = -n }
    best = (t, n)
  }

  /// A circle: the first crossing of its outline, from outside in or from inside out.
  @inline(__always)
  private func circle(
    _ k: Int, _ p: SIMD2<Float>, _ d: SIMD2<Float>, _ best: inout (t: Float, normal: SIMD2<Float>)?
  ) {
    let c = SIMD2(cx[k], cy[k])
    let r = radius[k]
    let f = p - c
    let a = (d * d).sum()
    let b = (f * d).sum()
    let q = (f * f).sum() - r * r
    guard a > 0, r > 0 else { return }
    let disc = b * b - a * q
    guard disc >= 0 else { return }
    let root = disc.squareRoot()
    // Outside (q > 0) it meets the nearer crossing; inside, the farther one.
    let t = q > 0 ? (-b - root) / a : (-b + root) / a
    guard t >= 0, t <= 1, t < (best?.t ?? .infinity) else { return }
    var n = (f + d * t) / r
    if (n * d).sum() > 0 { n = -n }
    best = (t, n)
  }
}
