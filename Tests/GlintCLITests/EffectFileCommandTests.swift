import Foundation
import Testing

/// Effect files everywhere an effect is taken: export, list, a file or a folder in place of an
/// id, and new-effect --data.
@Suite struct EffectFileCommandTests {
  /// The step lines and the particles dumped at 1.2 s.
  static func simulate(_ effect: String, in folder: URL, gesture: String = "figure-eight") throws -> String {
    let result = try GlintProcess.run(
      ["simulate", "--effect", effect, "--gesture", gesture, "--dump", "dump.json", "--dump-at", "1.2"],
      in: folder)
    #expect(result.status == 0, "\(effect): \(result.stderr)")
    return result.stdout
      + (try String(contentsOf: folder.appendingPathComponent("dump.json"), encoding: .utf8))
  }

  /// An exported effect, loaded back from its file, gives the very same particles (the dump
  /// prints every particle's state).
  @Test(arguments: ["sparkle-trail", "burst", "confetti", "fireworks", "ring"])
  func anExportedEffectSimulatesTheSameFromItsFile(id: String) throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let export = try GlintProcess.run(["export", id, "--out", "\(id)-copy.json"], in: folder)
    #expect(export.status == 0 && export.stdoutLines == ["wrote \(id)-copy.json"], "\(export.stderr)")
    // The file has the module's id: it takes the module's place only under another id.
    let path = folder.appendingPathComponent("\(id)-copy.json")
    let text = try String(contentsOf: path, encoding: .utf8)
    try text.replacingOccurrences(of: "\"id\": \"\(id)\"", with: "\"id\": \"\(id)-copy\"")
      .write(to: path, atomically: true, encoding: .utf8)
    let swift = try Self.simulate(id, in: folder)
    #expect(swift.contains("\"x\""), "no particles dumped")
    #expect(try Self.simulate("\(id)-copy.json", in: folder) == swift)
  }

  /// `export --help`'s example as written: the file keeps the module's id, runs beside the
  /// module as ID-file (said in a note), and draws the module's very pixels; confetti's image
  /// ("paper", in its Resources) is named so that it resolves from the written file wherever
  /// glint runs.
  @Test(arguments: ["sparkle-trail", "confetti"])
  func anExportedFileRunsUnderItsModulesIDAndDrawsTheSamePixels(id: String) throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let away = folder.appendingPathComponent("away")
    try FileManager.default.createDirectory(at: away, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    let export = try GlintProcess.run(["export", id, "--out", "out/my-\(id).json"], in: folder)
    #expect(export.status == 0, "\(export.stderr)")
    let file = folder.appendingPathComponent("out/my-\(id).json").path
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"id\": \"\(id)\""))
    func render(_ effect: String, _ out: String) throws -> GlintProcess.Result {
      try GlintProcess.run(
        [
          "render", "--effect", effect, "--gesture", "taps", "--at", "0.6", "--size", "160x120", "--out", out,
        ],
        in: away)
    }
    let module = try render(id, "module.png")
    #expect(module.status == 0 && module.stderr.isEmpty, "\(module.stderr)")
    let fromFile = try render(file, "file.png")
    #expect(fromFile.status == 0, "\(fromFile.stderr)")
    #expect(
      fromFile.stderrLines == [
        "glint: note: \(file): the id '\(id)' is a Swift effect module's; this file runs as '\(id)-file'"
      ])
    let pixels = try Data(contentsOf: away.appendingPathComponent("module.png"))
    #expect(try Data(contentsOf: away.appendingPathComponent("file.png")) == pixels)
    let both = try GlintProcess.run(
      ["render", "--compare", "\(id),\(file)", "--gesture", "taps", "--at", "0.6", "--out", "both.png"],
      in: away)
    #expect(both.status == 0, "\(both.stderr)")
    let listed = try GlintProcess.run(["list", file], in: away)
    #expect(
      listed.stdoutLines.contains { $0.hasPrefix("\(id)-file ") && $0.contains(file) }, "\(listed.stdout)")
    #expect(try Self.simulate(file, in: away) == (try Self.simulate(id, in: away)))
  }

  @Test func anEffectWithSwiftBehaviourSaysWhatCannotBeExported() throws {
    let result = try GlintProcess.run(["export", "comet"])
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "glint export: 'comet' cannot be exported: its tail's direction, speed and birth rate follow the "
          + "pointer's velocity (CometEffect.steerTail), which an effect file cannot say"
      ])
  }

  @Test func listShowsWhereEveryEffectComesFrom() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try GlintProcess.run(["new-effect", "glow-worm", "--data"], in: folder)
    #expect(made.status == 0, "\(made.stderr)")
    let result = try GlintProcess.run(["list", "--json", "glow-worm.json"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try jsonObjects(result.stdoutLines)
    let sources = Dictionary(
      uniqueKeysWithValues: rows.map { ($0["id"] as! String, $0["source"] as! String) })
    #expect(sources["sparkle-trail"] == "Swift module")
    #expect(sources["sparkle-trail-data"] == "Effects/sparkle-trail-data.json")
    #expect(sources["bubbles"] == "Effects/bubbles.json")
    #expect(sources["glow-worm"] == "glow-worm.json")
    #expect(rows.count >= 12)
  }

  @Test func aFolderNamesEveryEffectInIt() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let effects = folder.appendingPathComponent("mine")
    try FileManager.default.createDirectory(at: effects, withIntermediateDirectories: true)
    for name in ["alpha", "beta"] {
      let made = try GlintProcess.run(
        ["new-effect", name, "--data", "--out", "mine/\(name).json"], in: folder)
      #expect(made.status == 0, "\(made.stderr)")
    }
    let sheet = try GlintProcess.run(
      [
        "render", "--compare", "mine,ring", "--gesture", "taps", "--at", "0.5", "--size", "120x90", "--out",
        "s.png",
      ],
      in: folder)
    #expect(sheet.status == 0, "\(sheet.stderr)")
    let listed = try GlintProcess.run(["list", "mine"], in: folder)
    #expect(listed.stdoutLines.filter { $0.contains("mine/") }.count == 2, "\(listed.stdout)")
    // One effect is wanted: a folder of two is refused with one line.
    let one = try GlintProcess.run(["simulate", "--effect", "mine", "--gesture", "tap"], in: folder)
    #expect(
      one.status == 1 && one.stderrLines == ["glint simulate: mine: holds 2 effects where one is wanted"])
  }

  @Test func newDataEffectFollowsTheNameRulesAndRefusesTakenIDs() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try GlintProcess.run(["new-effect", "MagicDust", "--data"], in: folder)
    #expect(made.status == 0)
    #expect(made.stdoutLines.first == "created effect 'magic-dust' in magic-dust.json")
    let text = try String(contentsOf: folder.appendingPathComponent("magic-dust.json"), encoding: .utf8)
    #expect(text.contains("\"name\": \"Magic dust\""))
    let drawn = try GlintProcess.run(
      ["render", "--effect", "magic-dust.json", "--gesture", "taps", "--at", "0.3", "--out", "m.png"],
      in: folder)
    #expect(drawn.status == 0 && drawn.stderr.isEmpty, "\(drawn.stderr)")
    let again = try GlintProcess.run(["new-effect", "magic-dust", "--data"], in: folder)
    #expect(
      again.stderrLines == [
        "glint new-effect: option --out: 'magic-dust.json' already exists; add --force to replace it"
      ])
    let taken = try GlintProcess.run(["new-effect", "Ring", "--data"], in: folder)
    #expect(
      taken.stderrLines == ["glint new-effect: the id 'ring' is taken (Swift module); choose another name"])
    let shipped = try GlintProcess.run(["new-effect", "snow", "--data"], in: folder)
    #expect(
      shipped.stderrLines == [
        "glint new-effect: the id 'snow' is taken (Effects/snow.json); choose another name"
      ])
    let bad = try GlintProcess.run(["new-effect", "2fast", "--data"], in: folder)
    #expect(bad.status == 1 && bad.stderr.contains("the name must start with a letter"))
  }

  /// The window's commands take files too, and refuse a bad one before any window opens.
  @Test func previewAndCompareRefuseABadFileWithOneLine() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"{"version": 1, "id": "bad", "layers": [{"emitterCells": [{"lifetime": -2}]}]}"#
      .write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
    let line = "bad.json:1:71: layers[0].emitterCells[0].lifetime: must not be negative, found -2.0"
    let preview = try GlintProcess.run(["preview", "--effect", "bad.json"], in: folder)
    #expect(preview.status == 1 && preview.stderrLines == ["glint preview: " + line], "\(preview.stderr)")
    let compare = try GlintProcess.run(["compare", "ring", "bad.json"], in: folder)
    #expect(compare.status == 1 && compare.stderrLines == ["glint compare: " + line], "\(compare.stderr)")
  }

  /// A data effect's images are written relative to the folder the file goes to when they are
  /// inside it, else by their full path, so the exported file finds them either way.
  @Test func exportedImagesAreFoundFromTheNewFile() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
    let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Effects")
    try FileManager.default.copyItem(
      at: shipped.appendingPathComponent("images/bubble.png"),
      to: folder.appendingPathComponent("images/bubble.png"))
    try String(contentsOf: shipped.appendingPathComponent("bubbles.json"), encoding: .utf8)
      .replacingOccurrences(of: "\"id\": \"bubbles\"", with: "\"id\": \"my-bubbles\"")
      .write(to: folder.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
    let beside = try GlintProcess.run(["export", "mine.json", "--out", "again.json"], in: folder)
    #expect(beside.status == 0, "\(beside.stderr)")
    let again = try String(contentsOf: folder.appendingPathComponent("again.json"), encoding: .utf8)
    #expect(again.contains("\"contents\": \"images/bubble.png\""))
    let away = try GlintProcess.run(["export", "mine.json", "--out", "images/away.json"], in: folder)
    #expect(away.status == 0, "\(away.stderr)")
    let elsewhere = try String(contentsOf: folder.appendingPathComponent("images/away.json"), encoding: .utf8)
    #expect(elsewhere.contains("\"contents\": \"bubble.png\""))
    for file in ["again.json", "images/away.json"] {
      #expect(try Self.simulate(file, in: folder) == (try Self.simulate("mine.json", in: folder)))
    }
  }
}
