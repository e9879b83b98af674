import Foundation
import GlintCore
import GlintRender

extension Command {
  /// `glint render`: pictures of an effect on a gesture, headless, as PNG files or a clip.
  static let render = Command(
    name: "render",
    summary:
      "Render an effect on a gesture with no display: a PNG, a PNG sequence, a contact sheet, or a clip.",
    synopsis: "--effect ID --gesture FILE|NAME [--at T] [--size WxH] [--scale S] [--seed N] "
      + "[--background COLOR] --out FILE | ... --frames START:END:STEP --out-dir DIR | "
      + "--compare ID,ID,... [--columns N] --out FILE | ... --video FILE [--fps N] [--from T] [--to T] [--loop] "
      + "[--force]",
    options: [
      .effect, .gesture, .seed, .size,
      OptionSpec(
        "--at", value: "T", help: "The moment drawn, in seconds (default: 0.9 × the gesture's length)."),
      OptionSpec("--scale", value: "S", help: "Pixels per point, 0.25 to 8 (default 1; 2 for HiDPI)."),
      OptionSpec(
        "--background", value: "COLOR",
        help: "#rrggbb, #rrggbbaa, #rgb, black, white, navy, gray or transparent (default #0b0b14)."),
      OptionSpec(
        "--out", value: "FILE",
        help: "The PNG to write, a name ending in .png (one frame, or the contact sheet)."),
      OptionSpec(
        "--frames", value: "START:END:STEP",
        help: "Render a sequence of times, in seconds (at most 10000 frames, 4.8e9 pixels in all)."),
      OptionSpec(
        "--out-dir", value: "DIR", help: "Where --frames writes frame-0000.png, frame-0001.png, ..."),
      OptionSpec(
        "--compare", value: "ID,ID,...",
        help: "A contact sheet: one labelled pane per effect (ids, effect files, .plist or pixi "
          + "files; more may follow as arguments: --compare A.plist B.json sparkle-trail)."),
      OptionSpec(
        "--columns", value: "N", help: "Panes per row of the sheet, 1 to 16 (default: a near square)."),
      OptionSpec(
        "--video", value: "FILE",
        help: "A clip, by extension: .mp4 (H.264), .webm (VP9) or .gif; of one effect or of --compare."),
      OptionSpec(
        "--fps", value: "N", help: "Frames per second of --video, 1 to 120 (default 60; 30 for .gif)."),
      OptionSpec("--from", value: "T", help: "Where --video starts, in seconds (default 0)."),
      OptionSpec("--to", value: "T", help: "Where --video ends, in seconds (default: the gesture's end)."),
      OptionSpec(
        "--loop",
        help: "--video shows one pass of the gesture replayed over and over, once 4 s of passes have "
          + "settled the particles, so the clip repeats seamlessly; a GIF then plays for ever, else once."),
      OptionSpec(
        "--draw-path", value: "auto|points|quads",
        help: "Sprites as GL points or instanced quads, the same picture (default auto: the faster)."),
      OptionSpec(
        "--force",
        help: "Replace a PNG, frame or clip that exists (never a file the command reads); without it "
          + "an existing file is refused before anything is drawn."),
    ],
    positionals: "[ID|FILE ...]",
    details: """
      GLINT_SHADER_DIR, when set, is the folder the GLSL files are read from. GLINT_DRAW_PATH
      (auto, points or quads) chooses the draw path when --draw-path does not.

      The simulation advances in 1/60 s steps from 0 to each time drawn, so the picture at a time
      is the same whatever else is rendered. Space is points, y down; the image is --size × --scale
      pixels, at most 4096 × 4096 in all. With --compare, --size is one pane (default 400x300),
      --gesture defaults to swipe and the same gesture is mapped into every pane. The same command
      always writes the same bytes; a failed write (a full disk) is an error naming the file.

      --video pipes raw frames to ffmpeg (it must be on the PATH) and shows a progress bar when
      stderr is a terminal. Frame i is drawn at FROM + i / FPS, as --frames draws its frames. A
      GIF's palette is made from the clip; H.264 and VP9 are 4:2:0, so an odd width or height
      gains one black column or row. Video has no transparency: a transparent background comes
      out black. The file appears only when it is complete.

      examples:
        glint render --effect sparkle-trail --gesture swipe --at 0.45 --out frame.png
        glint render --effect sparkle-trail --gesture circle --frames 0:1.5:0.05 --out-dir frames
        glint render --compare sparkle-trail --gesture figure-eight --out sheet.png
        glint render --effect comet --gesture circle --loop --size 320x240 --video comet.gif
        glint render --compare burst,comet --gesture swipe --video pair.mp4
        glint render --compare Galaxy.plist flame.json sparkle-trail --out sheet.png
      """
  ) { (arguments, output) throws(CLIError) in
    try RenderJob(arguments).run(&output)
  }
}

