/// When and where a pointer bursts: at once when it begins, then every `interval` seconds while
/// it stays put, and every `spacing` points of travel while it moves (either kind restarts both
/// counts).
///
/// Over one stretch of time the pointer is taken to move linearly from where the previous stretch
/// left it to its new location, so bursts land at exact instants and places whatever the frame
/// rate. It is an effect's per-pointer state, as effects keep none of their own: Burst's, and
/// that of every declared layer with `RepeatingBursts`. A spacing of infinity bursts by time only.
public struct BurstSchedule: Sendable {
  public let interval: Double
  public let spacing: Float
  /// When the latest burst happened; nil before the first.
  public var lastBurst: Double?
  /// Travel left before the next burst by distance.
  var toNext: Float

  public init(interval: Double, spacing: Float) {
    self.interval = interval
    self.spacing = spacing
    lastBurst = nil
    toNext = spacing
  }

  /// Calls `fire` for every burst in [start, end), in time order, as the pointer goes from
  /// `origin` at `start` to `target` at `end`. At most `limit` bursts by distance fire in one
  /// stretch: a jump longer than that many spacings skips the rest (their sparks could not fit in
  /// the layer anyway), keeping the spacing and the hold count as if they had fired, so a jump
  /// of any length costs at most `limit` bursts.
  public mutating func advance(
    from start: Double, to end: Double, origin: Point, target: Point, limit: Int,
    fire: (Double, Point) -> Void
  ) {
    let dx = target.x - origin.x
    let dy = target.y - origin.y
    let length = (dx * dx + dy * dy).squareRoot()
    let span = end - start
    func point(at u: Float) -> Point { Point(x: origin.x + dx * u, y: origin.y + dy * u) }
    func time(at u: Float) -> Double { start + span * Double(u) }
    func u(at t: Double) -> Float { span > 0 ? Float((t - start) / span) : 0 }

    var u0: Float = 0
    if lastBurst == nil {
      fire(start, origin)
      lastBurst = start
      toNext = spacing
    }
    var byDistance = 0
    while true {
      let holdTime = lastBurst! + interval
      let distanceU: Float? = length > 0 && toNext <= length * (1 - u0) ? u0 + toNext / length : nil
      if distanceU != nil && byDistance == limit { return skipRest(from: u0, length: length, time: time) }
      let holdU: Float? = holdTime < end ? max(u0, u(at: holdTime)) : nil
      guard let next = [distanceU, holdU].compactMap({ $0 }).min() else { break }
      let when = next == holdU ? holdTime : time(at: next)
      if next != holdU { byDistance += 1 }
      fire(when, point(at: next))
      lastBurst = when
      u0 = next
      toNext = spacing
    }
    toNext -= length * (1 - u0)
  }

  /// Accounts for the bursts by distance left on the path after `u0` without firing them: the
  /// latest of them is the latest burst, and the travel to the next starts from it (in double
  /// precision, since the path may be far longer than a float can count spacings on).
  private mutating func skipRest(from u0: Float, length: Float, time: (Float) -> Double) {
    let rest = Double(length) * Double(1 - u0) - Double(toNext)
    let past = rest.truncatingRemainder(dividingBy: Double(spacing))
    lastBurst = time(Float(1 - past / Double(length)))
    toNext = spacing - Float(past)
  }
}
