import Foundation

/// How sprites become pixels. Both draw the same picture; which is faster depends on the driver.
///
/// - `points`: one GL point per particle; the fragment shader turns and crops the sprite
///   (`gl_PointCoord`). On a software rasteriser (Mesa's llvmpipe) this is far cheaper than
///   quads, whose four vertices and two triangles per particle cost more than the pixels.
/// - `quads`: one instanced quad per particle. The fallback for sprites larger than the driver's
///   largest point and for sprites that are not square (text, borders, non-square sprites or
///   contentsRects), and the choice on hardware GPUs.
///
/// Where llvmpipe's time goes (measured with `make bench`, 10k 8-point sprites at 1280 × 720):
/// each instanced quad costs it a heap allocation and four vertices, a point one vertex and no
/// allocation; a clear with the scissor test on becomes a drawn full-screen quad, so a pane
/// that covers the whole framebuffer is cleared without it; what remains is per pixel, about
/// half of it the trilinear texture sample both paths share.
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
    let name = renderer.lowercased()
    let software = ["llvmpipe", "softpipe", "swrast", "software", "swr"]
    return software.contains { name.contains($0) } ? .points : .quads
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

  public init(
    drawPath: DrawPath = .automatic, streaming: StreamingMode = .automatic, fenceTimeout: Double = 2
  ) {
    self.drawPath = drawPath
    self.streaming = streaming
    self.fenceTimeout = fenceTimeout
  }
}
