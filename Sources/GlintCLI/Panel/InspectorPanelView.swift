import Foundation
import GlintCore
import GlintFiles

/// Draws one pane's `Inspector` with ImGui, each frame, and hands it every change: the effect's
/// tree, the selected node's properties with their controls, undo and redo, reset, save and save
/// as, the pane's live numbers and the last error.
///
/// One widget used from press to release (a slider dragged, a number typed) is one undo step.
final class InspectorPanelView {
  let inspector: Inspector
  /// Where "Save as" writes a new effect file.
  let saveAsFolder: URL
  /// The last save's outcome or refusal, until the next action.
  private(set) var status: (text: String, isError: Bool)?
  /// Whether an undo group is open for the widget in use.
  private var changing = false

  static let errorColor = Color(red: 1, green: 0.35, blue: 0.3, alpha: 1)
  static let editedColor = Color(red: 1, green: 0.8, blue: 0.35, alpha: 1)
  static let quietColor = Color(red: 0.6, green: 0.62, blue: 0.7, alpha: 1)

  init(inspector: Inspector, saveAsFolder: URL) {
    self.inspector = inspector
    self.saveAsFolder = saveAsFolder
  }

  /// Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y).
  func perform(_ shortcut: PanelInputRouter.Shortcut) {
    endChange()
    shortcut == .undo ? inspector.undo() : inspector.redo()
  }

  /// The height of the messages' area at the panel's foot, in points.
  static let messagesHeight: Float = 96
  /// The height of the tree, in points.
  static let treeHeight: Float = 120

  /// Draws the panel's content. Everything but the messages keeps its place whatever they say
  /// (they sit at the foot), so the controls do not jump under the pointer when an error shows.
  func draw(_ gui: PanelGUI) {
    drawHeader(gui)
    drawActions(gui)
    drawEffectActions(gui)
    drawNumbers(gui)
    gui.separator()
    gui.beginChild("tree", height: Self.treeHeight, border: true)
    drawTree(gui, inspector.tree)
    gui.endChild()
    gui.text(inspector.selection?.description ?? "", color: Self.quietColor)
    gui.beginChild("properties", height: -Self.messagesHeight, border: false)
    if let selection = inspector.selection { drawProperties(gui, of: selection) }
    gui.endChild()
    gui.separator()
    drawMessages(gui)
    // The widget in use was let go: its changes are one step.
    if changing && !gui.anyItemActive && !gui.popupOpen { endChange() }
  }

  // MARK: Parts

  private func drawHeader(_ gui: PanelGUI) {
    let info = inspector.effectInfo
    gui.text("\(info.name) (\(info.id))" + (inspector.isModified ? "  * modified" : ""))
    gui.text(
      inspector.file?.lastPathComponent ?? "Swift module: save as a new effect file", color: Self.quietColor)
  }

  /// The last error and notes, at the foot.
  private func drawMessages(_ gui: PanelGUI) {
    if let problem = inspector.problem { gui.text(problem, color: Self.errorColor) }
    if let reason = inspector.readOnlyReason { gui.text(reason, color: Self.quietColor) }
    if let message = inspector.message { gui.text(message, color: Self.editedColor) }
    if let status { gui.text(status.text, color: status.isError ? Self.errorColor : Self.quietColor) }
  }

  private func drawActions(_ gui: PanelGUI) {
    gui.disabled(!inspector.canUndo) { if gui.button("Undo") { perform(.undo) } }
    gui.sameLine()
    gui.disabled(!inspector.canRedo) { if gui.button("Redo") { perform(.redo) } }
    gui.sameLine()
    gui.disabled(!inspector.isModified) {
      if gui.button("Reset to file") {
        endChange()
        inspector.resetToFile()
      }
    }
    gui.sameLine()
    gui.disabled(inspector.file == nil || inspector.readOnlyReason != nil) {
      if gui.button("Save") {
        let source = inspector.file
        save(from: source) { () throws(InspectorError) in try inspector.save() }
      }
    }
    gui.sameLine()
    gui.disabled(inspector.readOnlyReason != nil) {
      if gui.button("Save as") {
        save { () throws(InspectorError) in
          try inspector.saveAs(in: inspector.file?.deletingLastPathComponent() ?? saveAsFolder)
        }
      }
    }
  }

  /// A button for each of the effect's own actions (a hosted view's buttons), on one row.
  private func drawEffectActions(_ gui: PanelGUI) {
    for (index, name) in inspector.actions.enumerated() {
      if index > 0 { gui.sameLine() }
      if gui.button(name) { inspector.perform(action: name) }
    }
  }

  /// Runs a save and shows its outcome; a Save of `source` that wrote another file (an imported
  /// effect's) says that the source stays as it was.
  private func save(from source: URL? = nil, _ action: () throws(InspectorError) -> URL) {
    endChange()
    do throws(InspectorError) {
      let url = try action()
      var line = "saved \(url.path)"
      if let source, url != source {
        line += " as a new effect file: Save leaves the imported \(source.lastPathComponent) as it was"
      }
      status = (line, false)
      FileHandle.standardError.write(Data("glint: \(line)\n".utf8))
    } catch {
      status = (error.description, true)
      FileHandle.standardError.write(Data("glint: \(error.description)\n".utf8))
    }
  }

  private func drawNumbers(_ gui: PanelGUI) {
    let numbers = inspector.liveNumbers()
    gui.text(String(format: "particles %d   births %.0f/s", numbers.particles, numbers.birthsPerSecond))
    gui.text(String(format: "drops at capacity %d (%.0f/s)", numbers.droppedBirths, numbers.droppedPerSecond))
    gui.text(
      String(
        format: "simulate %.2f ms   draw %.2f ms", numbers.simulateMilliseconds, numbers.drawMilliseconds))
  }

  private func drawTree(_ gui: PanelGUI, _ nodes: [InspectorNode]) {
    for node in nodes {
      let row = gui.treeNode(
        id: node.id.description, label: node.title, leaf: node.children.isEmpty,
        selected: node.id == inspector.selection)
      if row.clicked { inspector.selection = node.id }
      if row.open {
        drawTree(gui, node.children)
        gui.treePop()
      }
    }
  }

  private func drawProperties(_ gui: PanelGUI, of node: InspectorNodeID) {
    for (index, property) in inspector.properties(of: node).enumerated() {
      gui.pushID(index)
      gui.disabled(!property.isEditable) {
        let edit = PropertyEditor(property: property, gui: gui)
        if let value = edit.draw() { set(property.name, of: node, to: value) }
      }
      gui.popID()
    }
  }

  // MARK: Changes

  private func set(_ name: String, of node: InspectorNodeID, to value: PropertyValue) {
    if !changing {
      inspector.beginChange()
      changing = true
    }
    status = nil
    // A refusal shows as the inspector's message; nothing changes.
    try? inspector.set(name, of: node, to: value)
  }

  private func endChange() {
    guard changing else { return }
    changing = false
    inspector.endChange()
  }
}
