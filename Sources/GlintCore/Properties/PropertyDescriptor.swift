/// One property of a cell, a layer, a canvas place or an animation, declared once: its name,
/// what it means, the behaviour that reads it, its limits, the control that edits it, and how
/// to read and write it. Key paths, effect-file fields and their checks, the schema, the
/// inspector and the docs' tables are all made from these declarations, so a property added
/// here reaches every one of them.
///
/// Read at load, sync and edit time only; the engine's steps never look at descriptors.
public struct PropertyDescriptor<Root>: @unchecked Sendable {
  /// The name in Swift, in effect files and (unless `keyPathNames` says otherwise) in key paths.
  public let name: String
  /// The names key paths reach it by (Core Animation's `enabled` and Swift's `isEnabled`);
  /// empty for a property key paths do not reach.
  public let keyPathNames: [String]
  /// One line saying what it does, for the schema, the docs and the inspector.
  public let doc: String
  /// The behaviour that reads it.
  public let owner: PropertyOwner
  /// What an effect file may ask of it, and what happens past that.
  public let limit: PropertyLimit?
  /// How an editor shows it, where its type alone does not say (a number's range and unit).
  public let control: ControlHint?
  /// How an effect file writes it, where its type alone does not say.
  public let format: PropertyFormat
  /// Whether an animation may drive it.
  public let isAnimatable: Bool
  /// The Swift type of its value.
  public let valueType: Any.Type
  /// Whether effect files (and so editors) hold it; false for what only Swift and key paths set.
  public let isFileField: Bool
  /// The kind key paths carry it as (nil where key paths do not reach it).
  public let keyPathKind: KeyPathValue.Kind?
  /// What a key path value must be, for error messages.
  let expectation: String
  /// Reads the value (as `valueType`).
  public let value: @Sendable (Root) -> Any
  /// Writes a value of `valueType`; false for a value of another type.
  public let setValue: @Sendable (inout Root, Any) -> Bool
  let readKeyPath: (@Sendable (Root) -> KeyPathValue)?
  let writeKeyPath: (@Sendable (inout Root, KeyPathValue) -> Bool)?
  let applyLimit: (@Sendable (inout Root, Int) -> LimitOutcome?)?

  /// A property key paths reach as `keyPathNames` (its own name unless given), animatable
  /// where its kind interpolates unless `animatable` says otherwise.
  init<Value: KeyPathValueConvertible & Equatable>(
    _ name: String, _ get: @escaping @Sendable (Root) -> Value,
    _ set: @escaping @Sendable (inout Root, Value) -> Void,
    owner: PropertyOwner, doc: String, control: ControlHint? = nil, limit: PropertyLimit? = nil,
    format: PropertyFormat = .plain, keyPathNames: [String]? = nil, animatable: Bool? = nil,
    inFiles: Bool = true
  ) {
    self.init(
      name, get, set, owner: owner, doc: doc, control: control, limit: limit, format: format,
      keyPathNames: keyPathNames ?? [name], inFiles: inFiles, kind: Value.keyPathKind,
      animatable: animatable ?? Value.keyPathKind.isInterpolable, expectation: Value.keyPathExpectation,
      readKeyPath: { get($0).keyPathValue },
      writeKeyPath: { root, value in
        guard let converted = Value(keyPathValue: value) else { return false }
        set(&root, converted)
        return true
      })
  }

  /// A property of a behaviour a package adds (`ParticleBehaviour`): key paths, effect files,
  /// the inspector and the limits reach it as they reach a cell's own.
  public init<Value: KeyPathValueConvertible & Equatable>(
    _ name: String, _ get: @escaping @Sendable (Root) -> Value,
    _ set: @escaping @Sendable (inout Root, Value) -> Void, doc: String, control: ControlHint? = nil,
    limit: PropertyLimit? = nil
  ) {
    self.init(name, get, set, owner: .addedBehaviour, doc: doc, control: control, limit: limit)
  }

