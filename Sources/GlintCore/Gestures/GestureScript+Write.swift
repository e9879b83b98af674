extension GestureScript {
  /// The script as JSON text that `parse(_:source:)` reads back to the same script: one event
  /// per line, numbers in their shortest exact form.
  public var jsonText: String {
    var text = "{ \"size\": [\(size.width), \(size.height)],\n  \"events\": ["
    for (index, event) in events.enumerated() {
      text += index == 0 ? "\n" : ",\n"
      text += "    {\"t\": \(event.time), \"id\": \(event.id), \"phase\": \"\(event.phase.rawValue)\", "
      text += "\"x\": \(event.location.x), \"y\": \(event.location.y)}"
    }
    text += events.isEmpty ? "] }\n" : "\n  ] }\n"
    return text
  }
}
