import Foundation
import GlintFiles

/// How the inspector shows and edits one property: chosen from the field's JSON type in the
/// effect-file tables and its name, so a field added to the tables gets a control without code
/// here (one the rules do not know edits as JSON text).
enum InspectorControl: Equatable {
  /// A slider over `range` with a field for an exact value.
  case number(NumberControl)
  case toggle
  /// One of these names.
  case choice([String])
  /// A colour picker with alpha: the value is [red, green, blue, alpha], 0 to 1.
  case color
  /// Two numbers: a point ("x", "y") or a size ("width", "height").
  case pair(first: String, second: String, NumberControl)
  /// Four numbers: [x, y, width, height].
  case rect(NumberControl)
  /// A sprite: a built-in, one of the effect's images, or none (`choices`, built-ins first).
  case sprite(choices: [String])
  /// A line of text.
  case text
  /// Any other value, edited as its JSON text.
  case json
}

/// A number's slider: its range and step as shown, and how the shown value maps to the stored
/// one (angles show in degrees and store radians).
struct NumberControl: Equatable {
  /// The slider's range, in shown units; a typed value may go beyond it.
  var range: ClosedRange<Double>
  /// The slider's step, in shown units.
  var step: Double
  /// The shown unit: "°", "°/s", "s", "pt/s", ... (empty for plain numbers).
  var unit: String
  /// Shown value = stored value × `scale` (180/π for angles).
  var scale: Double = 1
  var isInteger = false

  var isAngle: Bool { scale != 1 }

  func shown(_ stored: Double) -> Double { stored * scale }
  func stored(_ shown: Double) -> Double { shown / scale }

  static let degreesPerRadian = 180 / Double.pi

  /// An angle: shown in degrees over `range` degrees, stored in radians.
  static func angle(_ range: ClosedRange<Double>, unit: String = "°") -> NumberControl {
    NumberControl(range: range, step: 1, unit: unit, scale: degreesPerRadian)
  }
}

extension InspectorControl {
  /// The control for the field `name` of JSON type `kind` of a layer (`onLayer`) or a cell;
  /// `sprites` are the choices of a sprite field.
  static func forField(_ name: String, kind: PropertyKind, onLayer: Bool, sprites: [String])
    -> InspectorControl
  {
    switch kind {
    case .number, .integer:
      var number = NumberStyle.control(for: name, onLayer: onLayer)
      if kind == .integer {
        number.isInteger = true
        number.step = max(1, number.step.rounded())
      }
      return .number(number)
    case .boolean:
      return .toggle
    case .oneOf(let names):
      return .choice(names)
    case .optionalString where name == "contents":
      return .sprite(choices: sprites)
    case .string, .optionalString:
      return .text
    case .numbers(let counts) where counts == 3...4 || counts == 4...4 && name.contains("Color"):
      // A colour, or a colour's range per channel (`endColorRange`).
      return .color
    case .numbers(let counts) where counts == 2...2:
      let number = NumberStyle.control(for: name)
      return name.lowercased().hasSuffix("size") || name.hasSuffix("sizeOffset")
        ? .pair(first: "width", second: "height", number) : .pair(first: "x", second: "y", number)
    case .numbers(let counts) where counts == 4...4:
      return .rect(NumberStyle.control(for: name))
    case .nullable(let inner):
      // The inner value's control; the property says it may be unset (`isOptional`).
      return forField(name, kind: inner, onLayer: onLayer, sprites: sprites)
    case .numbers, .structure:
      return .json
    }
  }
}

/// Sensible slider ranges by what a field's name says it measures, in the order the rules are
/// tried: the first rule whose pattern the name matches gives the control.
enum NumberStyle {
  private struct Rule {
    var matches: @Sendable (String) -> Bool
    var control: NumberControl
  }

  private static func named(_ names: String...) -> @Sendable (String) -> Bool { { names.contains($0) } }
  private static func containing(_ parts: String...) -> @Sendable (String) -> Bool {
    { name in parts.contains { name.range(of: $0, options: .caseInsensitive) != nil } }
  }

