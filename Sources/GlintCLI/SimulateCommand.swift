import Foundation
import GlintCore

extension Command {
  /// `glint simulate`: runs an effect on a gesture headless and prints one JSON line per step.
  static let simulate = Command(
    name: "simulate",
    summary: "Run an effect on a gesture with no window and print one JSON object per step.",
    synopsis: "--effect ID --gesture FILE|NAME [--seed N] [--fps F] [--seconds S] [--size WxH] "
      + "[--dump FILE --dump-at T]",
    options: [
      .effect, .gesture, .seed,
      OptionSpec(
        "--fps", value: "F",
        help: "Steps per simulated second, 1 to 1000 (default 60); --seconds × --fps at most 216000."),
      OptionSpec(
        "--seconds", value: "S",
        help: "Simulated seconds, 0 to 3600 (default: the gesture's length plus 1 s)."),
      .size,
      OptionSpec(
        "--dump", value: "FILE", help: "Write the live particles at --dump-at to FILE as a JSON array."),
      OptionSpec(
        "--dump-at", value: "T", help: "The time of the dump in seconds, 0 to --seconds (needs --dump)."),
    ],
    details: """
      Each step prints {"frame", "t", "particles", "emitters", "pointers", "births", "dropped",
      "anomalies"}: the step's number and time, the live particles, emitter layers and pointers
      after it, the particles born and the births dropped during it (at a capacity, or past the
      birth budget all layers share), and the pointer events so far that came out of order.
      Step 0 is at t = 0.

      The dump is an array of {"x", "y", "z", "vx", "vy", "age", "lifetime", "scale", "rotation",
      "r", "g", "b", "a", "cell"}: position and current velocity in points (y down), age and
      lifetime in seconds, rotation in radians, straight colour, and the cell's name.

      examples:
        glint simulate --effect sparkle-trail --gesture swipe
        glint simulate --effect sparkle-trail --gesture my-stroke.json --size 1280x720 \\
          --dump particles.json --dump-at 0.25
      """
  ) { (arguments, output) throws(CLIError) in
    try Simulation(arguments).run(&output)
  }
}

/// The settings of one `glint simulate` run, checked, and the run itself.
struct Simulation {
  let arguments: ParsedArguments
  let effect: any Effect
  let script: GestureScript
  let seed: UInt32
  let fps: Double
  let seconds: Double
  let dump: (path: String, time: Double)?

  /// The most steps one run takes: an hour at 60 steps a second.
  static let maxSteps = 3600.0 * 60

  init(_ arguments: ParsedArguments) throws(CLIError) {
    self.arguments = arguments
    let effectID = try arguments.required("--effect")
    let gestureName = try arguments.required("--gesture")
    seed = try arguments.seed() ?? 0
    fps = try arguments.double("--fps", in: 1...1000) ?? 60
    let size = try arguments.size()
    let givenSeconds = try arguments.double("--seconds", in: 0...3600)
    let dumpAt = try arguments.double("--dump-at", in: 0...3600)
    switch (arguments.string("--dump"), dumpAt) {
    case (nil, nil): dump = nil
    case (let path?, let time?):
      guard !path.isEmpty else { throw arguments.usage("option --dump needs a file name") }
      // Checked before the run, so a bad path fails before any step line is printed.
      if let problem = OutputPath.problem(path) {
        throw arguments.failure("option --dump: cannot write dump file '\(path)': \(problem)")
      }
      dump = (path, time)
    case (nil, _): throw arguments.usage("option --dump-at needs --dump FILE")
    case (_, nil): throw arguments.usage("option --dump needs --dump-at T")
    }
    effect = try arguments.effect(id: effectID)
    script = try arguments.gesture(gestureName, size: size)
    seconds = givenSeconds ?? min(script.duration + 1, 3600)
    guard seconds * fps <= Self.maxSteps else {
      throw arguments.usage(
        "--seconds × --fps makes \(Int(seconds * fps)) steps, over the limit of \(Int(Self.maxSteps)) "
          + "(an hour at 60 steps a second)")
    }
    if let dump, dump.time > seconds {
      throw arguments.usage("--dump-at \(dump.time) is after the end of the run (\(seconds) s)")
    }
  }

  func run(_ output: inout Output) throws(CLIError) {
    let host = PointerHost(effect: effect, seed: seed)
    host.canvas = Rect(origin: .zero, size: script.size)
    var player = GesturePlayer(script: script)
    let frames = Int((seconds * fps + 1e-9).rounded(.down))
    var births = 0
    var dropped = 0
    var dumped = false
    for frame in 0...frames {
      let t = Double(frame) / fps
      if let dump, !dumped, dump.time <= t {
        player.advance(host, to: dump.time)
        try write(host, to: dump.path)
        dumped = true
      }
      player.advance(host, to: t)
      let newBirths = host.birthCount
      let newDropped = host.droppedBirths
      output.line(
        "{\"frame\":\(frame),\"t\":\(JSON.number(t)),\"particles\":\(host.particleCount),"
          + "\"emitters\":\(host.emitterCount),\"pointers\":\(host.pointerCount),"
          + "\"births\":\(newBirths - births),\"dropped\":\(newDropped - dropped),"
          + "\"anomalies\":\(host.anomalies.total)}")
      births = newBirths
      dropped = newDropped
    }
    if let dump, !dumped {
      player.advance(host, to: dump.time)
      try write(host, to: dump.path)
    }
  }

  /// Writes the live particles of every layer as a JSON array, one particle per line.
  private func write(_ host: PointerHost, to path: String) throws(CLIError) {
    var text = "["
    var first = true
    for layer in host.layers {
      layer.forEachParticle { p in
        text += first ? "\n" : ",\n"
        first = false
        text += "{\"x\":\(JSON.number(p.x)),\"y\":\(JSON.number(p.y)),\"z\":\(JSON.number(p.z)),"
        text += "\"vx\":\(JSON.number(p.vx)),\"vy\":\(JSON.number(p.vy)),"
        text += "\"age\":\(JSON.number(p.age)),\"lifetime\":\(JSON.number(p.lifetime)),"
        text += "\"scale\":\(JSON.number(p.scale)),\"rotation\":\(JSON.number(p.rotation)),"
        text += "\"r\":\(JSON.number(p.r)),\"g\":\(JSON.number(p.g)),\"b\":\(JSON.number(p.b)),"
        text += "\"a\":\(JSON.number(p.a)),\"cell\":\(JSON.string(p.cell))}"
      }
    }
    text += first ? "]\n" : "\n]\n"
    do throws(OutputPathError) {
      try OutputPath.write(text.utf8, to: path)
    } catch {
      throw arguments.failure("option --dump: cannot write dump file '\(path)': \(error)")
    }
  }
}
