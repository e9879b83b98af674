import GlintCore
import GlintRender
import Testing

@testable import GlintCLI

/// How the window's input is shared between the inspector panel and the preview.
struct PanelInputRouterTests {
  /// Records what ImGui would be given.
  final class RecordingGUI: PanelInputTarget {
    var wantsKeyboard = false
    var popupOpen = false
    var given: [String] = []
    func mouse(at point: Point) { given.append("move \(Int(point.x)),\(Int(point.y))") }
    func mouseButton(_ index: Int, down: Bool) { given.append("button \(index) \(down ? "down" : "up")") }
    func scroll(horizontal: Float, vertical: Float) { given.append("scroll \(vertical)") }
    func key(_ key: WindowKey, down: Bool) { given.append("key \(key) \(down ? "down" : "up")") }
    func modifiers(control: Bool, shift: Bool, alt: Bool) { given.append("ctrl \(control) shift \(shift)") }
    func character(_ scalar: Unicode.Scalar) { given.append("char \(scalar)") }
  }

  /// The panel at the right of a 1000 × 500 window.
  static let panel = Rect(x: 620, y: 0, width: 380, height: 500)

  @Test func aDragOverThePanesGoesToThePreviewInOneFrame() {
    var router = PanelInputRouter()
    let gui = RecordingGUI()
    let events: [WindowEvent] = [
      .cursorMoved(Point(x: 100, y: 100)), .mouseButton(.left, pressed: true, at: Point(x: 100, y: 100)),
      .cursorMoved(Point(x: 300, y: 100)), .mouseButton(.left, pressed: false, at: Point(x: 300, y: 100)),
    ]
    let routed = router.route(events, panel: Self.panel, gui: gui)
    #expect(routed.forPreview == events)
    #expect(routed.later.isEmpty)
    #expect(!gui.given.contains { $0.hasPrefix("button") })
  }

  @Test func aPressOnThePanelAndWhatItDoesUntilReleaseAreThePanels() {
    var router = PanelInputRouter()
    let gui = RecordingGUI()
    let press: [WindowEvent] = [
      .cursorMoved(Point(x: 700, y: 100)), .mouseButton(.left, pressed: true, at: Point(x: 700, y: 100)),
      .cursorMoved(Point(x: 100, y: 100)), .mouseButton(.left, pressed: false, at: Point(x: 100, y: 100)),
      .key(.letter("R"), pressed: true, repeated: false),
    ]
    // The press comes first in a frame of its own; what follows waits for the next frame.
    let first = router.route(press, panel: Self.panel, gui: gui)
    #expect(first.forPreview == [.cursorMoved(Point(x: 700, y: 100))])
    #expect(first.later == Array(press[1...]))
    let second = router.route(first.later, panel: Self.panel, gui: gui)
    #expect(gui.given.last == "button 0 down")
    #expect(second.later == Array(press[2...]))
    // A drag out of the panel while held stays the panel's, and so does the release, which
    // waits for a frame of its own so that ImGui sees the drag first.
    let third = router.route(second.later, panel: Self.panel, gui: gui)
    #expect(third.forPreview.isEmpty)
    #expect(gui.given.last == "move 100,100")
    let fourth = router.route(third.later, panel: Self.panel, gui: gui)
    #expect(gui.given.last == "button 0 up")
    let fifth = router.route(fourth.later, panel: Self.panel, gui: gui)
    #expect(fifth.forPreview == [.key(.letter("R"), pressed: true, repeated: false)])
  }

  @Test func keysAreThePanelsOnlyWhileAFieldIsTypedIn() {
    var router = PanelInputRouter()
    let gui = RecordingGUI()
    let typing: [WindowEvent] = [.key(.digit(4), pressed: true, repeated: false), .character("4")]
    #expect(router.route(typing, panel: Self.panel, gui: gui).forPreview == [typing[0]])
    gui.wantsKeyboard = true
    let routed = router.route(typing, panel: Self.panel, gui: gui)
    #expect(routed.forPreview.isEmpty)
    #expect(gui.given.suffix(2) == ["key digit(4) down", "char 4"])
    // Enter is a key ImGui reads once a frame: its release waits for the next one.
    let enter: [WindowEvent] = [
      .key(.enter, pressed: true, repeated: false), .key(.enter, pressed: false, repeated: false),
    ]
    let first = router.route(enter, panel: Self.panel, gui: gui)
    #expect(first.later == [enter[1]])
    // The field is done; the release still goes to ImGui, which saw the press.
    gui.wantsKeyboard = false
    #expect(router.route(first.later, panel: Self.panel, gui: gui).forPreview.isEmpty)
    #expect(gui.given.last == "key enter up")
  }

  @Test func controlZUndoesAndControlShiftZRedoesWithoutReachingThePreview() {
    var router = PanelInputRouter()
    let gui = RecordingGUI()
    let events: [WindowEvent] = [
      .key(.control, pressed: true, repeated: false), .key(.letter("Z"), pressed: true, repeated: false),
      .key(.shift, pressed: true, repeated: false), .key(.letter("Z"), pressed: true, repeated: false),
      .key(.control, pressed: false, repeated: false), .key(.shift, pressed: false, repeated: false),
      .key(.letter("Z"), pressed: true, repeated: false),
    ]
    let routed = router.route(events, panel: Self.panel, gui: gui)
    #expect(routed.shortcuts == [.undo, .redo])
    #expect(routed.forPreview == [.key(.letter("Z"), pressed: true, repeated: false)])
  }

  @Test func withAPopupOpenAPressAnywhereIsThePanels() {
    var router = PanelInputRouter()
    let gui = RecordingGUI()
    gui.popupOpen = true
    let routed = router.route(
      [.mouseButton(.left, pressed: true, at: Point(x: 500, y: 300))], panel: Self.panel, gui: gui)
    #expect(routed.forPreview.isEmpty)
    #expect(gui.given.last == "button 0 down")
  }

  @Test func whenImGuiCannotStartThePanelSaysWhyInOneLineAndStaysHidden() {
    let panel = PreviewPanel(start: { () throws(PanelUnavailable) in
      throw PanelUnavailable(reason: "no OpenGL 3.3 loader")
    })
    let line = panel.toggle()
    #expect(line == "glint: no inspector panel: no OpenGL 3.3 loader; the preview goes on without it")
    #expect(!panel.isShown)
    #expect(panel.paneArea(in: Size(width: 1000, height: 500)) == Size(width: 1000, height: 500))
  }
}
