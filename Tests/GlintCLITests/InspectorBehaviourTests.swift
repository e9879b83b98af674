import Foundation
import GlintCore
import GlintFiles
import Testing

@testable import GlintCLI

/// A behaviour a package adds, for the inspector's tests: moves particles up by a fixed amount.
struct Lift: ParticleBehaviour {
  static let kind = "lift"
  static let doc = "Moves particles up."
  static let properties: [PropertyDescriptor<Lift>] = [
    .init(
      "height", { $0.height }, { $0.height = $1 }, doc: "How far up (points)",
      control: .slider(0...200, step: 1, unit: "pt"), limit: .notNegativeAtMost(1000, unit: "points"))
  ]
  var height: Float = 5
  func apply(to run: inout BehaviourRun) {
    for i in 0..<run.count { run[i].y -= height }
  }
}

/// The inspector shows and edits the properties of the behaviours a package added to a cell,
/// with the controls their descriptors ask for, under `behaviours.<kind>.<name>`.
@Suite struct InspectorBehaviourTests {
  static func effect() throws -> DataEffect {
    let text = #"""
      {"version": 1, "id": "lifted", "layers": [{"emitterCells": [
        {"name": "a", "birthRate": 10, "lifetime": 1, "behaviours": [{"kind": "lift", "height": 30}]}]}]}
      """#
    return try EffectFile.decode(
      Data(text.utf8), file: "lifted.json", url: URL(fileURLWithPath: "/tmp/lifted.json"),
      behaviours: BehaviourKinds([Lift.self]))
  }

  @Test func aCellsBehaviourPropertiesAreListedWithTheirControlsAndEditedWithinTheirLimits() throws {
    let inspector = Inspector(pane: InspectorFixture.pane(try Self.effect()))
    let cell = InspectorNodeID(group: .layers, layer: 0, cells: [0])
    let rows = inspector.properties(of: cell)
    #expect(rows.map(\.name) == CellDeclaration.editableFields.map(\.name) + ["behaviours.lift.height"])
    let row = try #require(rows.last)
    #expect(row.value == .number(30) && !row.isDefault && !row.isEdited)
    guard case .number(let number) = row.control else {
      Issue.record("behaviours.lift.height has no number control: \(row.control)")
      return
    }
    #expect(number.range == 0...200)

    try inspector.set("behaviours.lift.height", of: cell, to: .number(12))
    #expect(inspector.properties(of: cell).last?.value == .number(12))
    #expect(inspector.properties(of: cell).last?.isEdited == true)
    try inspector.set("behaviours.lift.height", of: cell, to: .number(5000))
    #expect(inspector.properties(of: cell).last?.value == .number(1000))
    #expect(
      inspector.message
        == "layers[0].emitterCells[0].behaviours.lift.height: 5000 clamped to 1000, the most an effect file may ask"
    )
    #expect(throws: InspectorError.self) {
      try inspector.set("behaviours.lift.height", of: cell, to: .number(-4))
    }
    #expect(throws: InspectorError.self) {
      try inspector.set("behaviours.sink.depth", of: cell, to: .number(1))
    }
    #expect(inspector.properties(of: cell).last?.value == .number(1000))
    inspector.undo()
    #expect(inspector.properties(of: cell).last?.value == .number(12))
  }
}
