import Foundation

/// Objective-C message sends as Swift calls.
extension ObjCExpression {
  /// One argument of a send: its label and its translated value.
  typealias Part = (label: String, value: String)

  /// `[receiver label:arg label:arg]` (the text inside the brackets) in Swift.
  func send(_ inside: String) -> String {
    let chars = Array(inside.trimmingCharacters(in: .whitespaces))
    var depth = 0
    var split = chars.count
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c == "\"" {
        i = Self.stringEnd(chars, from: i) + 1
        continue
      }
      if "([{".contains(c) { depth += 1 }
      if ")]}".contains(c) { depth -= 1 }
      if depth == 0 && c.isWhitespace && i > 0 {
        split = i
        break
      }
      i += 1
    }
    let rawReceiver = chars.text(0, split)
    let receiver = translate(rawReceiver)
    let message = String(chars[min(split, chars.count)...]).trimmingCharacters(in: .whitespaces)
    let parts = Self.parts(message).map { (label: $0.label, value: translate($0.value)) }
    let isClass =
      rawReceiver.first?.isUppercase == true && rawReceiver.contains(where: \.isLowercase)
      && rawReceiver.allSatisfy { $0.isLetter || $0.isNumber }
    if parts.isEmpty {
      return isClass ? classUnary(receiver, message) : instanceUnary(receiver, message)
    }
    if receiver.hasSuffix(".alloc()") || receiver == "super" && parts[0].label.hasPrefix("init") {
      let type = receiver == "super" ? "super.init" : String(receiver.dropLast(".alloc()".count))
      return initialiser(type, parts)
    }
    return isClass ? classSend(receiver, parts) : instanceSend(receiver, parts)
  }

  /// `label:value label:value` at the top level, with variadic commas kept in the value.
  static func parts(_ message: String) -> [(label: String, value: String)] {
    let chars = Array(message)
    var labels: [(label: String, start: Int, valueStart: Int)] = []
    var depth = 0
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c == "\"" {
        i = stringEnd(chars, from: i) + 1
        continue
      }
      if "([{".contains(c) { depth += 1 }
      if ")]}".contains(c) { depth -= 1 }
      if depth == 0 && (c.isLetter || c == "_") && (i == 0 || chars[i - 1].isWhitespace) {
        var j = i
        while j < chars.count && (chars[j].isLetter || chars[j].isNumber || chars[j] == "_") { j += 1 }
        var k = j
        while k < chars.count && chars[k] == " " { k += 1 }
        if k < chars.count && chars[k] == ":" {
          labels.append((String(chars[i..<j]), i, k + 1))
          i = k + 1
          continue
        }
        i = j
        continue
      }
      i += 1
    }
    return labels.enumerated().map { index, entry in
      let end = index + 1 < labels.count ? labels[index + 1].start : chars.count
      return (entry.label, chars.text(entry.valueStart, end).trimmingCharacters(in: .whitespaces))
    }
  }

  /// `[X alloc] initWithFrame:f` → `X(frame: f)`; `[super initWithFrame:f]` → `super.init(frame: f)`.
  func initialiser(_ type: String, _ parts: [Part]) -> String {
    var labels = parts.map(\.label)
    if labels[0] == "init" { return "\(type)()" }
    labels[0] = Self.lowerFirst(String(labels[0].dropFirst("initWith".count)))
    return "\(type)(\(zip(labels, parts).map { "\($0): \($1.value)" }.joined(separator: ", ")))"
  }

  func classUnary(_ type: String, _ message: String) -> String {
    switch message {
    case "alloc": return "\(type).alloc()"
    case "new", "layer", "emitterCell", "animation", "array", "dictionary":
      if message == "array" { return "[]" }
      if message == "dictionary" { return "[:]" }
      return "\(type)()"
    case "class": return "\(type).self"
    default:
      if type == "UIColor" && message.hasSuffix("Color") { return "UIColor.\(message.dropLast(5))" }
      return "\(type).\(message)()"
    }
  }

  func instanceUnary(_ receiver: String, _ message: String) -> String {
    switch message {
    case "anyObject": return "\(receiver).first!"
    case "firstObject": return "\(receiver).first"
    case "lastObject": return "\(receiver).last"
    case "removeAllObjects": return "\(receiver).removeAll()"
    case "class": return "type(of: \(receiver))"
    case "init": return receiver == "super" ? "super.init()" : "\(receiver).init()"
    default:
      let renamed = Self.renamedProperties[message] ?? message
      return Self.getters.contains(renamed) || Self.renamedProperties[message] != nil
        ? "\(receiver).\(renamed)" : "\(receiver).\(message)()"
    }
  }

  func classSend(_ type: String, _ parts: [Part]) -> String {
    let values = parts.map(\.value)
    switch parts.map(\.label).joined(separator: ":") {
    case "arrayWithObject", "setWithObject": return "[\(values[0])]"
    case "arrayWithObjects", "arrayWithArray":
      let items = values[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      return "[\(items.filter { $0 != "nil" }.joined(separator: ", "))]"
    case "imageNamed": return "UIImage(named: \(values[0]))"
    case "scheduledTimerWithTimeInterval:target:selector:userInfo:repeats":
      return "Timer.scheduledTimer(timeInterval: \(values[0]), target: \(values[1]), selector: \(values[2]), "
        + "userInfo: \(values[3]), repeats: \(values[4]))"
    default: break
    }
    let first = parts[0].label
    if first.hasPrefix("numberWith") { return values[0] }
    if let range = first.range(of: "With"), first[..<range.lowerBound].allSatisfy(\.isLowercase) {
      var labels = parts.map(\.label)
      labels[0] = Self.lowerFirst(String(first[range.upperBound...]))
      return "\(type)(\(zip(labels, values).map { "\($0): \($1)" }.joined(separator: ", ")))"
    }
    return "\(type).\(call(parts))"
  }

  func instanceSend(_ receiver: String, _ parts: [Part]) -> String {
    let values = parts.map(\.value)
    let selector = parts.map(\.label).joined(separator: ":")
    let renamed: [String: String] = [
      "locationInView": "location(in: $0)", "previousLocationInView": "previousLocation(in: $0)",
      "addAnimation:forKey": "add($0, forKey: $1)", "colorWithAlphaComponent": "withAlphaComponent($0)",
      "insertSublayer:atIndex": "insertSublayer($0, at: $1)",
      "performSelector:withObject:afterDelay": "perform($0, with: $1, afterDelay: $2)",
      "addTarget:action:forControlEvents": "addTarget($0, action: $1, for: $2)",
      "setTitle:forState": "setTitle($0, for: $1)", "addObject": "append($0)", "objectAtIndex": "[$0]",
      "containsObject": "contains($0)", "touchesBegan:withEvent": "touchesBegan($0, with: $1)",
      "touchesMoved:withEvent": "touchesMoved($0, with: $1)",
      "touchesEnded:withEvent": "touchesEnded($0, with: $1)",
      "touchesCancelled:withEvent": "touchesCancelled($0, with: $1)", "viewWillAppear": "viewWillAppear($0)",
      "viewDidAppear": "viewDidAppear($0)",
    ]
    if var template = renamed[selector] {
      for (index, value) in values.enumerated() {
        template = template.replacingOccurrences(of: "$\(index)", with: value)
      }
      return template.hasPrefix("[") ? receiver + template : "\(receiver).\(template)"
    }
    if parts.count == 1, parts[0].label.hasPrefix("set"), parts[0].label.count > 3 {
      let property = Self.lowerFirst(String(parts[0].label.dropFirst(3)))
      return "\(receiver).\(Self.renamedProperties[property] ?? property) = \(values[0])"
    }
    return "\(receiver).\(call(parts))"
  }

  /// `first(a, second: b)`.
  func call(_ parts: [Part]) -> String {
    let arguments = parts.enumerated().map { index, part in
      index == 0 ? part.value : "\(part.label): \(part.value)"
    }
    return "\(parts[0].label)(\(arguments.joined(separator: ", ")))"
  }

  static func lowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }
}
