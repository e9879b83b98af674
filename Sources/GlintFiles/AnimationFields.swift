import GlintCore

extension AnimationDeclaration.Kind: FileEnum {}
extension CalculationMode: FileEnum {}

extension AnimationDeclaration {
  /// The settings of an animation a file writes as plain values, from its property descriptors
  /// (its values, path, timing functions and children are read by `AnimationRecord`).
  static var fileFields: [Field<AnimationDeclaration>] { properties.map(Field.described) }
}

/// One of a layer's `animations` as a file holds it: `kind` (`basic`, `keyframe` or `group`),
/// its settings under Core Animation's names, and its values as the file writes numbers, points,
/// sizes, rectangles and colours. Which of those a value is depends on its key path, so the
/// values are kept as written until `declaration(on:)` resolves the key path on the layer.
struct AnimationRecord: Codable {
  static let valueNames = ["fromValue", "toValue", "byValue"]
  static let names =
    AnimationDeclaration.fileFields.map(\.name) + ["kind", "timingFunction", "values", "keyTimes", "path"]
    + ["timingFunctions", "animations"] + valueNames

  var declaration: AnimationDeclaration
  /// Where the record is in the file, for errors found once its layer is known.
  var path = FieldPath()
  private var written: [String: WrittenValue] = [:]
  private var writtenValues: [WrittenValue]?
  private var children: [AnimationRecord]?

  init(_ declaration: AnimationDeclaration) { self.declaration = declaration }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    path = FieldPath(decoder.codingPath)
    guard container.contains(FieldKey("kind")) else {
      throw FieldError(path: path.appending("kind"), reason: "missing ('basic', 'keyframe' or 'group')")
    }
    declaration = AnimationDeclaration(
      try AnimationDeclaration.Kind.read(container, FieldKey("kind"), path.appending("kind")))
    try AnimationDeclaration.fileFields.read(
      into: &declaration, from: container, at: path,
      alsoKnown: Self.names.filter { name in !AnimationDeclaration.fileFields.contains { $0.name == name } })
    for name in Self.valueNames where container.contains(FieldKey(name)) {
      written[name] = try container.decode(WrittenValue.self, forKey: FieldKey(name))
    }
    if container.contains(FieldKey("values")) {
      writtenValues = try container.decode([WrittenValue].self, forKey: FieldKey("values"))
    }
    if container.contains(FieldKey("keyTimes")) {
      declaration.keyTimes = try container.decode([Double].self, forKey: FieldKey("keyTimes"))
    }
    if container.contains(FieldKey("timingFunction")) {
      declaration.timingFunction = try container.decode(
        TimingFunctionRecord.self, forKey: FieldKey("timingFunction")
      )
      .function
    }
    if container.contains(FieldKey("timingFunctions")) {
      declaration.timingFunctions = try container.decode(
        [TimingFunctionRecord].self, forKey: FieldKey("timingFunctions")
      )
      .map(\.function)
    }
    if container.contains(FieldKey("path")) {
      declaration.path = try container.decode(PathRecord.self, forKey: FieldKey("path")).path
    }
    if container.contains(FieldKey("animations")) {
      children = try container.decode([AnimationRecord].self, forKey: FieldKey("animations"))
    }
  }

  /// The declaration with its values made of the kind its key path takes on `layer`.
  func declaration(on layer: EmitterLayer) throws -> AnimationDeclaration {
    var result = declaration
    result.animations = try children?.map { try $0.declaration(on: layer) }
    guard !written.isEmpty || writtenValues != nil else { return result }
    let keyPath = declaration.keyPath ?? ""
    let kind: KeyPathValue.Kind
    do {
      kind = try layer.resolveKeyPath(keyPath).kind
    } catch {
      throw FieldError(path: path.appending("keyPath"), reason: error.description)
    }
    result.fromValue = try written["fromValue"]?.value(as: kind, at: path.appending("fromValue"))
    result.toValue = try written["toValue"]?.value(as: kind, at: path.appending("toValue"))
    result.byValue = try written["byValue"]?.value(as: kind, at: path.appending("byValue"))
    result.values = try writtenValues?.enumerated().map { index, value in
      try value.value(as: kind, at: path.appending("values").appending(index))
    }
    return result
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(declaration.kind.rawValue, forKey: FieldKey("kind"))
    try AnimationDeclaration.fileFields.write(
      declaration, defaults: AnimationDeclaration(declaration.kind), to: &container)
    let values = [
      ("fromValue", declaration.fromValue), ("toValue", declaration.toValue),
      ("byValue", declaration.byValue),
    ]
    for (name, value) in values {
      if let value { try container.encode(WrittenValue(value), forKey: FieldKey(name)) }
    }
    if let values = declaration.values {
      try container.encode(values.map(WrittenValue.init), forKey: FieldKey("values"))
    }
    if let keyTimes = declaration.keyTimes { try container.encode(keyTimes, forKey: FieldKey("keyTimes")) }
    if let function = declaration.timingFunction {
      try container.encode(TimingFunctionRecord(function), forKey: FieldKey("timingFunction"))
    }
    if let functions = declaration.timingFunctions {
      try container.encode(functions.map(TimingFunctionRecord.init), forKey: FieldKey("timingFunctions"))
    }
    if let path = declaration.path { try container.encode(PathRecord(path), forKey: FieldKey("path")) }
    if let animations = declaration.animations {
      try container.encode(animations.map(AnimationRecord.init), forKey: FieldKey("animations"))
    }
  }
}

