import GlintCore
import GlintRender

/// What the router needs of the panel's GUI: whether it holds the mouse or keyboard, and where
/// its input goes. `PanelGUI` is one; the tests give a recording stand-in.
protocol PanelInputTarget: AnyObject {
  var wantsKeyboard: Bool { get }
  var popupOpen: Bool { get }
  func mouse(at point: Point)
  func mouseButton(_ index: Int, down: Bool)
  func scroll(horizontal: Float, vertical: Float)
  func key(_ key: WindowKey, down: Bool)
  func modifiers(control: Bool, shift: Bool, alt: Bool)
  func character(_ scalar: Unicode.Scalar)
}

extension PanelGUI: PanelInputTarget {}

/// Shares the window's input between the panel and the preview while the panel shows.
///
/// A press inside the panel (or anywhere while one of its popups is open) is the panel's, and
/// so is everything that button does until it is released; keys are the panel's while one of its
/// fields is being typed in. The preview gets the rest, so drawing, pins and its keys work beside
/// the panel. ImGui 1.86 reads button and key states once a frame, so a press or release it is
/// given comes first in its frame, and the events after it wait for the next frame (a click or a
/// drag within one frame would otherwise be lost).
struct PanelInputRouter {
  /// The panel's shortcuts the router saw (Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y).
  enum Shortcut: Equatable { case undo, redo }

  /// The result of routing one frame's events.
  struct Routed {
    /// Events for the preview, in order.
    var forPreview: [WindowEvent] = []
    var shortcuts: [Shortcut] = []
    /// Events to route at the next frame, after ImGui has seen a button or key change.
    var later: [WindowEvent] = []
  }

  private(set) var cursor = Point(x: -1, y: -1)
  /// Buttons pressed on the panel and not yet released.
  private(set) var heldButtons: Set<Int> = []
  /// Keys pressed while a field had the keyboard, whose release it must see too.
  private var heldKeys: [WindowKey] = []
  private var control = false
  private var shift = false
  private var alt = false

  /// Whether the panel is in use: a button held on it, a popup open or a field typed in. The
  /// panel keeps its pane then, however the cursor moves.
  func panelBusy(_ gui: PanelInputTarget) -> Bool {
    !heldButtons.isEmpty || gui.popupOpen || gui.wantsKeyboard
  }

  /// Routes `events` (oldest first) with the panel at `panel` (window points).
  mutating func route(_ events: [WindowEvent], panel: Rect, gui: PanelInputTarget) -> Routed {
    var routed = Routed()
    var fed = false
    for (index, event) in events.enumerated() {
      let change = stateChange(event, panel: panel, gui: gui)
      if change && fed {
        routed.later = Array(events[index...])
        break
      }
      if route(event, panel: panel, gui: gui, into: &routed) {
        routed.later = Array(events[(index + 1)...])
        break
      }
      if case .cursorMoved = event { fed = true }
      if case .character = event, gui.wantsKeyboard { fed = true }
    }
    return routed
  }

  /// Forgets buttons and keys held on the panel (it was hidden), releasing them in ImGui.
  mutating func releaseAll(_ gui: PanelInputTarget) {
    for button in heldButtons { gui.mouseButton(button, down: false) }
    for key in heldKeys { gui.key(key, down: false) }
    heldButtons.removeAll()
    heldKeys.removeAll()
    control = false
    shift = false
    alt = false
    gui.modifiers(control: false, shift: false, alt: false)
  }

  /// Whether `event` would change a button or key state ImGui reads once a frame.
  private func stateChange(_ event: WindowEvent, panel: Rect, gui: PanelInputTarget) -> Bool {
    switch event {
    case .mouseButton(let button, let pressed, let point):
      let index = Self.index(of: button)
      return pressed ? panel.contains(point) || gui.popupOpen : heldButtons.contains(index)
    case .key(let key, let pressed, _):
      guard PanelGUI.keyNumber(key) != nil else { return false }
      return gui.wantsKeyboard || (!pressed && heldKeys.contains(key))
    default:
      return false
    }
  }

  /// Routes one event; returns true when ImGui saw a state change and the rest must wait.
  private mutating func route(
    _ event: WindowEvent, panel: Rect, gui: PanelInputTarget, into routed: inout Routed
  )
    -> Bool
  {
    switch event {
    case .cursorMoved(let point):
      cursor = point
      gui.mouse(at: point)
      if heldButtons.isEmpty { routed.forPreview.append(event) }
    case .mouseButton(let button, let pressed, let point):
      cursor = point
      let index = Self.index(of: button)
      if pressed, panel.contains(point) || gui.popupOpen {
        gui.mouse(at: point)
        gui.mouseButton(index, down: true)
        heldButtons.insert(index)
        return true
      }
      if !pressed, heldButtons.contains(index) {
        gui.mouseButton(index, down: false)
        heldButtons.remove(index)
        return true
      }
      routed.forPreview.append(event)
    case .scrolled(let horizontal, let vertical):
      if panel.contains(cursor) || gui.popupOpen {
        gui.scroll(horizontal: horizontal, vertical: vertical)
      } else {
        routed.forPreview.append(event)
      }
    case .key(let key, let pressed, _) where [.control, .shift, .alt].contains(key):
      switch key {
      case .control: control = pressed
      case .shift: shift = pressed
      default: alt = pressed
      }
      gui.modifiers(control: control, shift: shift, alt: alt)
    case .key(let key, let pressed, _):
      let held = heldKeys.firstIndex(of: key)
      if gui.wantsKeyboard || (!pressed && held != nil) {
        if let held, !pressed { heldKeys.remove(at: held) }
        if pressed, held == nil { heldKeys.append(key) }
        gui.key(key, down: pressed)
        return PanelGUI.keyNumber(key) != nil
      }
      if pressed, control, key == .letter("Z") || key == .letter("Y") {
        routed.shortcuts.append(key == .letter("Y") || shift ? .redo : .undo)
      } else {
        routed.forPreview.append(event)
      }
    case .character(let scalar):
      if gui.wantsKeyboard { gui.character(scalar) }
    case .cursorLeft, .focusLost:
      cursor = Point(x: -1, y: -1)
      gui.mouse(at: Point(x: -.greatestFiniteMagnitude, y: -.greatestFiniteMagnitude))
      routed.forPreview.append(event)
    default:
      routed.forPreview.append(event)
    }
    return false
  }

  private static func index(of button: MouseButton) -> Int {
    switch button {
    case .left: 0
    case .right: 1
    case .middle: 2
    case .other(let number): number
    }
  }
}

extension Rect {
  /// Whether `point` lies inside (left and top edges included).
  func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
  }
}
