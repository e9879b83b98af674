import Foundation
import GlintCore
import GlintFiles

@testable import GlintCLI

/// Effect files, panes and strokes for the inspector's tests: real files in a folder of their
/// own, real panes and hosts, the same stroke drawn into each.
enum InspectorFixture {
  /// A data effect with the formatting, key order and unknown member (`$schema`) an author
  /// might leave: a layer with a nested cell, and a canvas layer.
  static let text = """
    {
      "$schema": "../docs/effect.schema.json",
      "version": 1,
      "id": "inspect-glow",
      "layers": [
        {
          "emitterCells": [
            { "name": "spark", "lifetime": 2,   "birthRate": 60, "velocity": 40,
              "emissionRange": 6.2831855, "contents": "dot",
              "emitterCells": [ { "name": "trail", "birthRate": 5, "lifetime": 0.5, "contents": "spark" } ] }
          ],
          "capacity": 2000
        }
      ],
      "canvasLayers": [
        { "emitterShape": "line", "canvas": { "position": [0.5, 0], "size": [1, 0] },
          "emitterCells": [ { "name": "flake", "birthRate": 10, "lifetime": 3, "velocity": 20, "contents": "star" } ] }
      ]
    }

    """

  static let spark = InspectorNodeID(group: .layers, layer: 0, cells: [0])
  static let trail = InspectorNodeID(group: .layers, layer: 0, cells: [0, 0])
  static let layer = InspectorNodeID(group: .layers, layer: 0)
  static let canvasLayer = InspectorNodeID(group: .canvasLayers, layer: 0)
  static let frame = Rect(x: 0, y: 0, width: 400, height: 300)

  /// A new folder of its own.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glint-inspect-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// `text` written as `name` in `folder`, and the effect it loads to.
  static func effectFile(_ text: String = text, in folder: URL, name: String = "inspect-glow.json") throws
    -> (URL, DataEffect)
  {
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: false, encoding: .utf8)
    return (url, try EffectFile.load(contentsOf: url))
  }

  static func pane(_ effect: any Effect) -> PreviewPane {
    PreviewPane(
      effect: effect, file: (effect as? DataEffect)?.file.standardizedFileURL.path, seed: 7, frame: frame,
      time: 0)
  }

  /// Draws the same stroke in every pane from `start` to `end`, at 60 steps a second: pointer 1
  /// begins at time 0 and circles the middle.
  static func stroke(_ panes: [PreviewPane], from start: Double, to end: Double) {
    var step = Int((start * 60).rounded())
    while Double(step) / 60 < end - 1e-9 {
      let time = Double(step) / 60
      let place = Point(x: 0.5 + 0.2 * Float(cos(time * 3)), y: 0.5 + 0.2 * Float(sin(time * 3)))
      for pane in panes {
        pane.handle(id: 1, phase: step == 0 ? .began : .moved, relative: place, time: time)
        pane.advance(to: Double(step + 1) / 60, clock: { 0 })
      }
      step += 1
    }
  }

  /// Every live particle of `pane`, layer by layer.
  static func particles(_ pane: PreviewPane) -> [ParticleSnapshot] {
    var all: [ParticleSnapshot] = []
    for layer in pane.host.layers { layer.forEachParticle { all.append($0) } }
    return all
  }
}
