import Foundation
import GlintCore
import GlintEffects
import GlintFiles
import Testing

@testable import GlintCLI

/// The inspector's model on real panes: the tree, controls as the property descriptors ask, live edits, undo and redo bit for bit, reset, and the live numbers.
@Suite struct InspectorTests {
  /// The inspector lists every file property of the descriptors once, each with the control its
  /// descriptor asks for: a number's slider is its hint's, and only a structure is JSON text.
  @Test func everyDescribedPropertyGetsItsControlOnce() {
    func check<Root>(_ fields: [EditableField<Root>], _ properties: [PropertyDescriptor<Root>]) {
      #expect(fields.map(\.name) == properties.filter(\.isFileField).map(\.name))
      for field in fields {
        switch InspectorControl.forField(kind: field.kind, hint: field.hint, sprites: ["dot"]) {
        case .json:
          var kind = field.kind
          if case .nullable(let inner) = kind { kind = inner }
          guard case .structure = kind else {
            Issue.record("\(field.name): edited as JSON text")
            continue
          }
        case .number(let number), .pair(_, _, let number), .rect(let number):
          #expect(field.hint.control != nil, "\(field.name): its descriptor gives no range")
          #expect(number.range.lowerBound < number.range.upperBound && number.step > 0, "\(field.name)")
        default:
          break
        }
      }
    }
    check(CellDeclaration.editableFields, CellDeclaration.properties)
    check(LayerDeclaration.editableFields, LayerDeclaration.properties)
    check(CanvasLayout.editableFields, CanvasLayout.properties)
  }

