@preconcurrency import CEpoxy
import Foundation
import GlintCore
import GlintShaders

/// Draws packed particles as instanced, textured quads: one draw call per batch of the same
/// sprite and blend, premultiplied, additive batches ONE + ONE and the others source-over.
///
/// Space is points with the origin top-left and y down; the viewport maps a rectangle of points
/// to framebuffer pixels (points × content scale). Needs a current GL 3.3 context on this thread.
public final class SpriteRenderer {
  public let sprites: SpriteTextures
  /// Where the GLSL files are read from (the checkout's Shaders/ by default).
  public let shaderDirectory: URL
  private var program: ShaderProgram
  private let stream = InstanceStream()
  private var viewPointsLocation: GLint = -1
  private var spritePixelsLocation: GLint = -1

  /// Builds the sprite program from `shaderDirectory`; `warn` receives one line per sprite
  /// file that cannot be read.
  public init(
    shaderDirectory: URL = ShaderSources.directory,
    warn: @escaping (String) -> Void = SpriteRenderer.warnOnStandardError
  ) throws(RenderError) {
    self.shaderDirectory = shaderDirectory
    program = try ShaderProgram(
      directory: shaderDirectory, vertex: "sprite.vert", fragment: "sprite.frag")
    sprites = SpriteTextures(warn: warn)
    locateUniforms()
  }

  /// Rebuilds the program from the shader files; on failure the last good program stays.
  public func reloadShaders() throws(RenderError) {
    program = try ShaderProgram(
      directory: shaderDirectory, vertex: "sprite.vert", fragment: "sprite.frag")
    locateUniforms()
  }

  /// Draws into `pane` (points) of a framebuffer `framebufferPixels` large at `scale` pixels per
  /// point; clears the pane to `background` first when one is given.
  public func setViewport(
    pane: Rect, scale: Float, framebufferPixels: (width: Int, height: Int), background: Color?
  ) {
    let x = GLint((pane.x * scale).rounded())
    let width = GLsizei((pane.width * scale).rounded())
    let height = GLsizei((pane.height * scale).rounded())
    let y = GLint(framebufferPixels.height) - GLint((pane.y * scale).rounded()) - height
    epoxy_glViewport(x, y, width, height)
    if let background {
      epoxy_glEnable(GLenum(GL_SCISSOR_TEST))
      epoxy_glScissor(x, y, width, height)
      let c = background
      epoxy_glClearColor(c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha)
      epoxy_glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
      epoxy_glDisable(GLenum(GL_SCISSOR_TEST))
    }
    useProgram()
    epoxy_glUniform2f(viewPointsLocation, pane.width, pane.height)
  }

  /// Uploads and draws everything in `buffer`.
  public func draw(_ buffer: InstanceBuffer) {
    upload(buffer.instances.baseAddress!, count: buffer.count)
    drawUploaded(buffer.batches)
  }

  /// Uploads and draws instances made by hand (text, tests).
  public func draw(_ instances: [SpriteInstance], batches: [DrawBatch]) {
    instances.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      upload(base, count: buffer.count)
      drawUploaded(batches)
    }
  }

  /// Streams instances to the GPU without waiting for earlier draws.
  public func upload(_ instances: UnsafePointer<SpriteInstance>, count: Int) {
    stream.upload(instances, count: count)
  }

  /// Draws the batches of the last upload again (the benchmark's floor uses this alone).
  public func drawUploaded(_ batches: [DrawBatch]) {
    useProgram()
    stream.bind()
    epoxy_glEnable(GLenum(GL_BLEND))
    epoxy_glActiveTexture(GLenum(GL_TEXTURE0))
    var additive: Bool? = nil
    var textureID: GLuint? = nil
    for batch in batches where !batch.range.isEmpty {
      if additive != batch.additive {
        additive = batch.additive
        let destination = batch.additive ? GL_ONE : GL_ONE_MINUS_SRC_ALPHA
        epoxy_glBlendFunc(GLenum(GL_ONE), GLenum(destination))
      }
      let texture = sprites.texture(named: batch.sprite)
      if textureID != texture.id {
        textureID = texture.id
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), texture.id)
        epoxy_glUniform2f(spritePixelsLocation, Float(texture.width), Float(texture.height))
      }
      stream.pointInstances(at: batch.range.lowerBound)
      epoxy_glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(batch.range.count))
    }
    stream.pointInstances(at: 0)
    stream.fenceDraws()
  }

  /// Whether instances stream through a persistently mapped ring (GL 4.4) rather than orphaning.
  public var streamsThroughPersistentRing: Bool { stream.isPersistent }

  private func useProgram() {
    epoxy_glUseProgram(program.id)
  }

  /// Looks the uniforms up once per program, not per frame.
  private func locateUniforms() {
    epoxy_glUseProgram(program.id)
    viewPointsLocation = program.uniform("viewPoints")
    spritePixelsLocation = program.uniform("spritePixels")
    epoxy_glUniform1i(program.uniform("sprite"), 0)
  }

  /// The default warning sink: one line on standard error.
  public static func warnOnStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
