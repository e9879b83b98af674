import Foundation
import GlintCore
import GlintFiles
import GlintRender

/// The inspector's model for one preview pane, with no UI: the tree of the pane's effect, a
/// selection, every property of the selected layer or cell with the control that edits it, and
/// the edits themselves: applied live from the next step, undone and redone, saved as an effect
/// file. The panel that draws it asks it everything each frame and tells it every change.
///
/// It edits the effect's declaration (a data effect's, or the one a declarative Swift effect
/// describes itself with) and hands the pane each new version as a file's reload does
/// (`PreviewPane.reload(to:)`): live particles stay, and births take the new values. Every edit
/// goes through the effect-file writer and reader, so what the pane runs is exactly what the
/// saved file loads to, clamped and checked as loading it would be.
///
/// An effect whose hooks are Swift code a file cannot say (comet) is shown, read-only.
final class Inspector {
  /// One version of the effect: its declaration and the effect the pane runs for it.
  struct Version {
    var declaration: DeclaredEffect
    var effect: any Effect
  }

  let pane: PreviewPane
  let session: PreviewSession?

  /// The tree of the effect: its layers, then its canvas layers, each with its cells.
  var tree: [InspectorNode] {
    refresh()
    return nodes
  }
  private var nodes: [InspectorNode] = []
  /// The selected layer or cell; setting an id the effect does not have is ignored.
  var selection: InspectorNodeID? {
    get {
      refresh()
      return selected
    }
    set {
      refresh()
      if let newValue, current?.declaration.contains(newValue) != true { return }
      selected = newValue
    }
  }
  private var selected: InspectorNodeID?

  /// The effect file saved and reset to, if the effect came from one (or was saved as one).
  var file: URL? {
    refresh()
    return savedFile
  }
  private var savedFile: URL?
  /// Why the effect cannot be edited (its hooks are Swift code a file cannot say), or nil.
  var readOnlyReason: String? {
    refresh()
    return readOnly
  }
  private var readOnly: String?
  /// The last edit's warning (a value clamped to a limit) or refusal, one line, until the next
  /// edit or another effect.
  var message: String? {
    refresh()
    return lastMessage
  }
  private var lastMessage: String?

  /// Edits kept while the pane shows another effect.
  private struct Parked {
    var current: Version
    var baseline: Version?
    var history: EditHistory<Version>
  }

  /// The version the pane runs.
  private(set) var current: Version?
  /// What the file holds (or, for a Swift effect, what the module makes): reset goes back to it.
  private(set) var baseline: Version?
  private var history = EditHistory<Version>()
  /// Unsaved edits of the effects the pane switched away from, by effect id, with their
  /// history: switching back brings them back.
  private var parked: [String: Parked] = [:]
  private var seenRevision = -1
  private var meter = PaneMeter()
  private var propertyCache: (id: InspectorNodeID, properties: [InspectorProperty])?

  /// An inspector of `pane`; `session` (when there is one) tells it the pane's reload problems
  /// and the ids already taken.
  init(pane: PreviewPane, session: PreviewSession? = nil) {
    self.pane = pane
    self.session = session
    refresh()
  }

  // MARK: What it shows

  /// The effect being inspected.
  var effectInfo: EffectInfo {
    refresh()
    return pane.effect.info
  }

  /// The declaration the pane runs now, if the effect has one.
  var declaration: DeclaredEffect? {
    refresh()
    return current?.declaration
  }

  /// Whether the pane runs something other than what the file (or the module) holds.
  var isModified: Bool {
    refresh()
    return current?.declaration != baseline?.declaration
  }

  /// Why the latest save of the effect's file did not load (the pane keeps the last good
  /// state), until one does.
  var problem: String? {
    refresh()
    return session?.reloadProblem(of: pane)
  }

  var canUndo: Bool {
    refresh()
    return history.canUndo
  }
  var canRedo: Bool {
    refresh()
    return history.canRedo
  }

  /// Every property of the layer or cell `id`, in the effect file's order, each with its value
  /// and control; empty when `id` is not in the effect.
  func properties(of id: InspectorNodeID) -> [InspectorProperty] {
    refresh()
    if let cache = propertyCache, cache.id == id { return cache.properties }
    guard let current, let base = baseline else { return [] }
    let properties = InspectorProperty.all(
      of: id, in: current.declaration, file: base.declaration, sprites: spriteChoices,
      editable: readOnly == nil)
    propertyCache = (id, properties)
    return properties
  }

  /// The effect's actions, which the panel shows as buttons (a hosted iOS view's `@IBAction`s).
  var actions: [String] { pane.effect.actions }

  /// Presses the action `name` on the pane's effect now; false for one it does not have.
  @discardableResult
  func perform(action name: String) -> Bool { pane.host.perform(action: name) }

  /// The live numbers of the pane: particles, births and drops per second, and its simulate and
  /// draw times.
  func liveNumbers() -> PaneNumbers { meter.numbers(of: pane) }

