import Foundation
import GlintCore

/// Where a cell's `contents` is read from: a built-in sprite by name; else, for an effect that
/// ships images, the file of that name in its folder (with ".png" added, tried first, when the
/// name has no extension); else the name as a file path (absolute, or relative to the working
/// directory).
struct SpriteLookup: Hashable {
  var name: String
  var folder: ImageFolder?

  /// The file to read, or nil for a built-in sprite.
  var path: String? {
    guard SpriteImage.builtIn(named: name) == nil else { return nil }
    let candidates = self.candidates
    return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates.first
  }

  /// The files that may hold the image, first choice first.
  var candidates: [String] {
    // A name without an extension is most likely an image's: its .png is the file a warning names.
    let names = (name as NSString).pathExtension.isEmpty ? [name + ".png", name] : [name]
    var paths: [String] = []
    if let folder, !name.hasPrefix("/") {
      paths += names.map { (folder.path as NSString).appendingPathComponent($0) }
    }
    return paths + names
  }

  /// The warning for an image that could not be read, naming the effect and cell when known.
  func warning(_ error: RenderError, cell: String) -> String {
    var owner = ""
    if let folder { owner += "effect '\(folder.effect)', " }
    if !cell.isEmpty { owner += "cell '\(cell)', " }
    return "warning: \(owner)sprite \(error); drawing the built-in spark instead"
  }
}
