import Foundation
import GlintCore
import GlintEffects
import GlintFiles
import Testing

@testable import GlintCLI

/// The inspector's saves, on real files: in place keeping the author's text, as a new file for a
/// Swift effect, each loading to the very particles of the edited pane; and external edits of
/// the file, good and broken, picked up as live reload picks them up.
@Suite struct InspectorSaveTests {
  /// Edits of every kind of node and value: a cell's number, a nested cell's colour (absent from
  /// the file), a layer's choice (absent), a canvas layer's place.
  static func edit(_ inspector: Inspector) throws {
    try inspector.set("birthRate", of: InspectorFixture.spark, to: .number(75))
    try inspector.set("spin", of: InspectorFixture.spark, to: .number(1.5))
    try inspector.set(
      "color", of: InspectorFixture.trail, to: .array([.number(1), .number(0.5), .number(0), .number(1)]))
    try inspector.set("emitterShape", of: InspectorFixture.layer, to: .string("circle"))
    try inspector.set("emitterSize", of: InspectorFixture.layer, to: .array([.number(20), .number(0)]))
    try inspector.set(
      "canvas.position", of: InspectorFixture.canvasLayer, to: .array([.number(0.25), .number(0)]))
  }

  @Test func saveKeepsTheAuthorsTextAndChangesOnlyTheMembersEdited() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (url, effect) = try InspectorFixture.effectFile(in: folder)
    let inspector = Inspector(pane: InspectorFixture.pane(effect))
    try Self.edit(inspector)
    // An edit undone is not written.
    try inspector.set("lifetime", of: InspectorFixture.spark, to: .number(3))
    inspector.undo()
    #expect(inspector.isModified)
    try inspector.save()
    var expected = InspectorFixture.text
    for (old, new) in [
      ("\"birthRate\": 60,", "\"birthRate\": 75,"),
      (
        "\"contents\": \"spark\" } ] }",
        "\"contents\": \"spark\", \"color\": [1, 0.5, 0, 1] } ],\n          \"spin\": 1.5 }"
      ),
      // Added at the end of their object, in the file's order of fields.
      (
        "\"capacity\": 2000\n",
        "\"capacity\": 2000,\n      \"emitterSize\": [20, 0],\n      \"emitterShape\": \"circle\"\n"
      ),
      ("\"position\": [0.5, 0]", "\"position\": [0.25, 0]"),
    ] {
      #expect(expected.contains(old))
      expected = expected.replacingOccurrences(of: old, with: new)
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == expected)
    #expect(!inspector.isModified && inspector.canUndo)
    #expect(try EffectFile.load(contentsOf: url).declaration == inspector.declaration)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["inspect-glow.json"])
  }

  @Test func theSavedFileLoadsInAFreshHostToTheParticlesOfTheEditedPaneBitForBit() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (url, effect) = try InspectorFixture.effectFile(in: folder)
    let edited = InspectorFixture.pane(effect)
    let inspector = Inspector(pane: edited)
    try Self.edit(inspector)
    try inspector.save()
    let fresh = InspectorFixture.pane(try EffectFile.load(contentsOf: url))
    let original = InspectorFixture.pane(effect)
    InspectorFixture.stroke([edited, fresh, original], from: 0, to: 1.5)
    let particles = InspectorFixture.particles(edited)
    #expect(particles.count > 100)
    #expect(InspectorFixture.particles(fresh) == particles)
    #expect(InspectorFixture.particles(original) != particles)
  }

  @Test func saveAsWritesASwiftEffectAsANewDataEffectThatLoadsToTheSameParticles() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let swift = try EffectRegistry.standard().effect(id: "sparkle-trail")
    let edited = InspectorFixture.pane(swift)
    let inspector = Inspector(pane: edited)
    let cell = try #require(inspector.tree.first?.children.first?.id)
    try inspector.set("velocity", of: cell, to: .number(140))
    try inspector.set("emissionRange", of: cell, to: .number(Double.pi))
    let url = try inspector.saveAs(in: folder)
    #expect(url.lastPathComponent == "sparkle-trail-edited.json")
    #expect(
      inspector.file == url && inspector.effectInfo.id == "sparkle-trail-edited" && !inspector.isModified)
    let loaded = try EffectFile.load(contentsOf: url)
    let fresh = InspectorFixture.pane(loaded)
    InspectorFixture.stroke([edited, fresh], from: 0, to: 1.5)
    let particles = InspectorFixture.particles(edited)
    #expect(particles.count > 50)
    #expect(InspectorFixture.particles(fresh) == particles)
    // From now on it saves to that file, in place; a second save as takes the next name.
    try inspector.set("velocity", of: cell, to: .number(150))
    try inspector.save()
    #expect(try EffectFile.load(contentsOf: url).declaration.layers[0].emitterCells[0].velocity == 150)
    #expect(try inspector.saveAs(in: folder).lastPathComponent == "sparkle-trail-edited-edited.json")
    #expect(throws: InspectorError.self) {
      try inspector.saveAs(in: folder, id: "sparkle-trail-edited-edited")
    }
  }

  @Test func saveAsPointsTheNewFileAtTheSwiftEffectsOwnImages() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let confetti = try EffectRegistry.standard().effect(id: "confetti")
    let edited = InspectorFixture.pane(confetti)
    let inspector = Inspector(pane: edited)
    let url = try inspector.saveAs(in: folder)
    let loaded = try EffectFile.load(contentsOf: url)
    let paper = try #require(loaded.imageFiles.first)
    let resources = try #require(confetti.imageFolder?.path)
    #expect(paper.lastPathComponent == "paper.png")
    #expect(paper.path.hasPrefix(URL(fileURLWithPath: resources).standardizedFileURL.path))
    #expect(try String(contentsOf: url, encoding: .utf8).contains("\"contents\": \"../"))
    let fresh = InspectorFixture.pane(loaded)
    InspectorFixture.stroke([edited, fresh], from: 0, to: 1)
    #expect(!InspectorFixture.particles(edited).isEmpty)
    #expect(InspectorFixture.particles(fresh) == InspectorFixture.particles(edited))
  }

  /// A session showing the effect file in one pane, its reloader, and a watcher.
  struct Watched {
    let session: PreviewSession
    let reloader: EffectFileReloader
    let watcher = FileWatcher()
    let file: String

    init(_ effect: DataEffect) throws {
      let shown = PreviewEffect(effect)
      session = PreviewSession(
        effects: [shown], shown: [shown], seed: 7, windowSize: Size(width: 400, height: 300), clock: { 0 })
      reloader = EffectFileReloader.forDataEffects(in: [effect])
      file = effect.file.standardizedFileURL.path
      reloader.watch(with: watcher)
    }

    /// What the window does with a save of the file.
    func reload() {
      for outcome in reloader.reload([file], watcher: watcher) {
        switch outcome {
        case .reloaded(let file, let effect, _): session.effectFileReloaded(file, to: effect)
        case .failed(let file, let message): session.effectFileFailed(file, problem: message)
        }
      }
    }

    /// Saves `text` as an editor does: a new file renamed over the old one.
    func save(_ text: String) throws {
      try text.write(toFile: file + ".tmp", atomically: false, encoding: .utf8)
      guard rename(file + ".tmp", file) == 0 else { throw HarnessError("rename failed") }
      reload()
    }
  }

  @Test func anExternalEditIsPickedUpKeepingTheSelectionAndABrokenOneKeepsTheLastGoodState() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, effect) = try InspectorFixture.effectFile(in: folder)
    let watched = try Watched(effect)
    let inspector = Inspector(pane: watched.session.panes[0], session: watched.session)
    inspector.selection = InspectorFixture.trail
    try inspector.set("velocity", of: InspectorFixture.spark, to: .number(99))

    try watched.save(
      InspectorFixture.text.replacingOccurrences(of: "\"birthRate\": 5,", with: "\"birthRate\": 9,"))
    #expect(inspector.declaration?.layers[0].emitterCells[0].emitterCells[0].birthRate == 9)
    #expect(inspector.declaration?.layers[0].emitterCells[0].velocity == 40, "the file's version runs")
    // The edit it replaced is one undo away.
    #expect(inspector.selection == InspectorFixture.trail && inspector.canUndo && !inspector.isModified)
    #expect(inspector.problem == nil)
    let good = inspector.declaration

    try watched.save("{ \"version\": 1, \"id\": \"inspect-glow\", \"layers\": [ { \"capacity\": -3 } ] }")
    #expect(inspector.problem?.contains("layers[0].capacity") == true, "\(inspector.problem ?? "")")
    #expect(inspector.declaration == good && inspector.selection == InspectorFixture.trail)
    #expect((watched.session.panes[0].effect as? DataEffect)?.declaration == good)
    try inspector.set("lifetime", of: InspectorFixture.trail, to: .number(0.75))
    #expect(inspector.isModified)

    // A fix without the nested cell: the selection falls back to the first layer.
    try watched.save(
      InspectorFixture.text.replacingOccurrences(
        of:
          ",\n          \"emitterCells\": [ { \"name\": \"trail\", \"birthRate\": 5, \"lifetime\": 0.5, \"contents\": \"spark\" } ]",
        with: ""))
    #expect(inspector.problem == nil)
    #expect(inspector.tree[0].children[0].children.isEmpty && inspector.selection == InspectorFixture.layer)
  }

  @Test func theInspectorsOwnSaveReloadsWithoutLosingItsHistory() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, effect) = try InspectorFixture.effectFile(in: folder)
    let watched = try Watched(effect)
    let inspector = Inspector(pane: watched.session.panes[0], session: watched.session)
    try Self.edit(inspector)
    let edited = inspector.declaration
    let revision = watched.session.panes[0].revision
    try inspector.save()
    watched.reload()
    #expect(watched.session.panes[0].revision > revision, "the watcher reloaded the save")
    #expect(inspector.declaration == edited && inspector.canUndo && !inspector.isModified)
    inspector.undo()
    #expect(inspector.isModified)
  }

  /// After "Save as" the pane runs the new file, and the window (adopting what the session
  /// lists) reloads the pane when an editor saves that file too.
  @Test func aFileSavedAsIsWatchedAndAnExternalSaveOfItReloadsThePane() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, effect) = try InspectorFixture.effectFile(in: folder)
    let watched = try Watched(effect)
    let pane = watched.session.panes[0]
    let inspector = Inspector(pane: pane, session: watched.session)
    let url = try inspector.saveAs(in: folder)
    let path = url.standardizedFileURL.path
    #expect(pane.file == path)
    #expect(watched.session.filesSavedAs.map { $0.file.standardizedFileURL.path } == [path])
    for saved in watched.session.filesSavedAs { watched.reloader.adopt(saved, watcher: watched.watcher) }
    #expect(watched.reloader.files.contains(path) && watched.reloader.files.count == 2)

    var declaration = try #require(inspector.declaration)
    declaration.layers[0].emitterCells[0].velocity = 77
    try EffectFile.text(of: declaration, imagesRelativeTo: folder).write(
      toFile: path + ".tmp", atomically: false, encoding: .utf8)
    guard rename(path + ".tmp", path) == 0 else { throw HarnessError("rename failed") }
    let outcomes = watched.reloader.reload([path], watcher: watched.watcher)
    #expect(outcomes.count == 1)
    for case .reloaded(let file, let effect, _) in outcomes {
      watched.session.effectFileReloaded(file, to: effect)
    }
    #expect((pane.effect as? DataEffect)?.declaration.layers[0].emitterCells[0].velocity == 77)
    #expect(inspector.declaration?.layers[0].emitterCells[0].velocity == 77 && inspector.problem == nil)

    // A save that changes the id is refused, as for any effect file: the pane keeps its effect.
    declaration.info.id = "another-id"
    try EffectFile.text(of: declaration, imagesRelativeTo: folder).write(
      toFile: path, atomically: true, encoding: .utf8)
    let refused = watched.reloader.reload([path], watcher: watched.watcher)
    guard case .failed(_, let message)? = refused.first else {
      Issue.record("a changed id reloaded: \(refused)")
      return
    }
    #expect(message.contains("id: 'another-id' is not 'inspect-glow-edited'"), "\(message)")
  }
}
