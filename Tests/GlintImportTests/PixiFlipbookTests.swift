import Foundation
import GlintCore
import GlintFiles
import Testing

@testable import GlintImport

/// pixi's animated textures play as flipbooks: the frames are drawn into one atlas, a grid the
/// cell plays at pixi's frame rate (-1: over each particle's life), looping as pixi's `loop` says,
/// with no first-frame warning; an animation whose atlas cannot be made still imports, drawing
/// its first frame, with a warning naming the field and why.
struct PixiFlipbookTests {
  /// Frame colours: red, green, blue, yellow.
  static let colors: [[UInt8]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 0]]

  /// Imports `behaviour` beside frames f0.png ... f3.png, 8 pixels a side but f3 4 (each its colour).
  static func importing(_ behaviour: String) throws -> ImportResult {
    let folder = Pixi.folder()
    for (k, color) in colors.enumerated() {
      let side = k == 3 ? 4 : 8
      let image = TextureImage(
        width: side, height: side, pixels: Array((0..<side * side).map { _ in color + [255] }.joined()))
      try image.png().write(to: folder.appendingPathComponent("f\(k).png"))
    }
    let url = folder.appendingPathComponent("config.json")
    try Data(PixiBehaviourTests.config([behaviour]).utf8).write(to: url)
    return try Pixi.importFile(url)
  }

  /// The colour at the centre of frame `k` of `cell`'s atlas.
  static func color(ofFrame k: Int, _ cell: CellDeclaration) throws -> [UInt8] {
    let atlas = try TextureImage.decode(
      try Data(contentsOf: URL(fileURLWithPath: try #require(cell.contents))))
    let (w, h) = (atlas.width / cell.flipbookColumns, atlas.height / cell.flipbookRows)
    let (x, y) = ((k % cell.flipbookColumns) * w + w / 2, (k / cell.flipbookColumns) * h + h / 2)
    let at = (y * atlas.width + x) * 4
    return Array(atlas.pixels[at..<at + 3])
  }

  @Test func animatedSinglePlaysEveryFrameAtItsFrameRate() throws {
    let result = try Self.importing(
      #"{ "type": "animatedSingle", "config": { "anim": { "textures": ["f0.png", "f1.png", { "texture": "f2.png", "count": 2 }, "f3.png"], "framerate": 12, "loop": true } } }"#
    )
    let cell = try Pixi.cell(result)
    #expect(cell.flipbookFrameCount == 5 && cell.flipbookColumns * cell.flipbookRows >= 5)
    #expect(cell.flipbookFrameRate == 12 && !cell.flipbookOverLife && cell.flipbookLoops)
    for (k, expected) in [0, 1, 2, 2, 3].enumerated() {
      #expect(try Self.color(ofFrame: k, cell) == Self.colors[expected], "frame \(k)")
    }
    #expect(!result.warnings.contains { $0.instead.contains("first frame") })
    // The written effect loads, its atlas beside it.
    let loaded = try Pixi.load(result)
    #expect(loaded.declaration.layers[0].emitterCells[0].flipbookFrameCount == 5)
  }

  /// pixi's -1 spreads the frames over the life; without `loop` the last is held. A frame smaller
  /// than the largest sits in the middle of its cell, clear around it.
  @Test func framerateMinusOneIsOverLifeAndNoLoopHolds() throws {
    let result = try Self.importing(
      #"{ "type": "animatedSingle", "config": { "anim": { "textures": ["f0.png", "f3.png"], "framerate": -1 } } }"#
    )
    let cell = try Pixi.cell(result)
    #expect(cell.flipbookOverLife && !cell.flipbookLoops && cell.flipbookFrameCount == 2)
    let atlas = try TextureImage.decode(
      try Data(contentsOf: URL(fileURLWithPath: try #require(cell.contents))))
    #expect(atlas.width == 16 && atlas.height == 8)
    #expect(Array(atlas.pixels[(4 * 16 + 12) * 4..<(4 * 16 + 12) * 4 + 4]) == [255, 255, 0, 255])
    #expect(atlas.pixels[(0 * 16 + 8) * 4 + 3] == 0, "the smaller frame's cell is clear at its corner")
  }

  @Test func animatedRandomMakesOneFlipbookCellPerAnimation() throws {
    let result = try Self.importing(
      #"{ "type": "animatedRandom", "config": { "anims": [{ "textures": ["f0.png", "f1.png"], "framerate": 6 }, { "textures": ["f2.png", "f3.png", "f0.png"], "framerate": "matchLife", "loop": true }] } }"#
    )
    let cells = try Pixi.cells(result)
    #expect(cells.count == 2)
    #expect(cells[0].flipbookFrameCount == 2 && cells[0].flipbookFrameRate == 6)
    #expect(cells[1].flipbookFrameCount == 3 && cells[1].flipbookOverLife && cells[1].flipbookLoops)
    #expect(try Self.color(ofFrame: 2, cells[1]) == Self.colors[0])
    #expect(!result.warnings.contains { $0.instead.contains("first frame") })
  }

  /// Frames that cannot share one texture, and more frames than a grid holds, import as the first
  /// frame with the reason, naming the field.
  @Test func anAtlasTooLargeDrawsTheFirstFrameSayingWhy() throws {
    let folder = Pixi.folder()
    try TextureImage(width: 1024, height: 1024, pixels: [UInt8](repeating: 255, count: 1024 * 1024 * 4)).png()
      .write(to: folder.appendingPathComponent("big.png"))
    let url = folder.appendingPathComponent("config.json")
    try Data(
      PixiBehaviourTests.config([
        #"{ "type": "animatedSingle", "config": { "anim": { "textures": [{ "texture": "big.png", "count": 20 }] } } }"#
      ]).utf8
    ).write(to: url)
    let result = try Pixi.importFile(url)
    #expect(Pixi.warns(result, "behaviors[0].config.anim", "do not fit one 4096-pixel texture"))
    #expect(try Pixi.cell(result).flipbookFrameCount == 0)
    let many = Array(repeating: #"{ "texture": "f0.png", "count": 1000 }"#, count: 66).joined(separator: ", ")
    let huge = try Self.importing(
      #"{ "type": "animatedSingle", "config": { "anim": { "textures": [\#(many)] } } }"#)
    #expect(Pixi.warns(huge, "behaviors[0].config.anim", "66000 frames; a flipbook has at most 65536"))
  }
}
