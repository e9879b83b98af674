/// A trail's properties, declared once for both roots that have one: a cell (each particle's
/// ribbon) and a layer (the ribbon along its emitter's own path).
extension PropertyDescriptor {
  /// The properties of `root`'s trail (`what` names whose positions it follows, in the docs),
  /// reached through `get` and `set`.
  static func trail(
    of what: String, _ get: @escaping @Sendable (Root) -> TrailStyle,
    _ set: @escaping @Sendable (inout Root, TrailStyle) -> Void
  ) -> [PropertyDescriptor] {
    /// Sets one value of the trail: reads it, changes it, writes it back.
    func edit<Value>(_ change: @escaping @Sendable (inout TrailStyle, Value) -> Void)
      -> @Sendable (inout Root, Value) -> Void
    {
      { root, value in
        var trail = get(root)
        change(&trail, value)
        set(&root, trail)
      }
    }
    return [
      .init(
        "trailPoints", { get($0).points }, edit { $0.points = $1 }, owner: .looks,
        doc:
          "The most points of \(what)'s trail, sampled behind it, that its ribbon keeps; 0 draws no ribbon; clamped to \(TrailStyle.mostPoints) (points)",
        control: .slider(0...Double(TrailStyle.mostPoints), step: 1, unit: ""),
        limit: .atLeast(0, most: TrailStyle.mostPoints, unit: "points"), animatable: false),
      .init(
        "trailInterval", { get($0).interval }, edit { $0.interval = $1 },
        owner: .looks,
        doc:
          "Time between the trail's samples, taken at fixed instants of \(what == "the emitter" ? "the layer's time" : "the particle's age") so the ribbon is the same at any frame rate; rounded to whole 1/240 s steps, at least one; a point leaves the ribbon trailPoints intervals after it was taken; clamped to 10 (seconds)",
        control: .slider(0...0.5, step: 1.0 / 240, unit: "s"), limit: .notNegativeAtMost(10, unit: "seconds"),
        animatable: false),
      .init(
        "trailMinDistance", { get($0).minDistance }, edit { $0.minDistance = $1 },
        owner: .looks,
        doc:
          "A sample closer than this to the trail's newest point is not kept, so a slow trail keeps its points for its length (points)",
        control: .slider(0...100, step: 0.5, unit: "pt"), limit: .notNegativeAtMost(10_000, unit: "points"),
        animatable: false),
      .init(
        "trailWidth", { get($0).width }, edit { $0.width = $1 }, owner: .looks,
        doc: "The ribbon's width at its head (points)", control: .slider(0...64, step: 0.5, unit: "pt"),
        limit: .notNegativeAtMost(1000, unit: "points")),
      .init(
        "trailEndWidth", { get($0).endWidth }, edit { $0.endWidth = $1 },
        owner: .looks,
        doc: "The ribbon's width at its tail, reached linearly by age; null keeps trailWidth (points)",
        control: .slider(0...64, step: 0.5, unit: "pt"), limit: .notNegativeAtMost(1000, unit: "points"),
        animatable: false),
      .init(
        "trailColor", { get($0).color }, edit { $0.color = $1 }, owner: .looks,
        doc:
          "Multiplies the ribbon's colour at its head\(what == "the emitter" ? "" : " (the particle's own colour)"): [red, green, blue] or [red, green, blue, alpha]",
        control: .color),
      .init(
        "trailEndColor", { get($0).endColor }, edit { $0.endColor = $1 },
        owner: .looks,
        doc:
          "The colour multiplier at the tail, reached linearly by age (alpha 0 fades the ribbon out); null keeps trailColor: [red, green, blue] or [red, green, blue, alpha]",
        animatable: false),
      .init(
        "trailContents", { get($0).contents }, edit { $0.contents = $1 },
        owner: .looks,
        doc:
          "The ribbon's sprite, as contents names one\(what == "the emitter" ? "; null draws it solid" : "; null uses the cell's contents"); its x runs along the ribbon, its y across",
        control: .sprite),
      .init(
        "trailTexture", { get($0).texture }, edit { $0.texture = $1 },
        owner: .looks,
        doc:
          "How the sprite lies along the ribbon: stretch (once from head to tail) or tile (repeated every trailWidth)"
      ),
    ]
  }
}