/// An animation's value as written: a number, or an array of numbers that its key path makes a
/// point or size (`[x, y]`), a rectangle (`[x, y, width, height]`) or a colour (`[r, g, b]` or
/// `[r, g, b, a]`).
struct WrittenValue: Codable {
  var number: Double?
  var numbers: [Float] = []

  init(_ value: KeyPathValue) {
    switch value {
    case .number(let n): number = n
    case .point(let p): numbers = [p.x, p.y]
    case .size(let s): numbers = [s.width, s.height]
    case .rect(let r): numbers = [r.x, r.y, r.width, r.height]
    case .color(let c): numbers = [c.red, c.green, c.blue, c.alpha]
    case .bool, .string, .dictionary, .null: number = .nan
    }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let path = FieldPath(decoder.codingPath)
    if let single = try? container.decode(Double.self) {
      number = single
      return
    }
    guard let wide = try? container.decode([Double].self) else {
      throw FieldError(path: path, reason: "expected a number or an array of numbers")
    }
    for (index, value) in wide.enumerated() { try checkFloatRange(value, path.appending(index)) }
    numbers = try container.decode([Float].self)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let number { try container.encode(number) } else { try container.encode(numbers) }
  }

  /// The value as a `kind`, or an error saying what the key path takes.
  func value(as kind: KeyPathValue.Kind, at path: FieldPath) throws -> KeyPathValue {
    let v = numbers
    switch (kind, number) {
    case (.number, let n?): return .number(n)
    case (.point, nil) where v.count == 2: return .point(Point(x: v[0], y: v[1]))
    case (.size, nil) where v.count == 2: return .size(Size(width: v[0], height: v[1]))
    case (.rect, nil) where v.count == 4: return .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
    case (.color, nil) where v.count == 3 || v.count == 4:
      return .color(Color(red: v[0], green: v[1], blue: v[2], alpha: v.count == 4 ? v[3] : 1))
    default:
      let found = number == nil ? "an array of \(v.count) numbers" : "a number"
      throw FieldError(path: path, reason: "the key path takes \(Self.expected(kind)), found \(found)")
    }
  }

  static func expected(_ kind: KeyPathValue.Kind) -> String {
    switch kind {
    case .number: "a number"
    case .point: "a point [x, y]"
    case .size: "a size [width, height]"
    case .rect: "a rectangle [x, y, width, height]"
    case .color: "a colour [red, green, blue] or [red, green, blue, alpha]"
    case .bool, .string, .dictionary, .null: "a \(kind.rawValue), which does not animate"
    }
  }
}

