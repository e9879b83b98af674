/// Anything with Core Animation's eight media-timing values under their names: layers, cells,
/// and the declarations of layers and animations.
protocol MediaTimingValues {
  var beginTime: Double { get set }
  var duration: Double { get set }
  var timeOffset: Double { get set }
  var speed: Float { get set }
  var repeatCount: Float { get set }
  var repeatDuration: Double { get set }
  var autoreverses: Bool { get set }
  var fillMode: FillMode { get set }
}

extension EmitterCell: MediaTimingValues {}
extension EmitterLayer: MediaTimingValues {}
extension LayerDeclaration: MediaTimingValues {}
extension AnimationDeclaration: MediaTimingValues {}

extension PropertyDescriptor where Root: MediaTimingValues {
  /// The media-timing properties, declared once for layers, cells and animations: `of` names
  /// what they time in the docs, `durationLimit` is what a file may ask of a duration there,
  /// and `animatable` whether animations may drive the numbers (not on layers and cells, where
  /// the timing places the animations themselves); `zeroDuration` says what a duration of 0 means.
  static func mediaTiming(
    of thing: String, zeroDuration: String = "forever", durationLimit: PropertyLimit? = nil,
    animatable: Bool = false,
    keyPaths: Bool = true
  ) -> [PropertyDescriptor] {
    let list = mediaTimingList(
      of: thing, zeroDuration: zeroDuration, durationLimit: durationLimit, animatable: animatable)
    return keyPaths ? list : list.map { $0.withoutKeyPaths }
  }

  private static func mediaTimingList(
    of thing: String, zeroDuration: String, durationLimit: PropertyLimit?, animatable: Bool
  ) -> [PropertyDescriptor] {
    let owner = PropertyOwner.mediaTiming
    let seconds = ControlHint.slider(0...10, step: 0.01, unit: "s")
    return [
      .init(
        "beginTime", { $0.beginTime }, { $0.beginTime = $1 }, owner: owner,
        doc: "When \(thing) starts, in its parent's time (seconds)", control: seconds, animatable: animatable),
      .init(
        "duration", { $0.duration }, { $0.duration = $1 }, owner: owner,
        doc: "Length of one iteration of \(thing)'s active period; 0 means \(zeroDuration) (seconds)",
        control: seconds, limit: durationLimit, animatable: animatable),
      .init(
        "timeOffset", { $0.timeOffset }, { $0.timeOffset = $1 }, owner: owner,
        doc: "An offset added to \(thing)'s local time (seconds)", control: seconds, animatable: animatable),
      .init(
        "speed", { $0.speed }, { $0.speed = $1 }, owner: owner,
        doc: "How fast \(thing)'s local time runs (0 pauses it, negative runs backwards)",
        control: .slider(0...4, step: 0.01, unit: "×"), animatable: animatable),
      .init(
        "repeatCount", { $0.repeatCount }, { $0.repeatCount = $1 }, owner: owner,
        doc: "How many times \(thing)'s active period repeats (with duration; 0 means once)",
        control: .slider(0...20, step: 1, unit: ""), animatable: animatable),
      .init(
        "repeatDuration", { $0.repeatDuration }, { $0.repeatDuration = $1 }, owner: owner,
        doc: "How long \(thing)'s repeats last in all, instead of repeatCount (seconds)", control: seconds,
        animatable: animatable),
      .init(
        "autoreverses", { $0.autoreverses }, { $0.autoreverses = $1 }, owner: owner,
        doc: "Each iteration of \(thing) runs forwards then backwards"),
      .init(
        "fillMode", { $0.fillMode }, { $0.fillMode = $1 }, owner: owner,
        doc: "What \(thing) shows before its begin and after its end"),
    ]
  }
}

extension AnimationDeclaration {
  /// An animation's settings that files write as plain values (its values, path and timing
  /// functions are read by the file's animation record).
  public static let properties: [PropertyDescriptor<AnimationDeclaration>] =
    [
      .fileOnly(
        "key", { $0.key }, { $0.key = $1 }, owner: .animation,
        doc: "The key the layer holds the animation under (a later one of the same key replaces it)"),
      .fileOnly(
        "keyPath", { $0.keyPath }, { $0.keyPath = $1 }, owner: .animation,
        doc: "The animated property, as a key path on the layer: \"emitterPosition\", "
          + "\"emitterCells.spark.birthRate\" (basic and keyframe)"),
    ]
    + PropertyDescriptor<AnimationDeclaration>.mediaTiming(
      of: "the animation", zeroDuration: "0.25 s (in a group: the group's)", keyPaths: false) + [
      .fileOnly(
        "isRemovedOnCompletion", { $0.isRemovedOnCompletion }, { $0.isRemovedOnCompletion = $1 },
        owner: .animation,
        doc: "Whether the layer drops it when it ends (set false to hold the end with fillMode forwards)"),
      .fileOnly(
        "calculationMode", { $0.calculationMode }, { $0.calculationMode = $1 }, owner: .animation,
        doc: "keyframe: how it moves between values"),
    ]
}
