@preconcurrency internal import CEpoxy
import Foundation

/// The sprites as GL textures, made on first use: built-ins by name, anything else read as an
/// image file. A file that cannot be read gets one warning naming it and the built-in spark.
final class SpriteTextures: GLResource {
  /// A texture, its size in pixels, and the shape the shaders can compute instead of sampling it.
  struct Texture {
    var id: GLuint
    var width: Int
    var height: Int
    var shape: SpriteShape
  }

  private var textures: [String: Texture] = [:]
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

  /// The texture for a sprite name, made (and mipmapped) the first time it is asked for.
  /// Binds nothing it does not say: making a texture binds it to the active unit.
  func texture(named name: String) -> Texture {
    if let texture = textures[name] { return texture }
    let image: SpriteImage
    var shape = SpriteShape(spriteNamed: name)
    if let builtIn = SpriteImage.builtIn(named: name) {
      image = builtIn
    } else {
      do {
        image = try SpriteImage.load(path: name)
      } catch {
        warn("warning: sprite \(error); drawing the built-in spark instead")
        image = SpriteImage.builtIn(named: "spark")!
        shape = .spark
      }
    }
    let texture = upload(image, shape: shape)
    textures[name] = texture
    return texture
  }

  /// Deletes the textures read from the files at `paths` (as named, or as the same path spelled
  /// another way), so the next use reads each file again.
  func forget(_ paths: [String]) {
    let wanted = Set(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
    let names = textures.keys.filter { name in
      paths.contains(name) || wanted.contains(URL(fileURLWithPath: name).standardizedFileURL.path)
    }
    lifetime.whileCurrent {
      for name in names {
        var id = textures[name]!.id
        epoxy_glDeleteTextures(1, &id)
      }
    }
    for name in names { textures[name] = nil }
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
    let target = GLenum(GL_TEXTURE_2D)
    epoxy_glTexParameteri(target, GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR_MIPMAP_LINEAR)
    epoxy_glTexParameteri(target, GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
    epoxy_glTexParameteri(target, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
    epoxy_glTexParameteri(target, GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
    return Texture(id: id, width: image.width, height: image.height, shape: shape)
  }
}
