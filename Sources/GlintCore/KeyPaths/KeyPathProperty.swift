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

  /// The property `descriptor` declares, under its key path name `name`.
  init(_ descriptor: PropertyDescriptor<Root>, name: String) {
    guard let kind = descriptor.keyPathKind, let get = descriptor.readKeyPath,
      let set = descriptor.writeKeyPath
    else { preconditionFailure("\(name) has no key path kind") }
    self.name = name
    self.kind = kind
    isAnimatable = descriptor.isAnimatable
    expectation = descriptor.expectation
    read = get
    write = { root, value in
      var root = root
      return set(&root, value)
    }
  }
}

/// The table a key path component is looked up in.
struct KeyPathTable<Root: AnyObject>: Sendable {
  let properties: [KeyPathProperty<Root>]
  let byName: [String: KeyPathProperty<Root>]

  /// The key path names of every descriptor key paths reach.
  init(_ descriptors: [PropertyDescriptor<Root>]) {
    properties = descriptors.flatMap { descriptor in
      descriptor.keyPathNames.map { KeyPathProperty(descriptor, name: $0) }
    }
    byName = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  subscript(name: Substring) -> KeyPathProperty<Root>? { byName[String(name)] }
}
