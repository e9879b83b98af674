import Foundation
import GlintCore
import GlintFiles
import Testing

/// Force fields and inherited velocity in effect files: read, written back as they were, made
/// into layers (the effect's own fields on every layer), and hostile values clamped or refused
/// with one line naming the file and the field.
@Suite struct ForceFieldFileTests {
  static let url = URL(fileURLWithPath: "/tmp/fields.json")

  static func load(layer: String, top: String = "") throws(FileError) -> DataEffect {
    let text = """
      {"version": 1, "id": "fields", \(top)
       "layers": [{"emitterCells": [{"name": "spark", "inheritedVelocity": 0.4,
         "emitterCells": [{"name": "ash"}]}], \(layer)}]}
      """
    return try EffectFile.decode(Data(text.utf8), file: "fields.json", url: url)
  }

  static let every = """
    "forceFields": [
      {"kind": "point", "anchor": "pointer", "strength": -900, "radius": 120, "falloff": "linear",
       "position": [0, -20], "cells": ["spark", "ash"]},
      {"kind": "vortex", "anchor": "emitter", "strength": 2, "falloff": "inverseSquare", "softening": 30},
      {"kind": "wind", "anchor": "canvas", "strength": 25, "angle": 1.5, "gust": 0.5, "gustFrequency": 2, "seed": 3},
      {"kind": "turbulence", "anchor": "point", "pointName": "hand", "strength": 40, "frequency": 0.02,
       "octaves": 3, "scroll": 12, "seed": 7}
    ]
    """

  @Test func everyFieldReadsWritesBackAndReachesTheLayer() throws {
    let effect = try Self.load(
      layer: Self.every, top: #""forceFields": [{"kind": "wind", "anchor": "canvas", "strength": 5}],"#)
    #expect(effect.warnings.isEmpty)
    let fields = effect.declaration.layers[0].forceFields
    #expect(fields.map(\.kind) == [.point, .vortex, .wind, .turbulence])
    #expect(fields[0].anchor == .pointer && fields[0].strength == -900 && fields[0].radius == 120)
    #expect(fields[0].falloff == .linear && fields[0].position == Point(x: 0, y: -20))
    #expect(fields[0].cells == ["spark", "ash"])
    #expect(fields[1].falloff == .inverseSquare && fields[1].softening == 30)
    #expect(
      fields[2].angle == 1.5 && fields[2].gust == 0.5 && fields[2].gustFrequency == 2 && fields[2].seed == 3)
    #expect(fields[3].anchor == .point && fields[3].pointName == "hand" && fields[3].octaves == 3)
    #expect(fields[3].frequency == 0.02 && fields[3].scroll == 12 && fields[3].seed == 7)
    #expect(effect.declaration.layers[0].emitterCells[0].inheritedVelocity == 0.4)
    #expect(effect.declaration.forceFields.count == 1)
    // Written back, read again: the same declaration.
    let text = EffectFile.text(of: effect.declaration)
    let again = try EffectFile.decode(Data(text.utf8), file: "again.json", url: Self.url)
    #expect(again.declaration == effect.declaration)
    // A pointer's layer gets the layer's fields, then the effect's.
    let made = effect.makeLayers(for: PointerTrack(id: 1, location: .zero, time: 0))
    #expect(made[0].forceFields == fields + effect.declaration.forceFields)
    #expect(made[0].emitterCells[0].inheritedVelocity == 0.4)
  }

