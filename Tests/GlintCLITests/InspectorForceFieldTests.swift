import Foundation
import GlintCore
import GlintFiles
import Testing

@testable import GlintCLI

/// A layer's force fields in the inspector and in saves: each field's settings are rows of their
/// own (`forceFields.0.strength`), an edit reaches the effect, and saving rewrites only that
/// member of the author's file.
@Suite struct InspectorForceFieldTests {
  static let text = """
    {"version": 1, "id": "pull", "layers": [{"emitterCells": [{"name": "p", "birthRate": 5}],
      "forceFields": [{"kind": "point", "anchor": "pointer", "strength": 300},
                      {"kind": "vortex", "anchor": "emitter", "strength": 2}]}]}
    """

  @Test func eachFieldsSettingsAreRowsThatEditTheLayer() throws {
    let url = URL(fileURLWithPath: "/tmp/pull.json")
    let effect = try EffectFile.decode(Data(Self.text.utf8), file: "pull.json", url: url).declaration
    let layer = InspectorNodeID(group: .layers, layer: 0)
    let rows = InspectorProperty.all(of: layer, in: effect, file: effect, sprites: [], editable: true)
    let names = rows.map(\.name)
    for name in [
      "forceFields.0.strength", "forceFields.1.kind", "forceFields.1.falloff", "forceFields.0.octaves",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    #expect(rows.first { $0.name == "forceFields.1.strength" }?.value == .number(2))
    var edited = effect
    try InspectorProperty.set("forceFields.1.strength", of: layer, to: .number(3.5), in: &edited)
    #expect(edited.layers[0].forceFields[1].strength == 3.5)
    #expect(throws: PropertyError.self) {
      try InspectorProperty.set("forceFields.2.strength", of: layer, to: .number(1), in: &edited)
    }
    // Saved in place: only that member changes.
    let saved = EffectFile.editedText(Self.text, from: effect, to: edited, url: url)
    #expect(saved == Self.text.replacingOccurrences(of: #""strength": 2}"#, with: #""strength": 3.5}"#))
  }
}
