import Foundation
import Testing

/// `glint import` on pixi configs, through the real process: a malformed config gives one line
/// naming the file and the key, and exit status 1; `--strict` fails on any warning.
struct PixiImportCommandTests {
  static let valid = """
    { "lifetime": { "min": 1, "max": 2 }, "frequency": 0.1, "maxParticles": 100,
      "alpha": { "start": 1, "end": 0 }, "spawnType": "point" }
    """

  /// Writes `json` as `name` in a fresh folder and runs `glint import` on it with `options`.
  func run(_ json: String, name: String = "bad.json", _ options: [String] = []) throws -> (
    GlintProcess.Result, URL
  ) {
    let folder = try GlintProcess.temporaryFolder()
    let file = folder.appendingPathComponent(name)
    try Data(json.utf8).write(to: file)
    let out = folder.appendingPathComponent("out.json")
    return (try GlintProcess.run(["import", file.path, "--out", out.path] + options, in: folder), out)
  }

  static let malformed: [(json: String, says: String)] = [
    (
      #"{ "lifetime": { "min": 1, "max": 2 }, "frequency": "fast" }"#,
      "bad.json: frequency: expected a number, found a string"
    ),
    (#"{ "lifetime": { "min": 1, "max": NaN }, "frequency": 0.1 }"#, "not JSON"),
    (
      #"{ "lifetime": { "min": 1, "max": 2 }, "frequency": 0.1, "maxParticles": -5 }"#,
      "bad.json: maxParticles: -5 is negative"
    ),
    (
      #"{ "lifetime": { "min": 1, "max": 2 }, "frequency": 0.1, "maxParticles": 1e9 }"#,
      "bad.json: maxParticles: 1000000000 is more than glint allows (100000)"
    ),
    (#"{ "frequency": 0.1, "behaviors": [] }"#, "bad.json: lifetime: missing"),
    (
      #"{ "lifetime": { "min": 1, "max": 2 }, "frequency": 0.1, "color": { "start": "fff", "end": "000000" } }"#,
      "bad.json: color.start: \"fff\" is not a hex colour"
    ),
    (
      #"{ "lifetime": { "min": 1, "max": 2 }, "frequency": 0.1, "spawnType": "rect" }"#,
      "bad.json: spawnRect: missing"
    ),
    (
      #"{ "lifetime": { "min": 1, "max": 2 }, "frequency": 0.1, "behaviors": [{ "type": "alpha", "config": { "alpha": { "list": [{ "time": 0, "value": 1 }, { "time": 2, "value": 0 }] } } }] }"#,
      "bad.json: behaviors[0].config.alpha.list[1].time: 2 is outside 0...1"
    ),
    (
      #"{ "lifetime": { "min": 1, "max": 2 }, "frequency": 0.1, "behaviors": [{ "type": "spawnShape", "config": { "type": "hexagon", "data": {} } }] }"#,
      "bad.json: behaviors[0].config.type: unknown shape 'hexagon'"
    ),
    (
      #"{ "lifetime": { "min": 1, "max": 2 }, "frequency": 0.1, "behaviors": [{ "type": "moveAcceleration", "config": { "accel": [0, 1] } }] }"#,
      "bad.json: behaviors[0].config.accel: expected an object, found an array"
    ),
    (
      #"{ "lifetime": { "min": 1, "max": 2 }, "frequency": 0.1, "particlesPerWave": 5e6 }"#,
      "bad.json: particlesPerWave: 5000000 is more than glint allows"
    ),
    (#"{ "lifetime": { "min": 1, "max": 2 }, "frequency": 0.1, "spawnType": "burst", "#, "not JSON"),
    (
      #"{ "lifetime": { "min": 1, "max": 2 }, "frequency": 0.1, "maxParticles": 1e308 }"#,
      "bad.json: maxParticles: 1e+308 is more than glint allows (100000)"
    ),
    (
      #"{ "lifetime": { "min": 1, "max": 2 }, "frequency": 1e-320 }"#,
      "bad.json: frequency: 1e-320 s between waves is more than a million waves a second"
    ),
    (
      #"{ "lifetime": { "min": 1, "max": 2 }, "frequency": 0.1, "particlesPerWave": 9223372036854775808 }"#,
      "bad.json: particlesPerWave: 9.223372036854776e+18 is more than glint allows"
    ),
    (
      manyTextures(1000),
      "bad.json: behaviors[0].config.textures: 1000 textures is more than glint allows (256)"
    ),
  ]

  /// A config whose one behaviour picks among `count` textures at random.
  static func manyTextures(_ count: Int) -> String {
    let names = (0..<count).map { "\"p\($0).png\"" }.joined(separator: ", ")
    return
      #"{ "lifetime": { "min": 1, "max": 2 }, "frequency": 0.1, "behaviors": [{ "type": "textureRandom", "config": { "textures": [\#(names)] } }] }"#
  }

  @Test(arguments: 0..<malformed.count) func aMalformedConfigGivesOneLineAndExitOne(index: Int) throws {
    let (json, says) = Self.malformed[index]
    let (result, out) = try run(json)
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(says) && result.stderr.contains("bad.json"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path), "nothing written")
  }

  /// The written file and the config itself both run wherever an effect is taken.
  @Test func aValidConfigIsWrittenWithItsWarnings() throws {
    let (result, out) = try run(Self.valid, name: "glow.json")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("textures"), "the missing texture is warned: \(result.stderr)")
    let text = try String(contentsOf: out, encoding: .utf8)
    #expect(text.contains("glow.json"), "the file names its source")
    for effect in [out.path, out.deletingLastPathComponent().appendingPathComponent("glow.json").path] {
      let check = try GlintProcess.run([
        "simulate", "--effect", effect, "--gesture", "hold", "--seconds", "1",
      ])
      #expect(check.status == 0, "\(effect): \(check.stderr)")
      #expect(check.stdoutLines.count > 10)
    }
  }

  @Test func strictFailsOnAnyWarning() throws {
    let (result, out) = try run(Self.valid, name: "glow.json", ["--strict"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("textures"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}
