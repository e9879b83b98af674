@preconcurrency import CEpoxy
import GlintCore
import GlintRender
import Testing

/// GL objects and their context can go in any order: once a context has ended, nothing made in
/// it calls GL again. A call on a dead context would land in whichever context is current, so
/// each test keeps a second, live context current and checks it is unharmed.
@Suite(.serialized)
struct TeardownTests {
  /// Drains GL's error flags of the current context.
  func glErrors() -> [GLenum] {
    var errors: [GLenum] = []
    while errors.count < 16 {
      let error = epoxy_glGetError()
      if error == GLenum(GL_NO_ERROR) { break }
      errors.append(error)
    }
    return errors
  }

  /// Draws one white 8 × 8 square with `target` and checks the picture.
  func expectDrawsRight(_ target: OffscreenRenderer, _ comment: Comment) {
    let image = draw([sprite(x: 16, y: 16, scale: 8)], sprite: "solid", on: target)
    #expect(image.litPixels.count == 64, comment)
    #expect(glErrors().isEmpty, comment)
  }

  @Test func theContextGoesFirstThenItsObjects() throws {
    var context: HeadlessContext? = try HeadlessContext()
    var renderer: SpriteRenderer? = try SpriteRenderer(lifetime: context!.lifetime)
    var framebuffer: Framebuffer? = try Framebuffer(width: 32, height: 32, lifetime: context!.lifetime)
    var timer: GPUTimer? = GPUTimer(lifetime: context!.lifetime)
    framebuffer?.bind()
    renderer?.setViewport(
      pane: Rect(x: 0, y: 0, width: 32, height: 32), scale: 1, framebufferPixels: (32, 32), background: .clear
    )
    timer?.begin()
    renderer?.draw(
      [sprite(x: 16, y: 16, scale: 8)], batches: [DrawBatch(sprite: "spark", additive: true, range: 0..<1)])
    timer?.end()
    #expect(renderer?.isUsable == true)

    let other = try OffscreenRenderer(size: Size(width: 32, height: 32))
    expectDrawsRight(other, "before")
    context = nil
    #expect(renderer?.isUsable == false)
    // Drawing with objects of the ended context does nothing and does not crash.
    other.context.makeCurrent()
    renderer?.draw(
      [sprite(x: 4, y: 4, scale: 8)], batches: [DrawBatch(sprite: "solid", additive: true, range: 0..<1)])
    framebuffer?.bind()
    timer?.begin()
    timer?.end()
    #expect(framebuffer?.read().litPixels.isEmpty == true)
    expectDrawsRight(other, "after drawing with the ended context's objects")
    // Releasing them now makes no GL call: the live context keeps its program, buffers,
    // textures and framebuffer (the same names the dead context used).
    renderer = nil
    framebuffer = nil
    timer = nil
    expectDrawsRight(other, "after releasing the ended context's objects")
  }

  @Test func theObjectsGoFirstThenTheContext() throws {
    var target: OffscreenRenderer? = try OffscreenRenderer(size: Size(width: 32, height: 32))
    expectDrawsRight(target!, "the first target")
    let other = try OffscreenRenderer(size: Size(width: 32, height: 32))
    target = nil
    expectDrawsRight(other, "after the first target went")
  }

  /// Released while another context is current, a renderer deletes its names in its own context
  /// (the same numbers name the other context's objects) and leaves the other one current.
  @Test func anObjectReleasedWhileAnotherContextIsCurrentDeletesInItsOwn() throws {
    let context = try HeadlessContext()
    var renderer: SpriteRenderer? = try SpriteRenderer(lifetime: context.lifetime)
    let framebuffer = try Framebuffer(width: 32, height: 32, lifetime: context.lifetime)
    renderer?.draw(
      [sprite(x: 16, y: 16, scale: 8)], batches: [DrawBatch(sprite: "solid", additive: true, range: 0..<1)])
    let other = try OffscreenRenderer(size: Size(width: 32, height: 32))
    expectDrawsRight(other, "before")
    renderer = nil
    // No begin(): the draw goes to whatever context is current, which must still be `other`'s.
    other.framebuffer.bind()
    other.renderer.setViewport(
      pane: Rect(x: 0, y: 0, width: 32, height: 32), scale: 1, framebufferPixels: (32, 32), background: .clear
    )
    other.renderer.draw(
      [sprite(x: 8, y: 8, scale: 8)], batches: [DrawBatch(sprite: "solid", additive: true, range: 0..<1)])
    #expect(other.framebuffer.read().litPixels.count == 64)
    expectDrawsRight(other, "after")
    context.makeCurrent()
    #expect(framebuffer.read().width == 32)
    #expect(glErrors().isEmpty)
  }

  @Test func anObjectReleasedByHandDrawsNothingMore() throws {
    let target = try OffscreenRenderer(size: Size(width: 32, height: 32))
    expectDrawsRight(target, "before")
    target.renderer.releaseGL()
    #expect(!target.renderer.isUsable)
    // Neither the clear nor the new square reaches the picture: it is the one drawn before.
    let image = draw([sprite(x: 6, y: 6, scale: 8)], sprite: "solid", on: target)
    #expect(!image.isLit(x: 5, y: 5) && image.litPixels.count == 64)
    #expect(glErrors().isEmpty)
  }

  @Test func aRendererCannotBeMadeInAnEndedContext() throws {
    let lifetime = ContextLifetime()
    lifetime.end()
    #expect(throws: RenderError.self) { _ = try SpriteRenderer(lifetime: lifetime) }
    #expect(throws: RenderError.self) { _ = try Framebuffer(width: 8, height: 8, lifetime: lifetime) }
  }
}
