import GlintCore

/// A cell's `curves` as a file writes them: `{"alpha": CURVE, "color": CURVE, ...}`.
struct CurvesRecord: Codable {
  static let names = ["color", "alpha", "scale", "speed", "spin"]
  var curves: LifeCurves

  init(_ curves: LifeCurves) { self.curves = curves }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    let path = FieldPath(decoder.codingPath)
    try refuseUnknown(container, known: Self.names, at: path)
    func curve(_ name: String, colors: Bool) throws -> ValueCurve? {
      guard container.contains(FieldKey(name)), try !container.decodeNil(forKey: FieldKey(name)) else {
        return nil
      }
      return try container.decode(CurveRecord.self, forKey: FieldKey(name)).curve(
        colors: colors, at: path.appending(name))
    }
    curves = LifeCurves(
      color: try curve("color", colors: true), alpha: try curve("alpha", colors: false),
      scale: try curve("scale", colors: false), speed: try curve("speed", colors: false),
      spin: try curve("spin", colors: false))
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    let members = [
      ("color", curves.color), ("alpha", curves.alpha), ("scale", curves.scale), ("speed", curves.speed),
      ("spin", curves.spin),
    ]
    for (name, curve) in members {
      if let curve {
        try container.encode(CurveRecord(curve, colors: name == "color"), forKey: FieldKey(name))
      }
    }
  }
}

/// One curve: `{"keys": [[time, value], ...], "stepped": false, "ease": "linear"}`, a value a
/// number, or [red, green, blue] in a colour curve.
struct CurveRecord: Codable {
  static let names = ["keys", "stepped", "ease"]
  /// The most keys a curve may have: every particle reads its curves every frame.
  static let maxKeys = 64

  /// One key as read, checked once the kind of curve is known.
  struct Key {
    var time: Float
    var values: [Float]
  }

  var keys: [Key]
  var stepped: Bool
  var ease: MediaTimingFunction
  /// Where the keys are, for the checks made by `curve(colors:at:)`.
  var keysPath = FieldPath()

  init(_ curve: ValueCurve, colors: Bool) {
    keys = curve.keys.map {
      Key(time: $0.time, values: colors ? [$0.value.x, $0.value.y, $0.value.z] : [$0.value.x])
    }
    stepped = curve.stepped
    ease = curve.ease
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    let path = FieldPath(decoder.codingPath)
    try refuseUnknown(container, known: Self.names, at: path)
    guard container.contains(FieldKey("keys")) else {
      throw FieldError(path: path, reason: "a curve needs 'keys': [[time, value], ...]")
    }
    keysPath = path.appending("keys")
    var list = try container.nestedUnkeyedContainer(forKey: FieldKey("keys"))
    keys = []
    while !list.isAtEnd {
      let keyPath = keysPath.appending(keys.count)
      guard keys.count < Self.maxKeys else {
        throw FieldError(path: keysPath, reason: "a curve has at most \(Self.maxKeys) keys")
      }
      keys.append(try Self.key(&list, at: keyPath))
    }
    stepped = try container.decodeIfPresent(Bool.self, forKey: FieldKey("stepped")) ?? false
    ease =
      try container.decodeIfPresent(TimingFunctionRecord.self, forKey: FieldKey("ease"))?.function ?? .linear
  }

  /// Reads `[time, value]` or `[time, [red, green, blue]]`.
  private static func key(_ list: inout any UnkeyedDecodingContainer, at path: FieldPath) throws -> Key {
    let shape = "expected [time, value] or [time, [red, green, blue]]"
    guard var pair = try? list.nestedUnkeyedContainer(), pair.count == 2 else {
      throw FieldError(path: path, reason: shape)
    }
    guard let time = try? pair.decode(Double.self) else { throw FieldError(path: path, reason: shape) }
    try checkFloatRange(time, path.appending(0))
    var values: [Double]
    if let number = try? pair.decode(Double.self) {
      values = [number]
    } else if let numbers = try? pair.decode([Double].self) {
      values = numbers
    } else {
      throw FieldError(path: path, reason: shape)
    }
    for (index, value) in values.enumerated() {
      try checkFloatRange(value, path.appending(1).appending(index))
    }
    return Key(time: Float(time), values: values.map { Float($0) })
  }

  /// The curve, checked: at least one key, times from 0 to 1 in order, values of the curve's kind.
  func curve(colors: Bool, at path: FieldPath) throws -> ValueCurve {
    guard let first = keys.first, let last = keys.last else {
      throw FieldError(path: keysPath, reason: "a curve needs at least one key")
    }
    guard first.time == 0, last.time == 1 || keys.count == 1 else {
      throw FieldError(path: keysPath, reason: "a curve's first key is at time 0 and its last at time 1")
    }
    var made: [ValueCurve.Key] = []
    for (index, key) in keys.enumerated() {
      if index > 0, key.time < keys[index - 1].time {
        throw FieldError(path: keysPath.appending(index), reason: "key times must not decrease")
      }
      if colors {
        guard key.values.count == 3 else {
          throw FieldError(
            path: keysPath.appending(index), reason: "a colour curve's value is [red, green, blue]")
        }
        made.append(.init(time: key.time, value: SIMD3(key.values[0], key.values[1], key.values[2])))
      } else {
        guard key.values.count == 1 else {
          throw FieldError(path: keysPath.appending(index), reason: "this curve's value is a number")
        }
        made.append(.init(time: key.time, key.values[0]))
      }
    }
    return ValueCurve(keys: made, stepped: stepped, ease: ease)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    var list = container.nestedUnkeyedContainer(forKey: FieldKey("keys"))
    for key in keys {
      var pair = list.nestedUnkeyedContainer()
      try pair.encode(key.time)
      if key.values.count == 1 { try pair.encode(key.values[0]) } else { try pair.encode(key.values) }
    }
    if stepped { try container.encode(true, forKey: FieldKey("stepped")) }
    if ease != .linear { try container.encode(TimingFunctionRecord(ease), forKey: FieldKey("ease")) }
  }
}
