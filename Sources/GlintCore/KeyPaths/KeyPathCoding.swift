/// Core Animation's key-value coding, on layers and cells: `setValue(_:forKeyPath:)` and
/// `value(forKeyPath:)` with Core Animation's property names, cell names as path components at
/// any depth (`emitterCells.rocket.emitterCells.spark.birthRate`), and structure fields
/// (`emitterPosition.x`). A path that names nothing, or a value of the wrong kind, throws a
/// `KeyPathError` whose description is one line naming the path; nothing changes then.
public protocol KeyPathCoding: AnyObject {
  /// Looks `path` up once, for repeated reads and writes (see `ResolvedKeyPath`).
  func resolveKeyPath(_ path: String) throws(KeyPathError) -> ResolvedKeyPath
}

extension KeyPathCoding {
  /// Writes the property at `path` (`"birthRate"`, `"emitterCells.spark.color"`,
  /// `"contentsRect.origin.y"`); a path that names nothing, or a value of the wrong kind, throws
  /// and changes nothing.
  public func setValue(_ value: KeyPathValue, forKeyPath path: String) throws(KeyPathError) {
    try resolveKeyPath(path).setValue(value)
  }

  /// Writes a Swift value (`Color.red`, a `Float`, `EmitterShape.circle`) at `path`.
  public func setValue(_ value: some KeyPathValueConvertible, forKeyPath path: String) throws(KeyPathError) {
    try setValue(value.keyPathValue, forKeyPath: path)
  }

  /// The value of the property at `path`.
  public func value(forKeyPath path: String) throws(KeyPathError) -> KeyPathValue {
    try resolveKeyPath(path).value
  }

  /// The value at `path` as a Swift type: `try cell.value(forKeyPath: "birthRate", as: Float.self)`.
  public func value<Value: KeyPathValueConvertible>(forKeyPath path: String, as type: Value.Type)
    throws(KeyPathError) -> Value
  {
    let resolved = try resolveKeyPath(path)
    let value = resolved.value
    guard let converted = Value(keyPathValue: value) else {
      throw KeyPathError(
        path: path,
        reason: .wrongValue(property: resolved.property, expected: Value.keyPathExpectation, got: value))
    }
    return converted
  }

  /// Core Animation's `setValue(_:forKey:)`: the same as the key path form.
  public func setValue(_ value: KeyPathValue, forKey key: String) throws(KeyPathError) {
    try setValue(value, forKeyPath: key)
  }

  public func setValue(_ value: some KeyPathValueConvertible, forKey key: String) throws(KeyPathError) {
    try setValue(value.keyPathValue, forKeyPath: key)
  }

  /// Core Animation's `value(forKey:)`: the same as the key path form.
  public func value(forKey key: String) throws(KeyPathError) -> KeyPathValue {
    try value(forKeyPath: key)
  }
}
