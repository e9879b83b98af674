import Foundation

/// The sprite an imported cell draws: an image file (a path) or a built-in sprite, with its
/// width in pixels (the size keys are in points of a square quad: scale = size / width).
struct ImportedSprite: Equatable {
  var contents: String
  var width: Double
  /// Whether the image's colour is already multiplied by its alpha.
  var premultiplied = false

  /// The built-in soft dot, 32 pixels wide.
  static let builtInDot = ImportedSprite(contents: "dot", width: 32)
}

enum ParticleDesignerTexture {
  /// The file's texture (texture decoding comes next); the built-in dot for now.
  static func load(
    _ emitter: ParticleDesignerEmitter, source: ImportSource, warnings: inout [ImportWarning]
  ) -> ImportedSprite {
    .builtInDot
  }
}
