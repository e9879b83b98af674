import Foundation
import GlintCore
import GlintFiles
import GlintRender
import Testing

@testable import GlintCLI

/// `glint import`, and plists named wherever an effect is taken, as real processes on the
/// Particle Designer samples (real files, sources in Tests/GlintImportTests/Samples/SOURCES.md).
@Suite(.serialized)
struct ImportCommandTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("GlintImportTests/Samples/particle-designer")

  /// A fresh folder holding copies of the samples, and a cache of its own for the processes.
  func folderWithSamples() throws -> URL {
    let folder = try GlintProcess.temporaryFolder()
    for name in try FileManager.default.contentsOfDirectory(atPath: Self.samples.path) {
      try FileManager.default.copyItem(
        at: Self.samples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    return folder
  }

  func glint(_ arguments: [String], in folder: URL) throws -> GlintProcess.Result {
    try GlintProcess.run(
      arguments, in: folder, environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
  }

  @Test func importWritesTheEffectFileWithItsTextureBesideIt() throws {
    let folder = try folderWithSamples()
    let result = try glint(["import", "Galaxy.plist", "--out", "out/galaxy.json"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutLines == ["wrote out/galaxy.json (Particle Designer, 0 warning(s))"])
    #expect(result.stderr.isEmpty)
    let text = try String(contentsOf: folder.appendingPathComponent("out/galaxy.json"), encoding: .utf8)
    #expect(text.contains("\"summary\": \"Imported from Galaxy.plist (Particle Designer 2)\""))
    let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let layer = try #require((json?["layers"] as? [[String: Any]])?.first)
    let cell = try #require((layer["emitterCells"] as? [[String: Any]])?.first)
    let contents = try #require(cell["contents"] as? String)
    #expect(contents.hasPrefix("Galaxy-") && contents.hasSuffix(".png") && !contents.contains("/"))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/" + contents).path))
    // The written file is an ordinary effect file.
    let render = try glint(
      [
        "render", "--effect", "out/galaxy.json", "--gesture", "hold", "--at", "1.5", "--size", "400x300",
        "--out", "g.png",
      ], in: folder)
    #expect(render.status == 0, "\(render.stderr)")
  }

  @Test func withoutOutTheEffectFileGoesToStandardOutput() throws {
    let folder = try folderWithSamples()
    let result = try glint(["import", "SpookyPeas.plist"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.output) as? [String: Any]
    #expect(json?["id"] as? String == "spooky-peas")
    // Its texture, a gzip'd TIFF, went to the cache as a PNG.
    let cached = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("cache/glint/imported").path)
    #expect(cached.count == 1 && cached[0].hasPrefix("SpookyPeas-"))
  }

  @Test func strictTurnsWarningsIntoAFailure() throws {
    let folder = try folderWithSamples()
    let result = try glint(["import", "fire.plist", "--strict", "--out", "fire.json"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "glint import: warning: fire.plist: textureFileName: 'fire.png' is not beside the file; drawn with the built-in dot sprite",
        "glint import: fire.plist: 1 key(s) not honoured exactly (--strict); nothing written",
      ])
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("fire.json").path))
    // Without --strict the same file imports, with its warning.
    #expect(try glint(["import", "fire.plist", "--out", "fire.json"], in: folder).status == 0)
  }

  @Test func aFileThatCannotBeUsedIsOneLineAndStatusOne() throws {
    let folder = try folderWithSamples()
    let galaxy = try String(contentsOf: folder.appendingPathComponent("Galaxy.plist"), encoding: .utf8)
    try galaxy.replacingOccurrences(of: "<real>934</real>", with: "<real>1e9</real>")
      .write(to: folder.appendingPathComponent("Huge.plist"), atomically: true, encoding: .utf8)
    try String(galaxy.prefix(900)).write(
      to: folder.appendingPathComponent("Cut.plist"), atomically: true, encoding: .utf8)
    let huge = try glint(["import", "Huge.plist"], in: folder)
    #expect(huge.status == 1 && huge.stdout.isEmpty)
    #expect(
      huge.stderrLines == [
        "glint import: Huge.plist: maxParticles: 1000000000 is more than the 100000 particles a layer holds"
      ])
    let cut = try glint(
      ["render", "--effect", "Cut.plist", "--gesture", "hold", "--out", "x.png"], in: folder)
    #expect(cut.status == 1)
    #expect(
      cut.stderrLines == [
        "glint render: Cut.plist: not a well-formed XML property list (truncated, or not a plist at all)"
      ])
    let missing = try glint(["import", "Nothing.plist"], in: folder)
    #expect(missing.status == 1 && missing.stderrLines == ["glint import: Nothing.plist: does not exist"])
  }

  /// Numbers past any integer, where the importer takes a count or a GL enum: `render`,
  /// `simulate`, `list` and `import` give one line naming the file and the key and exit 1 (a
  /// count), or run with a warning (a blend factor that names no factor).
  @Test func numbersPastAnyIntegerAreRefusedOrWarnedNeverACrash() throws {
    let folder = try folderWithSamples()
    let galaxy = try String(contentsOf: folder.appendingPathComponent("Galaxy.plist"), encoding: .utf8)
    let many = galaxy.replacingOccurrences(of: "<real>934</real>", with: "<real>1e308</real>")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("many"), withIntermediateDirectories: false)
    try many.write(to: folder.appendingPathComponent("many/Many.plist"), atomically: true, encoding: .utf8)
    let says = "many/Many.plist: maxParticles: 1e+308 is more than the 100000 particles a layer holds"
    let runs: [[String]] = [
      ["render", "--effect", "many/Many.plist", "--gesture", "hold", "--out", "x.png"],
      ["simulate", "--effect", "many/Many.plist", "--gesture", "hold", "--seconds", "1"],
      ["list", "many"], ["import", "many/Many.plist"],
    ]
    for arguments in runs {
      let result = try glint(arguments, in: folder)
      #expect(result.status == 1, "\(arguments): \(result.stderr)")
      #expect(result.stderrLines == ["glint \(arguments[0]): \(says)"], "\(arguments)")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    for (key, value) in [("blendFuncSource", "1e19"), ("blendFuncDestination", "3.5e38")] {
      let text = galaxy.replacingOccurrences(
        of: #"<key>\#(key)</key>\s*<integer>\d+</integer>"#, with: "<key>\(key)</key><real>\(value)</real>",
        options: .regularExpression)
      #expect(text != galaxy)
      try text.write(to: folder.appendingPathComponent("Blend.plist"), atomically: true, encoding: .utf8)
      for arguments in [
        ["render", "--effect", "Blend.plist", "--gesture", "hold", "--out", "\(key).png"],
        ["simulate", "--effect", "Blend.plist", "--gesture", "hold", "--seconds", "1"],
        ["list", "Blend.plist"],
      ] {
        let result = try glint(arguments, in: folder)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(
          result.stderr.contains(
            "Blend.plist: \(key): \(value == "1e19" ? "1e+19" : "3.5e+38") is not a GL blend factor"),
          "\(result.stderr)")
      }
    }
  }

  /// Every sample, named straight to `render`, draws a lit picture.
  @Test(arguments: [
    ("ExplodingRing", 0.2), ("Galaxy", 1.5), ("Phoenix", 1.5), ("QuickExplode", 0.2), ("SpookyPeas", 1.5),
    ("TestPremultipliedAlpha", 1.5), ("fire", 1.5),
  ])
  func everySampleRendersALitPicture(name: String, at time: Double) throws {
    let folder = try folderWithSamples()
    let result = try glint(
      [
        "render", "--effect", name + ".plist", "--gesture", "hold", "--at", "\(time)", "--size", "400x300",
        "--background", "black", "--out", "x.png",
      ], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let image = try RenderedImage.readPNG(path: folder.appendingPathComponent("x.png").path)
    var lit = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        if Int(p.r) + Int(p.g) + Int(p.b) > 60 { lit += 1 }
      }
    }
    #expect(lit > 300, "\(lit) lit pixels")
  }

  /// A contact sheet of an imported plist, an effect file and a Swift effect, the plist named
  /// after --compare as the README's sheet is made.
  @Test func compareTakesPlistsAndFilesAsArguments() throws {
    let folder = try folderWithSamples()
    #expect(try glint(["import", "SpookyPeas.plist", "--out", "peas.json"], in: folder).status == 0)
    let result = try glint(
      [
        "render", "--compare", "Galaxy.plist", "peas.json", "sparkle-trail", "--gesture", "hold", "--at",
        "1.5",
        "--size", "200x150", "--background", "black", "--out", "sheet.png",
      ], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let sheet = try RenderedImage.readPNG(path: folder.appendingPathComponent("sheet.png").path)
    #expect(sheet.width == 400 && sheet.height == 300)
    // Something lit about the middle of each of the three panes.
    for (left, top) in [(0, 0), (200, 0), (0, 150)] {
      var lit = 0
      for y in top + 40..<top + 110 {
        for x in left + 60..<left + 140
        where Int(sheet.pixel(x: x, y: y).r) + Int(sheet.pixel(x: x, y: y).b) > 60 {
          lit += 1
        }
      }
      #expect(lit > 20, "pane at \(left), \(top): \(lit) lit pixels")
    }
    let stray = try glint(
      ["render", "--effect", "Galaxy.plist", "fire.plist", "--gesture", "hold", "--out", "x.png"], in: folder)
    #expect(stray.status == 2 || stray.status == 1)
    #expect(stray.stderr.contains("unexpected argument 'fire.plist'"))
  }

  @Test func listAndSimulateTakePlists() throws {
    let folder = try folderWithSamples()
    let list = try glint(["list", "Galaxy.plist"], in: folder)
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdoutLines.contains { $0.contains("galaxy") && $0.contains("Galaxy.plist") })
    let simulate = try glint(
      ["simulate", "--effect", "TestPremultipliedAlpha.plist", "--gesture", "hold", "--seconds", "1"],
      in: folder)
    #expect(simulate.status == 0, "\(simulate.stderr)")
    #expect(!simulate.stdout.isEmpty)
  }

  /// 64 MiB of zeros gzip'd into a plist's textureImageData: a warning, the built-in dot, and the
  /// process stays small (inflating stops at 16 MiB).
  @Test func aGzipBombStaysWithinTheMemoryBudget() throws {
    let folder = try folderWithSamples()
    let zeros = folder.appendingPathComponent("zeros")
    #expect(FileManager.default.createFile(atPath: zeros.path, contents: Data(count: 64 << 20)))
    let gzip = try GlintProcess.run(program: URL(fileURLWithPath: "/bin/gzip"), ["-9", "zeros"], in: folder)
    #expect(gzip.status == 0)
    let bomb = try Data(contentsOf: folder.appendingPathComponent("zeros.gz")).base64EncodedString()
    let galaxy = try String(contentsOf: folder.appendingPathComponent("Galaxy.plist"), encoding: .utf8)
    let start = try #require(galaxy.range(of: "<key>textureImageData</key>"))
    let data = try #require(galaxy.range(of: "<string>", range: start.upperBound..<galaxy.endIndex))
    let end = try #require(galaxy.range(of: "</string>", range: data.upperBound..<galaxy.endIndex))
    try (galaxy[..<data.upperBound] + bomb + galaxy[end.lowerBound...])
      .write(to: folder.appendingPathComponent("Bomb.plist"), atomically: true, encoding: .utf8)
    let executable = try GlintProcess.executable()
    let result = try GlintProcess.run(
      program: URL(fileURLWithPath: "/usr/bin/time"),
      ["-f", "peak %M KB", executable.path, "import", "Bomb.plist"],
      in: folder, environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("textureImageData: inflates to more than 16 MiB"))
    let peak = try #require(result.stderrLines.last.flatMap { Int($0.split(separator: " ")[1]) })
    #expect(peak < 200_000, "peak resident memory \(peak) KB")
  }

  /// A plist named to the preview reloads when it is saved, through the same loader.
  @Test func aPlistReloadsLikeAnEffectFile() throws {
    let folder = try folderWithSamples()
    let file = folder.appendingPathComponent("Galaxy.plist").path
    let loaded = try EffectSourceFile.load(URL(fileURLWithPath: file), name: "Galaxy.plist")
    let reloader = EffectFileReloader.forDataEffects(in: [loaded])
    let watcher = FileWatcher()
    reloader.watch(with: watcher)
    let galaxy = try String(contentsOfFile: file, encoding: .utf8)
    try EffectFileReloaderTests.save(
      galaxy.replacingOccurrences(of: "<real>934</real>", with: "<real>400</real>"), to: file)
    let outcomes = EffectFileReloaderTests.outcomes(reloader, watcher)
    guard outcomes.count == 1, case .reloaded(_, let effect, _) = outcomes[0] else {
      Issue.record("expected one reload, got \(outcomes)")
      return
    }
    #expect((effect as? DataEffect)?.declaration.layers[0].capacity == 400)
  }
}
