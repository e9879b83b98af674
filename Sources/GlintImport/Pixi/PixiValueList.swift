/// A pixi value list (`ValueList`): values at fractions of a particle's life, interpolated
/// linearly or held (`isStepped`), with an optional ease of its own. Numbers are one-element
/// arrays, colours three (red, green, blue, 0 to 1).
struct PixiValueList: Equatable {
  struct Key: Equatable {
    var time: Double
    var value: [Double]
  }

  var keys: [Key]
  var isStepped = false
  var ease: PixiEase?

  /// A list that holds one value.
  init(constant value: [Double]) {
    keys = [Key(time: 0, value: value)]
  }

  init(keys: [Key], isStepped: Bool = false, ease: PixiEase? = nil) {
    self.keys = keys
    self.isStepped = isStepped
    self.ease = ease
  }

  /// Reads `{start, end}` (the legacy form) or `{list: [{time, value}], isStepped, ease}`;
  /// `value` reads one value.
  static func read(
    _ node: PixiNode, value: (PixiNode) throws(ImportError) -> [Double]
  ) throws(ImportError) -> PixiValueList {
    let object = try node.object()
    if object["list"] == nil, object.has("start") || object.has("end") {
      return PixiValueList(keys: [
        Key(time: 0, value: try value(object.required("start"))),
        Key(time: 1, value: try value(object.required("end"))),
      ])
    }
    let listNode = try object.required("list")
    let items = try listNode.array()
    guard !items.isEmpty else { throw listNode.error("a value list needs at least one entry") }
    var keys: [Key] = []
    for item in items {
      let timeNode = try item.object().required("time")
      let time = try timeNode.number()
      guard (0...1).contains(time) else {
        throw timeNode.error("\(PixiNode.text(time)) is outside 0...1 (a fraction of the particle's life)")
      }
      if let last = keys.last, time < last.time {
        throw timeNode.error(
          "\(PixiNode.text(time)) comes before the previous entry's \(PixiNode.text(last.time))")
      }
      keys.append(Key(time: time, value: try value(item.required("value"))))
    }
    return PixiValueList(
      keys: keys, isStepped: try object["isStepped"]?.bool() ?? false,
      ease: try object["ease"].map { node throws(ImportError) in try PixiEase.read(node) })
  }

  /// A number of a list.
  static func number(_ node: PixiNode) throws(ImportError) -> [Double] { [try node.number()] }

  /// A colour of a list: hex "rrggbb", with or without "#" or "0x" (pixi's hexToRGB); an
  /// eight-digit "aarrggbb" gives its colour (pixi's colour behaviours use no alpha from it).
  static func color(_ node: PixiNode) throws(ImportError) -> [Double] {
    var digits = Substring(try node.string())
    if digits.hasPrefix("#") {
      digits = digits.dropFirst()
    } else if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      digits = digits.dropFirst(2)
    }
    if digits.count == 8 { digits = digits.dropFirst(2) }
    guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let rgb = UInt32(digits, radix: 16) else {
      throw node.error("\"\(try node.string())\" is not a hex colour \"rrggbb\"")
    }
    return [Double(rgb >> 16 & 0xFF) / 255, Double(rgb >> 8 & 0xFF) / 255, Double(rgb & 0xFF) / 255]
  }

  /// Whether every key holds the same value.
  var isConstant: Bool { keys.allSatisfy { $0.value == keys[0].value } }

  /// The value at the (already globally eased) fraction of life `x`, as pixi's PropertyList
  /// interpolates it: its own ease first; two keys lerp between their values whatever their
  /// times; more keys find their segment (extrapolating the first and last); stepped lists hold
  /// each value until the next key's time is passed.
  func value(at x: Double) -> [Double] {
    let x = ease.map { $0(x) } ?? x
    if keys.count == 1 { return keys[0].value }
    if isStepped {
      var index = 0
      while index + 1 < keys.count && x > keys[index + 1].time { index += 1 }
      return keys[index].value
    }
    if keys.count == 2 { return lerp(keys[0].value, keys[1].value, x) }
    var index = 0
    while index + 2 < keys.count && x > keys[index + 1].time { index += 1 }
    let (from, to) = (keys[index], keys[index + 1])
    let span = to.time - from.time
    return span > 0 ? lerp(from.value, to.value, (x - from.time) / span) : to.value
  }

  private func lerp(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
    zip(a, b).map { a, b in a + (b - a) * t }
  }
}
