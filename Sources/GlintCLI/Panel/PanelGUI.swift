import Foundation
import GlintCore
import GlintImGui
import GlintRender

/// Dear ImGui for the inspector panel, through GlintImGui's C API: one context made in the
/// window's GL context, fed the window's input, drawn after the panes. Keep it on the thread of
/// the window that made it.
final class PanelGUI {
  private let gui: OpaquePointer

  /// Starts ImGui in the GL context current now; throws why it could not, in a phrase.
  init() throws(PanelUnavailable) {
    var why = [CChar](repeating: 0, count: 256)
    guard let gui = glint_imgui_create(&why, why.count) else {
      throw PanelUnavailable(reason: String(decoding: why.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self))
    }
    self.gui = gui
  }

  deinit { glint_imgui_destroy(gui) }

  // MARK: Input

  func mouse(at point: Point) { glint_imgui_mouse_position(gui, point.x, point.y) }
  func mouseButton(_ index: Int, down: Bool) { glint_imgui_mouse_button(gui, Int32(index), down) }
  func scroll(horizontal: Float, vertical: Float) { glint_imgui_mouse_wheel(gui, horizontal, vertical) }
  /// A key ImGui's fields use went down or up (others are ignored).
  func key(_ key: WindowKey, down: Bool) {
    if let number = Self.keyNumber(key) { glint_imgui_key(gui, number, down) }
  }
  func modifiers(control: Bool, shift: Bool, alt: Bool) { glint_imgui_modifiers(gui, control, shift, alt) }
  func character(_ scalar: Unicode.Scalar) { glint_imgui_character(gui, scalar.value) }
  /// As of the last frame: a widget holds the mouse, or the keyboard (a field is being typed in).
  var wantsMouse: Bool { glint_imgui_wants_mouse(gui) }
  var wantsKeyboard: Bool { glint_imgui_wants_keyboard(gui) }
  /// A combo's list or a colour picker is open; it may lie beyond the panel.
  var popupOpen: Bool { glint_imgui_popup_open(gui) }

  // MARK: Frame

  /// Starts a frame for a window `size` points large at `scale` pixels per point.
  func beginFrame(size: Size, scale: Float, seconds: Double) {
    glint_imgui_begin_frame(gui, size.width, size.height, scale, Float(seconds))
  }

  /// Ends the frame and draws it into the bound framebuffer (ImGui's GL3 backend puts back the GL
  /// state it changes).
  func endFrame() { glint_imgui_end_frame(gui) }

  // MARK: Widgets

