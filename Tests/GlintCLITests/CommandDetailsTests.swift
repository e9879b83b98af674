import Foundation
import Testing

@testable import GlintCLI

/// Small promises of the command line, each on a real process or the real help and docs: names
/// that are not UTF-8, what `list` leaves out and why, the `$schema` of a new effect file, the
/// preview's keys and the gesture script's required members.
@Suite(.serialized)
struct CommandDetailsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Runs `script` with /bin/sh in `folder` ($GLINT is the program): the only way to hand glint
  /// an argument that is not UTF-8, which Swift's strings cannot hold.
  func shell(_ script: String, in folder: URL) throws -> GlintProcess.Result {
    try GlintProcess.run(
      program: URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: folder,
      environment: ["GLINT": try GlintProcess.executable().path])
  }

  /// A fresh folder holding a shipped effect file (ring-like, no images) under `name`'s bytes.
  func folder(withEffectNamed name: String) throws -> URL {
    let folder = try GlintProcess.temporaryFolder()
    let made = try GlintProcess.run(["new-effect", "odd-name", "--data", "--out", "good.json"], in: folder)
    #expect(made.status == 0, "\(made.stderr)")
    let copied = try shell(
      "sed 's/\"odd-name\"/\"odd-name-2\"/' good.json > \"$(printf '\(name)')\"", in: folder)
    #expect(copied.status == 0, "\(copied.stderr)")
    return folder
  }

  @Test func aFolderListsAroundANameThatIsNotUTF8() throws {
    let folder = try folder(withEffectNamed: "bad\\377.json")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try GlintProcess.run(["list", "."], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutLines.contains { $0.hasPrefix("odd-name ") }, "\(result.stdout)")
    #expect(
      result.stderrLines == [
        "glint: warning: ./bad\\xFF.json left out: its name is not UTF-8 (rename it to load it)"
      ])
  }

  @Test func anArgumentThatIsNotUTF8IsRefusedAndNothingIsWritten() throws {
    let folder = try folder(withEffectNamed: "bad\\377.json")
    defer { try? FileManager.default.removeItem(at: folder) }
    let effect = try shell(
      "\"$GLINT\" render --effect \"$(printf 'bad\\377.json')\" --gesture swipe --out x.png", in: folder)
    #expect(effect.status == 1)
    #expect(
      effect.stderrLines == [
        "glint render: the argument 'bad\\xFF.json' is not UTF-8 text; glint reads and writes only file "
          + "names in UTF-8 (convmv renames files)"
      ])
    let out = try shell(
      "\"$GLINT\" render --effect good.json --gesture swipe --out \"$(printf 'x\\351.png')\"", in: folder)
    #expect(out.status == 1)
    #expect(out.stderrLines.count == 1 && out.stderr.contains("'x\\xE9.png' is not UTF-8"), "\(out.stderr)")
    // Nothing written, under the name given or the repaired one.
    let names = try shell("ls", in: folder).stdoutLines
    #expect(names.count == 2 && names.contains("good.json"), "\(names)")
  }

  @Test func listSaysWhichEffectAFileTookThePlaceOf() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["a.json", "b.json"] {
      #expect(try GlintProcess.run(["new-effect", "twin", "--data", "--out", name], in: folder).status == 0)
    }
    let snow = try String(contentsOf: Self.root.appendingPathComponent("Effects/snow.json"), encoding: .utf8)
    try snow.write(to: folder.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
    let result = try GlintProcess.run(["list", "a.json", "b.json", "c.json"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderrLines == [
        "glint list: warning: a.json left out: b.json has its id 'twin' and takes its place",
        "glint list: warning: Effects/snow.json left out: c.json has its id 'snow' and takes its place",
      ])
    // Naming a shipped file itself replaces nothing.
    let shipped = try GlintProcess.run(
      ["list", Self.root.appendingPathComponent("Effects").path], in: folder)
    #expect(shipped.status == 0 && shipped.stderr.isEmpty, "\(shipped.stderr)")
  }

  @Test func aNewEffectFilePointsAtTheSchema() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try GlintProcess.run(["new-effect", "glow-dust", "--data"], in: folder)
    #expect(made.status == 0, "\(made.stderr)")
    let file = folder.appendingPathComponent("glow-dust.json")
    let text = try String(contentsOf: file, encoding: .utf8)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let schema = try #require(json["$schema"] as? String)
    // A relative `$schema` is read from the file's place, as an editor reads it (relative when
    // the temporary folder and the checkout share a folder below the root).
    let resolved = URL(fileURLWithPath: schema, relativeTo: file).standardizedFileURL
    #expect(
      resolved.path == Self.root.appendingPathComponent("docs/effect.schema.json").standardizedFileURL.path)
    // Inside the package it is relative, as the shipped files' is.
    #expect(
      Command.schemaReference(from: Self.root.appendingPathComponent("Effects/x.json").path)
        == "../docs/effect.schema.json")
    let drawn = try GlintProcess.run(
      ["simulate", "--effect", "glow-dust.json", "--gesture", "taps"], in: folder)
    #expect(drawn.status == 0, "\(drawn.stderr)")
  }

  @Test func thePreviewHelpNamesEveryShortcutOfThePanel() {
    for key in ["Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y"] {
      #expect(Command.preview.help.contains(key), "\(key)")
    }
  }

  @Test func theGestureDocsSayWhatIsRequiredAsTheParserDoes() throws {
    let docs = try String(
      contentsOf: Self.root.appendingPathComponent("docs/POINTERS_AND_GESTURES.md"), encoding: .utf8)
    #expect(docs.contains("- `size` (required)"))
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"{"events": []}"#.write(
      to: folder.appendingPathComponent("g.json"), atomically: true, encoding: .utf8)
    let result = try GlintProcess.run(["simulate", "--effect", "burst", "--gesture", "g.json"], in: folder)
    #expect(result.status == 1 && result.stderr.contains("size: missing"), "\(result.stderr)")
  }
}
