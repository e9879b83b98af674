import Foundation
import GlintCore
import Testing

@testable import GlintFiles

/// Every property is declared once, as a descriptor, and each place that names properties is
/// made from the descriptors: this walks them and checks that key paths, effect-file fields and
/// the schema each cover every property exactly once (the inspector's part is in the CLI tests).
@Suite struct PropertyDescriptorTests {
  /// The members of an object that are not properties but the object's own structure.
  static let cellStructure = ["behaviours", "emitterCells"]
  static let layerStructure = ["emitterCells", "pointer", "canvas", "animations", "forceFields"]

  /// Each name occurs once in `names`.
  static func once(_ names: [String], _ what: String) {
    let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    #expect(repeated.isEmpty, "\(what) names these more than once: \(repeated)")
  }

  static func keyPathValue(_ value: Any) -> KeyPathValue? {
    (value as? any KeyPathValueConvertible)?.keyPathValue
  }

  @Test func keyPathsReachEveryKeyPathPropertyOnceAndNothingElse() throws {
    let cellNames = EmitterCell.properties.flatMap(\.keyPathNames)
    Self.once(cellNames, "the cell's descriptors")
    #expect(EmitterCell.keyPathProperties.map(\.name) == cellNames)
    let layerNames = EmitterLayer.properties.flatMap(\.keyPathNames)
    Self.once(layerNames, "the layer's descriptors")
    #expect(EmitterLayer.keyPathProperties.map(\.name) == layerNames)
    // Each key path reads what the descriptor reads, and a write through it is what the
    // descriptor then reads.
    let cell = EmitterCell()
    for property in EmitterCell.properties where property.isKeyPath {
      for name in property.keyPathNames {
        let resolved = try cell.resolveKeyPath(name)
        #expect(
          resolved.kind == property.keyPathKind && resolved.isAnimatable == property.isAnimatable, "\(name)")
        #expect(try cell.value(forKeyPath: name) == Self.keyPathValue(property.value(cell)), "\(name)")
      }
    }
    let layer = EmitterLayer(capacity: 1)
    for property in EmitterLayer.properties where property.isKeyPath {
      let resolved = try layer.resolveKeyPath(property.name)
      #expect(resolved.kind == property.keyPathKind && resolved.isAnimatable == property.isAnimatable)
      #expect(
        try layer.value(forKeyPath: property.name) == Self.keyPathValue(property.value(layer)),
        "\(property.name)")
    }
  }

  @Test func effectFilesHoldEveryFilePropertyOnce() {
    func check<Root>(_ fields: [Field<Root>], _ properties: [PropertyDescriptor<Root>], _ what: String) {
      let names = properties.filter(\.isFileField).map(\.name)
      Self.once(names, what)
      #expect(fields.map(\.name) == names, "\(what)")
    }
    check(CellDeclaration.fileFields, CellDeclaration.properties, "cell")
    check(LayerDeclaration.fileFields, LayerDeclaration.properties, "layer")
    check(CanvasLayout.fileFields, CanvasLayout.properties, "canvas")
    check(AnimationDeclaration.fileFields, AnimationDeclaration.properties, "animation")
    // The writer puts the fields in the descriptors' order.
    #expect(EffectFileWriter.Kind.cell.order == CellDeclaration.fileFields.map(\.name) + Self.cellStructure)
  }

  /// The schema has a member for each file property and the objects' own structure, and
  /// nothing else; each property's limit is the schema's bound.
  @Test func theSchemaHasEveryFilePropertyOnceWithItsLimits() {
    func check<Root>(_ definition: String, _ properties: [PropertyDescriptor<Root>], structure: [String]) {
      let schema = SchemaTests.definition(definition)["properties"]
      let names = properties.filter(\.isFileField).map(\.name)
      #expect(SchemaTests.propertyNames(definition) == Set(names + structure), "\(definition)")
      #expect(names.count + structure.count == SchemaTests.propertyNames(definition).count, "\(definition)")
      for property in properties where property.isFileField {
        let member = schema[property.name]
        #expect(member["description"] != .null, "\(definition).\(property.name) is not documented")
        guard let limit = property.limit else { continue }
        #expect(member["minimum"] == .number(limit.least), "\(definition).\(property.name): minimum")
        if case .fraction = limit {
          #expect(member["maximum"] == .number(1), "\(definition).\(property.name)")
        }
      }
    }
    check("cell", CellDeclaration.properties, structure: Self.cellStructure)
    check("layer", LayerDeclaration.properties, structure: Self.layerStructure)
    check("canvas", CanvasLayout.properties, structure: [])
    check("forceField", ForceField.properties, structure: ["cells"])
    check(
      "animation", AnimationDeclaration.properties,
      structure: AnimationRecord.names.filter { name in
        !AnimationDeclaration.properties.contains { $0.name == name }
      })
  }

  /// A cell, a layer and an animation have the same eight media-timing properties, declared once.
  @Test func mediaTimingIsDeclaredOnceForEveryTimedThing() {
    let timing = [
      "beginTime", "duration", "timeOffset", "speed", "repeatCount", "repeatDuration", "autoreverses",
      "fillMode",
    ]
    for names in [
      EmitterCell.properties.filter { $0.owner == .mediaTiming }.map(\.name),
      EmitterLayer.properties.filter { $0.owner == .mediaTiming }.map(\.name),
      AnimationDeclaration.properties.filter { $0.owner == .mediaTiming }.map(\.name),
    ] {
      #expect(names == timing)
    }
  }

  /// A declaration's property reads and writes what its object's does: a value set through
  /// the declaration is on the cell it makes.
  @Test func aDeclarationsPropertiesAreItsObjects() throws {
    var declaration = CellDeclaration()
    let property = try #require(CellDeclaration.properties.first { $0.name == "endScale" })
    #expect(property.setValue(&declaration, Float?.some(3)))
    #expect(declaration.makeCell().endScale == 3)
    #expect(!property.setValue(&declaration, "three"))
    var layer = LayerDeclaration()
    let seed = try #require(LayerDeclaration.properties.first { $0.name == "seed" })
    #expect(seed.setValue(&layer, UInt32(7)) && layer.makeLayer().seed == 7)
  }

  /// Limits clamp or refuse with the messages effect files have always given.
  @Test func limitsClampOrRefuseWithTheirMessages() throws {
    var cell = CellDeclaration()
    let birthRate = try #require(CellDeclaration.properties.first { $0.name == "birthRate" })
    cell.birthRate = 200_000
    #expect(
      birthRate.limit(&cell, capacity: 10)
        == .changed("200000.0 per second clamped to 100000.0, the most an effect file may ask"))
    #expect(cell.birthRate == 100_000)
    cell.birthRate = -1
    #expect(birthRate.limit(&cell, capacity: 10) == .refused("must not be negative, found -1.0"))
    let perWave = try #require(CellDeclaration.properties.first { $0.name == "particlesPerWave" })
    cell.particlesPerWave = 50
    #expect(
      perWave.limit(&cell, capacity: 10)
        == .changed("50 particles (the layer's capacity) clamped to 10, the most an effect file may ask"))
    let interval = try #require(CellDeclaration.properties.first { $0.name == "waveInterval" })
    cell.waveInterval = 0.0001
    #expect(interval.limit(&cell, capacity: 10) == .changed("0.0001 s raised to 0.001 s, the shortest"))
    #expect(cell.waveInterval == EffectLimits.minWaveInterval)
  }
}