  func beginPanel(_ title: String, frame: Rect) {
    glint_imgui_begin_panel(gui, title, frame.x, frame.y, frame.width, frame.height)
  }
  func endPanel() { glint_imgui_end_panel(gui) }
  func beginChild(_ id: String, height: Float, border: Bool) {
    glint_imgui_begin_child(gui, id, height, border)
  }
  func endChild() { glint_imgui_end_child(gui) }
  func text(_ text: String) { glint_imgui_text(gui, text) }
  func text(_ text: String, color: Color) {
    glint_imgui_text_colored(gui, color.red, color.green, color.blue, color.alpha, text)
  }
  func wrapped(_ text: String) { glint_imgui_text_wrapped(gui, text) }
  func separator() { glint_imgui_separator(gui) }
  func sameLine(offset: Float = 0) { glint_imgui_same_line(gui, offset) }
  func header(_ label: String, openAtFirst: Bool) -> Bool {
    glint_imgui_collapsing_header(gui, label, openAtFirst)
  }
  /// A node of a tree; returns whether it is open (then call `treePop()`) and was clicked.
  func treeNode(id: String, label: String, leaf: Bool, selected: Bool) -> (open: Bool, clicked: Bool) {
    let node = glint_imgui_tree_node(gui, id, label, leaf, selected)
    return (node.open, node.clicked)
  }
  func treePop() { glint_imgui_tree_pop(gui) }
  func button(_ label: String) -> Bool { glint_imgui_button(gui, label) }
  func slider(
    _ label: String, _ value: inout Float, in range: ClosedRange<Float>, format: String, logarithmic: Bool
  )
    -> Bool
  {
    glint_imgui_slider_float(gui, label, &value, range.lowerBound, range.upperBound, format, logarithmic)
  }
  /// A field to type a number into: a double, so a number beyond a float's range arrives as
  /// typed (the inspector says what it is clamped to).
  func field(_ label: String, _ value: inout Double, format: String) -> Bool {
    glint_imgui_input_double(gui, label, &value, format)
  }
  func color(_ label: String, _ rgba: inout (Float, Float, Float, Float)) -> Bool {
    withUnsafeMutableBytes(of: &rgba) { bytes in
      glint_imgui_color_edit(gui, label, bytes.baseAddress!.assumingMemoryBound(to: Float.self))
    }
  }
  func combo(_ label: String, _ current: inout Int, items: [String]) -> Bool {
    var index = Int32(current)
    let changed = Self.withCStrings(items) { pointers in
      glint_imgui_combo(gui, label, &index, pointers, Int32(items.count))
    }
    current = Int(index)
    return changed
  }
  func checkbox(_ label: String, _ value: inout Bool) -> Bool { glint_imgui_checkbox(gui, label, &value) }
  /// A text field over `buffer`; true when Enter is pressed in it.
  func textField(_ label: String, _ buffer: inout [CChar]) -> Bool {
    let capacity = buffer.count
    return buffer.withUnsafeMutableBufferPointer {
      glint_imgui_input_text(gui, label, $0.baseAddress, capacity)
    }
  }
  /// Whether a widget is being used (held, dragged or typed in).
  var anyItemActive: Bool { glint_imgui_any_item_active(gui) }
  func nextItemWidth(_ width: Float) { glint_imgui_set_next_item_width(gui, width) }
  var availableWidth: Float { glint_imgui_available_width(gui) }
  func pushID(_ id: Int) { glint_imgui_push_id(gui, Int32(truncatingIfNeeded: id)) }
  func popID() { glint_imgui_pop_id(gui) }
  func disabled(_ disabled: Bool, _ body: () -> Void) {
    glint_imgui_begin_disabled(gui, disabled)
    body()
    glint_imgui_end_disabled(gui)
  }

  /// Calls `body` with C strings of `strings`, valid only during the call.
  private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    return body(copies.map { UnsafePointer($0) })
  }
}

/// Why the inspector panel could not start; the preview goes on without it.
struct PanelUnavailable: Error, CustomStringConvertible {
  let reason: String
  var description: String { reason }
}

extension PanelGUI {
  /// GlintImGui's number for a window key, if ImGui's fields use it.
  static func keyNumber(_ key: WindowKey) -> Int32? {
    let number: Int? =
      switch key {
      case .tab: Int(GlintImGuiKeyTab)
      case .left: Int(GlintImGuiKeyLeft)
      case .right: Int(GlintImGuiKeyRight)
      case .up: Int(GlintImGuiKeyUp)
      case .down: Int(GlintImGuiKeyDown)
      case .home: Int(GlintImGuiKeyHome)
      case .end: Int(GlintImGuiKeyEnd)
      case .delete: Int(GlintImGuiKeyDelete)
      case .backspace: Int(GlintImGuiKeyBackspace)
      case .enter: Int(GlintImGuiKeyEnter)
      case .escape: Int(GlintImGuiKeyEscape)
      case .space: Int(GlintImGuiKeySpace)
      case .letter("A"): Int(GlintImGuiKeyA)
      case .letter("C"): Int(GlintImGuiKeyC)
      case .letter("V"): Int(GlintImGuiKeyV)
      case .letter("X"): Int(GlintImGuiKeyX)
      case .letter("Y"): Int(GlintImGuiKeyY)
      case .letter("Z"): Int(GlintImGuiKeyZ)
      default: nil
      }
    return number.map { Int32($0) }
  }
}
