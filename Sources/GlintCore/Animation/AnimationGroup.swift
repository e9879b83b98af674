/// Core Animation's CAAnimationGroup: animations that run together on the group's timeline.
///
/// Each child's times are on the group's local time, and children are clipped to the group's
/// duration: a child runs only while the group does. A child whose `duration` is 0 lasts the
/// group's duration. The group's `timingFunction` paces the group's time before the children see it.
open class AnimationGroup: Animation {
  public var animations: [Animation]?

  open override func copy() -> Animation {
    let copy = AnimationGroup()
    copy.copyTiming(from: self)
    copy.animations = animations?.map { $0.copy() }
    return copy
  }

  /// The property animations of the group, at any depth, with the chain of groups above each.
  func leaves(_ body: (PropertyAnimation) -> Void) {
    for child in animations ?? [] {
      if let group = child as? AnimationGroup {
        group.leaves(body)
      } else if let property = child as? PropertyAnimation {
        body(property)
      }
    }
  }

  /// The group's local time at parent time `t` (paced by its timing function), or nil while
  /// the group is inactive.
  func childTime(at t: Double) -> Double? {
    guard let local = timing.local(at: t) else { return nil }
    guard let f = timingFunction, local.progress.isFinite else { return local.simpleTime }
    return f.value(at: local.progress) * timing.iterationDuration
  }

  /// Gives children without a duration the group's (once, on the layer's copy).
  func inheritDurations() {
    for child in animations ?? [] {
      if child.timing.duration <= 0 || !child.timing.duration.isFinite {
        child.timing.duration = timing.iterationDuration
      }
      (child as? AnimationGroup)?.inheritDurations()
    }
  }
}
