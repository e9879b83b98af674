import Foundation
import Testing

@Suite struct SimulateCommandTests {
  @Test func printsOneJSONObjectPerStep() throws {
    let result = try GlintProcess.run(
      ["simulate", "--effect", "sparkle-trail", "--gesture", "swipe", "--fps", "30", "--seconds", "1.5"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let steps = try jsonObjects(result.stdoutLines)
    #expect(steps.count == 46)
    for (index, step) in steps.enumerated() {
      #expect(step["frame"] as? Int == index)
      #expect(abs((step["t"] as? Double ?? -1) - Double(index) / 30) < 1e-9)
      for key in ["particles", "emitters", "pointers", "births", "dropped", "anomalies"] {
        #expect(step[key] as? Int != nil, "step \(index) lacks \(key)")
      }
    }
    // The swipe holds one pointer for 0.5 s; its sparks live about 0.25 s after it ends.
    #expect(steps[6]["pointers"] as? Int == 1 && steps[6]["emitters"] as? Int == 1)
    #expect((steps[6]["particles"] as? Int ?? 0) > 20)
    #expect(steps[30]["pointers"] as? Int == 0)
    #expect(steps.last?["particles"] as? Int == 0 && steps.last?["emitters"] as? Int == 0)
    let births = steps.compactMap { $0["births"] as? Int }.reduce(0, +)
    #expect(births > 100 && births < 160)
  }

  @Test func sameSeedSameOutputAndTheDefaultRunLetsParticlesFinish() throws {
    let arguments = ["simulate", "--effect", "sparkle-trail", "--gesture", "circle", "--seed", "7"]
    let first = try GlintProcess.run(arguments)
    let second = try GlintProcess.run(arguments)
    #expect(first.status == 0 && first.stdout == second.stdout)
    let steps = try jsonObjects(first.stdoutLines)
    #expect(steps.count == Int((2.5 * 60).rounded()) + 1)
    #expect(steps.last?["particles"] as? Int == 0)
  }

  @Test func dumpsTheLiveParticlesAtTheGivenTime() throws {
    let folder = try GlintProcess.temporaryFolder()
    let dump = folder.appendingPathComponent("particles.json")
    let result = try GlintProcess.run([
      "simulate", "--effect", "sparkle-trail", "--gesture", "swipe", "--seed", "3",
      "--dump", dump.path, "--dump-at", "0.25",
    ])
    #expect(result.status == 0)
    let steps = try jsonObjects(result.stdoutLines)
    let data = try Data(contentsOf: dump)
    let particles = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(particles.count == steps[15]["particles"] as? Int)
    #expect(particles.count > 20)
    let keys = ["x", "y", "vx", "vy", "age", "lifetime", "scale", "rotation", "r", "g", "b", "a"]
    for particle in particles {
      for key in keys { #expect(particle[key] as? Double != nil, "a particle lacks \(key)") }
      #expect(particle["cell"] as? String == "particle")
      let age = particle["age"] as? Double ?? -1
      let lifetime = particle["lifetime"] as? Double ?? 0
      #expect(age >= 0 && age <= lifetime)
      // Born on the stroke, which is at x 100...400 by t = 0.25, y = 300; thrown at up to 245 pt/s.
      let x = particle["x"] as? Double ?? 0
      let y = particle["y"] as? Double ?? 0
      #expect(x > 0 && x < 520 && abs(y - 300) < 120)
    }
  }

  /// A velocity whose flight overflows a Float: those particles are retired (JSON has no
  /// infinity: they would be written as null), so the dump holds every younger one and as many
  /// as the step's line counts.
  @Test func aParticleWhoseMotionOverflowsIsNotDumpedNorCounted() throws {
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let effect =
      #"{"version": 1, "id": "fast", "layers": [{"emitterCells": [{"birthRate": 50, "lifetime": 10, "velocity": 3e38}]}]}"#
    try effect.write(to: folder.appendingPathComponent("fast.json"), atomically: true, encoding: .utf8)
    let result = try GlintProcess.run(
      [
        "simulate", "--effect", "fast.json", "--gesture", "hold", "--seconds", "3", "--dump", "d.json",
        "--dump-at", "3",
      ], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOf: folder.appendingPathComponent("d.json"), encoding: .utf8)
    #expect(!text.contains("null"))
    let particles = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    #expect(!particles.isEmpty && particles.allSatisfy { ($0["x"] as? Double)?.isFinite == true })
    let last = try #require(
      try JSONSerialization.jsonObject(with: Data((result.stdoutLines.last ?? "").utf8)) as? [String: Any])
    #expect(last["t"] as? Double == 3)
    #expect(last["particles"] as? Int == particles.count)
    #expect(particles.count < 100, "of 150 born, those past 1.13 s of flight are retired")
  }

  @Test func theDumpIsTheSameAtAnyStepRate() throws {
    let folder = try GlintProcess.temporaryFolder()
    var dumps: [[[String: Any]]] = []
    for fps in ["30", "60", "144"] {
      let file = folder.appendingPathComponent("dump-\(fps).json")
      let result = try GlintProcess.run([
        "simulate", "--effect", "sparkle-trail", "--gesture", "circle", "--seed", "4", "--fps", fps,
        "--dump", file.path, "--dump-at", "0.51",
      ])
      #expect(result.status == 0)
      dumps.append(
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]]))
    }
    func place(_ particle: [String: Any]) -> (Double, Double) {
      (particle["x"] as? Double ?? .nan, particle["y"] as? Double ?? .nan)
    }
    #expect(dumps[0].count > 30)
    for other in dumps.dropFirst() {
      #expect(other.count == dumps[0].count)
      // Each particle has a twin within 0.01 pt (storage order may differ).
      for particle in dumps[0] {
        let (x, y) = place(particle)
        #expect(other.contains { abs(place($0).0 - x) < 0.01 && abs(place($0).1 - y) < 0.01 })
      }
    }
  }

  @Test func readsAGestureFileAndScalesIt() throws {
    let folder = try GlintProcess.temporaryFolder()
    let file = folder.appendingPathComponent("stroke.json")
    try """
    {"size": [100, 100], "events": [
      {"t": 0, "id": 4, "phase": "began", "x": 10, "y": 10},
      {"t": 0.2, "id": 4, "phase": "moved", "x": 90, "y": 90},
      {"t": 0.3, "id": 4, "phase": "ended", "x": 90, "y": 90}]}
    """.write(to: file, atomically: true, encoding: .utf8)
    let dump = folder.appendingPathComponent("d.json")
    let result = try GlintProcess.run([
      "simulate", "--effect", "sparkle-trail", "--gesture", file.path, "--size", "1000x1000", "--seconds",
      "0.3",
      "--dump", dump.path, "--dump-at", "0.1",
    ])
    #expect(result.status == 0)
    #expect(result.stdoutLines.count == 19)
    let particles = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: dump)) as? [[String: Any]])
    #expect(!particles.isEmpty)
    // On a 1000-point canvas the stroke runs from 100 to 500 by t = 0.1.
    let xs = particles.compactMap { $0["x"] as? Double }
    #expect(xs.allSatisfy { $0 > 20 && $0 < 600 })
    #expect(xs.contains { $0 > 300 })
  }

  @Test(arguments: [
    ([] as [String], "missing required option --effect"),
    (["--effect", "sparkle-trail"], "missing required option --gesture"),
    (["--effect", "sparkle-trail", "--gesture", "swipe", "--fps", "fast"], "option --fps expects a number"),
    (["--effect", "sparkle-trail", "--gesture", "swipe", "--fps", "0"], "option --fps must be between"),
    (
      ["--effect", "sparkle-trail", "--gesture", "swipe", "--seed", "-1"], "option --seed expects an integer"
    ),
    (
      ["--effect", "sparkle-trail", "--gesture", "swipe", "--size", "800"],
      "option --size expects WIDTHxHEIGHT"
    ),
    (
      ["--effect", "sparkle-trail", "--gesture", "swipe", "--seconds", "nan"],
      "option --seconds expects a number"
    ),
    (
      ["--effect", "sparkle-trail", "--gesture", "swipe", "--dump", "a.json"],
      "option --dump needs --dump-at T"
    ),
    (
      ["--effect", "sparkle-trail", "--gesture", "swipe", "--dump-at", "1"],
      "option --dump-at needs --dump FILE"
    ),
    (
      ["--effect", "sparkle-trail", "--gesture", "swipe", "--dump", "a", "--dump-at", "9"],
      "--dump-at 9.0 is after"
    ),
    (["--effect", "sparkle-trail", "--gesture"], "option --gesture needs a value"),
    (["--effect", "sparkle-trail", "--effect", "x"], "option --effect given twice"),
    (["--frames", "3"], "unknown option '--frames'"),
  ])
  func usageErrorsExitTwo(arguments: [String], message: String) throws {
    let result = try GlintProcess.run(["simulate"] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1)
    #expect(
      result.stderr.hasPrefix("glint simulate: ") && result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func anUnknownEffectNamesTheNearestOne() throws {
    let result = try GlintProcess.run(["simulate", "--effect", "sparkle-trial", "--gesture", "swipe"])
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("unknown effect 'sparkle-trial'"))
    #expect(result.stderr.contains("did you mean 'sparkle-trail'?"))
  }

  @Test func badGesturesExitOneNamingFileIndexAndField() throws {
    let folder = try GlintProcess.temporaryFolder()
    let cases: [(String, String, String)] = [
      ("notjson.json", "size: 800x600", "notjson.json:1:1: not JSON: expected a value, found 's'"),
      (
        "phase.json",
        #"{"size":[8,6],"events":[{"t":0,"id":1,"phase":"began","x":1,"y":1},{"t":1,"id":1,"phase":"tap","x":1,"y":1}]}"#,
        "phase.json:1:90: events[1].phase: unknown phase 'tap'"
      ),
      (
        "back.json",
        #"{"size":[8,6],"events":[{"t":1,"id":1,"phase":"began","x":1,"y":1},{"t":0.5,"id":1,"phase":"ended","x":1,"y":1}]}"#,
        "back.json:1:73: events[1].t: time goes backwards"
      ),
      (
        "missing.json", #"{"size":[8,6],"events":[{"t":0,"id":1,"phase":"began","x":1}]}"#,
        "missing.json:1:25: events[0].y: missing"
      ),
      (
        "inf.json", #"{"size":[8,6],"events":[{"t":0,"id":1,"phase":"began","x":1e999,"y":1}]}"#,
        "inf.json:1:59: events[0].x: not JSON: the number 1e999 is out of range"
      ),
      (
        "type.json", #"{"size":[8,6],"events":[{"t":0,"id":"one","phase":"began","x":1,"y":1}]}"#,
        "type.json:1:37: events[0].id: expected a number, found a string"
      ),
      (
        "surrogate.json", #"{"size":[800,600],"events":[{"t":0,"id":1,"phase":"\uD800\u0000","x":1,"y":2}]}"#,
        "surrogate.json:1:58: events[0].phase: not JSON: invalid surrogate pair"
      ),
      (
        "lone.json", #"{"size":[800,600],\#n"events":[{"t":0,"id":1,"phase":"\uDC00","x":1,"y":2}]}"#,
        "lone.json:2:34: events[0].phase: not JSON: invalid surrogate pair"
      ),
      (
        "long.json", #"{"size":[8,6],"events":[{"t":1e300,"id":1,"phase":"began","x":1,"y":1}]}"#,
        "long.json:1:30: events[0].t: time must be from 0 to 3600 seconds"
      ),
      (
        "tiny.json", #"{"size":[1e-40,1e-40],"events":[{"t":0,"id":1,"phase":"began","x":1,"y":1}]}"#,
        "tiny.json:1:9: size: width and height must be from 1 to 16384"
      ),
      (
        "words.json", #"{"size":["a",1],"events":[]}"#,
        "words.json:1:10: size[0]: expected a number, found a string"
      ),
    ]
    for (name, text, message) in cases {
      let file = folder.appendingPathComponent(name)
      try text.write(to: file, atomically: true, encoding: .utf8)
      let result = try GlintProcess.run(
        ["simulate", "--effect", "sparkle-trail", "--gesture", name], in: folder)
      #expect(result.status == 1, "\(name)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderrLines.count == 1)
      #expect(result.stderr.contains(message), "\(result.stderr)")
    }
    let missing = try GlintProcess.run(["simulate", "--effect", "sparkle-trail", "--gesture", "nowhere.json"])
    #expect(missing.status == 1 && missing.stderr.contains("gesture file 'nowhere.json' does not exist"))
    let unknown = try GlintProcess.run(["simulate", "--effect", "sparkle-trail", "--gesture", "wiggle"])
    #expect(
      unknown.status == 1 && unknown.stderr.contains("'wiggle' is neither a file nor a built-in gesture"))
  }

  @Test func anUnwritableDumpExitsOne() throws {
    let result = try GlintProcess.run([
      "simulate", "--effect", "sparkle-trail", "--gesture", "hold", "--dump", "/nonexistent/dir/d.json",
      "--dump-at", "0.5",
    ])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty, "the path is checked before any step is printed")
    #expect(result.stderrLines.count == 1)
    #expect(
      result.stderr.contains(
        "option --dump: cannot write dump file '/nonexistent/dir/d.json': the folder '/nonexistent/dir'"
          + " does not exist"), "\(result.stderr)")
  }

  @Test func aDumpUnderAFileOrOntoAFolderExitsOneBeforeRunning() throws {
    let folder = try GlintProcess.temporaryFolder()
    let file = folder.appendingPathComponent("plain")
    try "x".write(to: file, atomically: true, encoding: .utf8)
    let cases = [
      (file.appendingPathComponent("d.json").path, "'\(file.path)' is not a folder"),
      (folder.path, "it is a folder"),
    ]
    for (path, reason) in cases {
      let result = try GlintProcess.run([
        "simulate", "--effect", "sparkle-trail", "--gesture", "hold", "--dump", path, "--dump-at", "0.5",
      ])
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(result.stderrLines.count == 1)
      #expect(result.stderr.contains("option --dump: cannot write dump file '\(path)': \(reason)"))
    }
  }
}
