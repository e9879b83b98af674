import Foundation
import Testing

/// Malformed effect files through the real `glint`: each gives one line naming the file, the
/// place and the field, and exit status 1; never a crash, never a hang.
@Suite struct EffectFileErrorTests {
  /// An effect file with one layer whose body is `layer` and whose one cell is `cell`.
  static func effect(layer: String = "", cell: String = #""birthRate": 10, "lifetime": 1"#) -> String {
    """
    {
      "version": 1,
      "id": "broken",
      "layers": [
        {
          \(layer.isEmpty ? "" : layer + ",")
          "emitterCells": [{ \(cell) }]
        }
      ]
    }
    """
  }

  static func nested(_ depth: Int) -> String {
    var cell = #""birthRate": 1, "lifetime": 1"#
    for _ in 1..<depth { cell = #""birthRate": 1, "lifetime": 1, "emitterCells": [{ \#(cell) }]"# }
    return effect(cell: cell)
  }

  static let manyCells: String = {
    let cells = Array(repeating: #"{"birthRate": 1, "lifetime": 1}"#, count: 10_000).joined(separator: ",")
    return #"{"version": 1, "id": "broken", "layers": [{"emitterCells": [\#(cells)]}]}"#
  }()

  static let png30k: Data = {
    var bytes: [UInt8] = [
      0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]
    bytes += [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 8, 6, 0, 0, 0]  // 30000 × 30000
    return Data(bytes)
  }()

  /// (file name, contents, what the one line must say)
  static let cases: [(String, String, String)] = [
    ("empty.json", "", "empty.json:1:1: not JSON: the file is empty"),
    ("words.json", "glow", "words.json:1:1: not JSON: expected a value, found 'g'"),
    (
      "cut.json", #"{"version": 1, "id": "x", "layers": ["#,
      "cut.json:1:38: layers[0]: not JSON: expected a value"
    ),
    ("array.json", "[1, 2]", "array.json:1:1: expected an object, found an array"),
    ("noversion.json", #"{"id": "x", "layers": []}"#, "noversion.json:1:1: version: missing"),
    (
      "version2.json", #"{"version": 2, "id": "x", "layers": []}"#,
      "version: version 2 is not one this glint reads"
    ),
    (
      "versiontext.json", #"{"version": "1", "id": "x", "layers": []}"#,
      "version: expected a number, found a string"
    ),
    ("badid.json", #"{"version": 1, "id": "Glow Worm", "layers": []}"#, "id: 'Glow Worm' is not kebab-case"),
    ("nolayers.json", #"{"version": 1, "id": "x"}"#, "nolayers.json:1:1: layers: missing"),
    (
      "nolayer.json", #"{"version": 1, "id": "x", "layers": []}"#,
      "layers: an effect needs at least one layer"
    ),
    (
      "type.json", effect(cell: #""velocity": "fast""#),
      "type.json:7:38: layers[0].emitterCells[0].velocity: expected a number, found a string"
    ),
    (
      "unknown.json", effect(cell: #""birthrate": 5"#),
      "layers[0].emitterCells[0].birthrate: unknown field (did you mean 'birthRate'?)"
    ),
    (
      "unknownlayer.json", effect(layer: #""emitterShap": "circle""#),
      "layers[0].emitterShap: unknown field (did you mean 'emitterShape'?)"
    ),
    ("unknowntop.json", #"{"version": 1, "id": "x", "layers": [], "colour": 1}"#, "colour: unknown field"),
    (
      "nan.json", effect(cell: #""velocity": NaN"#),
      "layers[0].emitterCells[0].velocity: not JSON: expected a value, found 'N'"
    ),
    (
      "infinity.json", effect(cell: #""velocity": 1e999"#),
      "layers[0].emitterCells[0].velocity: not JSON: the number 1e999 is out of range"
    ),
    (
      "float.json", effect(cell: #""scale": 1e39"#),
      "layers[0].emitterCells[0].scale: the number 1e+39 is out of range for a 32-bit float"
    ),
    (
      "tiny.json", effect(cell: #""birthRate": 1e-46"#),
      "tiny.json:7:39: layers[0].emitterCells[0].birthRate: the number 1e-46 is too small for a 32-bit float; write 0"
    ),
    (
      "tinycolour.json", effect(cell: #""color": [1, 3e-308, 1]"#),
      "layers[0].emitterCells[0].color[1]: the number 3e-308 is too small for a 32-bit float; write 0"
    ),
    (
      "negative.json", effect(cell: #""lifetime": -1"#),
      "layers[0].emitterCells[0].lifetime: must not be negative, found -1.0"
    ),
    (
      "shape.json", effect(layer: #""emitterShape": "triangle""#),
      "layers[0].emitterShape: unknown value 'triangle' (expected one of 'point', 'line'"
    ),
    (
      "colour.json", effect(cell: #""color": [1, 0.5]"#),
      "layers[0].emitterCells[0].color: expected [red, green, blue] or [red, green, blue, alpha], found an array of 2 numbers"
    ),
    ("deep.json", nested(1000), "nested more than 40 levels deep (cells nest at most 8 deep)"),
    ("depth9.json", nested(9), "emitterCells[0]: cells nest more than 8 levels deep, the limit"),
    ("many.json", manyCells, "layers[0].emitterCells[256]: more than 256 cells in the effect, the limit"),
    ("capacity.json", effect(layer: #""capacity": 0"#), "layers[0].capacity: must be at least 1, found 0"),
    (
      "budget.json", #"{"version": 1, "id": "x", "layers": [{}, {}, {}]}"#,
      "layers: the layers' capacities add up to 300000 particles, over the budget of 100000"
    ),
    (
      "noimage.json", effect(cell: #""contents": "images/missing.png""#),
      "layers[0].emitterCells[0].contents: the image"
    ),
    (
      "notpng.json", effect(cell: #""contents": "./notpng.json""#),
      "layers[0].emitterCells[0].contents: the image"
    ),
    (
      "huge.json", effect(cell: #""contents": "huge.png""#),
      "30000 × 30000 pixels; an image is at most 4096 pixels a side"
    ),
    (
      "cellname.json", effect(layer: #""pointer": {"beginBursts": [{"cell": "spark", "count": 3}]}"#),
      "layers[0].pointer.beginBursts[0].cell: no top-level cell of this layer is named 'spark'"
    ),
    (
      "end.json", effect(layer: #""pointer": {"end": "explode"}"#),
      "layers[0].pointer.end: unknown value 'explode' (expected one of 'stopEmitting', 'stopBirths', 'keepEmitting')"
    ),
    (
      "repeat.json", effect(layer: #""pointer": {"repeat": {"bursts": []}}"#),
      "layers[0].pointer.repeat.interval: missing"
    ),
    (
      "count.json", effect(layer: #""pointer": {"endBursts": [{"cell": 0, "count": -4}]}"#),
      "layers[0].pointer.endBursts[0].count: must be at least 0, found -4"
    ),
    (
      "animpath.json",
      effect(
        layer: #""animations": [{"kind": "basic", "keyPath": "emitterCells.dot.birthRat", "toValue": 1}]"#,
        cell: #""name": "dot""#),
      "animpath.json:6:51: layers[0].animations[0].keyPath: key path 'emitterCells.dot.birthRat'"
    ),
    (
      "animvalue.json",
      effect(
        layer: #""animations": [{"kind": "basic", "keyPath": "emitterPosition", "toValue": [1, 2, 3]}]"#,
        cell: #""name": "dot""#),
      "layers[0].animations[0].toValue: the key path takes a point [x, y], found an array of 3 numbers"
    ),
    (
      "animkind.json", effect(layer: #""animations": [{"kind": "spring", "keyPath": "birthRate"}]"#),
      "layers[0].animations[0].kind: unknown value 'spring'"
    ),
    (
      "animkeytimes.json",
      effect(
        layer:
          #""animations": [{"kind": "keyframe", "keyPath": "birthRate", "values": [1, 2], "keyTimes": [0]}]"#),
      "layers[0].animations[0]: animation of 'birthRate': keyTimes"
    ),
    (
      "animpathelement.json",
      effect(
        layer: #""animations": [{"kind": "keyframe", "keyPath": "emitterPosition", "path": [["arc", 1, 2]]}]"#
      ),
      "layers[0].animations[0].path[0]: expected an element"
    ),
  ]

  @Test func everyMalformedFileGivesOneLineAndExitOne() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text, _) in Self.cases {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try Self.png30k.write(to: folder.appendingPathComponent("huge.png"))
    try Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]).write(to: folder.appendingPathComponent("utf8.json"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("folder.json"), withIntermediateDirectories: false)
    #expect(mkfifo(folder.appendingPathComponent("pipe.json").path, 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("gone.json").path, withDestinationPath: "vanished.json")
    let extra: [(String, String)] = [
      ("utf8.json", "utf8.json:1:3: not JSON: a string is not valid UTF-8"),
      ("folder.json", "folder.json: no effect files (*.json) in this folder"),
      ("gone.json", "gone.json: does not exist"),
      ("pipe.json", "pipe.json: is a FIFO (named pipe), not a regular file"),
    ]
    #expect(Self.cases.count + extra.count >= 25)
    for (name, expected) in Self.cases.map({ ($0.0, $0.2) }) + extra {
      let result = try GlintProcess.run(
        ["simulate", "--effect", name, "--gesture", "swipe", "--seconds", "0.1"], in: folder)
      #expect(result.status == 1, "\(name): \(result.stderr)")
      #expect(result.stdout.isEmpty, "\(name)")
      #expect(result.stderrLines.count == 1, "\(name): \(result.stderr)")
      #expect(result.stderr.hasPrefix("glint simulate: \(name)"), "\(name): \(result.stderr)")
      #expect(result.stderr.contains(expected), "\(name): \(result.stderr)")
    }
  }

  /// A birth rate of 1e9 and a lifetime of 1e9 s are clamped with a warning naming each; the run
  /// stays within the budget and ends.
  @Test func absurdRatesAndLifetimesAreClampedWithNamedWarnings() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = Self.effect(layer: #""capacity": 100000"#, cell: #""birthRate": 1e9, "lifetime": 1e9"#)
    try text.write(to: folder.appendingPathComponent("absurd.json"), atomically: true, encoding: .utf8)
    let result = try GlintProcess.run(
      ["simulate", "--effect", "absurd.json", "--gesture", "hold", "--seconds", "2"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderrLines == [
        "glint: warning: absurd.json:7:39: layers[0].emitterCells[0].birthRate: 1e+09 per second clamped to "
          + "100000.0, the most an effect file may ask",
        "glint: warning: absurd.json:7:56: layers[0].emitterCells[0].lifetime: 1e+09 seconds clamped to "
          + "3600.0, the most an effect file may ask",
      ])
    let last = try #require(try jsonObjects(result.stdoutLines).last)
    #expect((last["particles"] as? Int ?? .max) <= 100_000)
    #expect((last["dropped"] as? Int ?? 0) > 0)
  }
}