/// A timing function: one of Core Animation's names (`"easeIn"`) or its two inner control
/// points `[x1, y1, x2, y2]`.
struct TimingFunctionRecord: Codable {
  var function: MediaTimingFunction

  init(_ function: MediaTimingFunction) { self.function = function }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let path = FieldPath(decoder.codingPath)
    if let name = try? container.decode(String.self) {
      guard let named = MediaTimingFunction.Name(rawValue: name) else {
        let names = MediaTimingFunction.Name.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        throw FieldError(path: path, reason: "unknown timing function '\(name)' (expected one of \(names))")
      }
      function = MediaTimingFunction(name: named)
      return
    }
    guard let wide = try? container.decode([Double].self), wide.count == 4 else {
      throw FieldError(path: path, reason: "expected a timing function's name or [x1, y1, x2, y2]")
    }
    for (index, value) in wide.enumerated() { try checkFloatRange(value, path.appending(index)) }
    let v = try container.decode([Float].self)
    function = MediaTimingFunction(controlPoints: v[0], v[1], v[2], v[3])
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let name = MediaTimingFunction.Name.allCases.first(where: { MediaTimingFunction(name: $0) == function }
    ) {
      try container.encode(name.rawValue)
    } else {
      let (a, b) = (function.controlPoint(at: 1), function.controlPoint(at: 2))
      try container.encode([a.x, a.y, b.x, b.y])
    }
  }
}

/// A keyframe animation's path: a list of elements, each an array of its name and its points,
/// control points first: `["move", x, y]`, `["line", x, y]`, `["quadCurve", cx, cy, x, y]`,
/// `["curve", c1x, c1y, c2x, c2y, x, y]`, `["close"]`.
struct PathRecord: Codable {
  static let counts = ["move": 2, "line": 2, "quadCurve": 4, "curve": 6, "close": 0]

  var path: Path

  init(_ path: Path) { self.path = path }

  init(from decoder: any Decoder) throws {
    var list = try decoder.unkeyedContainer()
    let listPath = FieldPath(decoder.codingPath)
    path = Path()
    while !list.isAtEnd {
      let itemPath = listPath.appending(list.currentIndex)
      var item = try list.nestedUnkeyedContainer()
      guard let name = try? item.decode(String.self), let count = Self.counts[name] else {
        let names = Self.counts.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
        throw FieldError(path: itemPath, reason: "expected an element: one of \(names), then its numbers")
      }
      var v: [Float] = []
      while !item.isAtEnd {
        let wide = try item.decode(Double.self)
        try checkFloatRange(wide, itemPath.appending(v.count + 1))
        v.append(Float(wide))
      }
      guard v.count == count else {
        throw FieldError(path: itemPath, reason: "'\(name)' takes \(count) numbers, found \(v.count)")
      }
      switch name {
      case "move": path.move(to: Point(x: v[0], y: v[1]))
      case "line": path.addLine(to: Point(x: v[0], y: v[1]))
      case "quadCurve": path.addQuadCurve(to: Point(x: v[2], y: v[3]), control: Point(x: v[0], y: v[1]))
      case "curve":
        path.addCurve(
          to: Point(x: v[4], y: v[5]), control1: Point(x: v[0], y: v[1]), control2: Point(x: v[2], y: v[3]))
      default: path.closeSubpath()
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    var list = encoder.unkeyedContainer()
    for element in path.elements {
      var item = list.nestedUnkeyedContainer()
      switch element {
      case .move(let p): try item.encode("move"); try item.encode(contentsOf: [p.x, p.y])
      case .line(let p): try item.encode("line"); try item.encode(contentsOf: [p.x, p.y])
      case .quadCurve(let p, let c):
        try item.encode("quadCurve")
        try item.encode(contentsOf: [c.x, c.y, p.x, p.y])
      case .curve(let p, let c1, let c2):
        try item.encode("curve")
        try item.encode(contentsOf: [c1.x, c1.y, c2.x, c2.y, p.x, p.y])
      case .close: try item.encode("close")
      }
    }
  }
}