  @Test(arguments: [
    (#""forceFields": [{"strength": 1e30}]"#, "layers[0].forceFields[0].strength", "clamped to 1e+09"),
    (#""forceFields": [{"strength": -1e30}]"#, "layers[0].forceFields[0].strength", "clamped to -1e+09"),
    (
      #""forceFields": [{"kind": "turbulence", "octaves": 1000}]"#, "layers[0].forceFields[0].octaves",
      "clamped to 6"
    ),
    (#""forceFields": [{"radius": 1e20}]"#, "layers[0].forceFields[0].radius", "clamped to 1000000"),
  ])
  func hostileValuesAreClampedWithAWarningNamingTheField(layer: String, field: String, says: String) throws {
    let effect = try Self.load(layer: layer)
    #expect(effect.warnings.count == 1)
    let warning = effect.warnings.first?.description ?? ""
    #expect(
      warning.contains("fields.json") && warning.contains(field) && warning.contains(says), "\(warning)")
  }

  @Test(arguments: [
    (#""forceFields": [{"kind": "magnet"}]"#, "layers[0].forceFields[0].kind: unknown value 'magnet'"),
    (
      #""forceFields": [{"strenght": 3}]"#,
      "layers[0].forceFields[0].strenght: unknown field (did you mean 'strength'?)"
    ),
    (#""forceFields": [{"octaves": 0}]"#, "layers[0].forceFields[0].octaves: must be at least 1"),
    (#""forceFields": [{"radius": -1}]"#, "layers[0].forceFields[0].radius: must not be negative"),
    (
      #""forceFields": [{"cells": ["spark", "smoke"]}]"#,
      "layers[0].forceFields[0].cells[1]: no cell is named 'smoke'"
    ),
    (#""forceFields": [{"anchor": "point"}]"#, "layers[0].forceFields[0].pointName: the point anchor needs"),
    (#""forceFields": {"kind": "point"}"#, "layers[0].forceFields"),
    (
      #""forceFields": [\#(Array(repeating: "{}", count: 17).joined(separator: ","))]"#,
      "layers[0].forceFields: 17 force fields, over the limit of 16"
    ),
  ])
  func badFieldsAreRefusedWithOneLine(layer: String, says: String) {
    do {
      _ = try Self.load(layer: layer)
      Issue.record("\(layer) was accepted")
    } catch {
      #expect(error.description.contains("fields.json"), "\(error.description)")
      #expect(error.description.contains(says), "\(error.description)")
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func anInheritedVelocityPastTheLimitIsClamped() throws {
    let text = """
      {"version": 1, "id": "fields", "layers": [{"emitterCells": [{"name": "s", "inheritedVelocity": -1e9}]}]}
      """
    let effect = try EffectFile.decode(Data(text.utf8), file: "fields.json", url: Self.url)
    #expect(effect.declaration.layers[0].emitterCells[0].inheritedVelocity == -100)
    #expect(effect.warnings.first?.description.contains("emitterCells[0].inheritedVelocity") == true)
  }
}

/// The fuzz corpus's hostile force fields: every absurd value clamped with a warning, and the
/// effect plays on a canvas, under pointers and a named point, with nothing trapping.
@Suite struct HostileFieldFileTests {
  @Test func theHostileFieldsLoadClampedAndPlay() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/effects/hostile-fields.json")
    let effect = try EffectFile.load(contentsOf: url)
    let warned = effect.warnings.map(\.description)
    for field in [
      "forceFields[0].strength", "layers[0].forceFields[0].strength", "layers[0].forceFields[1].octaves",
      "layers[0].forceFields[1].scroll", "layers[0].forceFields[2].gust",
      "layers[0].emitterCells[0].inheritedVelocity",
    ] {
      #expect(warned.contains { $0.contains("hostile-fields.json") && $0.contains(field + ":") }, "\(field)")
    }
    let fields = effect.declaration.layers[0].forceFields
    #expect(fields[0].strength == 1e9 && fields[1].octaves == 6 && fields[1].scroll == -1e5)
    let host = PointerHost(effect: effect, seed: 1)
    host.canvas = Rect(x: 0, y: 0, width: 400, height: 300)
    host.setPoint("p", to: Point(x: 20, y: 30))
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 50, y: 50), time: 0))
    for frame in 1...30 {
      let t = Double(frame) / 60
      host.handle(PointerEvent(id: 1, phase: .moved, location: Point(x: 50 + 900 * Float(t), y: 50), time: t))
    }
    #expect(host.birthCount > 0)
    for layer in host.layers { layer.forEachParticle { #expect($0.x.isFinite && $0.y.isFinite) } }
  }
}
