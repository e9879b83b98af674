import Foundation
import GlintCore
import GlintEffects
import GlintFiles
import Testing

/// The data effects shipped in Effects/.
@Suite struct ShippedEffectTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Effects")

  /// The file's particles are the Swift module's, bit for bit, on every built-in gesture.
  @Test(arguments: GestureScript.builtInNames)
  func sparkleTrailDataIsTheSwiftEffectBitForBit(gesture: String) throws {
    let data = try EffectFile.load(contentsOf: Self.folder.appendingPathComponent("sparkle-trail-data.json"))
    let swift = try EffectRegistry.standard().effect(id: "sparkle-trail")
    let script = try GestureScript.builtIn(named: gesture)
    let expected = Digests.run(swift, script)
    #expect(Set(expected).count > 1)
    #expect(Digests.run(data, script) == expected)
  }

  /// The comparison above can fail: one value off in the last bit changes the particles.
  @Test func aValueOneBitOffGivesOtherParticles() throws {
    let data = try EffectFile.load(contentsOf: Self.folder.appendingPathComponent("sparkle-trail-data.json"))
    var declaration = data.declaration
    declaration.layers[0].emitterCells[0].velocity = 180.00002
    let script = try GestureScript.builtIn(named: "swipe")
    #expect(Digests.run(declaration, script) != Digests.run(data, script))
  }

  /// An image named without its path or extension is the one beside the file: checked, and
  /// listed for watching, while `contents` keeps the name the renderer looks up.
  @Test func anImageNamedByItsNameIsTheOneBesideTheFile() throws {
    let text = #"{"version": 1, "id": "named", "layers": [{"emitterCells": [{"contents": "bubble"}]}]}"#
    let file = Self.folder.appendingPathComponent("images/named.json")
    let effect = try EffectFile.decode(Data(text.utf8), file: "named.json", url: file)
    #expect(
      effect.imageFiles == [Self.folder.appendingPathComponent("images/bubble.png").standardizedFileURL])
    #expect(effect.declaration.layers[0].emitterCells[0].contents == "bubble")
    #expect(effect.imageFolder?.path == Self.folder.appendingPathComponent("images").path)
  }

  @Test func imagesAreResolvedBesideTheFile() throws {
    let bubbles = try EffectFile.load(contentsOf: Self.folder.appendingPathComponent("bubbles.json"))
    let image = Self.folder.appendingPathComponent("images/bubble.png")
    #expect(bubbles.imageFiles == [image])
    #expect(bubbles.declaration.layers[0].emitterCells[0].contents == image.path)
  }

  /// snow's canvas layer sits along the top edge of any canvas, and is placed again in place when
  /// the canvas changes size.
  @Test func aCanvasLayerIsPlacedByItsLayout() throws {
    let snow = try EffectFile.load(contentsOf: Self.folder.appendingPathComponent("snow.json"))
    let host = PointerHost(effect: snow, seed: 4)
    host.canvas = Rect(x: 0, y: 0, width: 800, height: 600)
    let layer = try #require(host.canvasLayers.first)
    #expect(layer.emitterPosition == Point(x: 400, y: -10))
    #expect(layer.emitterSize == Size(width: 800, height: 1))
    #expect(layer.birthRate == 8)
    host.advance(to: 2)
    #expect(host.particleCount > 0)
    host.canvas = Rect(x: 0, y: 0, width: 400, height: 300)
    #expect(host.canvasLayers.first === layer)
    #expect(layer.emitterPosition == Point(x: 200, y: -10) && layer.birthRate == 4)
    // Written and read back, the effect is the same, canvas layers included.
    let text = EffectFile.text(of: snow.declaration)
    let again = try EffectFile.decode(Data(text.utf8), file: "snow.json", url: snow.file)
    #expect(again.declaration == snow.declaration)
  }
}
