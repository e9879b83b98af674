import Foundation
import GlintCore
import GlintFiles
import Testing

/// Each nested cell looks at every particle of its parent every step, whatever its rate: a
/// layer's capacity times its nested cells is bounded, so a file of many sub-cells under one
/// full layer costs no more a step than a full layer with a few.
@Suite struct NestedCostTests {
  /// A layer of `capacity` whose one top-level cell has `subCells` sub-cells, the first of them
  /// with a sub-cell of its own when `deeper`.
  static func file(capacity: Int, subCells: Int, deeper: Bool = false) -> String {
    let grandchild = deeper ? #", "emitterCells": [{ "name": "g", "birthRate": 1, "lifetime": 1 }]"# : ""
    let cells = (0..<subCells).map { i in
      #"{ "name": "s\#(i)", "birthRate": 1, "lifetime": 1\#(i == 0 ? grandchild : "") }"#
    }
    return """
      { "version": 1, "id": "wide", "layers": [{ "capacity": \(capacity), "emitterCells": [
        { "name": "parent", "birthRate": 100000, "lifetime": 3600, "emitterCells": [\(cells.joined(separator: ", "))] }
      ] }] }
      """
  }

  static func load(_ text: String) throws -> DataEffect {
    try EffectFile.decode(Data(text.utf8), file: "wide.json", url: URL(fileURLWithPath: "/tmp/wide.json"))
  }

  @Test func manyNestedCellsUnderAFullLayerClampItsCapacityWithAWarning() throws {
    let effect = try Self.load(Self.file(capacity: 100_000, subCells: 249, deeper: true))
    #expect(effect.declaration.layers[0].capacity == 4000)
    #expect(
      effect.warnings.map(\.description) == [
        "wide.json:1:56: layers[0].capacity: 100000 particles clamped to 4000: each of the layer's 250 nested "
          + "cells looks at every parent particle every step, and a capacity times the nested cells is at "
          + "most 1000000"
      ])
  }

  @Test func aFullLayerMayHaveTenNestedCells() throws {
    let effect = try Self.load(Self.file(capacity: 100_000, subCells: 10))
    #expect(effect.declaration.layers[0].capacity == 100_000)
    #expect(effect.warnings.isEmpty)
    #expect(
      try Self.load(Self.file(capacity: 100_000, subCells: 11)).declaration.layers[0].capacity == 90_909)
  }
}