  /// A property only effect files and editors reach (key paths do not: its value has no key path kind).
  static func fileOnly<Value: Equatable>(
    _ name: String, _ get: @escaping @Sendable (Root) -> Value,
    _ set: @escaping @Sendable (inout Root, Value) -> Void,
    owner: PropertyOwner, doc: String, control: ControlHint? = nil, limit: PropertyLimit? = nil
  ) -> PropertyDescriptor {
    PropertyDescriptor(
      name, get, set, owner: owner, doc: doc, control: control, limit: limit, format: .plain,
      keyPathNames: [],
      inFiles: true, kind: nil, animatable: false, expectation: "", readKeyPath: nil, writeKeyPath: nil)
  }

  private init<Value: Equatable>(
    _ name: String, _ get: @escaping @Sendable (Root) -> Value,
    _ set: @escaping @Sendable (inout Root, Value) -> Void,
    owner: PropertyOwner, doc: String, control: ControlHint?, limit: PropertyLimit?, format: PropertyFormat,
    keyPathNames: [String], inFiles: Bool, kind: KeyPathValue.Kind?, animatable: Bool, expectation: String,
    readKeyPath: (@Sendable (Root) -> KeyPathValue)?,
    writeKeyPath: (@Sendable (inout Root, KeyPathValue) -> Bool)?
  ) {
    self.name = name
    self.keyPathNames = keyPathNames
    isFileField = inFiles
    self.doc = doc
    self.owner = owner
    self.limit = limit
    self.control = control
    self.format = format
    isAnimatable = animatable
    valueType = Value.self
    keyPathKind = kind
    self.expectation = expectation
    value = { get($0) }
    setValue = { root, any in
      guard let typed = any as? Value else { return false }
      set(&root, typed)
      return true
    }
    self.readKeyPath = readKeyPath
    self.writeKeyPath = writeKeyPath
    if let limit {
      applyLimit = { root, capacity in
        guard var number = get(root) as? any LimitedNumber else { return nil }
        let outcome = number.hold(to: limit, capacity: capacity)
        if case .changed = outcome, let typed = number as? Value { set(&root, typed) }
        return outcome
      }
    } else {
      applyLimit = nil
    }
  }

  /// Whether key paths reach it.
  public var isKeyPath: Bool { !keyPathNames.isEmpty }

  /// The same property, but key paths do not reach it.
  var withoutKeyPaths: PropertyDescriptor {
    PropertyDescriptor(
      name: name, keyPathNames: [], isFileField: isFileField, doc: doc, owner: owner, limit: limit,
      control: control, format: format, isAnimatable: false, valueType: valueType, keyPathKind: nil,
      expectation: expectation, value: value, setValue: setValue, readKeyPath: nil, writeKeyPath: nil,
      applyLimit: applyLimit)
  }

  /// Holds `root`'s value to the property's limit: nil when within it, else why it was refused
  /// (and left as it was) or how it was changed (`capacity` is the layer's, for counts held to it).
  public func limit(_ root: inout Root, capacity: Int) -> LimitOutcome? {
    applyLimit?(&root, capacity)
  }