  @Test func controlsFollowWhatEachFieldHolds() {
    func control(_ name: String, _ kind: PropertyKind, layer: Bool = false) -> InspectorControl {
      .forField(name, kind: kind, onLayer: layer, sprites: ["dot", "star"])
    }
    guard case .number(let longitude) = control("emissionLongitude", .number) else {
      Issue.record("emissionLongitude is not a number")
      return
    }
    #expect(
      longitude.isAngle && abs(longitude.shown(.pi) - 180) < 1e-9
        && abs(longitude.stored(90) - .pi / 2) < 1e-12)
    guard case .number(let spin) = control("spin", .number),
      case .number(let layerSpin) = control("spin", .number, layer: true)
    else { return }
    #expect(spin.isAngle && spin.unit == "°/s")
    #expect(!layerSpin.isAngle && layerSpin.unit == "×")
    #expect(control("color", .numbers(3...4)) == .color)
    #expect(control("contents", .optionalString) == .sprite(choices: ["dot", "star"]))
    #expect(control("emitterShape", .oneOf(["point", "line"])) == .choice(["point", "line"]))
    #expect(control("autoreverses", .boolean) == .toggle)
    guard case .pair("width", "height", _) = control("emitterSize", .numbers(2...2)),
      case .pair("x", "y", _) = control("emitterPosition", .numbers(2...2)),
      case .number(let capacity) = control("capacity", .integer, layer: true)
    else {
      Issue.record("pairs or capacity")
      return
    }
    #expect(capacity.isInteger && capacity.range == 1...100_000)
  }

  @Test func aFieldThatMayBeUnsetIsEditedThroughItsValuesControlAndCanBeUnsetAgain() throws {
    let fields = CellDeclaration.editableFields.filter { if case .nullable = $0.kind { true } else { false } }
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, effect) = try InspectorFixture.effectFile(in: folder)
    let inspector = Inspector(pane: InspectorFixture.pane(effect))
    let properties = inspector.properties(of: InspectorFixture.spark)
    for field in fields {
      let property = try #require(properties.first { $0.name == field.name })
      #expect(property.isOptional && property.value == .null && property.control != .json, "\(field.name)")
    }
    #expect(properties.first { $0.name == "contents" }?.isOptional == true)
    #expect(properties.first { $0.name == "birthRate" }?.isOptional == false)
    guard let field = fields.first(where: { $0.kind == .nullable(.number) }) else { return }
    try inspector.set(field.name, of: InspectorFixture.spark, to: .number(12))
    #expect(
      inspector.properties(of: InspectorFixture.spark).first { $0.name == field.name }?.value == .number(12))
    try inspector.set(field.name, of: InspectorFixture.spark, to: .null)
    #expect(inspector.properties(of: InspectorFixture.spark).first { $0.name == field.name }?.value == .null)
  }

  @Test func theTreeHoldsLayersCanvasLayersAndNestedCellsAndEveryPropertyIsListed() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, effect) = try InspectorFixture.effectFile(in: folder)
    let inspector = Inspector(pane: InspectorFixture.pane(effect))
    #expect(inspector.tree.map(\.title) == ["Layer 1", "Canvas layer 1"])
    #expect(inspector.tree[0].children.map(\.title) == ["spark"])
    #expect(inspector.tree[0].children[0].children.map(\.id) == [InspectorFixture.trail])
    #expect(inspector.selection == InspectorFixture.layer)
    let cell = inspector.properties(of: InspectorFixture.spark)
    #expect(cell.map(\.name) == CellDeclaration.editableFields.map(\.name))
    #expect(cell.first { $0.name == "birthRate" }?.value == .number(60))
    #expect(
      cell.first { $0.name == "color" }?.value == .array([.number(1), .number(1), .number(1), .number(1)]))
    #expect(cell.first { $0.name == "color" }?.isDefault == true)
    #expect(cell.first { $0.name == "contents" }?.control == .sprite(choices: inspector.spriteChoices))
    let canvas = inspector.properties(of: InspectorFixture.canvasLayer).map(\.name)
    #expect(
      canvas == LayerDeclaration.editableFields.map(\.name)
        + CanvasLayout.editableFields.map { "canvas." + $0.name })
    #expect(inspector.properties(of: InspectorNodeID(group: .layers, layer: 3)).isEmpty)
    inspector.selection = InspectorNodeID(group: .layers, layer: 0, cells: [4])
    #expect(inspector.selection == InspectorFixture.layer)
  }

  @Test func anEditAppliesFromTheNextStepAndUndoAndRedoRestoreTheParticlesBitForBit() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, effect) = try InspectorFixture.effectFile(in: folder)
    let untouched = InspectorFixture.pane(effect)
    let edited = InspectorFixture.pane(effect)
    let undone = InspectorFixture.pane(effect)
    let redone = InspectorFixture.pane(effect)
    let panes = [untouched, edited, undone, redone]
    InspectorFixture.stroke(panes, from: 0, to: 0.5)
    let inspectors = [edited, undone, redone].map { Inspector(pane: $0) }
    for inspector in inspectors {
      try inspector.set("birthRate", of: InspectorFixture.spark, to: .number(240))
    }
    let (undoing, redoing) = (inspectors[1], inspectors[2])
    for inspector in [undoing, redoing] {
      try inspector.set(
        "color", of: InspectorFixture.spark, to: .array([.number(1), .number(0.5), .number(0), .number(1)]))
      inspector.undo()
      inspector.undo()
      #expect(!inspector.canUndo && !inspector.isModified)
    }
    redoing.redo()
    #expect(redoing.canRedo && redoing.canUndo)
    InspectorFixture.stroke(panes, from: 0.5, to: 1.2)
    let before = InspectorFixture.particles(untouched)
    #expect(!before.isEmpty)
    #expect(InspectorFixture.particles(undone) == before, "set and undo leave the particles as they were")
    let after = InspectorFixture.particles(edited)
    #expect(after.count > before.count + 60, "the new birth rate runs from the next step")
    #expect(InspectorFixture.particles(redone) == after)
  }

  @Test func aDragIsOneUndoStepAndResetGoesBackToTheFileAsAStepOfItsOwn() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, effect) = try InspectorFixture.effectFile(in: folder)
    let inspector = Inspector(pane: InspectorFixture.pane(effect))
    let original = try #require(inspector.declaration)
    inspector.beginChange()
    for velocity in stride(from: 41.0, through: 90, by: 7) {
      try inspector.set("velocity", of: InspectorFixture.spark, to: .number(velocity))
    }
    inspector.endChange()
    try inspector.set("emitterShape", of: InspectorFixture.layer, to: .string("circle"))
    #expect(inspector.declaration?.layers[0].emitterCells[0].velocity == 90)
    #expect(
      inspector.properties(of: InspectorFixture.spark).first { $0.name == "velocity" }?.isEdited == true)
    inspector.undo()
    #expect(inspector.declaration?.layers[0].emitterShape == .point)
    #expect(inspector.declaration?.layers[0].emitterCells[0].velocity == 90)
    inspector.undo()
    #expect(inspector.declaration == original && !inspector.canUndo)
    inspector.redo()
    inspector.redo()
    let edited = inspector.declaration
    inspector.resetToFile()
    #expect(inspector.declaration == original && !inspector.isModified)
    #expect(inspector.pane.effect.info == original.info)
    #expect((inspector.pane.effect as? DataEffect)?.declaration == original)
    inspector.undo()
    #expect(inspector.declaration == edited && inspector.isModified)
  }

  @Test func valuesAreCheckedAsTheFileReaderChecksThem() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, effect) = try InspectorFixture.effectFile(in: folder)
    let inspector = Inspector(pane: InspectorFixture.pane(effect))
    try inspector.set("birthRate", of: InspectorFixture.spark, to: .number(5e6))
    #expect(inspector.declaration?.layers[0].emitterCells[0].birthRate == EffectLimits.maxCellBirthRate)
    #expect(inspector.message?.contains("layers[0].emitterCells[0].birthRate") == true)
    let edited = inspector.declaration
    let refusals: [(String, InspectorNodeID, PropertyValue, String)] = [
      ("emitterShape", InspectorFixture.layer, .string("triangle"), "unknown value 'triangle'"),
      ("lifetime", InspectorFixture.trail, .number(-1), "must not be negative"),
      ("velocity", InspectorFixture.spark, .string("fast"), "expected a number"),
      ("contents", InspectorFixture.spark, .string("missing.png"), "does not exist"),
      ("nothing", InspectorFixture.spark, .number(1), "no such property"),
    ]
    for (name, node, value, reason) in refusals {
      #expect(throws: InspectorError.self) { try inspector.set(name, of: node, to: value) }
      #expect(
        inspector.message?.contains(name) == true && inspector.message?.contains(reason) == true,
        "\(inspector.message ?? "")")
      #expect(inspector.declaration == edited)
    }
  }

  /// A number typed beyond anything a file holds (the panel's field passes it as typed) is
  /// clamped as a file's would be, and the note gives the number typed and the limit.
  @Test func aNumberBeyondWhatAFileHoldsIsClampedAndTheNoteSaysWhatWasTyped() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, effect) = try InspectorFixture.effectFile(in: folder)
    let inspector = Inspector(pane: InspectorFixture.pane(effect))
    try inspector.set("birthRate", of: InspectorFixture.spark, to: .number(1e308))
    #expect(inspector.declaration?.layers[0].emitterCells[0].birthRate == EffectLimits.maxCellBirthRate)
    #expect(
      inspector.message
        == "layers[0].emitterCells[0].birthRate: 1e308 clamped to 100000, the most an effect file may ask")
    try inspector.set("capacity", of: InspectorFixture.layer, to: .number(1e20))
    #expect(inspector.declaration?.layers[0].capacity == EffectLimits.maxLayerCapacity)
    #expect(
      inspector.message
        == "layers[0].capacity: 1e20 clamped to \(EffectLimits.maxLayerCapacity), the most an effect file may ask"
    )
    try inspector.set("velocity", of: InspectorFixture.spark, to: .number(-1e39))
    #expect(
      inspector.message?.hasSuffix(
        "velocity: -1e39 clamped to -3.4028235e38, the least an effect file may ask") == true)
    try inspector.set("birthRate", of: InspectorFixture.spark, to: .number(0.1))
    #expect(inspector.message == nil && inspector.declaration?.layers[0].emitterCells[0].birthRate == 0.1)
  }

  @Test func aSwiftEffectIsEditedThroughItsDeclarationAndAProceduralOneIsShownReadOnly() throws {
    let registry = try EffectRegistry.standard()
    let trail = Inspector(pane: InspectorFixture.pane(try registry.effect(id: "sparkle-trail")))
    #expect(trail.readOnlyReason == nil && trail.file == nil && !trail.tree.isEmpty)
    let cell = try #require(trail.tree[0].children.first?.id)
    try trail.set("velocity", of: cell, to: .number(123))
    #expect(trail.pane.effect is DeclaredEffect && trail.isModified)
    #expect(throws: InspectorError.self) { try trail.save() }

    let comet = Inspector(pane: InspectorFixture.pane(try registry.effect(id: "comet")))
    #expect(comet.readOnlyReason?.contains("cannot be edited") == true)
    let properties = comet.properties(of: try #require(comet.tree.first?.id))
    #expect(!properties.isEmpty)
    #expect(properties.allSatisfy { !$0.isEditable })
    #expect(throws: InspectorError.self) { try comet.set("birthRate", of: comet.tree[0].id, to: .number(2)) }
  }

  @Test func theLiveNumbersCountParticlesBirthsAndDrops() throws {
    let text = """
      { "version": 1, "id": "counted", "layers": [ { "capacity": 50,
        "emitterCells": [ { "name": "dot", "birthRate": 120, "lifetime": 10, "contents": "dot" } ] } ] }
      """
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, effect) = try InspectorFixture.effectFile(text, in: folder, name: "counted.json")
    let pane = InspectorFixture.pane(effect)
    let inspector = Inspector(pane: pane)
    var seen: [PaneNumbers] = []
    // As the panel does: the numbers read every frame.
    for frame in 0..<120 {
      InspectorFixture.stroke([pane], from: Double(frame) / 60, to: Double(frame + 1) / 60)
      let numbers = inspector.liveNumbers()
      if frame % 60 == 59 { seen.append(numbers) }
    }
    // 120 a second, one layer of 50: full in under half a second, then every birth is dropped.
    #expect(seen[0].particles == 50 && seen[1].particles == 50)
    #expect(abs(seen[0].birthsPerSecond - 50) <= 2, "\(seen[0])")
    #expect(abs(seen[0].droppedPerSecond - 70) <= 2, "\(seen[0])")
    #expect(seen[1].birthsPerSecond == 0 && abs(seen[1].droppedPerSecond - 120) <= 2, "\(seen[1])")
    #expect(abs(seen[1].droppedBirths - 190) <= 2, "\(seen[1])")
    pane.clear(at: 2)
    #expect(inspector.liveNumbers().particles == 0 && inspector.liveNumbers().droppedBirths == 0)
  }

  /// Switching the pane to another effect and back (the number keys) brings the edits back with
  /// their undo history; a save of the file meanwhile drops them for what the file holds.
  @Test func editsComeBackWithTheirEffectAfterASwitch() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (url, effect) = try InspectorFixture.effectFile(in: folder)
    let other = try EffectRegistry.standard().effect(id: "burst")
    let pane = InspectorFixture.pane(effect)
    let inspector = Inspector(pane: pane)
    try inspector.set("velocity", of: InspectorFixture.spark, to: .number(99))
    let edited = inspector.declaration

    pane.switchEffect(to: other, file: nil, at: 0)
    #expect(inspector.effectInfo.id == "burst" && !inspector.isModified && !inspector.canUndo)
    pane.switchEffect(to: effect, file: url.path, at: 0)
    #expect(inspector.declaration == edited && inspector.isModified && inspector.canUndo)
    #expect((pane.effect as? DataEffect)?.declaration == edited, "the pane runs the edits again")
    inspector.undo()
    #expect(inspector.declaration?.layers[0].emitterCells[0].velocity == 40 && !inspector.isModified)

    try inspector.set("velocity", of: InspectorFixture.spark, to: .number(99))
    pane.switchEffect(to: other, file: nil, at: 0)
    #expect(inspector.effectInfo.id == "burst")
    let (_, saved) = try InspectorFixture.effectFile(
      InspectorFixture.text.replacingOccurrences(of: "\"birthRate\": 5,", with: "\"birthRate\": 9,"),
      in: folder)
    pane.switchEffect(to: saved, file: url.path, at: 0)
    // Its file changed meanwhile: the file's version runs, and undo brings the edits back.
    #expect(!inspector.isModified && inspector.message?.contains("the file changed on disk") == true)
    #expect(inspector.declaration?.layers[0].emitterCells[0].emitterCells[0].birthRate == 9)
    #expect(inspector.declaration?.layers[0].emitterCells[0].velocity == 40)
    inspector.undo()
    #expect(inspector.declaration?.layers[0].emitterCells[0].velocity == 99)
    #expect(inspector.declaration?.layers[0].emitterCells[0].emitterCells[0].birthRate == 5)
  }
}
