@preconcurrency internal import CEpoxy
import Foundation

/// The two sprite programs, one per draw path, built from the same shader folder so a hot
/// reload replaces both or neither.
struct SpritePrograms {
  let quads: SpriteProgram
  let points: SpriteProgram

  init(directory: URL, lifetime: ContextLifetime) throws(RenderError) {
    quads = try SpriteProgram(
      directory: directory, vertex: "sprite.vert", fragment: "sprite.frag", lifetime: lifetime)
    points = try SpriteProgram(
      directory: directory, vertex: "sprite-point.vert", fragment: "sprite-point.frag", lifetime: lifetime)
  }

  func releaseGL() {
    quads.program.releaseGL()
    points.program.releaseGL()
  }
}

/// A sprite program and the places of its uniforms, looked up once.
struct SpriteProgram {
  let program: ShaderProgram
  private let viewPoints: GLint
  private let spritePixels: GLint
  private let pixelsPerPoint: GLint

  init(directory: URL, vertex: String, fragment: String, lifetime: ContextLifetime) throws(RenderError) {
    program = try ShaderProgram(directory: directory, vertex: vertex, fragment: fragment, lifetime: lifetime)
    viewPoints = program.uniform("viewPoints")
    spritePixels = program.uniform("spritePixels")
    pixelsPerPoint = program.uniform("pixelsPerPoint")
    epoxy_glUseProgram(program.id)
    epoxy_glUniform1i(program.uniform("sprite"), 0)
  }

  /// Makes this the program and sets its uniforms for `view` and a sprite of `spritePixels`.
  func use(view: View, spritePixels size: (Float, Float)) {
    epoxy_glUseProgram(program.id)
    epoxy_glUniform2f(viewPoints, view.pane.width, view.pane.height)
    epoxy_glUniform2f(spritePixels, size.0, size.1)
    epoxy_glUniform1f(pixelsPerPoint, view.scale)
  }
}
