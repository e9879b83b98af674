import Foundation
import GlintCore
import GlintShaders

/// Everything headless drawing needs in one place: an EGL context, a framebuffer of
/// `size` points at `scale` pixels per point, and the sprite renderer.
///
/// The framebuffer and the renderer belong to the context's `lifetime`: whichever of them Swift
/// releases first, no GL call runs after the context is gone.
public final class OffscreenRenderer {
  public let size: Size
  public let scale: Float
  public let context: HeadlessContext
  public let framebuffer: Framebuffer
  public let renderer: SpriteRenderer

  /// `shaderDirectory` nil reads the GLSL from `ShaderSources.directory`.
  public init(
    size: Size, scale: Float = 1, shaderDirectory: URL? = nil, options: RenderOptions = .init(),
    profile: ContextProfile = .compatibility,
    warn: @escaping (String) -> Void = SpriteRenderer.warnOnStandardError
  ) throws(RenderError) {
    self.size = size
    self.scale = scale
    context = try HeadlessContext(profile: profile)
    framebuffer = try Framebuffer(
      width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
      lifetime: context.lifetime)
    renderer = try SpriteRenderer(
      lifetime: context.lifetime, shaderDirectory: shaderDirectory ?? ShaderSources.directory,
      options: options,
      warn: warn)
  }

  /// The pixel size of the target.
  public var pixels: (width: Int, height: Int) { (framebuffer.width, framebuffer.height) }

  /// Makes this target's context current, clears `pane` (points; the whole target by default)
  /// to `background` and makes it the place the next draws go.
  public func begin(pane: Rect? = nil, background: Color?) {
    context.makeCurrent()
    framebuffer.bind()
    let whole = Rect(x: 0, y: 0, width: size.width, height: size.height)
    renderer.setViewport(
      pane: pane ?? whole, scale: scale, framebufferPixels: pixels, background: background)
  }

  /// Clears to `background`, draws `buffer`, and reads the picture back.
  public func render(_ buffer: InstanceBuffer, background: Color) -> RenderedImage {
    begin(background: background)
    renderer.draw(buffer)
    return framebuffer.read()
  }

  /// Reads the picture back (from this target's context).
  public func read() -> RenderedImage {
    context.makeCurrent()
    return framebuffer.read()
  }
}
