import Foundation

/// Finds the images a pixi config names. pixi takes textures from the program (a name is a key
/// into its loader's cache), so the file beside the config is the best guess: the name as given,
/// then with ".png". Glint draws PNG files; anything else falls back to a built-in sprite with a
/// warning, and so does a legacy config, which names no texture at all.
struct PixiTextures {
  /// The config's folder.
  let folder: URL
  /// The built-in sprite drawn when no image is found: a soft round dot, like pixi's usual
  /// particle.png.
  static let fallback = "dot"

  /// The cell's `contents` for `name`: an absolute PNG path, or the fallback with a warning.
  func contents(for name: String, key: String, warnings: inout [ImportWarning]) -> String {
    for candidate in candidates(name) {
      let url =
        (candidate.hasPrefix("/")
        ? URL(fileURLWithPath: candidate) : folder.appendingPathComponent(candidate))
        .standardizedFileURL
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
      else {
        continue
      }
      if Self.isPNG(url) { return url.path }
      warnings.append(
        ImportWarning(
          key: key, instead: "'\(name)' is not a PNG image: drawn with the built-in \(Self.fallback) sprite"))
      return Self.fallback
    }
    warnings.append(
      ImportWarning(
        key: key,
        instead: "no image '\(name)' beside the config: drawn with the built-in \(Self.fallback) sprite"))
    return Self.fallback
  }

  /// The name as given, then with ".png" when it has no extension.
  private func candidates(_ name: String) -> [String] {
    guard !name.isEmpty, !name.contains("://") else { return [] }
    return URL(fileURLWithPath: name).pathExtension.isEmpty ? [name, name + ".png"] : [name]
  }

  /// Whether the file starts with PNG's signature.
  static func isPNG(_ url: URL) -> Bool {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
    defer { try? handle.close() }
    let head = (try? handle.read(upToCount: 8)) ?? Data()
    return head == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }

  /// A cell's name for a texture: its file name without folder or extension ("Fire" for
  /// "images/Fire.png"), or "particle".
  static func cellName(_ texture: String?) -> String {
    guard let texture, !texture.isEmpty else { return "particle" }
    let stem = URL(fileURLWithPath: texture).deletingPathExtension().lastPathComponent
    return stem.isEmpty ? "particle" : stem
  }
}
