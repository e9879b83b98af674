extension ForceField {
  /// A force field's settings (see `PropertyDescriptor`): what effect files, the schema, the
  /// inspector and the docs know of it. Its `cells` list is read beside them.
  public static let properties: [PropertyDescriptor<ForceField>] = placing + shaping + varying

  /// What the field is and where.
  private static let placing: [PropertyDescriptor<ForceField>] = [
    .init(
      "kind", { $0.kind }, { $0.kind = $1 }, owner: .forces,
      doc:
        "point (pulls towards its centre), vortex (turns round it), wind (one direction) or turbulence (curl noise)"
    ),
    .init(
      "anchor", { $0.anchor }, { $0.anchor = $1 }, owner: .forces,
      doc:
        "Where its centre is: canvas (at position), emitter (the layer's emitter, moving with it), pointer (each pointer of the layer), point (the moving point named by pointName)"
    ),
    .init(
      "pointName", { $0.pointName }, { $0.pointName = $1 }, owner: .forces,
      doc: "For the point anchor: the name of the moving point an effect or its host sets each step"),
    .init(
      "position", { $0.position }, { $0.position = $1 }, owner: .forces,
      doc: "On the canvas anchor, the centre; on the others, the offset from the anchor: [x, y] (points)",
      control: .slider(-2000...2000, step: 1, unit: "pt")),
  ]

  /// How strong, how far and how it falls off.
  private static let shaping: [PropertyDescriptor<ForceField>] = [
    .init(
      "strength", { $0.strength }, { $0.strength = $1 }, owner: .forces,
      doc:
        "point and wind: acceleration (points per second², a point's pull negative pushes; with inverseSquare, G·M in points³ per second²); vortex: angular speed (radians per second, clockwise when positive); turbulence: flow speed (points per second); its size is clamped to 1000000000",
      control: .slider(-2000...2000, step: 1, unit: ""), limit: .magnitudeAtMost(1e9, unit: "")),
    .init(
      "radius", { $0.radius }, { $0.radius = $1 }, owner: .forces,
      doc: "Beyond this distance from the centre the field does nothing; 0 is no limit (points)",
      control: .slider(0...2000, step: 1, unit: "pt"), limit: .notNegativeAtMost(1e6, unit: "points")),
    .init(
      "falloff", { $0.falloff }, { $0.falloff = $1 }, owner: .forces,
      doc:
        "none, linear (to nothing at radius) or inverseSquare (a point pulls strength / (r² + softening²); the others fall as softening² / (r² + softening²))"
    ),
    .init(
      "softening", { $0.softening }, { $0.softening = $1 }, owner: .forces,
      doc: "Smooths the inverse-square falloff near the centre (points)",
      control: .slider(0...500, step: 1, unit: "pt"), limit: .notNegativeAtMost(1e6, unit: "points")),
  ]

  /// Wind's direction and gusts; turbulence's pattern.
  private static let varying: [PropertyDescriptor<ForceField>] = [
    .init(
      "angle", { $0.angle }, { $0.angle = $1 }, owner: .forces,
      doc: "Wind: its direction, 0 along +x, clockwise on screen (radians)",
      control: .angle(-360...360, unit: "°"),
      limit: .magnitudeAtMost(1000, unit: "radians")),
    .init(
      "gust", { $0.gust }, { $0.gust = $1 }, owner: .forces,
      doc: "Wind: how much seeded gusts vary its strength, as a fraction of it; 0 is steady",
      control: .slider(0...2, step: 0.01, unit: ""), limit: .notNegativeAtMost(10, unit: "")),
    .init(
      "gustFrequency", { $0.gustFrequency }, { $0.gustFrequency = $1 }, owner: .forces,
      doc: "Wind: gusts per second, about (per second)", control: .slider(0...10, step: 0.01, unit: "/s"),
      limit: .notNegativeAtMost(100, unit: "per second")),
    .init(
      "frequency", { $0.frequency }, { $0.frequency = $1 }, owner: .forces,
      doc: "Turbulence: swirls per point (0.01 makes swirls about 100 points across) (per point)",
      control: .slider(0...0.1, step: 0.001, unit: "/pt"), limit: .notNegativeAtMost(10, unit: "per point")),
    .init(
      "octaves", { $0.octaves }, { $0.octaves = $1 }, owner: .forces,
      doc:
        "Turbulence: layers of swirls, each twice as fine and half as strong as the one before; clamped to 6",
      control: .slider(1...6, step: 1, unit: ""), limit: .atLeast(1, most: 6)),
    .init(
      "scroll", { $0.scroll }, { $0.scroll = $1 }, owner: .forces,
      doc: "Turbulence: how fast its pattern drifts up the canvas; negative drifts down (points per second)",
      control: .slider(-500...500, step: 1, unit: "pt/s"),
      limit: .magnitudeAtMost(1e5, unit: "points per second")),
    .init(
      "seed", { $0.seed }, { $0.seed = $1 }, owner: .forces,
      doc: "Turbulence and gusts: which pattern; the same seed gives the same field run after run"),
  ]
}
