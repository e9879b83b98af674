@preconcurrency internal import CEpoxy
import Foundation
import GlintCore

/// Draws ribbons (`RibbonVertex` strips, batches with `isRibbon`): the same program whatever
/// path draws the sprites, since a ribbon is triangles on every path. Its vertices are read
/// through the point layout, whose attributes are per vertex over the same upload.
struct RibbonProgram {
  let program: SpriteProgram

  init(directory: URL, lifetime: ContextLifetime) throws(RenderError) {
    program = try SpriteProgram(
      program: ShaderProgram(
        files: ShaderFiles(directory: directory), vertex: "ribbon.vert", fragment: "ribbon.frag",
        vertexLibrary: [], fragmentLibrary: ["sprite-fade.glsl", "sprite-shapes.glsl"], defines: [],
        lifetime: lifetime))
  }

  /// Draws `count` strip vertices from vertex `first` of the upload (the point layout bound),
  /// the sprite texture bound, in `view`.
  func draw(first: Int, count: Int, view: View, spritePixels: (Float, Float), straightColor: Bool) {
    program.use(view: view, spritePixels: spritePixels, straightColor: straightColor)
    epoxy_glDrawArrays(GLenum(GL_TRIANGLE_STRIP), GLint(first), GLsizei(count))
  }

  func releaseGL() { program.program.releaseGL() }
}
