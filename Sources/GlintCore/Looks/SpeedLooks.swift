/// Looks by speed (Unity's colour and size by speed): curves read at the particle's speed within
/// a range, not at its age, multiplying its colour, alpha and scale. The speed is the one its
/// motion gives at that age (after a path or a path expression placed its velocity), so the look
/// is a pass over states like the life curves, the same at any frame rate, with no column.
extension EmitterCell {
  /// Curves over the speed range (color, alpha, scale, spin; a speed curve here is not kept),
  /// each read at (speed − speedCurveMinimum) / (speedCurveMaximum − speedCurveMinimum), clamped
  /// to 0...1: color, alpha and scale multiply what the particle has at that age (after the life
  /// curves), spin its spin rate (`SpinBySpeed`).
  public var speedCurves: LifeCurves {
    get { values.looks.speedCurves }
    set {
      values.looks.speedCurves = LifeCurves(
        color: newValue.color, alpha: newValue.alpha, scale: newValue.scale, spin: newValue.spin)
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

  init?(_ cell: borrowing CellValues) {
    let l = cell.looks
    (color, alpha, scale) = (l.speedCurves.color, l.speedCurves.alpha, l.speedCurves.scale)
    guard color != nil || alpha != nil || scale != nil else { return nil }
    // The cell's pace scales the velocity a particle has, not the range it is read against.
    minimum = l.speedCurveMinimum
    let width = l.speedCurveMaximum - l.speedCurveMinimum
    inverseRange = width > 0 ? 1 / width : .infinity
  }

  /// Where in the range element `k`'s speed falls (clamped by the curve's reader).
  @inline(__always)
  func fraction(_ run: ParticleRun, _ k: Int) -> Float {
    let (vx, vy) = (run.vx[k], run.vy[k])
    let over = (vx * vx + vy * vy).squareRoot() - minimum
    return inverseRange.isFinite ? over * inverseRange : (over > 0 ? 1 : 0)
  }

  /// Multiplies the colour, alpha and scale of the run (particles `range`, motion placed) by
  /// each curve at their speed; one simple loop per curve, as the life curves run.
  @inline(never)
  func apply(_ run: ParticleRun, _ range: Range<Int>) {
    let count = range.count
    let (red, green, blue, alpha, scale) = (run.red, run.green, run.blue, run.alpha, run.scale)
    self.color?.withReader { curve in
      for k in 0..<count {
        let m = curve.value(at: fraction(run, k))
        let c = clamp01(SIMD4(red[k], green[k], blue[k], alpha[k]) * SIMD4(m.x, m.y, m.z, 1))
        (red[k], green[k], blue[k], alpha[k]) = (c.x, c.y, c.z, c.w)
      }
    }
    self.alpha?.withReader { curve in
      for k in 0..<count {
        alpha[k] = .minimum(.maximum(alpha[k] * curve.value(at: fraction(run, k)).x, 0), 1)
      }
    }
    self.scale?.withReader { curve in
      for k in 0..<count { scale[k] *= curve.value(at: fraction(run, k)).x }
    }
  }
}
