/// The structure fields Core Animation's key-value coding reaches inside a value:
/// `emitterPosition.x`, `emitterSize.width`, `contentsRect.origin.y`, `contentsRect.size`.
enum StructField: String {
  case x, y, width, height, origin, size
}

extension KeyPathValue {
  /// The field `name` of this value, or nil when it has none of that name.
  func field(_ name: StructField) -> KeyPathValue? {
    switch (self, name) {
    case (.point(let p), .x): .number(Double(p.x))
    case (.point(let p), .y): .number(Double(p.y))
    case (.size(let s), .width): .number(Double(s.width))
    case (.size(let s), .height): .number(Double(s.height))
    case (.rect(let r), .origin): .point(Point(x: r.x, y: r.y))
    case (.rect(let r), .size): .size(Size(width: r.width, height: r.height))
    case (.rect(let r), .x): .number(Double(r.x))
    case (.rect(let r), .y): .number(Double(r.y))
    case (.rect(let r), .width): .number(Double(r.width))
    case (.rect(let r), .height): .number(Double(r.height))
    default: nil
    }
  }

  /// This value with field `name` set to `value`, or nil when there is no such field or the
  /// value is not of the field's kind.
  func replacingField(_ name: StructField, with value: KeyPathValue) -> KeyPathValue? {
    switch (self, name, value) {
    case (.point(var p), .x, .number(let n)): p.x = Float(n); return .point(p)
    case (.point(var p), .y, .number(let n)): p.y = Float(n); return .point(p)
    case (.size(var s), .width, .number(let n)): s.width = Float(n); return .size(s)
    case (.size(var s), .height, .number(let n)): s.height = Float(n); return .size(s)
    case (.rect(var r), .origin, .point(let p)): (r.x, r.y) = (p.x, p.y); return .rect(r)
    case (.rect(var r), .size, .size(let s)): (r.width, r.height) = (s.width, s.height); return .rect(r)
    case (.rect(var r), .x, .number(let n)): r.x = Float(n); return .rect(r)
    case (.rect(var r), .y, .number(let n)): r.y = Float(n); return .rect(r)
    case (.rect(var r), .width, .number(let n)): r.width = Float(n); return .rect(r)
    case (.rect(var r), .height, .number(let n)): r.height = Float(n); return .rect(r)
    default: return nil
    }
  }

  /// The value at the end of `fields` (each one inside the previous), or nil.
  func field(at fields: ArraySlice<StructField>) -> KeyPathValue? {
    var value = self
    for name in fields {
      guard let inner = value.field(name) else { return nil }
      value = inner
    }
    return value
  }

  /// This value with the field at the end of `fields` replaced, or nil.
  func replacingField(at fields: ArraySlice<StructField>, with newValue: KeyPathValue) -> KeyPathValue? {
    guard let first = fields.first else { return newValue }
    guard let inner = field(first),
      let replaced = inner.replacingField(at: fields.dropFirst(), with: newValue)
    else { return nil }
    return replacingField(first, with: replaced)
  }
}