  private static let rules: [Rule] = [
    // Angles and turning speeds: degrees shown, radians stored.
    Rule(matches: named("spin", "spinRange"), control: .angle(-720...720, unit: "°/s")),
    Rule(matches: containing("AngularVelocity"), control: .angle(-720...720, unit: "°/s")),
    Rule(matches: named("emissionRange"), control: .angle(0...360)),
    Rule(
      matches: containing("Longitude", "Latitude", "rotation", "Angle"), control: .angle(-360...360)),
    Rule(matches: named("capacity"), control: NumberControl(range: 1...100_000, step: 1, unit: "")),
    Rule(
      matches: named("maxParticles", "particlesPerWave"),
      control: NumberControl(range: 0...10_000, step: 1, unit: "")),
    Rule(matches: named("seed"), control: NumberControl(range: 0...1000, step: 1, unit: "")),
    Rule(matches: named("birthRatePerWidth"), control: NumberControl(range: 0...200, step: 1, unit: "pt")),
    Rule(matches: containing("birthRate"), control: NumberControl(range: 0...1000, step: 1, unit: "/s")),
    Rule(matches: containing("lifetime"), control: NumberControl(range: 0...10, step: 0.01, unit: "s")),
    Rule(matches: named("spawnChance"), control: NumberControl(range: 0...1, step: 0.01, unit: "")),
    Rule(
      matches: containing("velocity", "maxSpeed"),
      control: NumberControl(range: -1000...1000, step: 1, unit: "pt/s")),
    Rule(
      matches: containing("Acceleration"), control: NumberControl(range: -1000...1000, step: 1, unit: "pt/s²")
    ),
    Rule(matches: named("drag"), control: NumberControl(range: 0...20, step: 0.01, unit: "/s")),
    Rule(matches: containing("scaleSpeed"), control: NumberControl(range: -4...4, step: 0.01, unit: "/s")),
    Rule(matches: containing("Speed"), control: NumberControl(range: -2...2, step: 0.01, unit: "/s")),
    Rule(matches: containing("scale", "Scale"), control: NumberControl(range: 0...4, step: 0.01, unit: "")),
    Rule(
      matches: named("redRange", "greenRange", "blueRange", "alphaRange"),
      control: NumberControl(range: 0...1, step: 0.01, unit: "")),
    Rule(
      matches: named("beginTime", "duration", "timeOffset", "repeatDuration", "waveInterval"),
      control: NumberControl(range: 0...10, step: 0.01, unit: "s")),
    Rule(matches: named("speed"), control: NumberControl(range: 0...4, step: 0.01, unit: "×")),
    Rule(matches: named("repeatCount"), control: NumberControl(range: 0...20, step: 1, unit: "")),
    Rule(
      matches: named("emitterPosition", "positionOffset"),
      control: NumberControl(range: -2000...2000, step: 1, unit: "pt")),
    Rule(matches: named("position", "size"), control: NumberControl(range: 0...1, step: 0.01, unit: "")),
    Rule(
      matches: containing("emitterSize", "emitterDepth", "ZPosition", "Radius", "Distance", "sizeOffset"),
      control: NumberControl(range: 0...1000, step: 1, unit: "pt")),
    Rule(matches: named("contentsRect"), control: NumberControl(range: 0...1, step: 0.01, unit: "")),
    Rule(matches: containing("Bias"), control: NumberControl(range: -4...4, step: 0.1, unit: "")),
  ]

  /// A layer's multipliers of its cells' values.
  static let layerMultipliers: Set<String> = ["birthRate", "lifetime", "velocity", "scale", "spin"]

  /// The control for a number named `name` (of a layer when `onLayer`: its multipliers are
  /// factors, not rates); an unknown name gets a general range.
  static func control(for name: String, onLayer: Bool = false) -> NumberControl {
    if onLayer && layerMultipliers.contains(name) {
      return NumberControl(range: 0...4, step: 0.01, unit: "×")
    }
    return rules.first { $0.matches(name) }?.control ?? NumberControl(range: -100...100, step: 0.1, unit: "")
  }

  /// Whether a rule knows `name` (the general range is a fallback, not a choice).
  static func knows(_ name: String) -> Bool { rules.contains { $0.matches(name) } }
}
