import Foundation
import GlintCore
import GlintFiles

/// How the inspector shows and edits one property: chosen from the field's JSON type and its
/// property descriptor's control hint, so a property declared once gets a control without code
/// here (a structure of its own edits as JSON text).
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
  /// The control for the field `name` of JSON type `kind` of a layer (`onLayer`) or a cell, as
  /// its property descriptor asks; `sprites` are the choices of a sprite field.
  static func forField(_ name: String, kind: PropertyKind, onLayer: Bool, sprites: [String])
    -> InspectorControl
  {
    let sides = [CellDeclaration.editableFields.map(\.hint), LayerDeclaration.editableFields.map(\.hint)]
    let hints = (onLayer ? sides.reversed() : sides).joined() + CanvasLayout.editableFields.map(\.hint)
    return forField(
      kind: kind, hint: hints.first { $0.name == name } ?? FieldHint(name: name), sprites: sprites)
  }

  /// The control for a field of JSON type `kind` whose descriptor says `hint`.
  static func forField(kind: PropertyKind, hint: FieldHint, sprites: [String]) -> InspectorControl {
    switch kind {
    case .number, .integer:
      var number = NumberControl(hint.control)
      if kind == .integer {
        number.isInteger = true
        number.step = max(1, number.step.rounded())
      }
      return .number(number)
    case .boolean:
      return .toggle
    case .oneOf(let names):
      return .choice(names)
    case .optionalString where hint.control == .sprite:
      return .sprite(choices: sprites)
    case .string, .optionalString:
      return .text
    case .numbers(let counts) where counts == 3...4 || hint.control == .color:
      // A colour, or a colour's range per channel (`endColorRange`).
      return .color
    case .numbers(let counts) where counts == 2...2:
      let number = NumberControl(hint.control)
      return hint.isSize
        ? .pair(first: "width", second: "height", number) : .pair(first: "x", second: "y", number)
    case .numbers(let counts) where counts == 4...4:
      return .rect(NumberControl(hint.control))
    case .nullable(let inner):
      // The inner value's control; the property says it may be unset (`isOptional`).
      return forField(kind: inner, hint: hint, sprites: sprites)
    case .numbers, .structure:
      return .json
    }
  }
}

extension NumberControl {
  /// The slider a descriptor's hint asks for; a number without one gets a general range.
  init(_ hint: ControlHint?) {
    switch hint {
    case .slider(let range, let step, let unit)?: self.init(range: range, step: step, unit: unit)
    case .angle(let range, let unit)?: self = .angle(range, unit: unit)
    default: self.init(range: -100...100, step: 0.1, unit: "")
    }
  }
}