/// The settings of one `glint render` run, checked, and the run itself.
struct RenderJob {
  enum Kind {
    case single(out: String)
    case frames(times: [Double], directory: String)
    case sheet(effects: [any Effect], columns: Int, out: String)
    /// A clip, of one effect (`sheet` nil) or of a contact sheet.
    case video(VideoPlan, sheet: (effects: [any Effect], columns: Int)?)
  }

  let arguments: ParsedArguments
  let kind: Kind
  let effect: (any Effect)?
  let script: GestureScript
  let at: Double
  let scale: Float
  let seed: UInt32
  let background: Color
  let drawPath: DrawPath

  init(_ arguments: ParsedArguments) throws(CLIError) {
    self.arguments = arguments
    do {
      let path = arguments.string("--draw-path") ?? "auto"
      drawPath = try DrawPath(parsing: path, origin: "option --draw-path")
    } catch {
      throw arguments.usage(error.description)
    }
    seed = try arguments.seed() ?? 0
    scale = Float(try arguments.double("--scale", in: 0.25...8) ?? 1)
    let text = arguments.string("--background") ?? "#0b0b14"
    guard let background = try? Color(parsing: text) else {
      throw arguments.usage(
        "option --background expects #rrggbb, #rrggbbaa, #rgb or a colour name, got '\(text)'")
    }
    self.background = background
    let size = try arguments.size()
    let givenAt = try arguments.double("--at", in: 0...3600)
    let video = arguments.has("--video")
    if !video {
      for option in ["--fps", "--from", "--to", "--loop"] where arguments.has(option) {
        throw arguments.usage("option \(option) needs --video")
      }
    }
    if let list = arguments.string("--compare") {
      for option in ["--effect", "--frames", "--out-dir"] where arguments.has(option) {
        throw arguments.usage("option \(option) does not go with --compare")
      }
      let ids =
        list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) + arguments.positionals
      guard !ids.isEmpty, ids.allSatisfy({ !$0.isEmpty }) else {
        throw arguments.usage("option --compare expects effect ids separated by commas, got '\(list)'")
      }
      let effects = try arguments.effects(ids).shown
      let columns =
        try arguments.int("--columns", in: 1...16)
        ?? Int(Double(effects.count).squareRoot().rounded(.up))
      let pane = size ?? Size(width: 400, height: 300)
      let gesture = try arguments.gesture(arguments.string("--gesture") ?? "swipe", size: pane)
      if video {
        let grid = RenderJob.grid(effects.count, columns: columns)
        let plan = try VideoPlan(
          arguments, script: gesture,
          pixelsPerFrame: RenderJob.pixels(gesture.size, scale, columns: grid.columns, rows: grid.rows))
        script = plan.script
        kind = .video(plan, sheet: (effects, columns))
      } else {
        script = gesture
        kind = .sheet(effects: effects, columns: columns, out: try arguments.required("--out"))
      }
      effect = nil
    } else {
      guard !arguments.has("--columns") else { throw arguments.usage("option --columns needs --compare") }
      if let extra = arguments.positionals.first {
        throw arguments.usage("unexpected argument '\(extra)' (more effects go with --compare)")
      }
      effect = try arguments.effect(id: try arguments.required("--effect"))
      let gesture = try arguments.gesture(try arguments.required("--gesture"), size: size)
      if video {
        let plan = try VideoPlan(
          arguments, script: gesture,
          pixelsPerFrame: RenderJob.pixels(gesture.size, scale, columns: 1, rows: 1))
        script = plan.script
        kind = .video(plan, sheet: nil)
      } else if let range = arguments.string("--frames") {
        script = gesture
        guard !arguments.has("--at"), !arguments.has("--out") else {
          throw arguments.usage("option --frames goes with --out-dir, not --at or --out")
        }
        kind = .frames(
          times: try RenderJob.times(range, arguments), directory: try arguments.required("--out-dir"))
      } else {
        script = gesture
        guard !arguments.has("--out-dir") else { throw arguments.usage("option --out-dir needs --frames") }
        kind = .single(out: try arguments.required("--out"))
      }
    }
    // Bounded like --at, so no script can make the 60 Hz stepping run on for ever.
    let derivedAt = script.duration * 0.9
    at = givenAt ?? (derivedAt.isFinite ? min(max(derivedAt, 0), 3600) : 0)
    let (columns, rows) = RenderJob.panes(kind)
    let width = (Double(script.size.width) * Double(scale) * Double(columns)).rounded(.up)
    let height = (Double(script.size.height) * Double(scale) * Double(rows)).rounded(.up)
    guard width <= 16384, height <= 16384, width * height <= Double(ParsedArguments.maxCanvasPixels) else {
      let fromScript = size == nil && !arguments.has("--compare")
      let reason =
        "\(fromScript ? "the script's size" : "--size") × --scale makes an image of \(Int(width)) × "
        + "\(Int(height)) pixels, over the limit of \(ParsedArguments.maxCanvasPixels) pixels (4096 × 4096)"
      throw fromScript ? arguments.failure(reason) : arguments.usage(reason)
    }
    if case .frames(let times, _) = kind, Double(times.count) * width * height > RenderJob.maxSequencePixels {
      throw arguments.usage(
        "option --frames makes \(times.count) frames of \(Int(width)) × \(Int(height)) pixels, over the limit of "
          + "\(Int(RenderJob.maxSequencePixels)) pixels in all (10000 frames of 800 × 600)")
    }
    switch kind {
    case .single(let out), .sheet(_, _, let out):
      // Before any drawing, so a bad path fails at once and says why.
      try arguments.refuseOverwriting(out, option: "--out")
      if let problem = OutputPath.problem(out) {
        throw arguments.failure("option --out: \(out): cannot write the PNG: \(problem)")
      }
      // A device or a pipe (/dev/stdout) takes the PNG whatever its name.
      guard out.lowercased().hasSuffix(".png") || OutputPath.isSpecialFile(out) else {
        throw arguments.usage("option --out: '\(out)' does not end in .png (clips go to --video)")
      }
    case .frames(let times, let directory):
      for index in times.indices {
        try arguments.refuseOverwriting(RenderJob.framePath(index, in: directory), option: "--out-dir")
      }
    case .video: break  // a clip's path was checked with its plan
    }
  }

  /// The most pixels one --frames run draws, all frames together: 10000 frames of 800 × 600,
  /// about an hour on two cores when every frame is busy (0.35 s a frame of 256 pointers).
  static let maxSequencePixels = 10000.0 * 800 * 600

  /// The most frames one --frames run writes.
  static let maxFrames = 10000

  /// "START:END:STEP" as the list of times, START ≤ END, STEP > 0, at most `maxFrames` frames.
  static func times(_ text: String, _ arguments: ParsedArguments) throws(CLIError) -> [Double] {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
    guard parts.count == 3, let start = parts[0], let end = parts[1], let step = parts[2],
      start.isFinite, end.isFinite, step.isFinite
    else { throw arguments.usage("option --frames expects START:END:STEP in seconds, got '\(text)'") }
    guard start >= 0, end >= start, step > 0, end <= 3600 else {
      throw arguments.usage("option --frames needs 0 ≤ START ≤ END ≤ 3600 and STEP > 0, got '\(text)'")
    }
    // Counted in floating point first: a tiny STEP makes more frames than an Int holds.
    let intervals = ((end - start) / step + 1e-9).rounded(.down)
    guard intervals < Double(maxFrames) else {
      let count = intervals.isFinite && intervals < 1e15 ? "\(Int(intervals) + 1)" : "too many"
      throw arguments.usage("option --frames makes \(count) frames (at most \(maxFrames)), got '\(text)'")
    }
    let count = Int(intervals) + 1
    return (0..<count).map { start + Double($0) * step }
  }

  /// Where --frames writes frame `index`: DIR/frame-0000.png, ...
  static func framePath(_ index: Int, in directory: String) -> String {
    (directory as NSString).appendingPathComponent(String(format: "frame-%04d.png", index))
  }

  static func panes(_ kind: Kind) -> (columns: Int, rows: Int) {
    switch kind {
    case .sheet(let effects, let columns, _), .video(_, .some((let effects, let columns))):
      return grid(effects.count, columns: columns)
    default:
      return (1, 1)
    }
  }

  /// The columns and rows a sheet of `count` panes, at most `columns` a row, takes.
  static func grid(_ count: Int, columns: Int) -> (columns: Int, rows: Int) {
    let used = min(columns, count)
    return (used, (count + used - 1) / used)
  }

  /// The pixels of one picture of `columns` × `rows` panes of `pane` points.
  static func pixels(_ pane: Size, _ scale: Float, columns: Int, rows: Int) -> Double {
    (Double(pane.width) * Double(scale) * Double(columns)).rounded(.up)
      * (Double(pane.height) * Double(scale) * Double(rows)).rounded(.up)
  }

  func run(_ output: inout Output) throws(CLIError) {
    let (columns, rows) = RenderJob.panes(kind)
    let pane = script.size
    let canvas = Size(width: pane.width * Float(columns), height: pane.height * Float(rows))
    let target: OffscreenRenderer
    do {
      // GLINT_SHADER_DIR points at other GLSL files (tests use it for broken shaders).
      let shaders = ProcessInfo.processInfo.environment["GLINT_SHADER_DIR"].map {
        URL(fileURLWithPath: $0, isDirectory: true)
      }
      target = try OffscreenRenderer(
        size: canvas, scale: scale, shaderDirectory: shaders, options: RenderOptions(drawPath: drawPath))
    } catch {
      throw arguments.failure(error.description)
    }
    switch kind {
    case .single(let out):
      RenderStage(effect: effect!, script: script, seed: seed).draw(
        at: at, on: target, background: background)
      try write(target.framebuffer.read(), to: out)
      output.line(out)
    case .frames(let times, let directory):
      do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      } catch {
        throw arguments.failure("cannot make the folder '\(directory)': \(error.localizedDescription)")
      }
      let stage = RenderStage(effect: effect!, script: script, seed: seed)
      for (index, time) in times.enumerated() {
        stage.draw(at: time, on: target, background: background)
        let path = RenderJob.framePath(index, in: directory)
        try write(target.framebuffer.read(), to: path)
        FileHandle.standardError.write(
          Data("frame \(index + 1)/\(times.count) t=\(String(format: "%.3f", time)) \(path)\n".utf8))
      }
      output.line(directory)
    case .sheet(let effects, _, let out):
      RenderStage(sheet: effects, columns: columns, script: script, seed: seed)
        .draw(at: at, on: target, background: background)
      try write(target.framebuffer.read(), to: out)
      output.line(out)
    case .video(let plan, let sheet):
      let stage =
        sheet.map { RenderStage(sheet: $0.effects, columns: columns, script: script, seed: seed) }
        ?? RenderStage(effect: effect!, script: script, seed: seed)
      do throws(VideoError) {
        try VideoRecording.render(plan, stage: stage, target: target, background: background)
      } catch {
        throw arguments.failure(error.description)
      }
      output.line(plan.path)
    }
  }

  private func write(_ image: RenderedImage, to path: String) throws(CLIError) {
    do {
      try image.writePNG(to: path)
    } catch {
      throw arguments.failure(error.description)
    }
  }
}
