import Foundation
import GlintFiles

/// Finds the images a pixi config names. pixi takes textures from the program (a name is a key
/// into its loader's cache), so the file beside the config is the best guess: the name as given,
/// then with ".png". A PNG is named as it is; any other image stb_image or libtiff reads (a JPEG,
/// a TIFF) is written as a PNG to the image store, its shape kept (pixi draws a texture at its
/// own size). A missing or unreadable image falls back to a built-in sprite with a warning, and
/// so does a legacy config, which names no texture at all.
struct PixiTextures {
  /// The config's folder.
  let folder: URL
  let images: ImageStore
  /// The config's name without its extension: the stored images' names start with it.
  let stem: String
  /// The built-in sprite drawn when no image is found: a soft round dot, like pixi's usual
  /// particle.png.
  static let fallback = "dot"
  /// The most bytes of an image read.
  static let maxImageBytes = 16 << 20

  /// The cell's `contents` for `name`: an absolute PNG path, or the fallback with a warning.
  func contents(for name: String, key: String, warnings: inout [ImportWarning]) -> String {
    guard let url = candidates(name).first(where: isFile) else {
      warnings.append(
        ImportWarning(
          key: key,
          instead: "no image '\(name)' beside the config: drawn with the built-in \(Self.fallback) sprite"))
      return Self.fallback
    }
    do throws(TextureError) {
      let bytes: Data
      do throws(InputFile.Problem) {
        bytes = try InputFile.contents(url.path, limit: Self.maxImageBytes)
      } catch {
        throw TextureError(reason: error.description)
      }
      let image = try TextureImage.decode(bytes)
      if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && !image.premultiplied { return url.path }
      let png = image.withAlpha(premultiplied: false).png()
      guard !png.isEmpty else { throw TextureError(reason: "it could not be encoded as a PNG") }
      do throws(ImageStoreError) {
        return try images.store(png: png, stem: stem)
      } catch {
        throw TextureError(reason: error.reason)
      }
    } catch {
      warnings.append(
        ImportWarning(
          key: key, instead: "'\(name)': \(error.reason): drawn with the built-in \(Self.fallback) sprite"))
      return Self.fallback
    }
  }

  /// The image `name` names beside the config, decoded; a one-line reason when it is missing
  /// or cannot be read.
  func image(named name: String) throws(TextureError) -> TextureImage {
    guard let url = candidates(name).first(where: isFile) else {
      throw TextureError(reason: "no image '\(name)' beside the config", missing: true)
    }
    let bytes: Data
    do throws(InputFile.Problem) {
      bytes = try InputFile.contents(url.path, limit: Self.maxImageBytes)
    } catch {
      throw TextureError(reason: "'\(name)': \(error.description)")
    }
    do throws(TextureError) {
      return try TextureImage.decode(bytes)
    } catch {
      throw TextureError(reason: "'\(name)': \(error.reason)")
    }
  }

  /// The name as given, then with ".png" when it has no extension, beside the config.
  private func candidates(_ name: String) -> [URL] {
    guard !name.isEmpty, !name.contains("://") else { return [] }
    let names = URL(fileURLWithPath: name).pathExtension.isEmpty ? [name, name + ".png"] : [name]
    return names.map { name in
      (name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appendingPathComponent(name))
        .standardizedFileURL
    }
  }

  private func isFile(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
  }

  /// A cell's name for a texture: its file name without folder or extension ("Fire" for
  /// "images/Fire.png"), or "particle".
  static func cellName(_ texture: String?) -> String {
    guard let texture, !texture.isEmpty else { return "particle" }
    let stem = URL(fileURLWithPath: texture).deletingPathExtension().lastPathComponent
    return stem.isEmpty ? "particle" : stem
  }
}
