import Foundation
import Testing

/// Every command that writes a file refuses to write over one it reads, even with --force, and
/// over any other existing file without --force, saying so in one line before any work: real
/// processes on real files, each file's bytes checked after.
@Suite(.serialized)
struct OutputOverwriteTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("GlintImportTests/Samples")

  /// A fresh folder with a user's notes, a copy of a shipped effect file, a gesture script saved
  /// under a .png name, and a plist and a pixi config to import.
  func folder() throws -> URL {
    let folder = try GlintProcess.temporaryFolder()
    try "my notes\n".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    try "my picture\n".write(to: folder.appendingPathComponent("old.png"), atomically: true, encoding: .utf8)
    let snow = try String(
      contentsOf: Self.samples.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Effects/snow.json"), encoding: .utf8)
    try snow.replacingOccurrences(of: "\"id\": \"snow\"", with: "\"id\": \"precious\"")
      .write(to: folder.appendingPathComponent("precious.json"), atomically: true, encoding: .utf8)
    try #"{"size": [160, 120], "events": [{"t": 0, "id": 1, "phase": "began", "x": 80, "y": 60}]}"#
      .write(to: folder.appendingPathComponent("gesture.png"), atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      at: Self.samples.appendingPathComponent("particle-designer/Galaxy.plist"),
      to: folder.appendingPathComponent("Galaxy.plist"))
    try FileManager.default.copyItem(
      at: Self.samples.appendingPathComponent("pixi/flame.json"),
      to: folder.appendingPathComponent("flame.json"))
    return folder
  }

  func glint(_ arguments: [String], in folder: URL) throws -> GlintProcess.Result {
    try GlintProcess.run(
      arguments, in: folder, environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
  }

  func bytes(_ name: String, in folder: URL) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(name))
  }

  /// `arguments` fail with exit 1 and the one line `line`, and leave `name` as it was.
  func expectRefused(_ arguments: [String], line: String, keeps name: String, in folder: URL) throws {
    let before = try bytes(name, in: folder)
    let result = try glint(arguments, in: folder)
    #expect(result.status == 1, "\(arguments): \(result.stderr)")
    #expect(result.stderrLines == [line], "\(arguments)")
    #expect(try bytes(name, in: folder) == before, "\(arguments) changed \(name)")
  }

  @Test func aRecordingNeverReplacesTheEffectTheWindowShows() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "precious.json")
    // Refused before any window opens, however the path is spelled, even with --force.
    for record in ["precious.json", "./precious.json", "link.json", folder.path + "/precious.json"] {
      try expectRefused(
        ["preview", "--effect", "precious.json", "--record", record, "--force"],
        line:
          "glint preview: option --record: '\(record)' is a file this command reads; write to another file",
        keeps: "precious.json", in: folder)
    }
    try expectRefused(
      ["preview", "--effect", "precious.json", "--record", "notes.txt"],
      line: "glint preview: option --record: 'notes.txt' already exists; add --force to replace it",
      keeps: "notes.txt", in: folder)
  }

  @Test func exportAndImportReplaceAFileOnlyWithForceAndNeverTheirSource() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let exists = "option --out: 'notes.txt' already exists; add --force to replace it"
    try expectRefused(
      ["export", "sparkle-trail", "--out", "notes.txt"], line: "glint export: " + exists, keeps: "notes.txt",
      in: folder)
    try expectRefused(
      ["import", "Galaxy.plist", "--out", "notes.txt"], line: "glint import: " + exists, keeps: "notes.txt",
      in: folder)
    try expectRefused(
      ["import", "flame.json", "--out", "notes.txt"], line: "glint import: " + exists, keeps: "notes.txt",
      in: folder)
    try expectRefused(
      ["export", "precious.json", "--out", "precious.json", "--force"],
      line: "glint export: option --out: 'precious.json' is a file this command reads; write to another file",
      keeps: "precious.json", in: folder)
    try expectRefused(
      ["import", "flame.json", "--out", "./flame.json", "--force"],
      line: "glint import: option --out: './flame.json' is a file this command reads; write to another file",
      keeps: "flame.json", in: folder)
    // With --force, a file the command does not read is replaced.
    let export = try glint(["export", "sparkle-trail", "--out", "notes.txt", "--force"], in: folder)
    #expect(export.status == 0, "\(export.stderr)")
    #expect(String(decoding: try bytes("notes.txt", in: folder), as: UTF8.self).contains("\"sparkle-trail\""))
    let imported = try glint(["import", "flame.json", "--out", "notes.txt", "--force"], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      String(decoding: try bytes("notes.txt", in: folder), as: UTF8.self).contains("Imported from flame.json")
    )
  }

  @Test func renderReplacesAPictureFrameOrClipOnlyWithForce() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trail = ["render", "--effect", "sparkle-trail", "--gesture", "swipe", "--size", "80x60"]
    try expectRefused(
      trail + ["--out", "old.png"],
      line: "glint render: option --out: 'old.png' already exists; add --force to replace it",
      keeps: "old.png",
      in: folder)
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("notes.txt"), to: folder.appendingPathComponent("clip.gif"))
    try expectRefused(
      trail + ["--video", "clip.gif"],
      line: "glint render: option --video: 'clip.gif' already exists; add --force to replace it",
      keeps: "clip.gif", in: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("frames"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("notes.txt"),
      to: folder.appendingPathComponent("frames/frame-0002.png"))
    try expectRefused(
      trail + ["--frames", "0:0.2:0.05", "--out-dir", "frames"],
      line:
        "glint render: option --out-dir: 'frames/frame-0002.png' already exists; add --force to replace it",
      keeps: "frames/frame-0002.png", in: folder)
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("frames/frame-0000.png").path))
    // A gesture script read under a .png name is an input: never the picture, even with --force.
    try expectRefused(
      [
        "render", "--effect", "sparkle-trail", "--gesture", "./gesture.png", "--out", "gesture.png",
        "--force",
      ],
      line: "glint render: option --out: 'gesture.png' is a file this command reads; write to another file",
      keeps: "gesture.png", in: folder)
    let forced = try glint(trail + ["--out", "old.png", "--force"], in: folder)
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(try bytes("old.png", in: folder).starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func newEffectDataReplacesAFileOnlyWithForce() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try expectRefused(
      ["new-effect", "magic-dust", "--data", "--out", "notes.txt"],
      line: "glint new-effect: option --out: 'notes.txt' already exists; add --force to replace it",
      keeps: "notes.txt", in: folder)
    let forced = try glint(
      ["new-effect", "magic-dust", "--data", "--out", "notes.txt", "--force"], in: folder)
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(String(decoding: try bytes("notes.txt", in: folder), as: UTF8.self).contains("\"magic-dust\""))
  }

  @Test func importAndExportMakeAMissingOutFolderAlike() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (arguments, written) in [
      (["import", "Galaxy.plist", "--out", "a/b/galaxy.json"], "a/b/galaxy.json"),
      (["import", "flame.json", "--out", "c/d/flame.json"], "c/d/flame.json"),
      (["export", "sparkle-trail", "--out", "e/f/trail.json"], "e/f/trail.json"),
    ] {
      let result = try glint(arguments, in: folder)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      let text = String(decoding: try bytes(written, in: folder), as: UTF8.self)
      #expect(text.contains("\"layers\""), "\(written)")
    }
  }
}
