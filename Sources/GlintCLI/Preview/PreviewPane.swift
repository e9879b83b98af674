import GlintCore

/// One effect in the preview window: its host, its place in the window, its own statistics,
/// and the gesture it replays, if any.
///
/// A pane works in its own points: (0, 0) is its top-left corner. The window maps input into
/// each pane at the same relative place, so every pane answers the very same stroke.
final class PreviewPane {
  private(set) var effect: any Effect
  /// The effect file the effect came from, if it did: a save of it reloads the pane.
  private(set) var file: String?
  private(set) var host: PointerHost
  /// Where the pane lies in the window, in points; its size is the host's canvas, so a resized
  /// window lays the effect's canvas layers out again.
  var frame: Rect {
    didSet { host.canvas = Self.canvas(of: frame) }
  }
  let buffer = InstanceBuffer(capacity: 16_384)
  /// Milliseconds the last frame spent simulating this pane (smoothed).
  private(set) var simulateMilliseconds: Double = 0
  /// Milliseconds the GPU spent drawing this pane (smoothed), as the window measured it.
  var drawMilliseconds: Double = 0
  /// Counts the times the pane took another effect or another version of it (a switch, a
  /// reload, an edit), so an inspector can tell its view of the effect is out of date.
  private(set) var revision = 0
  private let seed: UInt32
  private var replay: GestureReplay?

  init(effect: any Effect, file: String? = nil, seed: UInt32, frame: Rect, time: Double) {
    self.effect = effect
    self.file = file
    self.seed = seed
    self.frame = frame
    host = PointerHost(effect: effect, seed: seed, startTime: time)
    host.canvas = Self.canvas(of: frame)
  }

  /// The pane's own bounds: the canvas its effect sees, origin at its top-left corner.
  static func canvas(of frame: Rect) -> Rect { Rect(origin: .zero, size: frame.size) }

  var size: Size { Size(width: frame.width, height: frame.height) }

  /// Starts replaying `script` (drawn for the window) scaled into this pane, its pointer ids
  /// moved up by `PreviewSession.firstGestureID` so the mouse and pins draw beside it.
  func replay(_ script: GestureScript, looping: Bool, from time: Double) {
    replay = GestureReplay(
      script: script.scaled(to: size).renumbered(by: PreviewSession.firstGestureID), looping: looping,
      start: time)
  }

  /// Switches to `effect` (from `file`, if it came from one), starting afresh at `time`:
  /// particles and pointers of the old one go.
  func switchEffect(to effect: any Effect, file: String?, at time: Double) {
    self.effect = effect
    self.file = file
    revision += 1
    clear(at: time)
  }

  /// From now on the effect comes from `file` (the inspector saved it there): saves of the file
  /// reload the pane.
  func adopt(file: String) {
    self.file = file
  }

  /// Takes a new version of the same effect (its file was saved) without starting afresh: live
  /// pointers' layers take the new values, new pointers and R get the new version.
  func reload(to effect: any Effect) {
    self.effect = effect
    revision += 1
    host.replaceEffect(with: effect)
  }

  /// Forgets every particle and pointer; a replay starts over.
  func clear(at time: Double) {
    host = PointerHost(effect: effect, seed: seed, startTime: time)
    host.canvas = Self.canvas(of: frame)
    replay?.restart(at: time)
  }

  /// Hands a pointer event, given in relative pane coordinates (0...1), to the host.
  func handle(id: Int, phase: PointerPhase, relative: Point, time: Double) {
    let location = Point(x: relative.x * frame.width, y: relative.y * frame.height)
    host.handle(PointerEvent(id: id, phase: phase, location: location, time: time))
  }

  /// Advances the replay and the host to `time`, timing the work.
  func advance(to time: Double, clock: () -> Double) {
    let start = clock()
    if replay != nil {
      replay?.advance(host, to: time)
    } else {
      host.advance(to: time)
    }
    let spent = (clock() - start) * 1000
    simulateMilliseconds += (spent - simulateMilliseconds) * 0.1
  }

  /// Packs the live particles for drawing.
  func pack() {
    buffer.fill(from: host.layers)
  }
}

/// A gesture script replayed from a start time, over and over when looping.
struct GestureReplay {
  let script: GestureScript
  let looping: Bool
  private var player: GesturePlayer
  private var start: Double

  /// Seconds between the end of one pass and the start of the next, so the last strokes fade.
  static let pause = 0.75

  init(script: GestureScript, looping: Bool, start: Double) {
    self.script = script
    self.looping = looping
    self.start = start
    player = GesturePlayer(script: script.shifted(by: start))
  }

  mutating func restart(at time: Double) {
    start = time
    player = GesturePlayer(script: script.shifted(by: time))
  }

  mutating func advance(_ host: PointerHost, to time: Double) {
    if looping, player.isFinished, time >= start + script.duration + Self.pause {
      restart(at: time)
    }
    player.advance(host, to: time)
  }
}

extension GestureScript {
  /// The same script with `offset` added to every pointer id.
  func renumbered(by offset: Int) -> GestureScript {
    var copy = self
    for index in copy.events.indices { copy.events[index].id += offset }
    return copy
  }

  /// The same script with every event `offset` seconds later.
  func shifted(by offset: Double) -> GestureScript {
    var copy = self
    for index in copy.events.indices { copy.events[index].time += offset }
    return copy
  }
}
