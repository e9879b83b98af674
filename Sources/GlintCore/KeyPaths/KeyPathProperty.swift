/// One property that key paths reach on a `Root` (a layer or a cell): its name, the kind of
/// value it takes, whether animations may drive it, and how to read and write it.
public struct KeyPathProperty<Root: AnyObject>: Sendable {
  /// The name a key path uses (Core Animation's: `enabled`, not `isEnabled`).
  public let name: String
  public let kind: KeyPathValue.Kind
  /// Whether an animation may drive it: numbers, points, sizes, rects and colours, as Core
  /// Animation marks them, but not discrete settings such as `seed`.
  public let isAnimatable: Bool
  /// What a value must be, for error messages.
  let expectation: String
  let read: @Sendable (Root) -> KeyPathValue
  /// Writes a value; false when it is of the wrong kind or out of range.
  let write: @Sendable (Root, KeyPathValue) -> Bool

  /// The property `name`, read with `get` and written with `set`; numbers and the other
  /// interpolable kinds animate unless `animatable` says otherwise. (Closures rather than key
  /// paths: a write through a stored key path allocates, and animations write every step.)
  init<Value: KeyPathValueConvertible>(
    _ name: String, _ get: @escaping @Sendable (Root) -> Value,
    _ set: @escaping @Sendable (Root, Value) -> Void,
    animatable: Bool? = nil
  ) {
    self.name = name
    kind = Value.keyPathKind
    isAnimatable = animatable ?? Value.keyPathKind.isInterpolable
    expectation = Value.keyPathExpectation
    read = { root in get(root).keyPathValue }
    write = { root, value in
      guard let converted = Value(keyPathValue: value) else { return false }
      set(root, converted)
      return true
    }
  }
}

/// The table a key path component is looked up in.
struct KeyPathTable<Root: AnyObject>: Sendable {
  let properties: [KeyPathProperty<Root>]
  let byName: [String: KeyPathProperty<Root>]

  init(_ properties: [KeyPathProperty<Root>]) {
    self.properties = properties
    byName = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  subscript(name: Substring) -> KeyPathProperty<Root>? { byName[String(name)] }
}
