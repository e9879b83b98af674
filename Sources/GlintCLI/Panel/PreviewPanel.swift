import Foundation
import GlintCore
import GlintRender

/// The inspector panel of the preview window: a column at the window's right, shown and hidden
/// with I. ImGui starts the first time it is shown (nothing of it runs before), and while it is
/// hidden the window's input and frame go on exactly as without it.
///
/// It shows the pane under the cursor (the only one outside compare) and keeps that pane while
/// it is in use, however the cursor moves.
final class PreviewPanel {
  private(set) var isShown = false
  /// Why ImGui could not start, once it failed; the preview runs on without the panel.
  private(set) var unavailable: String?
  /// The pane the panel shows.
  private(set) var paneIndex = 0
  private var gui: PanelGUI?
  /// Each pane's inspector, made when the panel first shows.
  private var views: [InspectorPanelView] = []
  private var router = PanelInputRouter()
  /// Events left for the next frame after ImGui saw a button or key change.
  private var pending: [WindowEvent] = []
  private let start: () throws(PanelUnavailable) -> PanelGUI

  /// `start` makes the GUI in the window's GL context (a stand-in in tests).
  init(
    start: @escaping () throws(PanelUnavailable) -> PanelGUI = { () throws(PanelUnavailable) in try PanelGUI()
    }
  ) {
    self.start = start
  }

  /// The panel's width in a window `width` points wide: room for its controls, and at least
  /// half the window left to the panes.
  static func width(in width: Float) -> Float { min(380, max(0, width / 2)) }

  /// Where the panel lies in a window of `size` points.
  func frame(in size: Size) -> Rect {
    let width = Self.width(in: size.width)
    return Rect(x: size.width - width, y: 0, width: width, height: size.height)
  }

  /// The room the panes get: the whole window, less the panel while it shows.
  func paneArea(in size: Size) -> Size {
    isShown ? Size(width: size.width - Self.width(in: size.width), height: size.height) : size
  }

  /// Shows or hides the panel (the I key), starting ImGui the first time; returns the line to
  /// print when it cannot start.
  func toggle() -> String? {
    if isShown {
      isShown = false
      if let gui { router.releaseAll(gui) }
      pending.removeAll()
      return nil
    }
    if gui == nil && unavailable == nil {
      do throws(PanelUnavailable) {
        gui = try start()
      } catch {
        unavailable = error.reason
      }
    }
    if let unavailable { return "glint: no inspector panel: \(unavailable); the preview goes on without it" }
    isShown = true
    return nil
  }

  /// Takes the window's events while the panel shows: the panel's go to ImGui, its shortcuts
  /// (undo, redo) act on the shown pane's inspector, and the rest are returned for the preview,
  /// in order.
  func route(_ events: [WindowEvent], windowSize: Size, session: PreviewSession)
    -> [WindowEvent]
  {
    guard isShown, let gui else { return events }
    let routed = router.route(pending + events, panel: frame(in: windowSize), gui: gui)
    pending = routed.later
    if !router.panelBusy(gui), let index = session.pane(at: router.cursor) { paneIndex = index }
    paneIndex = min(paneIndex, max(0, session.panes.count - 1))
    if views.indices.contains(paneIndex) { routed.shortcuts.forEach(views[paneIndex].perform) }
    return routed.forPreview
  }

  /// Draws the panel over the window (after the panes) when it shows.
  func draw(windowSize: Size, scale: Float, seconds: Double, session: PreviewSession) {
    guard isShown, let gui, session.panes.indices.contains(paneIndex) else { return }
    if views.count != session.panes.count {
      views = session.panes.map {
        InspectorPanelView(inspector: Inspector(pane: $0, session: session), saveAsFolder: Self.saveAsFolder)
      }
    }
    let frame = frame(in: windowSize)
    let title = session.panes.count > 1 ? "Inspector: pane \(paneIndex + 1)" : "Inspector"
    gui.beginFrame(size: windowSize, scale: scale, seconds: seconds)
    gui.beginPanel(title + "###inspector", frame: frame)
    views[paneIndex].draw(gui)
    gui.endPanel()
    gui.endFrame()
  }

  /// Where "Save as" writes a Swift effect's new file: `Effects/` in the current folder (made by
  /// the first save), where a project keeps its effect files.
  static var saveAsFolder: URL {
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      .appendingPathComponent("Effects", isDirectory: true)
  }
}
