import GlintCore

/// An optional whose wrapped type a file can hold: its field reads null as unset.
private protocol OptionalFileValue {
  static var wrappedFileType: (any FileValue.Type)? { get }
}

extension Optional: OptionalFileValue {
  fileprivate static var wrappedFileType: (any FileValue.Type)? { Wrapped.self as? any FileValue.Type }
}

extension Field {
  /// The field of a property descriptor: its name, its JSON type and how a file writes it all
  /// come from the descriptor's value type (and its format), so no table spells the field again.
  static func described(_ property: PropertyDescriptor<Root>) -> Field {
    if property.format == .colorRange { return colorRange(property) }
    switch property.valueType {
    case is LifeCurves.Type: return curves(property)
    case is RotationFollowsVelocity.Type: return rotationFollowsVelocity(property)
    case is BlendFactors?.Type: return blend(property)
    case is [Collider].Type: return colliders(property)
    case is [SubEmitter].Type: return subEmitters(property)
    default: break
    }
    if let type = property.valueType as? any FileValue.Type { return plain(type, property) }
    if let unset = property.valueType as? any OptionalFileValue.Type, let wrapped = unset.wrappedFileType {
      return Self.optional(wrapped, property)
    }
    preconditionFailure("\(property.name): no effect-file form for \(property.valueType)")
  }

  /// A value of a type a file holds as it is.
  private static func plain<V: FileValue>(_: V.Type, _ property: PropertyDescriptor<Root>) -> Field {
    let name = property.name
    return Field(
      name: name, schema: V.schema,
      read: { root, container, path in
        _ = property.setValue(&root, try V.read(container, FieldKey(name), path.appending(name)))
      },
      write: { root, defaults, container in
        let value = property.value(root) as! V
        if value != property.value(defaults) as! V { try value.write(&container, FieldKey(name)) }
      },
      writeCurrent: { root, container in try (property.value(root) as! V).write(&container, FieldKey(name)) })
  }

  /// A value that may be unset: absent or null is nil, and nil is not written.
  private static func optional<V: FileValue>(_: V.Type, _ property: PropertyDescriptor<Root>) -> Field {
    let name = property.name
    return Field(
      name: name, schema: .optional(V.schema),
      read: { root, container, path in
        let value: V? =
          try container.decodeNil(forKey: FieldKey(name))
          ? nil : V.read(container, FieldKey(name), path.appending(name))
        _ = property.setValue(&root, value as Any)
      },
      write: { root, defaults, container in
        if let value = property.value(root) as? V, value != property.value(defaults) as? V {
          try value.write(&container, FieldKey(name))
        }
      },
      writeCurrent: { root, container in
        if let value = property.value(root) as? V {
          try value.write(&container, FieldKey(name))
        } else {
          try container.encodeNil(forKey: FieldKey(name))
        }
      })
  }
}
