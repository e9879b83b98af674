import Foundation
import GlintCore
import GlintFiles

/// One property's row in the panel: the control its `InspectorControl` asks for, labelled with
/// the field's name (marked when it differs from the file). Returns the new value when changed.
struct PropertyEditor {
  let property: InspectorProperty
  let gui: PanelGUI

  /// The label's share of the row.
  static let labelWidth: Float = 150

  func draw() -> PropertyValue? {
    let width = max(60, gui.availableWidth - Self.labelWidth)
    let label = property.name + (property.isEdited ? " *" : "")
    var changed: PropertyValue?
    switch property.control {
    case .number(let number):
      changed = drawNumber(number, width: width)
    case .toggle:
      var on = property.value.bool ?? false
      if gui.checkbox("##value", &on) { changed = .bool(on) }
    case .choice(let names):
      var index = names.firstIndex(of: property.value.string ?? "") ?? 0
      gui.nextItemWidth(width)
      if gui.combo("##value", &index, items: names), names.indices.contains(index) {
        changed = .string(names[index])
      }
    case .color:
      let parts = (property.value.numbers ?? []).map(Float.init) + [1, 1, 1, 1]
      var rgba = (parts[0], parts[1], parts[2], parts[3])
      gui.nextItemWidth(width)
      if gui.color("##value", &rgba) {
        changed = .array([rgba.0, rgba.1, rgba.2, rgba.3].map { .number(Double($0)) })
      }
    case .pair(_, _, let number):
      changed = drawNumbers(count: 2, number, width: width)
    case .rect(let number):
      changed = drawNumbers(count: 4, number, width: width)
    case .sprite(let choices):
      let names = ["(none)"] + choices
      var index = property.value.string.flatMap { names.firstIndex(of: $0) } ?? 0
      gui.nextItemWidth(width)
      if gui.combo("##value", &index, items: names) { changed = index == 0 ? .null : .string(names[index]) }
    case .text:
      var buffer = Self.buffer(property.value.string ?? "")
      gui.nextItemWidth(width)
      if gui.textField("##value", &buffer) { changed = .string(Self.string(buffer)) }
    case .json:
      var buffer = Self.buffer(property.value.jsonText)
      gui.nextItemWidth(width)
      if gui.textField("##value", &buffer) { changed = PropertyValue(jsonText: Self.string(buffer)) }
    }
    gui.sameLine()
    if property.isEdited {
      gui.text(label, color: InspectorPanelView.editedColor)
    } else {
      gui.text(label)
    }
    return changed
  }

  /// A slider over the control's range and, beside it, a field for an exact value (which may go
  /// beyond the slider's range).
  private func drawNumber(_ number: NumberControl, width: Float) -> PropertyValue? {
    var shown = Float(number.shown(property.value.number ?? 0))
    let unit = number.unit.isEmpty ? "" : " " + number.unit.replacingOccurrences(of: "%", with: "%%")
    let range = Float(number.range.lowerBound)...Float(number.range.upperBound)
    let logarithmic = range.lowerBound >= 0 && range.upperBound >= 1000
    let fieldWidth = min(80, width * 0.35)
    gui.nextItemWidth(width - fieldWidth - 4)
    let slid = gui.slider(
      "##slider", &shown, in: range, format: Self.format(number) + unit, logarithmic: logarithmic)
    gui.sameLine(offset: 0)
    gui.nextItemWidth(fieldWidth)
    var typed = number.shown(property.value.number ?? 0)
    let exact = gui.field("##field", &typed, format: Self.format(number))
    let value = exact ? typed : Double(shown)
    guard slid || exact, value.isFinite else { return nil }
    let stored = number.stored(value)
    return .number(number.isInteger ? stored.rounded() : stored)
  }

  /// Fields for the numbers of a point, a size or a rectangle.
  private func drawNumbers(count: Int, _ number: NumberControl, width: Float) -> PropertyValue? {
    var values = (property.value.numbers ?? []).map { number.shown($0) }
    values += [Double](repeating: 0, count: max(0, count - values.count))
    var changed = false
    for index in 0..<count {
      if index > 0 { gui.sameLine() }
      gui.nextItemWidth(width / Float(count) - 4)
      changed = gui.field("##\(index)", &values[index], format: Self.format(number)) || changed
    }
    guard changed, values.allSatisfy(\.isFinite) else { return nil }
    return .array(values.prefix(count).map { .number(number.stored($0)) })
  }

  /// printf's format for the control's step: as many decimals as the step has.
  static func format(_ number: NumberControl) -> String {
    if number.isInteger || number.step >= 1 { return "%.0f" }
    return number.step >= 0.1 ? "%.1f" : number.step >= 0.01 ? "%.2f" : "%.3f"
  }

  /// A text field's buffer holding `text`, with room to type.
  static func buffer(_ text: String) -> [CChar] {
    var bytes = Array(text.utf8CString)
    bytes += [CChar](repeating: 0, count: max(256, bytes.count))
    return bytes
  }

  static func string(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

extension PropertyValue {
  /// The value as JSON text, for a field that edits it as text.
  var jsonText: String {
    guard
      let data = try? JSONSerialization.data(withJSONObject: foundationValue, options: [.fragmentsAllowed])
    else {
      return ""
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The value of JSON text, or nil when it is not JSON.
  init?(jsonText: String) {
    guard let decoded = try? JSONDecoder().decode(DecodedValue.self, from: Data(jsonText.utf8)) else {
      return nil
    }
    self = decoded.value
  }

  private var foundationValue: Any {
    switch self {
    case .null: NSNull()
    case .bool(let value): value
    case .number(let value): value
    case .string(let value): value
    case .array(let items): items.map(\.foundationValue)
    case .object(let members): members.mapValues(\.foundationValue)
    }
  }
}

/// Any JSON value, decoded as a `PropertyValue` (true and false stay flags, not numbers).
private struct DecodedValue: Decodable {
  let value: PropertyValue

  init(from decoder: any Decoder) throws {
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      value = .null
    } else if let flag = try? single.decode(Bool.self) {
      value = .bool(flag)
    } else if let number = try? single.decode(Double.self) {
      value = .number(number)
    } else if let text = try? single.decode(String.self) {
      value = .string(text)
    } else if let items = try? single.decode([DecodedValue].self) {
      value = .array(items.map(\.value))
    } else {
      value = .object(try single.decode([String: DecodedValue].self).mapValues(\.value))
    }
  }
}
