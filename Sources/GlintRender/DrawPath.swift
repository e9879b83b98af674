import Foundation

/// How sprites become pixels. Both draw the same picture; which is faster depends on the driver.
///
/// - `points`: one GL point per particle; the fragment shader turns and crops the sprite (its
///   place in the point from `gl_PointCoord`, or for plain points from `gl_FragCoord`). On a software rasteriser (Mesa's llvmpipe) this is far cheaper than
///   quads, whose four vertices and two triangles per particle cost more than the pixels.
/// - `quads`: one instanced quad per particle. The fallback for sprites larger than the driver's
///   largest point and for sprites that are not square (text, borders, non-square sprites or
///   contentsRects; sprites stretched along their velocity are points, each holding its turned
///   rectangle, unless a batch's are so long and thin that quads cost less), and the choice on
///   hardware GPUs.
///
/// Where llvmpipe's time goes (measured with `make bench`, 10k 8-point sparks at 1280 × 720):
/// each instanced quad costs it a heap allocation and four vertices, a point one vertex and no
/// allocation; a clear with the scissor test on becomes a drawn full-screen quad, so a pane
/// that covers the whole framebuffer is cleared without it. Per point, a filtered texture sample
/// cost more than the rest of the pixel, so the built-in sprites are computed instead
/// (sprite-shapes.glsl), and a round sprite's fades, the same all over its point, are set up
/// once a point by the vertex shader. A point sprite is rasterised as four edges evaluated over
/// its 4 × 4 blocks; a plain point (GL_POINT_SPRITE off, which needs a compatibility context:
/// `ContextProfile`) as a rectangle, with no edges, its place in the sprite found from
/// gl_FragCoord and its centre. Setup and binning run on the drawing thread, and the
/// rasteriser's threads wait for them unless the frame is handed over in parts (`HandOff`).
/// Counted in instructions (callgrind, which is deterministic where timings on a shared machine
/// are not), a frame of 10k sparks as plain points is about 51 million (as point sprites 64):
/// about half in the JIT-compiled shaders (the spark's arithmetic about a tenth of the frame),
/// the rest llvmpipe's own work per point (vertex fetch, setup, binning, the rectangle's blocks),
/// against about 137 million for the draw before (a scissored clear, then instanced quads
/// sampling the mipmapped texture).
public enum DrawPath: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Points on software rasterisers, quads on GPUs.
  case automatic = "auto"
  case points
  case quads

  /// The environment variable that overrides the automatic choice: points, quads or auto.
  public static let environmentVariable = "GLINT_DRAW_PATH"

  public var description: String { rawValue }

  /// Reads "points", "quads" or "auto"; anything else is refused naming `origin` (the option or
  /// variable it came from) and what is allowed.
  public init(parsing text: String, origin: String) throws(RenderError) {
    guard let path = DrawPath(rawValue: text.lowercased()) else {
      let allowed = DrawPath.allCases.map(\.rawValue).joined(separator: ", ")
      throw .setting(name: origin, value: text, allowed: allowed)
    }
    self = path
  }

  /// `requested`, or when it is `automatic`, what GLINT_DRAW_PATH asks for (still possibly
  /// automatic).
  static func requested(_ requested: DrawPath, environment: [String: String]) throws(RenderError) -> DrawPath
  {
    guard requested == .automatic, let text = environment[environmentVariable], !text.isEmpty else {
      return requested
    }
    return try DrawPath(parsing: text, origin: environmentVariable)
  }

  /// The path for a driver named `renderer` (GL_RENDERER) when the choice is automatic: points
  /// on software rasterisers, where they measured about twice as fast as quads, quads elsewhere.
  public static func fastest(forDriver renderer: String) -> DrawPath {
    isSoftwareRasteriser(renderer) ? .points : .quads
  }

  /// Whether a driver named `renderer` (GL_RENDERER) rasterises on the CPU.
  static func isSoftwareRasteriser(_ renderer: String) -> Bool {
    let name = renderer.lowercased()
    let software = ["llvmpipe", "softpipe", "swrast", "software", "swr"]
    return software.contains { name.contains($0) }
  }
}

/// Choices a program makes when it creates a `SpriteRenderer`.
public struct RenderOptions: Sendable {
  /// `automatic` picks by driver (and GLINT_DRAW_PATH overrides it); `points` or `quads` force
  /// a path (where points cannot draw a batch, quads still do).
  public var drawPath: DrawPath
  /// How instances reach the GPU; `orphaning` forces the fallback.
  public var streaming: StreamingMode
  /// The longest the CPU waits for the GPU to finish with ring storage, in seconds, before
  /// saying so and falling back to orphaning.
  public var fenceTimeout: Double
  /// Whether the fragment shaders compute the built-in sprites (spark, dot, ring, star, solid)
  /// from their formulas rather than sample their textures: the same picture, and on a software
  /// rasteriser much cheaper than a filtered texture sample. Images are always sampled.
  public var computeBuiltInSprites: Bool
  /// When sprites go to the rasteriser: in parts on software rasterisers by default, so their
  /// threads shade while the rest are set up (`HandOff`).
  public var handOff: HandOff
  /// Whether points are drawn plain (GL_POINT_SPRITE off) where the context has the
  /// compatibility profile: the same picture, rasterised by llvmpipe as rectangles
  /// (`ContextProfile`). In a core context points are always point sprites.
  public var plainPoints: Bool

  public init(
    drawPath: DrawPath = .automatic, streaming: StreamingMode = .automatic, fenceTimeout: Double = 2,
    computeBuiltInSprites: Bool = true, handOff: HandOff = .automatic, plainPoints: Bool = true
  ) {
    self.drawPath = drawPath
    self.streaming = streaming
    self.fenceTimeout = fenceTimeout
    self.computeBuiltInSprites = computeBuiltInSprites
    self.handOff = handOff
    self.plainPoints = plainPoints
  }
}
