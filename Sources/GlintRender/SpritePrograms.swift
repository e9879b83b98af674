@preconcurrency internal import CEpoxy
import Foundation
import GlintCore

/// The sprite programs: one per way of laying sprites out and per shape (images sampled from
/// their textures, each built-in sprite computed from its own constants), all built from one
/// reading of the shader folder, so a hot reload replaces all or none.
///
/// The programs that images and sparks use are made at once, so a broken file is reported at
/// once (every computed program is the spark's code with other constants) and every file has
/// been read; the others are made when first drawn, from the same text.
final class SpritePrograms {
  /// How a program lays sprites out.
  enum Layout: Hashable {
    /// Instanced quads (sprite.vert).
    case quads
    /// Points holding the turned, cropped sprite (sprite-point.vert).
    case points
    /// Points holding only the circle of a whole round sprite (sprite-point.vert's ROUND).
    case roundPoints
    /// Points holding only the ellipse of a whole round sprite stretched along its velocity
    /// (sprite-point.vert's ROUND and STRETCHED).
    case stretchedRoundPoints

    /// Whether the layout holds only a round sprite's colour, which other shapes lack.
    var isRound: Bool { self == .roundPoints || self == .stretchedRoundPoints }
  }

  private struct Key: Hashable {
    var layout: Layout
    var shape: SpriteShape
  }

  private let files: ShaderFiles
  private let lifetime: ContextLifetime
  private let warn: (String) -> Void
  private var programs: ProgramCache<Key>

  /// Whether points are plain (sprite-point.vert's PLAIN) rather than point sprites.
  private let plainPoints: Bool

  init(directory: URL, lifetime: ContextLifetime, plainPoints: Bool, warn: @escaping (String) -> Void)
    throws(RenderError)
  {
    let files = ShaderFiles(directory: directory)
    (self.files, self.lifetime, self.plainPoints, self.warn) = (files, lifetime, plainPoints, warn)
    let keys = [
      Key(layout: .quads, shape: .image), Key(layout: .points, shape: .image),
      Key(layout: .quads, shape: .spark),
      Key(layout: .points, shape: .spark), Key(layout: .roundPoints, shape: .spark),
    ]
    programs = try ProgramCache(making: keys) { key throws(RenderError) in
      try SpritePrograms.make(key, files: files, lifetime: lifetime, plainPoints: plainPoints)
    }
  }

  /// The program that lays `shape` out as `layout` (`image`: sampled from the texture), made on
  /// first use. One that fails to build (its constants broke it) is said once and replaced by
  /// the sampled program.
  func program(_ layout: Layout, drawing shape: SpriteShape) -> SpriteProgram {
    let key = Key(layout: layout.isRound && !shape.isRound ? .points : layout, shape: shape)
    let (files, lifetime, plainPoints) = (files, lifetime, plainPoints)
    return programs.program(
      key, fallback: Key(layout: layout == .quads ? .quads : .points, shape: .image),
      instead: "drawing the sprite from its texture instead", warn: warn
    ) { key throws(RenderError) in
      try Self.make(key, files: files, lifetime: lifetime, plainPoints: plainPoints)
    }
  }

  private static func make(
    _ key: Key, files: ShaderFiles, lifetime: ContextLifetime, plainPoints: Bool
  ) throws(RenderError) -> SpriteProgram {
    let (vertex, fragment) =
      key.layout == .quads ? ("sprite.vert", "sprite.frag") : ("sprite-point.vert", "sprite-point.frag")
    let defines =
      key.shape.defines + (key.layout.isRound ? ["ROUND"] : [])
      + (key.layout == .stretchedRoundPoints ? ["STRETCHED"] : [])
      + (key.layout != .quads && plainPoints ? ["PLAIN"] : [])
    return try SpriteProgram(
      program: ShaderProgram(
        files: files, vertex: vertex, fragment: fragment,
        vertexLibrary: key.layout == .quads ? [] : ["sprite-fade.glsl"],
        fragmentLibrary: ["sprite-fade.glsl", "sprite-shapes.glsl"],
        defines: defines,
        lifetime: lifetime))
  }

  func releaseGL() { programs.releaseGL() }
}

/// A sprite program and the places of its uniforms, looked up once.
struct SpriteProgram {
  let program: ShaderProgram
  private let viewPoints: GLint
  private let spritePixels: GLint
  private let pixelsPerPoint: GLint
  private let straightColor: GLint
  private let viewport: GLint
  /// The frame and added length of stretched sprites (-1 in the round, unstretched points').
  private let stretch: GLint
  /// Points to clip coordinates through a guard band's viewport (ribbons' only).
  private let toClip: GLint

  init(program: ShaderProgram) {
    self.program = program
    viewport = program.uniform("viewport")
    viewPoints = program.uniform("viewPoints")
    spritePixels = program.uniform("spritePixels")
    pixelsPerPoint = program.uniform("pixelsPerPoint")
    straightColor = program.uniform("straightColor")
    stretch = program.uniform("stretch")
    toClip = program.uniform("toClip")
    epoxy_glUseProgram(program.id)
    epoxy_glUniform1i(program.uniform("sprite"), 0)
  }

  /// Makes this the program and sets its uniforms for `view` and a sprite of `spritePixels`,
  /// with the particle's colour premultiplied or left straight (`SpriteBlend.straightColor`),
  /// stretched along the velocity when `stretched` says how, drawn through `band`'s viewport
  /// where the program maps its points through one.
  func use(
    view: View, spritePixels size: (Float, Float), straightColor straight: Bool = false,
    stretched: SpriteStretch? = nil, band: GuardBand? = nil
  ) {
    epoxy_glUseProgram(program.id)
    if toClip >= 0, let band {
      epoxy_glUniform4f(toClip, band.scale.x, band.scale.y, band.offset.x, band.offset.y)
    }
    if stretch >= 0 {
      let s = stretched ?? SpriteStretch(frameWidth: 0, frameHeight: 0, length: 0)
      epoxy_glUniform3f(stretch, s.frameWidth, s.frameHeight, s.length)
    }
    epoxy_glUniform2f(viewPoints, view.pane.width, view.pane.height)
    epoxy_glUniform2f(spritePixels, size.0, size.1)
    epoxy_glUniform1f(pixelsPerPoint, view.scale)
    epoxy_glUniform1f(straightColor, straight ? 1 : 0)
    let box = view.pixelBox
    epoxy_glUniform4f(viewport, Float(box.x), Float(box.y), Float(box.width), Float(box.height))
  }
}
