import GlintCore

extension Field {
  /// A colour range: exactly [red, green, blue, alpha] (a missing alpha would read as a range of 1).
  static func colorRange(_ property: PropertyDescriptor<Root>) -> Field {
    let name = property.name
    return Field(
      name: name, schema: .numbers(4...4),
      read: { root, container, path in
        let v = try readFloats(
          container, FieldKey(name), path.appending(name), counts: 4...4, meaning: "[red, green, blue, alpha]"
        )
        _ = property.setValue(&root, Color(red: v[0], green: v[1], blue: v[2], alpha: v[3]))
      },
      write: { root, defaults, container in
        let value = property.value(root) as! Color
        if value != property.value(defaults) as! Color { try value.write(&container, FieldKey(name)) }
      },
      writeCurrent: { root, container in
        try (property.value(root) as! Color).write(&container, FieldKey(name))
      })
  }

  /// `rotationFollowsVelocity`: false, true or "birth".
  static func rotationFollowsVelocity(_ property: PropertyDescriptor<Root>) -> Field {
    let name = property.name
    return Field(
      name: name, schema: .structure(name),
      read: { root, container, path in
        let key = FieldKey(name)
        if let follows = try? container.decode(Bool.self, forKey: key) {
          _ = property.setValue(&root, follows ? RotationFollowsVelocity.always : .never)
        } else if let text = try? container.decode(String.self, forKey: key), text == "birth" {
          _ = property.setValue(&root, RotationFollowsVelocity.atBirth)
        } else {
          throw FieldError(path: path.appending(name), reason: "expected false, true or \"birth\"")
        }
      },
      write: { root, _, container in
        let key = FieldKey(name)
        switch property.value(root) as? RotationFollowsVelocity {
        case .always: try container.encode(true, forKey: key)
        case .atBirth: try container.encode("birth", forKey: key)
        case .never, nil: break
        }
      })
  }

  /// `curves`: an object of curves, `color`, `alpha`, `scale` and `speed`.
  static func curves(_ property: PropertyDescriptor<Root>) -> Field {
    let name = property.name
    return Field(
      name: name, schema: .structure(name),
      read: { root, container, path in
        _ = property.setValue(&root, try container.decode(CurvesRecord.self, forKey: FieldKey(name)).curves)
      },
      write: { root, _, container in
        if let curves = property.value(root) as? LifeCurves, !curves.isEmpty {
          try container.encode(CurvesRecord(curves), forKey: FieldKey(name))
        }
      })
  }

  /// `blend`: `{"source": NAME, "destination": NAME}`; absent or null is the render mode's blend.
  static func blend(_ property: PropertyDescriptor<Root>) -> Field {
    let name = property.name
    return Field(
      name: name, schema: .structure(name),
      read: { root, container, path in
        let blend: BlendFactors? =
          try container.decodeNil(forKey: FieldKey(name))
          ? nil : container.decode(BlendRecord.self, forKey: FieldKey(name)).factors
        _ = property.setValue(&root, blend as Any)
      },
      write: { root, _, container in
        if let blend = property.value(root) as? BlendFactors {
          try container.encode(BlendRecord(factors: blend), forKey: FieldKey(name))
        }
      })
  }
}

/// A layer's blend pair as a file writes it.
struct BlendRecord: Codable {
  static let names = ["source", "destination"]
  var factors: BlendFactors

  init(factors: BlendFactors) { self.factors = factors }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    let path = FieldPath(decoder.codingPath)
    try refuseUnknown(container, known: Self.names, at: path)
    func factor(_ name: String) throws -> BlendFactor {
      guard container.contains(FieldKey(name)) else {
        throw FieldError(path: path, reason: "a blend needs '\(name)'")
      }
      let text = try container.decode(String.self, forKey: FieldKey(name))
      guard let factor = BlendFactor(rawValue: text) else {
        let names = BlendFactor.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        throw FieldError(
          path: path.appending(name), reason: "unknown blend factor '\(text)' (expected one of \(names))")
      }
      return factor
    }
    factors = BlendFactors(source: try factor("source"), destination: try factor("destination"))
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(factors.source.rawValue, forKey: FieldKey("source"))
    try container.encode(factors.destination.rawValue, forKey: FieldKey("destination"))
  }
}
