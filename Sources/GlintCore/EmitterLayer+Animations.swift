/// Core Animation's animation methods on an emitter layer.
///
/// An animation is checked when it is added: a key path that names nothing or a property that
/// does not animate, values of the wrong kind, bad key times, each throw an `AnimationError`
/// whose description is one line, and nothing is added. The layer keeps a copy; its values are
/// evaluated on the layer's local time every step and presented (Core Animation's presentation
/// layer): the model property keeps its value, which shows again once the animation is removed.
extension EmitterLayer {
  /// Adds a copy of `animation` under `key` (replacing an animation of the same key; nil adds one
  /// without a key). A `beginTime` of 0 starts it now, on the layer's local time (at the layer's
  /// start if it has not started).
  public func add(_ animation: Animation, forKey key: String?) throws(AnimationError) {
    try simulation.animations.add(animation, forKey: key, layer: self)
    if simulation.started { simulation.animations.begin(at: time) }
  }

  /// A copy of the animation under `key`, or nil.
  public func animation(forKey key: String) -> Animation? { simulation.animations.animation(forKey: key) }

  public func removeAnimation(forKey key: String) { simulation.animations.remove(forKey: key) }

  public func removeAllAnimations() { simulation.animations.removeAll() }

  /// The keys of the layer's animations, in the order they were added.
  public func animationKeys() -> [String] { simulation.animations.keys }
}
