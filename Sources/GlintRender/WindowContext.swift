@preconcurrency internal import CGLFW
import GlintCore

/// A window with an OpenGL 3.3 context and vsync, through GLFW: compatibility profile unless
/// `core` is asked for or the driver has none (core is then forward-compatible; see
/// `ContextProfile`). This is the only file that speaks to GLFW.
///
/// Sizes: the window is measured in points, its framebuffer in pixels (points × content scale,
/// for HiDPI). Input comes out of `pollEvents()` in points, y down. Keep it and all GL work on
/// the thread that made it (the main thread: GLFW requires it). Only one window at a time.
/// Closing the window ends its `lifetime` first, so GL objects made in it (a `SpriteRenderer`)
/// may be released before or after it.
public final class WindowContext {
  private let window: OpaquePointer
  private let queue: EventQueue
  /// The GL objects made in this window's context register here.
  public let lifetime: ContextLifetime

  /// Opens a window `size` points large; failure says why and what to do instead.
  public init(
    title: String, size: Size, visible: Bool = true, profile: ContextProfile = .compatibility
  ) throws(RenderError) {
    guard glfwInit() == GLFW_TRUE else { throw .noWindow(reason: WindowContext.lastError()) }
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3)
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3)
    glfwWindowHint(GLFW_RESIZABLE, GLFW_TRUE)
    glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE)
    glfwWindowHint(GLFW_VISIBLE, visible ? GLFW_TRUE : GLFW_FALSE)
    var made: OpaquePointer?
    for candidate in profile == .core
      ? [GLFW_OPENGL_CORE_PROFILE] : [GLFW_OPENGL_COMPAT_PROFILE, GLFW_OPENGL_CORE_PROFILE]
    where made == nil {
      glfwWindowHint(GLFW_OPENGL_PROFILE, candidate)
      glfwWindowHint(
        GLFW_OPENGL_FORWARD_COMPAT, candidate == GLFW_OPENGL_CORE_PROFILE ? GLFW_TRUE : GLFW_FALSE)
      made = glfwCreateWindow(Int32(size.width.rounded()), Int32(size.height.rounded()), title, nil, nil)
    }
    guard let window = made else {
      let reason = WindowContext.lastError()
      glfwTerminate()
      throw .noWindow(reason: reason)
    }
    self.window = window
    queue = EventQueue()
    lifetime = ContextLifetime {
      let previous = glfwGetCurrentContext()
      glfwMakeContextCurrent(window)
      return { glfwMakeContextCurrent(previous) }
    }
    glfwMakeContextCurrent(window)
    glfwSwapInterval(1)
    glfwSetWindowUserPointer(window, Unmanaged.passUnretained(queue).toOpaque())
    installCallbacks()
  }

  deinit {
    glfwMakeContextCurrent(window)
    lifetime.end()
    glfwDestroyWindow(window)
    glfwTerminate()
  }

  /// Pixels per point (1 on an ordinary screen, 2 on a HiDPI one).
  public var contentScale: Float {
    var x: Float = 1
    var y: Float = 1
    glfwGetWindowContentScale(window, &x, &y)
    return x > 0 ? x : 1
  }

  /// The framebuffer's size in pixels; 0 × 0 while minimised.
  public var framebufferPixels: (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    glfwGetFramebufferSize(window, &width, &height)
    return (Int(width), Int(height))
  }

  /// The drawable area in points.
  public var pointSize: Size {
    let pixels = framebufferPixels
    let scale = contentScale
    return Size(width: Float(pixels.width) / scale, height: Float(pixels.height) / scale)
  }

  /// Whether the user asked to close the window (or `close()` was called).
  public var shouldClose: Bool { glfwWindowShouldClose(window) == GLFW_TRUE }

  public func close() { glfwSetWindowShouldClose(window, GLFW_TRUE) }

  public func setTitle(_ title: String) { glfwSetWindowTitle(window, title) }

  /// Shows the frame drawn since the last swap (waits for vsync).
  public func swapBuffers() { glfwSwapBuffers(window) }

  /// Handles pending window-system events and returns them, oldest first.
  public func pollEvents() -> [WindowEvent] {
    glfwPollEvents()
    return queue.drain()
  }

  /// Sleeps until an event arrives or `timeout` seconds pass (for a minimised or paused window).
  public func waitEvents(timeout: Double) -> [WindowEvent] {
    glfwWaitEventsTimeout(timeout)
    return queue.drain()
  }

  /// The cursor's place in points.
  public var cursor: Point {
    var x: Double = 0
    var y: Double = 0
    glfwGetCursorPos(window, &x, &y)
    return WindowContext.points(window, x, y)
  }

  /// Screen coordinates (what GLFW reports) to points.
  private static func points(_ window: OpaquePointer?, _ x: Double, _ y: Double) -> Point {
    var windowWidth: Int32 = 0
    var windowHeight: Int32 = 0
    var pixelWidth: Int32 = 0
    var pixelHeight: Int32 = 0
    var scale: Float = 1
    var unused: Float = 1
    glfwGetWindowSize(window, &windowWidth, &windowHeight)
    glfwGetFramebufferSize(window, &pixelWidth, &pixelHeight)
    glfwGetWindowContentScale(window, &scale, &unused)
    let ratio = windowWidth > 0 ? Double(pixelWidth) / Double(windowWidth) : 1
    let perPoint = Double(scale > 0 ? scale : 1)
    return Point(x: Float(x * ratio / perPoint), y: Float(y * ratio / perPoint))
  }

  private static func queue(of window: OpaquePointer?) -> EventQueue? {
    guard let pointer = glfwGetWindowUserPointer(window) else { return nil }
    return Unmanaged<EventQueue>.fromOpaque(pointer).takeUnretainedValue()
  }

  private static func lastError() -> String {
    var description: UnsafePointer<CChar>?
    let code = glfwGetError(&description)
    guard code != GLFW_NO_ERROR, let description else { return "GLFW could not start" }
    return String(cString: description)
  }

  private func installCallbacks() {
    glfwSetMouseButtonCallback(window) { window, button, action, _ in
      // Where the cursor was as of the events before this one: asking the window system now
      // would give where it is after all the events still queued.
      var x: Double = 0
      var y: Double = 0
      if let last = WindowContext.queue(of: window)?.lastCursor {
        (x, y) = last
      } else {
        glfwGetCursorPos(window, &x, &y)
      }
      let which: MouseButton =
        switch button {
        case GLFW_MOUSE_BUTTON_LEFT: .left
        case GLFW_MOUSE_BUTTON_RIGHT: .right
        case GLFW_MOUSE_BUTTON_MIDDLE: .middle
        default: .other(Int(button))
        }
      let place = WindowContext.points(window, x, y)
      WindowContext.queue(of: window)?.events.append(
        .mouseButton(which, pressed: action == GLFW_PRESS, at: place))
    }
    glfwSetCursorPosCallback(window) { window, x, y in
      WindowContext.queue(of: window)?.lastCursor = (x, y)
      WindowContext.queue(of: window)?.events.append(.cursorMoved(WindowContext.points(window, x, y)))
    }
    glfwSetCursorEnterCallback(window) { window, entered in
      WindowContext.queue(of: window)?.events.append(entered == GLFW_TRUE ? .cursorEntered : .cursorLeft)
    }
    glfwSetWindowFocusCallback(window) { window, focused in
      WindowContext.queue(of: window)?.events.append(focused == GLFW_TRUE ? .focusGained : .focusLost)
    }
    glfwSetFramebufferSizeCallback(window) { window, width, height in
      WindowContext.queue(of: window)?.events.append(.resized(width: Int(width), height: Int(height)))
    }
    glfwSetWindowCloseCallback(window) { window in
      WindowContext.queue(of: window)?.events.append(.closeRequested)
    }
    glfwSetKeyCallback(window) { window, key, _, action, _ in
      guard action == GLFW_PRESS || action == GLFW_RELEASE || action == GLFW_REPEAT else { return }
      WindowContext.queue(of: window)?.events.append(
        .key(WindowContext.key(key), pressed: action != GLFW_RELEASE, repeated: action == GLFW_REPEAT))
    }
    glfwSetCharCallback(window) { window, codepoint in
      guard let scalar = Unicode.Scalar(codepoint) else { return }
      WindowContext.queue(of: window)?.events.append(.character(scalar))
    }
    glfwSetScrollCallback(window) { window, x, y in
      WindowContext.queue(of: window)?.events.append(.scrolled(horizontal: Float(x), vertical: Float(y)))
    }
  }

  private static func key(_ code: Int32) -> WindowKey {
    switch code {
    case GLFW_KEY_0...GLFW_KEY_9: return .digit(Int(code - GLFW_KEY_0))
    case GLFW_KEY_KP_0...GLFW_KEY_KP_9: return .digit(Int(code - GLFW_KEY_KP_0))
    case GLFW_KEY_A...GLFW_KEY_Z: return .letter(Character(Unicode.Scalar(UInt8(code))))
    case GLFW_KEY_TAB: return .tab
    case GLFW_KEY_SPACE: return .space
    case GLFW_KEY_PERIOD, GLFW_KEY_KP_DECIMAL: return .period
    case GLFW_KEY_LEFT_BRACKET: return .leftBracket
    case GLFW_KEY_RIGHT_BRACKET: return .rightBracket
    case GLFW_KEY_ESCAPE: return .escape
    case GLFW_KEY_ENTER, GLFW_KEY_KP_ENTER: return .enter
    case GLFW_KEY_BACKSPACE: return .backspace
    case GLFW_KEY_LEFT: return .left
    case GLFW_KEY_RIGHT: return .right
    case GLFW_KEY_UP: return .up
    case GLFW_KEY_DOWN: return .down
    case GLFW_KEY_HOME: return .home
    case GLFW_KEY_END: return .end
    case GLFW_KEY_DELETE: return .delete
    case GLFW_KEY_LEFT_CONTROL, GLFW_KEY_RIGHT_CONTROL: return .control
    case GLFW_KEY_LEFT_SHIFT, GLFW_KEY_RIGHT_SHIFT: return .shift
    case GLFW_KEY_LEFT_ALT, GLFW_KEY_RIGHT_ALT: return .alt
    default: return .other(Int(code))
    }
  }
}

/// Where GLFW's callbacks leave events until `pollEvents()` collects them.
private final class EventQueue {
  var events: [WindowEvent] = []
  /// The cursor's place (screen coordinates) as of the latest motion event handled.
  var lastCursor: (Double, Double)?

  func drain() -> [WindowEvent] {
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }
}
