import GlintCore

/// Input from a window, in points (y down), as the preview consumes it.
public enum WindowEvent: Equatable, Sendable {
  case mouseButton(MouseButton, pressed: Bool, at: Point)
  case cursorMoved(Point)
  case cursorEntered
  case cursorLeft
  case focusGained
  case focusLost
  /// A key went down (`repeated` when held) or up.
  case key(WindowKey, pressed: Bool, repeated: Bool)
  /// A character typed (after the keyboard layout), for text fields.
  case character(Unicode.Scalar)
  /// The wheel or the touchpad scrolled, in lines (positive: right, up).
  case scrolled(horizontal: Float, vertical: Float)
  /// The framebuffer changed size (pixels); 0 × 0 while minimised.
  case resized(width: Int, height: Int)
  case closeRequested
}

public enum MouseButton: Equatable, Sendable {
  case left, right, middle
  case other(Int)
}

/// The keys the preview knows by name; everything else is `.other` with the window system's code.
public enum WindowKey: Equatable, Sendable {
  case digit(Int)
  /// A letter, upper-case: "R", "S", "H".
  case letter(Character)
  case tab, space, period, leftBracket, rightBracket, escape, enter, backspace
  case left, right, up, down
  case home, end, delete
  /// A modifier key, either side of the keyboard.
  case control, shift, alt
  case other(Int)
}
