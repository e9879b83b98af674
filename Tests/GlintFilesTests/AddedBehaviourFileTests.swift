import Foundation
import GlintCore
import GlintFiles
import Testing

/// A behaviour a package adds, as its tests' example: particles sway sideways.
struct Sway: ParticleBehaviour {
  static let kind = "sway"
  static let doc = "Sways particles sideways."
  static let columnCount = 1
  static let properties: [PropertyDescriptor<Sway>] = [
    .init(
      "amplitude", { $0.amplitude }, { $0.amplitude = $1 }, doc: "How far (points)",
      control: .slider(0...100, step: 1, unit: "pt"), limit: .notNegativeAtMost(1000, unit: "points")),
    .init("frequency", { $0.frequency }, { $0.frequency = $1 }, doc: "Sways per second"),
  ]
  var amplitude: Float = 10
  var frequency: Float = 1
  func birth(_ particle: inout BehaviourBirth) { particle[0] = particle.random(0) }
  func apply(to run: inout BehaviourRun) {
    for i in 0..<run.count {
      run[i].x += amplitude * sin(6.2831855 * (frequency * run[i].age + run.column(0)[i]))
    }
  }
}

/// Cells' `behaviours` in effect files: read through the kinds the program names, checked
/// against their descriptors' limits, written back as they were.
@Suite struct AddedBehaviourFileTests {
  static let url = URL(fileURLWithPath: "/tmp/added.json")

  static func load(_ behaviours: String, kinds: [any ParticleBehaviour.Type] = [Sway.self]) throws(FileError)
    -> DataEffect
  {
    let text =
      #"{"version": 1, "id": "added", "layers": [{"emitterCells": [{"name": "a", "behaviours": \#(behaviours)}]}]}"#
    return try EffectFile.decode(
      Data(text.utf8), file: "added.json", url: url, behaviours: BehaviourKinds(kinds))
  }

  @Test func aBehaviourReadsWritesBackAndReachesTheCell() throws {
    let effect = try Self.load(#"[{"kind": "sway", "amplitude": 24}]"#)
    #expect(effect.warnings.isEmpty)
    let cell = effect.declaration.layers[0].emitterCells[0]
    #expect(cell.behaviour(Sway.self) == Sway(amplitude: 24, frequency: 1))
    let text = EffectFile.text(of: effect.declaration)
    #expect(text.contains(#""kind" : "sway""#) || text.contains(#""kind": "sway""#), "\(text)")
    #expect(!text.contains("frequency"), "a default is left out")
    let again = try EffectFile.decode(
      Data(text.utf8), file: "again.json", url: Self.url, behaviours: BehaviourKinds([Sway.self]))
    #expect(again.declaration == effect.declaration)
    let made = cell.makeCell()
    #expect(try made.value(forKeyPath: "behaviours.sway.amplitude") == .number(24))
  }

  @Test(arguments: [
    (
      #"[{"kind": "swirl"}]"#,
      "emitterCells[0].behaviours[0].kind: no behaviour of kind 'swirl' (known: sway)"
    ),
    (
      #"[{"kind": "sway", "amplitud": 3}]"#,
      "behaviours[0].amplitud: unknown field (did you mean 'amplitude'?)"
    ),
    (#"[{"kind": "sway", "amplitude": -3}]"#, "behaviours[0].amplitude: must not be negative"),
    (#"[{"kind": "sway", "frequency": "fast"}]"#, "behaviours[0].frequency"),
    (#"[{"amplitude": 3}]"#, "behaviours[0].kind"),
  ])
  func badBehavioursAreRefusedWithOneLineNamingTheField(behaviours: String, says: String) {
    do {
      _ = try Self.load(behaviours)
      Issue.record("\(behaviours) was accepted")
    } catch {
      #expect(error.description.contains("added.json"), "\(error.description)")
      #expect(error.description.contains(says), "\(error.description)")
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func aProgramThatAddsNoKindsSaysSo() {
    #expect(throws: FileError.self) { try Self.load(#"[{"kind": "sway"}]"#, kinds: []) }
    do {
      _ = try Self.load(#"[{"kind": "sway"}]"#, kinds: [])
    } catch {
      #expect(error.description.contains("no behaviour of kind 'sway' (this program adds none)"))
    }
  }

  @Test func aValueOverItsLimitIsClampedWithAWarningNamingTheField() throws {
    let effect = try Self.load(#"[{"kind": "sway", "amplitude": 5000}]"#)
    #expect(effect.declaration.layers[0].emitterCells[0].behaviour(Sway.self)?.amplitude == 1000)
    #expect(effect.warnings.map(\.description).contains { $0.contains("behaviours[0].amplitude") })
  }

  @Test func editorsListABehavioursFieldsAndSetThem() throws {
    var cell = try Self.load(#"[{"kind": "sway", "amplitude": 24}]"#).declaration.layers[0].emitterCells[0]
    let fields = Sway.editableFields
    #expect(fields.map(\.name) == ["amplitude", "frequency"])
    #expect(fields[0].hint.control == .slider(0...100, step: 1, unit: "pt"))
    #expect(EditableField.values(of: cell, fields) == [.number(24), .number(1)])
    try fields[1].set(.number(3), in: &cell)
    #expect(cell.behaviour(Sway.self) == Sway(amplitude: 24, frequency: 3))
  }
}
