@preconcurrency internal import CEpoxy

/// Which OpenGL 3.3 profile the contexts Glint makes ask for.
///
/// In a compatibility context the renderer draws plain points (GL_POINT_SPRITE off, each pixel's
/// place in its sprite from gl_FragCoord), which llvmpipe rasterises as rectangles instead of
/// evaluating a sprite point's four edges: on llvmpipe about a fifth less CPU a frame of 10k
/// sparks (`make bench`), the same picture. In a core context (a host's, or asked for) points are point sprites.
public enum ContextProfile: Sendable {
  /// Compatibility where the driver has it, core otherwise.
  case compatibility
  /// Core only.
  case core

  /// Whether the current context has the compatibility profile.
  static var currentIsCompatibility: Bool {
    var mask: GLint = 0
    epoxy_glGetIntegerv(GLenum(GL_CONTEXT_PROFILE_MASK), &mask)
    return mask & GLint(GL_CONTEXT_COMPATIBILITY_PROFILE_BIT) != 0
  }
}
