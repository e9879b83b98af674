/// Core Animation's media timing on an emitter layer: where the layer's local time, which drives
/// its emission, its particles' ageing and its animations, sits on the host's clock.
///
/// Local time = (host time - `beginTime`) × `speed` + `timeOffset` (see `Timing`). With the
/// defaults it is the host's time itself. `beginTime` is in host time: `pointer.time` (or
/// `layer.hostTime`) is what `CACurrentMediaTime()` becomes. The emitter starts when the layer is
/// started and active, pre-filled by `timeOffset` (`timeOffset = 10` shows at once what 10 seconds
/// of emitting would have made) and, when a non-zero `beginTime` is already past, by the local
/// time since then ("the simulation starts at the layer's beginTime", as Core Animation says).
/// `speed` 2 runs everything twice as fast, 0 freezes it (with `timeOffset` choosing the frozen
/// instant). A `duration` (0 means forever) with `repeatCount`, `repeatDuration` and
/// `autoreverses` bounds the active period; each repeat starts the emitter again. After the active
/// period the layer is emptied and retires, unless `fillMode` holds its last instant (frozen).
extension EmitterLayer: MediaTiming {
  public var beginTime: Double {
    get { timing.beginTime }
    set { timing.beginTime = newValue }
  }
  public var duration: Double {
    get { timing.duration }
    set { timing.duration = newValue }
  }
  public var timeOffset: Double {
    get { timing.timeOffset }
    set { timing.timeOffset = newValue }
  }
  public var speed: Float {
    get { timing.speed }
    set { timing.speed = newValue }
  }
  public var repeatCount: Float {
    get { timing.repeatCount }
    set { timing.repeatCount = newValue }
  }
  public var repeatDuration: Double {
    get { timing.repeatDuration }
    set { timing.repeatDuration = newValue }
  }
  public var autoreverses: Bool {
    get { timing.autoreverses }
    set { timing.autoreverses = newValue }
  }
  public var fillMode: FillMode {
    get { timing.fillMode }
    set { timing.fillMode = newValue }
  }

  /// The layer's local time at host time `hostTime`, or nil where the layer is inactive (Core
  /// Animation's `convertTime(_:from: nil)`).
  public func localTime(atHost hostTime: Double) -> Double? {
    timing.local(at: hostTime)?.simpleTime
  }
}
