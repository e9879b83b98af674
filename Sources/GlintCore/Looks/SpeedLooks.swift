/// Looks by speed (Unity's colour and size by speed): curves read at the particle's speed within
/// a range, not at its age, multiplying its colour, alpha and scale. The speed is the one its
/// motion gives at that age (after a path or a path expression placed its velocity), so the look
/// is a pass over states like the life curves, the same at any frame rate, with no column.
extension EmitterCell {
  /// Curves over the speed range (color, alpha, scale; a speed curve here is not kept), each
  /// read at (speed − speedCurveMinimum) / (speedCurveMaximum − speedCurveMinimum), clamped to
  /// 0...1, and multiplying what the particle has at that age (after the life curves).
  public var speedCurves: LifeCurves {
    get { values.looks.speedCurves }
    set {
      values.looks.speedCurves = LifeCurves(
        color: newValue.color, alpha: newValue.alpha, scale: newValue.scale)
    }
  }
  /// The speed read as the curves' start (points per second).
  public var speedCurveMinimum: Float {
    get { values.looks.speedCurveMinimum }
    set { values.looks.speedCurveMinimum = newValue }
  }
  /// The speed read as the curves' end (points per second); at or below the minimum, a speed
  /// above the minimum reads the end and any other the start.
  public var speedCurveMaximum: Float {
    get { values.looks.speedCurveMaximum }
    set { values.looks.speedCurveMaximum = newValue }
  }
}

/// The pass of a cell with curves by speed, read once per cell before a loop; nil for cells with
/// none, which skip it.
struct SpeedLooks {
  let color, alpha, scale: ValueCurve?
  let minimum: Float
  /// 1 / (maximum − minimum); infinity for an empty range (a step at the minimum).
  let inverseRange: Float

  init?(_ cell: CellValues) {
    let l = cell.looks
    guard !l.speedCurves.isEmpty else { return nil }
    (color, alpha, scale) = (l.speedCurves.color, l.speedCurves.alpha, l.speedCurves.scale)
    // The cell's pace scales the velocity a particle has, not the range it is read against.
    minimum = l.speedCurveMinimum
    let width = l.speedCurveMaximum - l.speedCurveMinimum
    inverseRange = width > 0 ? 1 / width : .infinity
  }

  /// Where in the range the state's speed falls (clamped by the curve's reader).
  @inline(__always)
  func fraction(_ s: ParticleState) -> Float {
    let over = (s.vx * s.vx + s.vy * s.vy).squareRoot() - minimum
    return inverseRange.isFinite ? over * inverseRange : (over > 0 ? 1 : 0)
  }

  /// Multiplies the colour, alpha and scale of states `s` (particles `range`, motion placed) by
  /// each curve at their speed; one simple loop per curve, as the life curves run.
  @inline(never)
  func apply(_ s: UnsafeMutablePointer<ParticleState>, _ range: Range<Int>) {
    let count = range.count
    color?.withReader { curve in
      for k in 0..<count {
        let m = curve.value(at: fraction(s[k]))
        s[k].color = clamp01(s[k].color * SIMD4(m.x, m.y, m.z, 1))
      }
    }
    alpha?.withReader { curve in
      for k in 0..<count { s[k].color.w = clamp01(s[k].color.w * curve.value(at: fraction(s[k])).x) }
    }
    scale?.withReader { curve in
      for k in 0..<count { s[k].scale *= curve.value(at: fraction(s[k])).x }
    }
  }
}
