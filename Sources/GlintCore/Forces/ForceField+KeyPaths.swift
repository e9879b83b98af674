/// Key paths into a layer's force fields: `forceFields.<index>.<property>` (`forceFields.0.strength`),
/// each property as its descriptor declares it, so animations can drive a field's strength.
extension KeyPathResolver {
  static func resolveField(_ path: String, layer: EmitterLayer, _ parts: [Substring]) throws(KeyPathError)
    -> ResolvedKeyPath
  {
    guard parts.count >= 2, let index = Int(parts[1]), layer.forceFields.indices.contains(index) else {
      let name = parts.count >= 2 ? String(parts[1]) : ""
      throw KeyPathError(
        path: path,
        reason: .unknownProperty(type: "forceFields (\(layer.forceFields.count) fields)", name: name))
    }
    guard parts.count == 3,
      let property = ForceField.properties.first(where: { $0.keyPathNames.contains(String(parts[2])) }),
      let kind = property.keyPathKind, let read = property.readKeyPath, let write = property.writeKeyPath
    else {
      throw KeyPathError(
        path: path,
        reason: .unknownProperty(type: "ForceField", name: parts.dropFirst(2).joined(separator: ".")))
    }
    return ResolvedKeyPath(
      path: path, kind: kind, isAnimatable: property.isAnimatable, property: property.name,
      expectation: property.expectation,
      read: {
        layer.forceFields.indices.contains(index) ? read(layer.forceFields[index]) : read(ForceField())
      },
      write: { value in
        guard layer.forceFields.indices.contains(index) else { return false }
        var fields = layer.forceFields
        guard write(&fields[index], value) else { return false }
        layer.forceFields = fields
        return true
      })
  }
}
