@preconcurrency internal import CEpoxy

/// An OpenGL 3.3 context with no window and no X server: EGL on Mesa's surfaceless platform;
/// compatibility profile unless `core` is asked for or the driver has none (`ContextProfile`).
/// Drawing goes into a `Framebuffer`. The context is made current on the creating thread
/// (`makeCurrent()` makes it current again after another); keep it and all GL work on that one
/// thread.
///
/// Releasing it ends its `lifetime` first: every GL object made in it is deleted while it is
/// still current, and objects released later make no GL call.
public final class HeadlessContext {
  private let display: EGLDisplay
  private let context: EGLContext
  /// The GL objects made in this context register here.
  public let lifetime: ContextLifetime

  /// Makes the context current, or explains what was tried and what to install or set.
  public init(profile: ContextProfile = .compatibility) throws(RenderError) {
    let tried = "EGL on Mesa's surfaceless platform (eglGetPlatformDisplayEXT, OpenGL 3.3)"
    let advice =
      "install Mesa's EGL and software rasteriser (libegl-mesa0 libgl1-mesa-dri; scripts/install-deps.sh"
      + " does it), and unset __EGL_VENDOR_LIBRARY_FILENAMES and LIBGL_DRIVERS_PATH if they point elsewhere"
    func failure(_ step: String) -> RenderError {
      let code = String(epoxy_eglGetError(), radix: 16)
      return .noContext(tried: tried, advice: "\(step) failed (EGL error 0x\(code)); \(advice)")
    }
    guard epoxy_has_egl_extension(nil, "EGL_MESA_platform_surfaceless"),
      epoxy_has_egl_extension(nil, "EGL_EXT_platform_base")
    else {
      throw .noContext(tried: tried, advice: "EGL has no surfaceless platform; \(advice)")
    }
    guard
      let display = epoxy_eglGetPlatformDisplayEXT(
        EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil)
    else { throw failure("eglGetPlatformDisplayEXT") }
    var major: EGLint = 0
    var minor: EGLint = 0
    guard epoxy_eglInitialize(display, &major, &minor) != 0 else { throw failure("eglInitialize") }
    guard epoxy_eglBindAPI(EGLenum(EGL_OPENGL_API)) != 0 else {
      _ = epoxy_eglTerminate(display)
      throw failure("eglBindAPI(OpenGL)")
    }
    let configAttributes: [EGLint] = [
      EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT,
      EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE,
    ]
    var config: EGLConfig?
    var configCount: EGLint = 0
    guard epoxy_eglChooseConfig(display, configAttributes, &config, 1, &configCount) != 0,
      configCount > 0
    else {
      _ = epoxy_eglTerminate(display)
      throw failure("eglChooseConfig")
    }
    var made: EGLContext?
    for bit in profile == .core
      ? [EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT]
      : [EGL_CONTEXT_OPENGL_COMPATIBILITY_PROFILE_BIT, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT]
    where made == nil {
      let attributes = [
        EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3, EGL_CONTEXT_OPENGL_PROFILE_MASK, bit,
        EGL_NONE,
      ]
      made = epoxy_eglCreateContext(display, config, nil, attributes)
    }
    guard let context = made else {
      _ = epoxy_eglTerminate(display)
      throw failure("eglCreateContext(3.3)")
    }
    guard epoxy_eglMakeCurrent(display, nil, nil, context) != 0 else {
      _ = epoxy_eglDestroyContext(display, context)
      _ = epoxy_eglTerminate(display)
      throw failure("eglMakeCurrent(surfaceless)")
    }
    self.display = display
    self.context = context
    lifetime = ContextLifetime { HeadlessContext.makeCurrent(context, on: display) }
  }

  /// Makes `context` current and returns what makes the previous context current again.
  private static func makeCurrent(_ context: EGLContext, on display: EGLDisplay) -> () -> Void {
    let previous = epoxy_eglGetCurrentContext()
    guard previous != context else { return {} }
    let previousDisplay = epoxy_eglGetCurrentDisplay()
    let draw = epoxy_eglGetCurrentSurface(EGL_DRAW)
    let read = epoxy_eglGetCurrentSurface(EGL_READ)
    _ = epoxy_eglMakeCurrent(display, nil, nil, context)
    return {
      _ = epoxy_eglMakeCurrent(previousDisplay ?? display, draw, read, previous)
    }
  }

  deinit {
    makeCurrent()
    lifetime.end()
    _ = epoxy_eglMakeCurrent(display, nil, nil, nil)
    _ = epoxy_eglDestroyContext(display, context)
  }

  /// Makes this the current context of this thread (when another was made since).
  public func makeCurrent() {
    guard epoxy_eglGetCurrentContext() != context else { return }
    _ = epoxy_eglMakeCurrent(display, nil, nil, context)
  }
}
