@preconcurrency internal import CEpoxy
import Foundation
import GlintCore

/// Draws ribbons (`RibbonVertex` strips, batches with `isRibbon`): the same programs whatever
/// path draws the sprites, since a ribbon is triangles on every path. Its vertices are read
/// through the point layout, whose attributes are per vertex over the same upload.
///
/// One program per shape, as the sprites have (`SpritePrograms`): a built-in sprite is computed
/// rather than sampled, which on llvmpipe is most of a ribbon's pixel (a long ribbon has many),
/// and the solid sprite, which trails mostly use, is no work at all. All come from one reading
/// of the shader folder; the sampled and the solid programs are made at once, others when first
/// drawn.
final class RibbonPrograms {
  private let files: ShaderFiles
  private let lifetime: ContextLifetime
  private let warn: (String) -> Void
  private var programs: ProgramCache<SpriteShape>

  init(directory: URL, lifetime: ContextLifetime, warn: @escaping (String) -> Void) throws(RenderError) {
    let files = ShaderFiles(directory: directory)
    (self.files, self.lifetime, self.warn) = (files, lifetime, warn)
    programs = try ProgramCache(making: [.image, .solid]) { shape throws(RenderError) in
      try RibbonPrograms.make(shape, files: files, lifetime: lifetime)
    }
  }

  /// The program that draws ribbons of `shape` (`image`: sampled from the texture), made on
  /// first use; one that fails to build is said once and replaced by the sampled program.
  func program(drawing shape: SpriteShape) -> SpriteProgram {
    let (files, lifetime) = (files, lifetime)
    return programs.program(
      shape, fallback: .image, instead: "drawing the ribbon's sprite from its texture instead", warn: warn
    ) { shape throws(RenderError) in try Self.make(shape, files: files, lifetime: lifetime) }
  }

  private static func make(
    _ shape: SpriteShape, files: ShaderFiles, lifetime: ContextLifetime
  ) throws(RenderError) -> SpriteProgram {
    try SpriteProgram(
      program: ShaderProgram(
        files: files, vertex: "ribbon.vert", fragment: "ribbon.frag",
        vertexLibrary: [], fragmentLibrary: ["sprite-fade.glsl", "sprite-shapes.glsl"],
        defines: shape.defines, lifetime: lifetime))
  }

  /// Draws `count` strip vertices from vertex `first` of the upload (the point layout bound)
  /// with the program in use.
  func drawStrip(first: Int, count: Int) {
    epoxy_glDrawArrays(GLenum(GL_TRIANGLE_STRIP), GLint(first), GLsizei(count))
  }

  func releaseGL() { programs.releaseGL() }
}
