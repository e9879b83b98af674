@preconcurrency internal import CEpoxy

/// An offscreen RGBA8 target: headless drawing goes here and is read back as an image.
public final class Framebuffer: GLResource {
  public let width: Int
  public let height: Int
  private var framebuffer: GLuint = 0
  private var colorBuffer: GLuint = 0
  private let lifetime: ContextLifetime
  private var released = false

  /// Makes and binds a framebuffer of `width` × `height` pixels in the context of `lifetime`
  /// (current on this thread).
  public init(width: Int, height: Int, lifetime: ContextLifetime) throws(RenderError) {
    guard lifetime.isAlive else { throw .gl("the context of this framebuffer has ended") }
    var largest: GLint = 0
    epoxy_glGetIntegerv(GLenum(GL_MAX_RENDERBUFFER_SIZE), &largest)
    guard width > 0, height > 0, width <= Int(largest), height <= Int(largest) else {
      throw .gl("a \(width) × \(height) framebuffer is outside 1…\(largest) pixels")
    }
    self.width = width
    self.height = height
    self.lifetime = lifetime
    epoxy_glGenFramebuffers(1, &framebuffer)
    epoxy_glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
    epoxy_glGenRenderbuffers(1, &colorBuffer)
    epoxy_glBindRenderbuffer(GLenum(GL_RENDERBUFFER), colorBuffer)
    epoxy_glRenderbufferStorage(
      GLenum(GL_RENDERBUFFER), GLenum(GL_RGBA8), GLsizei(width), GLsizei(height))
    epoxy_glFramebufferRenderbuffer(
      GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), colorBuffer)
    lifetime.register(self)
    let status = epoxy_glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
    guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
      throw .gl("framebuffer incomplete (status 0x\(String(status, radix: 16)))")
    }
  }

  deinit { releaseGL() }

  func releaseGL() {
    guard !released else { return }
    released = true
    lifetime.whileCurrent {
      epoxy_glDeleteRenderbuffers(1, &colorBuffer)
      epoxy_glDeleteFramebuffers(1, &framebuffer)
    }
  }

  /// Makes this the target of drawing (nothing once its context has ended).
  public func bind() {
    guard lifetime.isAlive, !released else { return }
    epoxy_glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
  }

  /// Waits for drawing to finish and reads the pixels back, top row first (an empty picture of
  /// the same size once the context has ended).
  public func read() -> RenderedImage {
    guard lifetime.isAlive, !released else {
      return RenderedImage(
        width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }
    bind()
    return Framebuffer.readBound(width: width, height: height)
  }

  /// Makes the window's own framebuffer the target again.
  public static func bindWindow() {
    epoxy_glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
  }

  /// Reads whatever framebuffer is bound (a window's: after drawing, before swapping), top row
  /// first. Leaves the pixel-pack state as it found it.
  public static func readBound(width: Int, height: Int) -> RenderedImage {
    var packBuffer: GLint = 0
    var alignment: GLint = 4
    var rowLength: GLint = 0
    epoxy_glGetIntegerv(GLenum(GL_PIXEL_PACK_BUFFER_BINDING), &packBuffer)
    epoxy_glGetIntegerv(GLenum(GL_PACK_ALIGNMENT), &alignment)
    epoxy_glGetIntegerv(GLenum(GL_PACK_ROW_LENGTH), &rowLength)
    epoxy_glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
    epoxy_glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
    epoxy_glPixelStorei(GLenum(GL_PACK_ROW_LENGTH), 0)
    defer {
      epoxy_glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), GLuint(bitPattern: packBuffer))
      epoxy_glPixelStorei(GLenum(GL_PACK_ALIGNMENT), alignment)
      epoxy_glPixelStorei(GLenum(GL_PACK_ROW_LENGTH), rowLength)
    }
    var bottomUp = [UInt8](repeating: 0, count: width * height * 4)
    epoxy_glReadPixels(
      0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &bottomUp)
    let row = width * 4
    var pixels = [UInt8](repeating: 0, count: bottomUp.count)
    for y in 0..<height {
      let from = (height - 1 - y) * row
      pixels.replaceSubrange(y * row..<(y + 1) * row, with: bottomUp[from..<from + row])
    }
    return RenderedImage(width: width, height: height, pixels: pixels)
  }

  /// Waits until the GPU has finished every command given so far: for benchmarks that time
  /// drawing, never in a frame loop.
  @_spi(Benchmarks) public static func finish() { epoxy_glFinish() }
}
