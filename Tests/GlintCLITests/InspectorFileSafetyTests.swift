import Foundation
import GlintCore
import GlintFiles
import GlintImport
import Testing

@testable import GlintCLI

/// The inspector never loses what a user owns, on real files: an imported source is never
/// written, a save goes through links and keeps the mode, refuses a file changed on disk since
/// it was read, and unsaved edits outlive a file that is only touched.
@Suite struct InspectorFileSafetyTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("GlintImportTests/Samples")

  /// The first cell of the inspector's effect.
  static func firstCell(_ inspector: Inspector) throws -> InspectorNodeID {
    try #require(inspector.tree.first?.children.first?.id)
  }

  @Test(arguments: ["particle-designer/Galaxy.plist", "pixi/flame.json"])
  func saveOfAnImportedEffectWritesANewEffectFileBesideItAndNeverTheSource(sample: String) throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent(URL(fileURLWithPath: sample).lastPathComponent)
    try FileManager.default.copyItem(at: Self.samples.appendingPathComponent(sample), to: source)
    let original = try Data(contentsOf: source)
    let effect = try EffectSourceFile.load(source, name: source.lastPathComponent)
    // A file already holding the first name is not replaced either.
    let taken = folder.appendingPathComponent(effect.info.id + "-edited.json")
    try Data("mine".utf8).write(to: taken)
    let inspector = Inspector(pane: InspectorFixture.pane(effect))
    let cell = try Self.firstCell(inspector)
    try inspector.set("birthRate", of: cell, to: .number(33))

    let url = try inspector.save()
    #expect(try Data(contentsOf: source) == original)
    #expect(try Data(contentsOf: taken) == Data("mine".utf8))
    #expect(url.lastPathComponent == effect.info.id + "-edited-2.json")
    #expect(url.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path)
    let saved = try EffectFile.load(contentsOf: url)
    #expect(saved.declaration.layers[0].emitterCells[0].birthRate == 33)
    #expect(inspector.file == url && !inspector.isModified)
    // Its textures lie beside it, not in the import cache, which may be cleared.
    #expect(!(try String(contentsOf: url, encoding: .utf8)).contains(ImageStore.cache.folder.path))
    for image in saved.imageFiles {
      #expect(image.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path)
    }
    #expect(!saved.imageFiles.isEmpty || sample.hasPrefix("pixi/"))

    // From then on Save writes that new file, in place.
    try inspector.set("birthRate", of: cell, to: .number(34))
    #expect(try inspector.save() == url)
    #expect(try EffectFile.load(contentsOf: url).declaration.layers[0].emitterCells[0].birthRate == 34)
    #expect(try Data(contentsOf: source) == original)
  }

  @Test func saveWritesThroughALinkAndKeepsTheFilesMode() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let real = folder.appendingPathComponent("real", isDirectory: true)
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
    try InspectorFixture.text.write(
      to: real.appendingPathComponent("inspect-glow.json"), atomically: false, encoding: .utf8)
    #expect(chmod(real.appendingPathComponent("inspect-glow.json").path, 0o600) == 0)
    let link = folder.appendingPathComponent("glow.json")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "real/inspect-glow.json")
    let inspector = Inspector(pane: InspectorFixture.pane(try EffectFile.load(contentsOf: link)))
    try inspector.set("birthRate", of: InspectorFixture.spark, to: .number(75))

    #expect(try inspector.save() == link)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real/inspect-glow.json")
    let target = real.appendingPathComponent("inspect-glow.json")
    #expect(try String(contentsOf: target, encoding: .utf8).contains("\"birthRate\": 75,"))
    let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    // Nothing is left beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: real.path) == ["inspect-glow.json"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["glow.json", "real"])
  }

  @Test func saveRefusesAFileChangedOnDiskSinceItWasReadAndKeepsTheEdits() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (url, effect) = try InspectorFixture.effectFile(in: folder)
    let inspector = Inspector(pane: InspectorFixture.pane(effect))
    try inspector.set("birthRate", of: InspectorFixture.spark, to: .number(75))
    // The same bytes written again (a touch, an editor's save with no change) are no change.
    try InspectorFixture.text.write(to: url, atomically: true, encoding: .utf8)
    try inspector.save()
    try inspector.set("birthRate", of: InspectorFixture.spark, to: .number(76))

    // An editor's newer version, broken: the save is refused and both it and the edits stay.
    let newer = InspectorFixture.text.replacingOccurrences(of: "\"birthRate\": 75,", with: "\"birthRate\": ")
    try newer.write(to: url, atomically: true, encoding: .utf8)
    #expect {
      try inspector.save()
    } throws: { error in
      "\(error)".contains("\(url.path): changed on disk since it was loaded; not saved, the edits are kept")
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == newer)
    #expect(inspector.isModified && inspector.declaration?.layers[0].emitterCells[0].birthRate == 76)

    try FileManager.default.removeItem(at: url)
    #expect(throws: InspectorError.self) { try inspector.save() }
    #expect(!FileManager.default.fileExists(atPath: url.path) && inspector.isModified)
    // A FIFO put in its place is refused at once, not waited on.
    #expect(mkfifo(url.path, 0o600) == 0)
    #expect(throws: InspectorError.self) { try inspector.save() }
    #expect(inspector.isModified)
  }

  /// Sets the file's time stamps an hour ahead, as `touch` would: its content stays.
  static func touch(_ path: String) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: path)
  }

  @Test func unsavedEditsAndTheirHistoryOutliveAFileThatIsOnlyTouchedOrReformatted() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, effect) = try InspectorFixture.effectFile(in: folder)
    let watched = try InspectorSaveTests.Watched(effect)
    let pane = watched.session.panes[0]
    let inspector = Inspector(pane: pane, session: watched.session)
    try inspector.set("velocity", of: InspectorFixture.spark, to: .number(99))
    try inspector.set("birthRate", of: InspectorFixture.spark, to: .number(70))
    let edited = inspector.declaration

    try Self.touch(watched.file)
    #expect(watched.reloader.reload([watched.file], watcher: watched.watcher).isEmpty)
    #expect(inspector.declaration == edited && inspector.isModified && inspector.canUndo)
    #expect((pane.effect as? DataEffect)?.declaration == edited)

    // A save that changes only the layout reloads, and the pane runs the edits again.
    try watched.save(
      InspectorFixture.text.replacingOccurrences(of: "\"lifetime\": 2,   ", with: "\"lifetime\": 2, "))
    #expect(inspector.declaration == edited && inspector.isModified && inspector.message == nil)
    #expect((pane.effect as? DataEffect)?.declaration == edited)
    // ...and is what a save now compares the file with.
    try inspector.save()
    inspector.undo()
    #expect(inspector.declaration?.layers[0].emitterCells[0].birthRate == 60)
    #expect(inspector.declaration?.layers[0].emitterCells[0].velocity == 99)
  }

  @Test func aChangeOfContentReplacesTheEditsSaysSoAndUndoBringsThemBack() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, effect) = try InspectorFixture.effectFile(in: folder)
    let watched = try InspectorSaveTests.Watched(effect)
    let pane = watched.session.panes[0]
    let inspector = Inspector(pane: pane, session: watched.session)
    try inspector.set("velocity", of: InspectorFixture.spark, to: .number(99))
    let edited = inspector.declaration

    try watched.save(
      InspectorFixture.text.replacingOccurrences(of: "\"birthRate\": 5,", with: "\"birthRate\": 9,"))
    #expect(inspector.declaration?.layers[0].emitterCells[0].emitterCells[0].birthRate == 9)
    #expect(inspector.declaration?.layers[0].emitterCells[0].velocity == 40)
    #expect(!inspector.isModified)
    #expect(inspector.message?.contains("the file changed on disk") == true, "\(inspector.message ?? "")")

    inspector.undo()
    #expect(inspector.declaration == edited && inspector.isModified)
    #expect((pane.effect as? DataEffect)?.declaration == edited)
    inspector.undo()
    #expect(inspector.declaration?.layers[0].emitterCells[0].velocity == 40 && !inspector.canUndo)
  }

  /// A file whose id is a Swift effect module's runs as ID-file; Save writes the edit and
  /// nothing else: the file keeps its own id, and the effect still runs beside the module.
  @Test func saveOfAFileWhoseIDIsAModulesKeepsTheFilesOwnID() throws {
    let folder = try InspectorFixture.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = InspectorFixture.text.replacingOccurrences(
      of: "\"id\": \"inspect-glow\"", with: "\"id\": \"sparkle-trail\"")
    let url = folder.appendingPathComponent("my-trail.json")
    try text.write(to: url, atomically: false, encoding: .utf8)
    let effect = try EffectSourceFile.load(url, name: url.lastPathComponent)
    #expect(effect.info.id == "sparkle-trail" + EffectSourceFile.clashSuffix)
    let pane = InspectorFixture.pane(effect)
    let inspector = Inspector(pane: pane)
    try inspector.set("birthRate", of: InspectorFixture.spark, to: .number(75))

    #expect(try inspector.save() == url)
    let written = try String(contentsOf: url, encoding: .utf8)
    #expect(written == text.replacingOccurrences(of: "\"birthRate\": 60,", with: "\"birthRate\": 75,"))
    #expect(inspector.effectInfo.id == effect.info.id && pane.effect.info.id == effect.info.id)
    #expect(!inspector.isModified)
    // The next save checks the file against what this one wrote, and writes again.
    try inspector.set("birthRate", of: InspectorFixture.spark, to: .number(76))
    #expect(try inspector.save() == url)
    #expect(try String(contentsOf: url, encoding: .utf8).contains("\"id\": \"sparkle-trail\","))
  }
}
