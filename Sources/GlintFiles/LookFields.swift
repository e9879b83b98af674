import GlintCore

/// The effect-file fields of a cell's looks beyond Core Animation's (issue 12's contract): start
/// rotation, end values, curves, heading, premultiplied images; and a layer's blend pair.
extension CellDeclaration {
  static var lookFields: [Field<CellDeclaration>] {
    [
      .value("rotation", \.rotation),
      .value("rotationRange", \.rotationRange),
      .optional("endColor", \.endColor),
      .colorRange("endColorRange", \.endColorRange),
      .optional("endScale", \.endScale),
      .value("endScaleRange", \.endScaleRange),
      .optional("endRotation", \.endRotation),
      .value("endRotationRange", \.endRotationRange),
      .curves,
      .rotationFollowsVelocity,
      .value("contentsPremultiplied", \.contentsPremultiplied),
    ]
  }
}

extension Field {
  /// A property that may be unset: absent or null is nil, and nil is not written.
  static func optional<V: FileValue>(_ name: String, _ keyPath: WritableKeyPath<Root, V?>) -> Field {
    Field(
      name: name, schema: .optional(V.schema),
      read: { root, container, path in
        root[keyPath: keyPath] =
          try container.decodeNil(forKey: FieldKey(name))
          ? nil : V.read(container, FieldKey(name), path.appending(name))
      },
      write: { root, defaults, container in
        if let value = root[keyPath: keyPath], value != defaults[keyPath: keyPath] {
          try value.write(&container, FieldKey(name))
        }
      },
      writeCurrent: { root, container in
        if let value = root[keyPath: keyPath] {
          try value.write(&container, FieldKey(name))
        } else {
          try container.encodeNil(forKey: FieldKey(name))
        }
      })
  }

  /// A colour range: exactly [red, green, blue, alpha] (a missing alpha would read as a range of 1).
  static func colorRange(_ name: String, _ keyPath: WritableKeyPath<Root, Color>) -> Field {
    Field(
      name: name, schema: .numbers(4...4),
      read: { root, container, path in
        let v = try readFloats(
          container, FieldKey(name), path.appending(name), counts: 4...4, meaning: "[red, green, blue, alpha]"
        )
        root[keyPath: keyPath] = Color(red: v[0], green: v[1], blue: v[2], alpha: v[3])
      },
      write: { root, defaults, container in
        let value = root[keyPath: keyPath]
        if value != defaults[keyPath: keyPath] { try value.write(&container, FieldKey(name)) }
      },
      writeCurrent: { root, container in try root[keyPath: keyPath].write(&container, FieldKey(name)) })
  }
}

extension Field where Root == CellDeclaration {
  /// `rotationFollowsVelocity`: false, true or "birth".
  static var rotationFollowsVelocity: Field {
    let name = "rotationFollowsVelocity"
    return Field(
      name: name, schema: .structure(name),
      read: { root, container, path in
        let key = FieldKey(name)
        if let follows = try? container.decode(Bool.self, forKey: key) {
          root.rotationFollowsVelocity = follows ? .always : .never
        } else if let text = try? container.decode(String.self, forKey: key), text == "birth" {
          root.rotationFollowsVelocity = .atBirth
        } else {
          throw FieldError(path: path.appending(name), reason: "expected false, true or \"birth\"")
        }
      },
      write: { root, _, container in
        let key = FieldKey(name)
        switch root.rotationFollowsVelocity {
        case .never: break
        case .always: try container.encode(true, forKey: key)
        case .atBirth: try container.encode("birth", forKey: key)
        }
      })
  }

  /// `curves`: an object of curves, `color`, `alpha`, `scale` and `speed`.
  static var curves: Field {
    Field(
      name: "curves", schema: .structure("curves"),
      read: { root, container, path in
        root.curves = try container.decode(CurvesRecord.self, forKey: FieldKey("curves")).curves
      },
      write: { root, _, container in
        if !root.curves.isEmpty {
          try container.encode(CurvesRecord(root.curves), forKey: FieldKey("curves"))
        }
      })
  }
}

extension Field where Root == LayerDeclaration {
  /// `blend`: `{"source": NAME, "destination": NAME}`; absent or null is the render mode's blend.
  static var blend: Field {
    Field(
      name: "blend", schema: .structure("blend"),
      read: { root, container, path in
        root.blend =
          try container.decodeNil(forKey: FieldKey("blend"))
          ? nil : container.decode(BlendRecord.self, forKey: FieldKey("blend")).factors
      },
      write: { root, _, container in
        if let blend = root.blend {
          try container.encode(BlendRecord(factors: blend), forKey: FieldKey("blend"))
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
