@preconcurrency internal import CEpoxy

/// A viewport larger than the pane, which ribbons are drawn through, with their points mapped
/// to clip space so that they land on the same pixels as through the pane's own viewport.
///
/// llvmpipe has no guard band: its draw module clips every triangle with a vertex outside the
/// viewport, and a part of a draw that holds one such vertex goes down its general path (a
/// function call per triangle, and per few hundred vertices a pass over every vertex of the
/// part), which cost 10k falling sparks' ribbons, some of which always cross the screen's edge,
/// about 3 of their 21 ms a frame (glint-bench-render trails). Through a viewport a pane larger
/// on every side, none of them is clipped; pixels past the framebuffer are never drawn, and a
/// pane smaller than it is scissored (`SpriteRenderer.apply`).
struct GuardBand: Equatable {
  /// The viewport, in framebuffer pixels with y up.
  var box: (x: Int32, y: Int32, width: Int32, height: Int32)
  /// Clip coordinates from the pane's points: x × scale + offset, and y likewise before it is
  /// flipped (points run down, clip space up).
  var scale: SIMD2<Float>
  var offset: SIMD2<Float>

  static func == (a: GuardBand, b: GuardBand) -> Bool {
    a.box == b.box && a.scale == b.scale && a.offset == b.offset
  }

  /// The band around `view`'s pane: as much as the pane's own size more on each side, within
  /// the largest viewport the driver takes (`Limits`).
  init(around view: View, limits: Limits) {
    let pane = view.pixelBox
    // Where GL would clamp the viewport's size or origin, the mapping would be wrong: the margin
    // stays within both.
    func margin(_ side: Int32, _ origin: Int32, _ largest: Int32) -> Int32 {
      max(0, min(side, (largest - side) / 2, origin - limits.lowestOrigin))
    }
    let mx = margin(pane.width, pane.x, limits.largest.width)
    let my = margin(pane.height, pane.y, limits.largest.height)
    box = (pane.x - mx, pane.y - my, pane.width + 2 * mx, pane.height + 2 * my)
    // A point p lands at pixel pane.x + p × pane.width / view.pane.width, as through the pane's
    // viewport; through the band that is clip x = (p × pane.width / view.pane.width + mx) × 2 /
    // box.width − 1.
    func axis(_ pixels: Int32, _ points: Float, _ margin: Int32, _ whole: Int32) -> (Float, Float) {
      guard points > 0, whole > 0 else { return (0, -1) }
      return (2 * Float(pixels) / points / Float(whole), 2 * Float(margin) / Float(whole) - 1)
    }
    let (sx, ox) = axis(pane.width, view.pane.width, mx, box.width)
    let (sy, oy) = axis(pane.height, view.pane.height, my, box.height)
    (scale, offset) = (SIMD2(sx, sy), SIMD2(ox, oy))
  }

  /// The largest viewport the driver takes and the least origin it keeps, read once a renderer.
  struct Limits {
    var largest: (width: Int32, height: Int32)
    var lowestOrigin: Int32

    /// The current context's (GL_MAX_VIEWPORT_DIMS, and GL_VIEWPORT_BOUNDS_RANGE where there
    /// are viewport arrays; without them GL keeps any origin).
    static func current() -> Limits {
      var dimensions: [GLint] = [0, 0]
      epoxy_glGetIntegerv(GLenum(GL_MAX_VIEWPORT_DIMS), &dimensions)
      var lowest = Int32.min / 2
      if epoxy_gl_version() >= 41 || epoxy_has_gl_extension("GL_ARB_viewport_array") {
        var range: [GLint] = [0, 0]
        epoxy_glGetIntegerv(GLenum(GL_VIEWPORT_BOUNDS_RANGE), &range)
        lowest = range[0]
      }
      return Limits(largest: (max(0, dimensions[0]), max(0, dimensions[1])), lowestOrigin: lowest)
    }
  }
}
