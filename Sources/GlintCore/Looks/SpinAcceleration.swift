/// Rotation acceleration: a particle's spin changes at a constant rate, so its rotation is
/// ω·τ + ½·α·τ² (pixi's rotation `accel`, which pixi steps with the trapezoid rule, exact for
/// this). A closed form of age, so it needs no column: one pass adds the ½·α·τ² term.
extension EmitterCell {
  /// Change of spin per second (radians per second²); 0 keeps a constant spin. Not used with
  /// `endRotation`, which replaces the spin.
  public var spinAcceleration: Float {
    get { values.looks.spinAcceleration }
    set { values.looks.spinAcceleration = newValue }
  }
}

/// The pass of a cell whose spin accelerates, read once per cell before a loop; nil for cells
/// whose spin is constant (or replaced by an end rotation), which skip it.
struct SpinAcceleration {
  /// ½·α, times the cell's pace² (its particles' time runs `pace` times faster).
  let half: Float

  init?(_ cell: borrowing CellValues) {
    let alpha = cell.looks.spinAcceleration
    guard alpha != 0, cell.looks.endRotation == nil else { return nil }
    let pace = Float(cell.pace)
    half = 0.5 * alpha * pace * pace
  }

  /// Adds ½·α·τ² to the rotation of the run (particles `range`, at the ages they hold).
  @inline(__always)
  func apply(_ run: ParticleRun, _ range: Range<Int>) {
    let (rotation, age) = (run.rotation, run.age)
    for k in 0..<range.count { rotation[k] += half * age[k] * age[k] }
  }
}
