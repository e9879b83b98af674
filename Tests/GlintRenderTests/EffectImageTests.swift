import Foundation
import GlintCore
import GlintEffects
import GlintRender
import Testing

/// Effects' own images: Confetti's Resources/paper.png reaches the screen through the registry,
/// and a missing image warns once, naming the effect, the cell and the file.
@Suite(.serialized)
struct EffectImageTests {
  /// The folder the registry gives confetti.
  func confettiImages() throws -> ImageFolder {
    try #require(try EffectRegistry.standard().effect(id: "confetti").imageFolder)
  }

  @Test func theRegistryGivesEachEffectItsResourcesFolder() throws {
    let folder = try confettiImages()
    #expect(folder.effect == "confetti")
    #expect(folder.path.hasSuffix("Plugins/Confetti/Resources"))
    #expect(FileManager.default.fileExists(atPath: folder.path + "/paper.png"))
  }

  @Test func confettiDrawsItsPaperWithoutAWarning() throws {
    let host = PointerHost(effect: try EffectRegistry.standard().effect(id: "confetti"), seed: 2)
    host.canvas = Rect(x: 0, y: 0, width: 200, height: 200)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 100, y: 150), time: 0))
    host.advance(to: 0.3)
    let buffer = InstanceBuffer()
    buffer.fill(from: host.layers)
    #expect(!buffer.batches.isEmpty)
    #expect(buffer.batches.allSatisfy { $0.sprite == "paper" && $0.imageFolder == (try? confettiImages()) })
    let warnings = Warnings()
    let target = try OffscreenRenderer(size: Size(width: 200, height: 200), warn: warnings.add)
    target.begin(background: Color(red: 0, green: 0, blue: 0))
    target.renderer.draw(buffer)
    #expect(warnings.lines.isEmpty, "\(warnings.lines)")
    #expect(target.framebuffer.read().litPixels.count > 200)
  }

  /// The folded strip, four pixels a texel: the upper half at full light, the lower half and
  /// the crease darker, as paper.png has them.
  @Test(arguments: [DrawPath.points, .quads]) func thePaperPixelsAreTheFilesPixels(path: DrawPath) throws {
    let folder = try confettiImages()
    let file = try SpriteImage.load(path: folder.path + "/paper.png")
    let target = try OffscreenRenderer(
      size: Size(width: 128, height: 64), options: RenderOptions(drawPath: path))
    target.begin(background: Color(red: 0, green: 0, blue: 0))
    let strip = sprite(x: 64, y: 32, scale: 4, rect: Rect(x: 0, y: 0, width: 1, height: 0.5))
    target.renderer.draw(
      [strip], batches: [DrawBatch(sprite: "paper", additive: false, range: 0..<1, imageFolder: folder)])
    let image = target.framebuffer.read()
    // Texel (tx, ty) of the strip lies at pixels 4 tx ... 4 tx + 3, 16 + 4 ty ...; its centre is exact.
    for (tx, ty) in [(8, 2), (8, 5), (15, 2), (24, 4), (4, 2)] {
      let expected = Int(file.pixels[(ty * file.width + tx) * 4])
      let drawn = Int(image.pixel(x: tx * 4 + 2, y: 16 + ty * 4 + 2).g)
      #expect(abs(drawn - expected) <= 3, "texel (\(tx), \(ty)): \(drawn), the file has \(expected)")
    }
    #expect(image.pixel(x: 34, y: 26).g > image.pixel(x: 34, y: 38).g + 20, "the upper half is lighter")
    #expect(image.pixel(x: 1, y: 30).g < 40, "the strip's clear border")
  }

  @Test func aNameWithItsExtensionFindsTheSameImage() throws {
    let folder = try confettiImages()
    let warnings = Warnings()
    let target = try OffscreenRenderer(size: Size(width: 64, height: 64), warn: warnings.add)
    for name in ["paper", "paper.png"] {
      target.begin(background: Color(red: 0, green: 0, blue: 0))
      target.renderer.draw(
        [sprite(x: 32, y: 32, scale: 2)],
        batches: [DrawBatch(sprite: name, additive: false, range: 0..<1, imageFolder: folder)])
      // paper.png is 32 × 16: the sprite is 64 × 32 pixels.
      #expect(Set(target.framebuffer.read().litPixels.map(\.y)).count <= 32)
    }
    #expect(warnings.lines.isEmpty, "\(warnings.lines)")
  }

  @Test func aMissingImageWarnsOnceNamingTheEffectTheCellAndTheFile() throws {
    let folder = ImageFolder(path: temporaryFolder().path, effect: "snow")
    let warnings = Warnings()
    let target = try OffscreenRenderer(size: Size(width: 64, height: 64), warn: warnings.add)
    for _ in 0..<3 {
      target.begin(background: Color(red: 0, green: 0, blue: 0))
      target.renderer.draw(
        [sprite(x: 32, y: 32)],
        batches: [
          DrawBatch(sprite: "flake", additive: true, range: 0..<1, imageFolder: folder, cell: "snowflake")
        ])
      #expect(target.framebuffer.read().pixel(x: 32, y: 32).r > 200, "the spark stands in")
    }
    #expect(warnings.lines.count == 1)
    let line = try #require(warnings.lines.first)
    #expect(!line.contains("\n"))
    #expect(line.contains("effect 'snow'") && line.contains("cell 'snowflake'"), "\(line)")
    #expect(line.contains(folder.path + "/flake.png"), "\(line)")
  }

  @Test func anUnreadableImageWarnsAndFallsBack() throws {
    let folder = ImageFolder(path: temporaryFolder().path, effect: "snow")
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder.path + "/flake.png"))
    let warnings = Warnings()
    let target = try OffscreenRenderer(size: Size(width: 64, height: 64), warn: warnings.add)
    target.begin(background: Color(red: 0, green: 0, blue: 0))
    target.renderer.draw(
      [sprite(x: 32, y: 32)],
      batches: [
        DrawBatch(sprite: "flake", additive: true, range: 0..<1, imageFolder: folder, cell: "snowflake")
      ])
    #expect(target.framebuffer.read().pixel(x: 32, y: 32).r > 200)
    #expect(warnings.lines.count == 1 && warnings.lines[0].contains("not a PNG"), "\(warnings.lines)")
  }
}
