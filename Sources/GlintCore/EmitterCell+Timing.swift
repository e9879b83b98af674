/// Core Animation's media timing on a cell: the window in which it emits, and how fast its
/// particles' time runs.
///
/// A cell's timeline starts at its emitter's start (for a sub-cell, at its parent particle's
/// birth). It emits from `beginTime` for its active period: `duration` (0 means forever) times
/// `repeatCount`, or `repeatDuration`, doubled by `autoreverses`, divided by |`speed`|. A constant
/// birth rate makes repeats and reversals of the window look alike, so they matter through the
/// window's length. `speed` scales the cell's time: its birth rate, and its particles' ageing and
/// motion (speed 2 emits twice as often, and particles live half as long, moving twice as fast);
/// 0 stops the cell. `timeOffset` and `fillMode` place the cell's local time but leave its
/// window as it is (a filled cell holds a still time, and emits nothing there).
extension EmitterCell: MediaTiming {
  public var timeOffset: Double {
    get { values.timeOffset }
    set { values.timeOffset = newValue }
  }
  public var speed: Float {
    get { values.speed }
    set { values.speed = newValue }
  }
  public var repeatCount: Float {
    get { values.repeatCount }
    set { values.repeatCount = newValue }
  }
  public var repeatDuration: Double {
    get { values.repeatDuration }
    set { values.repeatDuration = newValue }
  }
  public var autoreverses: Bool {
    get { values.autoreverses }
    set { values.autoreverses = newValue }
  }
  public var fillMode: FillMode {
    get { values.fillMode }
    set { values.fillMode = newValue }
  }
}

extension CellValues {
  /// How many times faster than its emitter the cell's time runs (|speed|; 0 stops it).
  @inline(__always)
  var pace: Double { speed.isFinite ? Double(abs(speed)) : 1 }

  /// When the cell emits, on the layer's clock, for a timeline starting at `origin`, and the
  /// factor its rates run at.
  @inline(__always)
  func window(from origin: Double) -> (open: Double, close: Double, pace: Double) {
    let pace = self.pace
    let open = origin + (beginTime.isFinite ? beginTime : 0)
    guard pace > 0 else { return (open, open, 0) }
    if duration <= 0 && repeatDuration <= 0 && speed == 1 { return (open, .infinity, 1) }
    var timing = Timing()
    timing.duration = duration
    timing.repeatCount = repeatCount
    timing.repeatDuration = repeatDuration
    timing.autoreverses = autoreverses
    return (open, open + timing.activeDuration / pace, pace)
  }
}
