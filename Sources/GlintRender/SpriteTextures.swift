@preconcurrency internal import CEpoxy

/// The sprites as GL textures, made on first use: built-ins by name, anything else read as an
/// image file. A file that cannot be read gets one warning naming it and the built-in spark.
final class SpriteTextures: GLResource {
  /// A texture and its size in pixels.
  struct Texture {
    var id: GLuint
    var width: Int
    var height: Int
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
    if let builtIn = SpriteImage.builtIn(named: name) {
      image = builtIn
    } else {
      do {
        image = try SpriteImage.load(path: name)
      } catch {
        warn("warning: sprite \(error); drawing the built-in spark instead")
        image = SpriteImage.builtIn(named: "spark")!
      }
    }
    let texture = upload(image)
    textures[name] = texture
    return texture
  }

  private func upload(_ image: SpriteImage) -> Texture {
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
    return Texture(id: id, width: image.width, height: image.height)
  }
}
