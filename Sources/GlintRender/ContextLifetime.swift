/// The life of one OpenGL context, so that no GL call outlives it, whatever order Swift releases
/// things in.
///
/// Every GL object Glint makes (a `SpriteRenderer`, a `Framebuffer`, a `GPUTimer`) registers with
/// the lifetime of the context it was made in. `end()` deletes all of them while the context is
/// still current, then marks the context gone; an object released later makes no GL call, and
/// drawing with it does nothing. `HeadlessContext` and `WindowContext` end their lifetime before
/// they destroy their context. A program that owns its own context (its own GLFW window) makes a
/// `ContextLifetime`, hands it to the renderer, and calls `end()` before destroying the context,
/// with the context current.
///
/// Contexts Glint makes also know how to become current for a moment, so an object released
/// while another context is current still deletes its names in its own.
public final class ContextLifetime {
  /// Whether the context is still there: GL objects may make calls.
  public private(set) var isAlive = true
  private var resources: [WeakResource] = []
  /// Makes the context current and returns what puts the previous one back; nil for a host's
  /// context, which the host keeps current.
  private let makeCurrent: (() -> () -> Void)?

  /// The lifetime of a context the program made itself and keeps current while it uses Glint.
  public init() { makeCurrent = nil }

  init(makeCurrent: @escaping () -> () -> Void) { self.makeCurrent = makeCurrent }

  /// Runs `body` (GL calls for this context) with the context current, if it is still there.
  func whileCurrent(_ body: () -> Void) {
    guard isAlive else { return }
    let restore = makeCurrent?()
    body()
    restore?()
  }

  /// Deletes every GL object still registered (the context must be current), then marks the
  /// context gone. Later calls do nothing.
  public func end() {
    guard isAlive else { return }
    for entry in resources.reversed() { entry.resource?.releaseGL() }
    resources.removeAll()
    isAlive = false
  }

  /// Registers an object whose GL names must be deleted before the context goes.
  func register(_ resource: any GLResource) {
    resources.removeAll { $0.resource == nil }
    resources.append(WeakResource(resource: resource))
  }
}

/// An object that owns GL names; `releaseGL()` deletes them once (it may be called by the
/// context's `end()` and again from `deinit`).
protocol GLResource: AnyObject {
  func releaseGL()
}

private struct WeakResource {
  weak var resource: (any GLResource)?
}
