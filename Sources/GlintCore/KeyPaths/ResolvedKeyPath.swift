/// A key path looked up once: the object it ends on and the property (and field) it names, to
/// read and write without parsing the path again (what an animation does every step).
///
/// It holds the object it found: if the path's cells are later replaced, it still writes the old
/// cell; look the path up again after changing the tree.
public struct ResolvedKeyPath {
  /// The path as given.
  public let path: String
  /// The kind of value the path takes (a field's kind for `emitterPosition.x`).
  public let kind: KeyPathValue.Kind
  /// Whether an animation may drive the property.
  public let isAnimatable: Bool
  let property: String
  let expectation: String
  let read: () -> KeyPathValue
  let write: (KeyPathValue) -> Bool

  /// The property's current value.
  public var value: KeyPathValue { read() }

  /// Writes `newValue`; a value of the wrong kind throws and changes nothing.
  public func setValue(_ newValue: KeyPathValue) throws(KeyPathError) {
    guard write(newValue) else {
      throw KeyPathError(
        path: path, reason: .wrongValue(property: property, expected: expectation, got: newValue))
    }
  }
}