  /// The built-in sprites, then the effect's own images (PNGs in its image folder, by name),
  /// as the folder was when the inspector last took the pane's effect.
  var spriteChoices: [String] {
    refresh()
    let folder = current?.declaration.imageFolder?.path
    if let sprites, sprites.folder == folder { return sprites.names }
    var names = SpriteImage.builtInNames
    if let folder, let files = try? FileManager.default.contentsOfDirectory(atPath: folder) {
      names += files.filter { $0.lowercased().hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }
    sprites = (folder, names)
    return names
  }
  private var sprites: (folder: String?, names: [String])?

  // MARK: Editing

  /// Sets `property` of the layer or cell `node` to `value` (as the effect file writes it:
  /// radians for angles, [r, g, b, a] for colours); from the next step the pane runs it. A value
  /// over a limit is clamped (and `message` says so, with the number typed: `TypedNumber`); one
  /// the file could not hold is refused with one line naming the field, and nothing changes.
  func set(_ property: String, of node: InspectorNodeID, to value: PropertyValue) throws(InspectorError) {
    refresh()
    guard let current else { throw InspectorError("the pane's effect cannot be inspected") }
    if let readOnly { throw InspectorError(readOnly) }
    guard current.declaration.contains(node) else { throw InspectorError("\(node): not in the effect") }
    var edited = current.declaration
    let shown = properties(of: node).first { $0.name == property }
    let isInteger = if case .number(let number)? = shown?.control { number.isInteger } else { false }
    do throws(PropertyError) {
      try InspectorProperty.set(
        property, of: node, to: TypedNumber.held(value, integer: isInteger), in: &edited)
    } catch {
      lastMessage = "\(node).\(error)"
      throw InspectorError("\(node).\(error)")
    }
    let version = try checked(edited)
    if let typed = value.number, let result = Self.number(property, of: node, in: version.declaration),
      let note = TypedNumber.note(typed: typed, result: result)
    {
      lastMessage = "\(node).\(property): \(note)"
    }
    guard version.declaration != current.declaration else { return }
    history.record(from: current, to: version)
    apply(version)
  }

  /// The number `property` of `node` holds in `effect`, if it is one.
  private static func number(_ property: String, of node: InspectorNodeID, in effect: DeclaredEffect)
    -> Double?
  {
    InspectorProperty.all(of: node, in: effect, file: effect, sprites: [], editable: true)
      .first { $0.name == property }?.value.number
  }

  /// Groups the changes until `endChange()` into one undo step (a slider's drag).
  func beginChange() { history.begin() }

  /// Ends the group `beginChange()` began.
  func endChange() { history.end() }

  /// Goes back one step.
  func undo() {
    refresh()
    if let version = history.undo() { apply(version) }
  }

  /// Goes forward again one step undone.
  func redo() {
    refresh()
    if let version = history.redo() { apply(version) }
  }

  /// Goes back to what the file holds (or the module makes), as one step that undo takes back.
  func resetToFile() {
    refresh()
    guard let current, let baseline, current.declaration != baseline.declaration else { return }
    history.end()
    history.record(from: current, to: baseline)
    apply(baseline)
  }

  /// The file now holds `version` (saved to `file`): it is what reset goes back to, and the
  /// pane runs it (a new file's effect, after a save as).
  func saved(_ version: Version, to file: URL) {
    refresh()
    savedFile = file
    baseline = version
    propertyCache = nil
    if current?.effect.info.id != version.effect.info.id || !(current?.effect is DataEffect) {
      apply(version)
    } else {
      current = version
    }
  }

  // MARK: Keeping up with the pane

  /// Takes the pane's effect again when the pane changed it (another effect chosen, its file
  /// saved from outside, or cleared): the tree is rebuilt and the selection kept where it still
  /// exists. A new version of the same effect is what its file holds now (`takeFile`); unsaved
  /// edits of an effect the pane leaves are parked, and come back with it.
  private func refresh() {
    guard pane.revision != seenRevision else { return }
    seenRevision = pane.revision
    propertyCache = nil
    sprites = nil
    let effect = pane.effect
    let (declaration, reason) = Self.declaration(of: effect)
    readOnly = reason
    let version = declaration.map { Version(declaration: $0, effect: effect) }
    let sameEffect = effect.info.id == current?.effect.info.id
    if let version, sameEffect {
      takeFile(version)
    } else {
      park(leavingFor: effect.info.id)
      history.removeAll()
      baseline = version
      savedFile = (effect as? DataEffect)?.file
      lastMessage = nil
      current = version
    }
    nodes = current.map { InspectorNode.tree(of: $0.declaration) } ?? []
    if let selected, current?.declaration.contains(selected) != true { self.selected = nil }
    if selected == nil { selected = nodes.first?.id }
    if !sameEffect { unpark() }
  }

  /// Takes `version`, what the effect's file holds now, as what reset goes back to and what a
  /// save compares the file with. Unsaved edits survive anything that leaves what the file says
  /// as it was (a `touch`, a change of layout, an image saved, the inspector's own save): the
  /// pane runs them again. A change of content replaces them, as one step that undo takes
  /// back, and `message` says so. Without unsaved edits the file's version simply runs (with a
  /// fresh history when it changed).
  private func takeFile(_ version: Version) {
    let edited = current.flatMap { $0.declaration != baseline?.declaration ? $0 : nil }
    let fileChanged = version.declaration != baseline?.declaration
    baseline = version
    guard let edited, edited.declaration != version.declaration else {
      if fileChanged && edited == nil { history.removeAll() }
      current = version
      return
    }
    if !fileChanged {
      apply(edited)
      return
    }
    current = version
    replaced(edited)
  }

  /// The file's version, which the pane runs, replaced the unsaved `edits` (its content changed
  /// on disk): they become one step that undo takes back, and `message` says so.
  private func replaced(_ edits: Version) {
    guard let current else { return }
    history.end()
    history.record(from: edits, to: current)
    lastMessage = "the file changed on disk: its contents replace the unsaved edits (Undo brings them back)"
  }

  /// Keeps the unsaved edits of the effect the pane is leaving for effect `id`.
  private func park(leavingFor id: String) {
    guard let current, current.effect.info.id != id, current.declaration != baseline?.declaration else {
      return
    }
    parked[current.effect.info.id] = Parked(current: current, baseline: baseline, history: history)
  }

  /// Brings back the edits parked for the effect the pane shows again, with their history: the
  /// pane runs them when its file still holds what they were made on, else the file's version
  /// replaces them (`replaced`).
  private func unpark() {
    guard let id = current?.effect.info.id, let back = parked.removeValue(forKey: id) else { return }
    history = back.history
    if back.baseline?.declaration == baseline?.declaration {
      apply(back.current)
    } else {
      replaced(back.current)
    }
  }

  /// The declaration of `effect`, or why it has none.
  static func declaration(of effect: any Effect) -> (DeclaredEffect?, String?) {
    if let data = effect as? DataEffect { return (data.declaration, nil) }
    if let declared = effect as? DeclaredEffect { return (declared, nil) }
    if let declarative = effect as? any DeclarativeEffect {
      var declaration = DeclaredEffect(describing: declarative)
      declaration.imageFolder = effect.imageFolder
      return (declaration, nil)
    }
    let what = (effect as? any ProceduralEffect)?.proceduralBehaviour ?? "its pointer hooks are Swift code"
    let layers = effect.makeLayers(for: PointerTrack(id: 0, location: .zero, time: 0))
    let shown = DeclaredEffect(info: effect.info, layers: layers.map { LayerDeclaration(describing: $0) })
    return (
      shown, "'\(effect.info.id)' is shown but cannot be edited: \(what), which an effect file cannot say"
    )
  }

  /// Hands `version` to the pane, from its next step.
  private func apply(_ version: Version) {
    current = version
    propertyCache = nil
    pane.reload(to: version.effect)
    seenRevision = pane.revision
    let shape = InspectorNode.tree(of: version.declaration)
    if shape != nodes { nodes = shape }
  }

  /// `edited` as loading its file gives it: written and read back, so values over a limit are
  /// clamped and images resolved exactly as a reload would, and the pane runs what a save holds.
  private func checked(_ edited: DeclaredEffect) throws(InspectorError) -> Version {
    let folder = imagesFolder(of: edited)
    let url = savedFile ?? folder.appendingPathComponent(edited.info.id + ".json")
    let text = EffectFile.text(of: edited, imagesRelativeTo: folder)
    let loaded: DataEffect
    do throws(FileError) {
      loaded = try EffectFile.decode(
        Data(text.utf8), file: url.lastPathComponent, url: url, behaviours: edited.behaviourKinds)
    } catch {
      let line = error.path.isEmpty ? error.reason : "\(error.path): \(error.reason)"
      lastMessage = line
      throw InspectorError(line)
    }
    lastMessage = loaded.warnings.first.map { "\($0.path): \($0.reason)" }
    if savedFile != nil { return Version(declaration: loaded.declaration, effect: loaded) }
    var declaration = loaded.declaration
    declaration.imageFolder = edited.imageFolder
    return Version(declaration: declaration, effect: declaration)
  }

  /// The folder image paths are relative to: the file's, else the effect's image folder, else
  /// the working directory.
  private func imagesFolder(of effect: DeclaredEffect) -> URL {
    if let savedFile { return savedFile.deletingLastPathComponent() }
    if let path = effect.imageFolder?.path { return URL(fileURLWithPath: path, isDirectory: true) }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
  }
}

/// Why the inspector refused a change or a save: one line.
struct InspectorError: Error, Equatable, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
