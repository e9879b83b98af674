@preconcurrency internal import CEpoxy
import GlintCore

/// The two vertex layouts over the instance stream: one vertex per particle for GL points, and
/// a shared unit quad with one instance per particle for instanced quads.
final class SpriteVertexArrays: GLResource {
  private var pointArray: GLuint = 0
  private var quadArray: GLuint = 0
  private var cornerBuffer: GLuint = 0
  /// Whether draws can start at an instance (GL 4.2): the quad layout is pointed once per upload
  /// instead of once per batch.
  let hasBaseInstance: Bool
  private let lifetime: ContextLifetime
  private var released = false
  private static let stride = GLsizei(MemoryLayout<SpriteInstance>.stride)

  init(lifetime: ContextLifetime) {
    self.lifetime = lifetime
    hasBaseInstance = epoxy_gl_version() >= 42 || epoxy_has_gl_extension("GL_ARB_base_instance")
    epoxy_glGenVertexArrays(1, &pointArray)
    epoxy_glGenVertexArrays(1, &quadArray)
    epoxy_glBindVertexArray(quadArray)
    epoxy_glGenBuffers(1, &cornerBuffer)
    epoxy_glBindBuffer(GLenum(GL_ARRAY_BUFFER), cornerBuffer)
    let corners: [Float] = [-0.5, -0.5, 0.5, -0.5, -0.5, 0.5, 0.5, 0.5]
    corners.withUnsafeBytes { bytes in
      epoxy_glBufferData(GLenum(GL_ARRAY_BUFFER), bytes.count, bytes.baseAddress, GLenum(GL_STATIC_DRAW))
    }
    epoxy_glEnableVertexAttribArray(0)
    epoxy_glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 8, nil)
    for (array, divisor) in [(quadArray, GLuint(1)), (pointArray, 0)] {
      epoxy_glBindVertexArray(array)
      for location: GLuint in 1...3 {
        epoxy_glEnableVertexAttribArray(location)
        epoxy_glVertexAttribDivisor(location, divisor)
      }
    }
    lifetime.register(self)
  }

  deinit { releaseGL() }

  func releaseGL() {
    guard !released else { return }
    released = true
    lifetime.whileCurrent {
      epoxy_glDeleteBuffers(1, &cornerBuffer)
      epoxy_glDeleteVertexArrays(1, &pointArray)
      epoxy_glDeleteVertexArrays(1, &quadArray)
    }
  }

  /// Binds the point layout with vertex 0 at byte `offset` of `buffer`.
  func bindPoints(buffer: GLuint, offset: Int) {
    epoxy_glBindVertexArray(pointArray)
    point(buffer: buffer, offset: offset)
  }

  /// Binds the quad layout with instance 0 at byte `offset` of `buffer`.
  func bindQuads(buffer: GLuint, offset: Int) {
    epoxy_glBindVertexArray(quadArray)
    point(buffer: buffer, offset: offset)
  }

  /// Points the three per-particle attributes of the bound layout at `offset`.
  private func point(buffer: GLuint, offset: Int) {
    epoxy_glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
    func attribute(_ location: GLuint, field: Int) {
      epoxy_glVertexAttribPointer(
        location, 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), Self.stride,
        UnsafeRawPointer(bitPattern: offset + field))
    }
    attribute(1, field: 0)  // placement
    attribute(2, field: 16)  // colour
    attribute(3, field: 32)  // sprite rectangle
  }

  func bindPointsOnly() { epoxy_glBindVertexArray(pointArray) }
  func bindQuadsOnly() { epoxy_glBindVertexArray(quadArray) }
}
