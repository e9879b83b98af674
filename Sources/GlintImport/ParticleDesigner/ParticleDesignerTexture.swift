import Foundation
import GlintFiles

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

/// A Particle Designer file's texture, found as cocos2d-x finds it: `textureFileName` beside the
/// plist first, then `textureImageData` (base64 of a gzip'd, zlib'd or raw PNG or TIFF). An image
/// Glint cannot name as it is (embedded, a TIFF, not square) is written as a square PNG into the
/// import's `ImageStore`; a TIFF keeps the premultiplied colour libtiff gives (the cell's
/// `contentsPremultiplied` says so), so no colour is lost to dividing it out. Anything broken
/// gives a warning and the built-in dot, never a failed import.
struct ParticleDesignerTexture {
  let source: ImportSource
  private(set) var warnings: [ImportWarning] = []

  /// The most bytes of a texture file read.
  static let maxFileBytes = 16 << 20

  init(source: ImportSource) {
    self.source = source
  }

  mutating func sprite(fileName: String?, imageData: String?) -> ImportedSprite {
    let hasData = !(imageData ?? "").isEmpty
    if let fileName, !fileName.isEmpty {
      switch fromFile(fileName) {
      case .success(let sprite): return sprite
      case .failure(let problem):
        // cocos2d-x turns to the embedded image without a word when the file is not there.
        if !(hasData && problem.missing) {
          warn(
            "textureFileName",
            problem.reason + "; " + (hasData ? "the embedded image is used instead" : dotInstead))
        }
      }
    }
    guard let imageData, hasData else {
      if fileName == nil || fileName == "" { warn("textureFileName", "missing; " + dotInstead) }
      return .builtInDot
    }
    switch fromEmbedded(imageData) {
    case .success(let sprite): return sprite
    case .failure(let problem):
      warn("textureImageData", "\(problem.reason); " + dotInstead)
      return .builtInDot
    }
  }

  private let dotInstead = "drawn with the built-in dot sprite"

  /// The named file, looked up as cocos2d-x does: the name relative to the plist's folder, then
  /// its last component alone in that folder.
  private func fromFile(_ name: String) -> Result<ImportedSprite, TextureError> {
    let folder = source.url.deletingLastPathComponent()
    var candidates: [URL] = []
    if !name.hasPrefix("/") { candidates.append(folder.appendingPathComponent(name)) }
    candidates.append(folder.appendingPathComponent((name as NSString).lastPathComponent))
    guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
      return .failure(TextureError(reason: "'\(name)' is not beside the file", missing: true))
    }
    let bytes: Data
    do throws(InputFile.Problem) {
      bytes = try InputFile.contents(url.path, limit: Self.maxFileBytes)
    } catch {
      return .failure(TextureError(reason: "'\(name)' \(error.description)"))
    }
    do throws(TextureError) {
      let image = try TextureImage.decode(bytes)
      let isPNG = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47])
      if isPNG && image.width == image.height && !image.premultiplied {
        return .success(ImportedSprite(contents: url.standardizedFileURL.path, width: Double(image.width)))
      }
      return store(image)
    } catch {
      return .failure(TextureError(reason: "'\(name)': \(error.reason)"))
    }
  }

  private func fromEmbedded(_ text: String) -> Result<ImportedSprite, TextureError> {
    guard var bytes = Data(base64Encoded: text, options: .ignoreUnknownCharacters), !bytes.isEmpty else {
      return .failure(TextureError(reason: "not valid base64 (\(text.count) characters)"))
    }
    if Inflate.isCompressed(bytes) {
      do throws(InflateError) {
        bytes = try Inflate.inflate(bytes)
      } catch {
        return .failure(TextureError(reason: error.reason))
      }
    }
    do throws(TextureError) {
      return store(try TextureImage.decode(bytes))
    } catch {
      return .failure(error)
    }
  }

  /// Writes the image square, as a PNG in the store.
  private func store(_ image: TextureImage) -> Result<ImportedSprite, TextureError> {
    let ready = image.squared()
    let png = ready.png()
    guard !png.isEmpty else {
      return .failure(TextureError(reason: "the image could not be encoded as a PNG"))
    }
    do throws(ImageStoreError) {
      let path = try source.images.store(png: png, stem: source.stem)
      return .success(
        ImportedSprite(contents: path, width: Double(ready.width), premultiplied: ready.premultiplied))
    } catch {
      return .failure(TextureError(reason: error.reason))
    }
  }

  private mutating func warn(_ key: String, _ instead: String) {
    warnings.append(ImportWarning(key: key, instead: instead))
  }
}