  /// The same property reached on `Other` through a `Root` it makes (`view`) and writes back
  /// (`update`): a declaration's properties are its object's.
  func viewed<Other>(
    through view: @escaping @Sendable (Other) -> Root, update: @escaping @Sendable (inout Other, Root) -> Void
  ) -> PropertyDescriptor<Other> {
    let value = self.value
    let setValue = self.setValue
    var viewedRead: (@Sendable (Other) -> KeyPathValue)? = nil
    if let read = readKeyPath { viewedRead = { read(view($0)) } }
    var viewedWrite: (@Sendable (inout Other, KeyPathValue) -> Bool)? = nil
    if let write = writeKeyPath {
      viewedWrite = { other, new in
        var root = view(other)
        defer { update(&other, root) }
        return write(&root, new)
      }
    }
    var viewedLimit: (@Sendable (inout Other, Int) -> LimitOutcome?)? = nil
    if let apply = applyLimit {
      viewedLimit = { other, capacity in
        var root = view(other)
        defer { update(&other, root) }
        return apply(&root, capacity)
      }
    }
    let viewedSet: @Sendable (inout Other, Any) -> Bool = { other, new in
      var root = view(other)
      defer { update(&other, root) }
      return setValue(&root, new)
    }
    return PropertyDescriptor<Other>(
      name: name, keyPathNames: keyPathNames, isFileField: isFileField, doc: doc, owner: owner, limit: limit,
      control: control, format: format, isAnimatable: isAnimatable, valueType: valueType,
      keyPathKind: keyPathKind, expectation: expectation, value: { value(view($0)) }, setValue: viewedSet,
      readKeyPath: viewedRead, writeKeyPath: viewedWrite, applyLimit: viewedLimit)
  }

  private init(
    name: String, keyPathNames: [String], isFileField: Bool, doc: String, owner: PropertyOwner,
    limit: PropertyLimit?,
    control: ControlHint?, format: PropertyFormat, isAnimatable: Bool, valueType: Any.Type,
    keyPathKind: KeyPathValue.Kind?, expectation: String, value: @escaping @Sendable (Root) -> Any,
    setValue: @escaping @Sendable (inout Root, Any) -> Bool,
    readKeyPath: (@Sendable (Root) -> KeyPathValue)?,
    writeKeyPath: (@Sendable (inout Root, KeyPathValue) -> Bool)?,
    applyLimit: (@Sendable (inout Root, Int) -> LimitOutcome?)?
  ) {
    self.name = name
    self.keyPathNames = keyPathNames
    self.isFileField = isFileField
    self.doc = doc
    self.owner = owner
    self.limit = limit
    self.control = control
    self.format = format
    self.isAnimatable = isAnimatable
    self.valueType = valueType
    self.keyPathKind = keyPathKind
    self.expectation = expectation
    self.value = value
    self.setValue = setValue
    self.readKeyPath = readKeyPath
    self.writeKeyPath = writeKeyPath
    self.applyLimit = applyLimit
  }
}

/// The behaviour that reads a property: Core Animation's model, or one of Glint's additions.
public enum PropertyOwner: String, Sendable, CaseIterable {
  /// Core Animation's emitter model (CAEmitterLayer, CAEmitterCell).
  case coreAnimation
  /// Core Animation's media timing (CAMediaTiming), on layers, cells and animations.
  case mediaTiming
  /// Waves, spawn chance and a cell's own cap; a ring's inner radius.
  case emission
  /// Integrated forces and orbits.
  case motion
  /// Start rotation, end values, curves, heading, premultiplied images, blend pairs.
  case looks
  /// How the host places and sizes a layer (capacity, following the pointer, a canvas place).
  case host
  /// An animation's own settings.
  case animation
  /// A behaviour a package adds to cells (`ParticleBehaviour`).
  case addedBehaviour
  /// A force field's settings.
  case forces
}

/// How an editor shows a property beyond what its type says.
public enum ControlHint: Equatable, Sendable {
  /// A slider over `range` in steps of `step`, its unit shown after the value.
  case slider(ClosedRange<Double>, step: Double, unit: String)
  /// An angle: stored in radians, shown in degrees over `range` (degrees), in steps of 1.
  case angle(ClosedRange<Double>, unit: String)
  /// A colour picker (for a colour range, which is four numbers like a rectangle).
  case color
  /// A sprite: a built-in, one of the effect's images, or none.
  case sprite
}

/// How an effect file writes a value beyond what its type says.
public enum PropertyFormat: Equatable, Sendable {
  case plain
  /// A colour range: exactly [red, green, blue, alpha] (a missing alpha would read as 1).
  case colorRange
}
