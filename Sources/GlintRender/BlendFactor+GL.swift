@preconcurrency internal import CEpoxy
import GlintCore

extension BlendFactor {
  /// The GL enum of the factor.
  var gl: GLenum { GLenum(glValue) }
}

extension SpriteBlend {
  /// Whether a fragment of colour zero leaves what is drawn as it is: a point holds the corners
  /// around a turned sprite, which the shader colours zero, and where this is false they would
  /// change the picture, so such batches draw as quads, which cover only the sprite.
  var leavesDestinationUnderClearColor: Bool {
    [.one, .oneMinusSourceColor, .oneMinusSourceAlpha].contains(factors.destination)
  }
}
