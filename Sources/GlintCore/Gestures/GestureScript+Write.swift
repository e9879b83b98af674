extension GestureScript {
  /// The script as JSON text that `parse(_:source:)` reads back to the same script: one event
  /// per line, numbers in their shortest exact form.
  public var jsonText: String {
    var text = "{ \"size\": [\(size.width), \(size.height)],\n  \"events\": ["
    var lines: [String] = []
    var action = 0
    for (index, event) in events.enumerated() {
      while action < actions.count && actions[action].afterEvents <= index {
        lines.append(Self.line(actions[action]))
        action += 1
      }
      lines.append(
        "    {\"t\": \(event.time), \"id\": \(event.id), \"phase\": \"\(event.phase.rawValue)\", "
          + "\"x\": \(event.location.x), \"y\": \(event.location.y)}")
    }
    lines += actions[action...].map(Self.line)
    text += lines.isEmpty ? "] }\n" : "\n" + lines.joined(separator: ",\n") + "\n  ] }\n"
    return text
  }

  private static func line(_ action: GestureAction) -> String {
    var name = ""
    for scalar in action.name.unicodeScalars {
      switch scalar {
      case "\"": name += "\\\""
      case "\\": name += "\\\\"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        name += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: name.unicodeScalars.append(scalar)
      }
    }
    return "    {\"t\": \(action.time), \"action\": \"\(name)\"}"
  }
}
