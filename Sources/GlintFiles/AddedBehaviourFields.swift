import GlintCore

/// A cell's `behaviours` in an effect file: behaviours a package added, each an object naming its
/// `kind` and holding its properties (`{"kind": "wobble", "amplitude": 12}`), in the order they
/// run. The kinds a file may name are those the reading program lists (`BehaviourKinds`).
struct AddedBehaviourRecord: Codable {
  static let kindsKey = CodingUserInfoKey(rawValue: "glint.behaviourKinds")!
  var behaviour: any ParticleBehaviour

  init(_ behaviour: any ParticleBehaviour) { self.behaviour = behaviour }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    let path = FieldPath(decoder.codingPath)
    let name = try String.read(container, FieldKey("kind"), path.appending("kind"))
    let kinds = decoder.userInfo[Self.kindsKey] as? BehaviourKinds ?? BehaviourKinds()
    guard let kind = kinds.type(named: name) else {
      let known =
        kinds.names.isEmpty ? "this program adds none" : "known: " + kinds.names.joined(separator: ", ")
      throw FieldError(path: path.appending("kind"), reason: "no behaviour of kind '\(name)' (\(known))")
    }
    behaviour = try kind.read(from: container, at: path)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try behaviour.write(to: &container)
  }
}

extension ParticleBehaviour {
  /// The behaviour's fields in an effect file, from its property descriptors.
  static var fileFields: [Field<Self>] { properties.filter(\.isFileField).map(Field.described) }

  /// A behaviour of this kind with the fields of `container` (unknown ones refused).
  static func read(from container: KeyedDecodingContainer<FieldKey>, at path: FieldPath) throws -> Self {
    var behaviour = Self()
    try fileFields.read(into: &behaviour, from: container, at: path, alsoKnown: ["kind"])
    return behaviour
  }

  /// Writes `kind`, then the fields that differ from the defaults.
  func write(to container: inout KeyedEncodingContainer<FieldKey>) throws {
    try container.encode(Self.kind, forKey: FieldKey("kind"))
    try Self.fileFields.write(self, defaults: Self(), to: &container)
  }
}
