@preconcurrency internal import CEpoxy
import Foundation
import GlintCore

/// The sprites as GL textures, made on first use: built-ins by name, anything else read as an
/// image file (`SpriteLookup`). A file that cannot be read gets one warning naming the effect, the
/// cell and the file, and the built-in spark.
final class SpriteTextures: GLResource {
  /// A texture, its size in pixels, and the shape the shaders can compute instead of sampling it.
  struct Texture {
    var id: GLuint
    var width: Int
    var height: Int
    var shape: SpriteShape
  }

  /// A texture's image and whether its file's colour is already premultiplied (read as it is).
  private struct Key: Hashable {
    var lookup: SpriteLookup
    var premultipliedFile: Bool
  }

  private var textures: [Key: Texture] = [:]
  private let warn: (String) -> Void
  private let lifetime: ContextLifetime

  /// `warn` receives one line per unreadable sprite file.
  init(lifetime: ContextLifetime, warn: @escaping (String) -> Void) {
    self.warn = warn
    self.lifetime = lifetime
    lifetime.register(self)
  }

  deinit { releaseGL() }

  func releaseGL() {
    lifetime.whileCurrent {
      for texture in textures.values {
        var id = texture.id
        epoxy_glDeleteTextures(1, &id)
      }
    }
    textures.removeAll()
  }

  /// The texture a batch draws, made (and mipmapped) the first time it is asked for.
  /// Binds nothing it does not say: making a texture binds it to the active unit.
  func texture(for batch: DrawBatch) -> Texture {
    let lookup = SpriteLookup(name: batch.sprite, folder: batch.imageFolder)
    // Built-in sprites are made premultiplied whatever the cell says.
    let key = Key(
      lookup: lookup,
      premultipliedFile: batch.contentsPremultiplied && !SpriteImage.builtInNames.contains(batch.sprite))
    if let texture = textures[key] { return texture }
    let image: SpriteImage
    var shape = SpriteShape(spriteNamed: batch.sprite)
    if let path = lookup.path {
      do {
        image = try SpriteImage.load(path: path, alreadyPremultiplied: key.premultipliedFile)
      } catch {
        warn(lookup.warning(error, cell: batch.cell))
        image = SpriteImage.builtIn(named: "spark")!
        shape = .spark
      }
    } else {
      image = SpriteImage.builtIn(named: batch.sprite)!
    }
    let texture = upload(image, shape: shape)
    textures[key] = texture
    return texture
  }

  /// Deletes the textures that may have been read from the files at `paths` (however the path
  /// is spelled), so the next use reads each file again.
  func forget(_ paths: [String]) {
    let wanted = Set(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
    let keys = textures.keys.filter { key in
      key.lookup.candidates.contains { wanted.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }
    }
    lifetime.whileCurrent {
      for key in keys {
        var id = textures[key]!.id
        epoxy_glDeleteTextures(1, &id)
      }
    }
    for key in keys { textures[key] = nil }
  }

  private func upload(_ image: SpriteImage, shape: SpriteShape) -> Texture {
    var id: GLuint = 0
    epoxy_glGenTextures(1, &id)
    epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), id)
    image.pixels.withUnsafeBytes { bytes in
      epoxy_glTexImage2D(
        GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(image.width), GLsizei(image.height), 0,
        GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
    }
    epoxy_glGenerateMipmap(GLenum(GL_TEXTURE_2D))
    // Filters and wrapping come from the batch's sampler object (SpriteSamplers).
    return Texture(id: id, width: image.width, height: image.height, shape: shape)
  }
}
