import Foundation
import GlintCore
import GlintFiles

/// A pixi animation (`animatedSingle`, `animatedRandom`) as a Glint flipbook: pixi plays a list
/// of textures, Glint a grid of frames in one image, so the frames are drawn into one atlas (a
/// grid of equal cells, each frame centred in its cell at its own size) written to the image
/// store, and the cell plays its cells at pixi's frame rate (`-1` or "matchLife": over each
/// particle's life), looping or holding the last as pixi's `loop` says. The atlas keeps the
/// frames' pixels as they are: a frame the size of its cell draws as pixi draws it.
struct PixiFlipbook {
  /// The frames' grid and the atlas file.
  var contents: String
  var columns: Int
  var rows: Int
  var frames: Int

  /// The most pixels an atlas has a side.
  static let maxSide = TextureImage.maxSide

  /// The atlas of `animation`'s frames, or a one-line reason it cannot be made (a frame that is
  /// missing or unreadable, too many frames, or an atlas larger than a texture may be).
  init(_ animation: PixiAnimation, textures: PixiTextures) throws(TextureError) {
    let names = animation.textures
    let mostFrames = EmitterCell.mostFlipbookFrames
    guard names.count <= mostFrames else {
      throw TextureError(reason: "\(names.count) frames; a flipbook has at most \(mostFrames)")
    }
    var decoded: [String: TextureImage] = [:]
    for name in names where decoded[name] == nil {
      decoded[name] = try textures.image(named: name).withAlpha(premultiplied: false)
    }
    let cellWidth = decoded.values.map(\.width).max() ?? 1
    let cellHeight = decoded.values.map(\.height).max() ?? 1
    let grid = Self.grid(frames: names.count, cellWidth: cellWidth, cellHeight: cellHeight)
    guard grid.columns * cellWidth <= Self.maxSide, grid.rows * cellHeight <= Self.maxSide else {
      throw TextureError(
        reason:
          "\(names.count) frames of \(cellWidth) × \(cellHeight) pixels do not fit one \(Self.maxSide)-pixel texture"
      )
    }
    var atlas = TextureImage(
      width: grid.columns * cellWidth, height: grid.rows * cellHeight,
      pixels: [UInt8](repeating: 0, count: grid.columns * cellWidth * grid.rows * cellHeight * 4))
    for (index, name) in names.enumerated() {
      guard let frame = decoded[name] else { continue }
      let x = (index % grid.columns) * cellWidth + (cellWidth - frame.width) / 2
      let y = (index / grid.columns) * cellHeight + (cellHeight - frame.height) / 2
      atlas.draw(frame, atX: x, y: y)
    }
    let png = atlas.png()
    guard !png.isEmpty else { throw TextureError(reason: "its atlas could not be encoded as a PNG") }
    do throws(ImageStoreError) {
      contents = try textures.images.store(png: png, stem: textures.stem + "-flipbook")
    } catch {
      throw TextureError(reason: error.reason)
    }
    (columns, rows, frames) = (grid.columns, grid.rows, names.count)
  }

  /// The grid for `frames` cells: the squarest whose atlas is no wider than it is tall by more
  /// than a cell, so both sides stay within a texture's as long as they can.
  static func grid(frames: Int, cellWidth: Int, cellHeight: Int) -> (columns: Int, rows: Int) {
    var columns = 1
    while columns * cellWidth < ((frames + columns - 1) / columns) * cellHeight && columns < frames {
      columns += 1
    }
    return (columns, (frames + columns - 1) / columns)
  }

  /// Sets `cell` to play the flipbook as `animation` says.
  func apply(to cell: inout CellDeclaration, _ animation: PixiAnimation) {
    cell.contents = contents
    cell.flipbookColumns = columns
    cell.flipbookRows = rows
    cell.flipbookFrameCount = frames
    cell.flipbookLoops = animation.loop
    if let rate = animation.framerate {
      cell.flipbookFrameRate = Float(rate)
      cell.flipbookOverLife = false
    } else {
      cell.flipbookOverLife = true
    }
  }
}

extension TextureImage {
  /// Copies `image`'s pixels into this one with its top-left corner at (x, y).
  mutating func draw(_ image: TextureImage, atX x: Int, y: Int) {
    for row in 0..<image.height {
      let from = row * image.width * 4
      let to = ((y + row) * width + x) * 4
      pixels.replaceSubrange(to..<to + image.width * 4, with: image.pixels[from..<from + image.width * 4])
    }
  }
}
