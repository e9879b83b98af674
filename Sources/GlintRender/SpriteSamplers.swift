@preconcurrency internal import CEpoxy
import GlintCore

/// One GL sampler object per way of sampling sprites (`SpriteSampling`: a cell's
/// magnificationFilter, minificationFilter and minificationFilterBias), made on first use and
/// bound to texture unit 0 for each batch, so one texture serves cells that filter it differently.
final class SpriteSamplers: GLResource {
  private var samplers: [SpriteSampling: GLuint] = [:]
  private let lifetime: ContextLifetime

  init(lifetime: ContextLifetime) {
    self.lifetime = lifetime
    lifetime.register(self)
  }

  deinit { releaseGL() }

  func releaseGL() {
    lifetime.whileCurrent {
      for sampler in samplers.values {
        var id = sampler
        epoxy_glDeleteSamplers(1, &id)
      }
    }
    samplers.removeAll()
  }

  /// The sampler for `sampling`.
  func sampler(for sampling: SpriteSampling) -> GLuint {
    if let id = samplers[sampling] { return id }
    var id: GLuint = 0
    epoxy_glGenSamplers(1, &id)
    let minification: Int32 =
      switch sampling.minification {
      case .linear: GL_LINEAR
      case .nearest: GL_NEAREST
      case .trilinear: GL_LINEAR_MIPMAP_LINEAR
      }
    epoxy_glSamplerParameteri(id, GLenum(GL_TEXTURE_MIN_FILTER), minification)
    epoxy_glSamplerParameteri(
      id, GLenum(GL_TEXTURE_MAG_FILTER), sampling.magnification == .nearest ? GL_NEAREST : GL_LINEAR)
    epoxy_glSamplerParameterf(
      id, GLenum(GL_TEXTURE_LOD_BIAS), sampling.minification == .trilinear ? sampling.bias : 0)
    epoxy_glSamplerParameteri(id, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
    epoxy_glSamplerParameteri(id, GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
    samplers[sampling] = id
    return id
  }
}
