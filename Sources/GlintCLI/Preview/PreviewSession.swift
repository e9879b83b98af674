import GlintCore
import GlintFiles
import GlintRender

/// What the preview does in answer to input: pointers, keys and the simulation clock. It draws
/// nothing and knows no GL, so the window loop stays a thin shell around it.
///
/// Input in any pane is mirrored to every pane at the same relative place; the left button is
/// pointer 1, and each right click pins (or unpins) a stationary pointer. A replayed gesture's
/// pointers have ids of their own, so the mouse draws while it plays.
final class PreviewSession {
  /// Every effect to choose from, in order: the number keys and Tab choose among them. One
  /// from a file is replaced when the file is saved again.
  private(set) var effects: [PreviewEffect]
  /// Why the latest save of an effect file did not load, by file, until one does.
  private(set) var reloadProblems: [String: String] = [:]
  private(set) var panes: [PreviewPane] = []
  /// Simulated seconds since the start.
  private(set) var time: Double = 0
  /// Simulated seconds per real second: [ halves it, ] doubles it.
  private(set) var speed: Double = 1
  /// The share of real time the latest frames simulated (smoothed): under 1 when frames take
  /// longer than `longestFrame`, as a costly effect's do. The preview then falls behind real
  /// time rather than stall: each frame simulates at most `longestFrame` (times the speed), each
  /// pane's births in it are held to its host's birth budget, and input is read every frame.
  private(set) var realTimeShare: Double = 1
  private(set) var paused = false
  private(set) var showsOverlay = true
  /// Set by S; the window saves a screenshot after drawing the next frame.
  var wantsScreenshot = false
  /// Set by I; the window shows or hides the inspector panel.
  var wantsPanelToggle = false
  /// Set by V; the window starts or stops recording a video after drawing the next frame.
  var wantsRecordingToggle = false
  private(set) var wantsQuit = false
  /// Lines for stderr about limits met at run time; the window prints and empties it.
  var notices: [String] = []
  /// Effect files an inspector's "Save as" wrote: the window watches them and empties it.
  var filesSavedAs: [DataEffect] = []
  private var saidPointerLimit = false

  private let columns: Int?
  private let gesture: (script: GestureScript, looping: Bool)?
  private var cursor = Point(x: -1, y: -1)
  /// The pane a left-button drag started in; its coordinates measure the drag.
  private var dragPane: Int?
  private var pins: [(id: Int, place: Point)] = []
  private var nextPinID = firstPinID
  /// Reads a monotonic clock in seconds, for the panes' simulate times.
  private let clock: () -> Double
  /// The pointer events so far, in the first pane's points, when recording (`--record`).
  private var recorded: [PointerEvent]?
  private var recordCanvas = Size.zero

  /// Pointer ids: the left button, then each pin from 100 up, and a replayed gesture's ids
  /// from 2^60 up. A script's ids lie within ±9e15, so the three never meet.
  static let dragID = 1
  static let firstPinID = 100
  static let firstGestureID = 1 << 60
  /// The longest real time one frame may simulate: a stalled window must not flood the pools,
  /// and a frame's work stays bounded (its births by the hosts' budgets).
  static let longestFrame = 0.1
  /// What `.` advances while paused.
  static let singleStep = 1.0 / 60
  /// How near (points) a right click must be to a pin to remove it.
  static let pinReach: Float = 16

  init(
    effects: [PreviewEffect], shown: [PreviewEffect], seed: UInt32, windowSize: Size, columns: Int? = nil,
    gesture: (script: GestureScript, looping: Bool)? = nil, records: Bool = false,
    clock: @escaping () -> Double
  ) {
    self.effects = effects
    self.clock = clock
    recorded = records ? [] : nil
    self.columns = columns
    self.gesture = gesture
    panes = shown.map { PreviewPane(effect: $0.effect, file: $0.file, seed: seed, frame: .unit, time: 0) }
    layout(in: windowSize)
    recordCanvas = panes.first?.size ?? windowSize  // fixed: a resize must not rescale the record
    if let gesture {
      for pane in panes { pane.replay(gesture.script, looping: gesture.looping, from: 0) }
    }
  }

  // MARK: Layout

  /// Splits `size` (points) into a grid of panes, near square unless `columns` was given.
  func layout(in size: Size) {
    let count = panes.count
    let across = min(count, columns ?? Int(Double(count).squareRoot().rounded(.up)))
    let down = (count + across - 1) / across
    let gap: Float = count > 1 ? 2 : 0
    let width = size.width / Float(across)
    let height = size.height / Float(down)
    for (index, pane) in panes.enumerated() {
      let column = Float(index % across)
      let row = Float(index / across)
      pane.frame = Rect(
        x: column * width + gap / 2, y: row * height + gap / 2,
        width: max(1, width - gap), height: max(1, height - gap))
    }
  }

  /// The pane under `point` (window points), if any.
  func pane(at point: Point) -> Int? {
    panes.firstIndex { pane in
      let f = pane.frame
      return point.x >= f.x && point.x < f.x + f.width && point.y >= f.y && point.y < f.y + f.height
    }
  }

  private func relative(_ point: Point, in index: Int) -> Point {
    let f = panes[index].frame
    return Point(x: (point.x - f.x) / f.width, y: (point.y - f.y) / f.height)
  }

  // MARK: Input

  func handle(_ event: WindowEvent) {
    switch event {
    case .mouseButton(.left, let pressed, let at):
      cursor = at
      pressed ? beginDrag(at: at) : endDrag(.ended)
    case .mouseButton(.right, true, let at):
      cursor = at
      togglePin(at: at)
    case .cursorMoved(let at):
      cursor = at
      if let origin = dragPane { mirror(id: Self.dragID, phase: .moved, relative: relative(at, in: origin)) }
    case .cursorLeft, .focusLost:
      endDrag(.cancelled)
    case .key(let key, pressed: true, let repeated):
      press(key, repeated: repeated)
    case .closeRequested:
      wantsQuit = true
    default:
      break
    }
  }

  private func beginDrag(at point: Point) {
    guard dragPane == nil, let index = pane(at: point) else { return }
    dragPane = index
    mirror(id: Self.dragID, phase: .began, relative: relative(point, in: index))
  }

  private func endDrag(_ phase: PointerPhase) {
    guard let origin = dragPane else { return }
    dragPane = nil
    mirror(id: Self.dragID, phase: phase, relative: relative(cursor, in: origin))
  }

  private func togglePin(at point: Point) {
    guard let index = pane(at: point) else { return }
    let place = relative(point, in: index)
    let size = panes[index].size
    let near = pins.firstIndex { pin in
      let dx = (pin.place.x - place.x) * size.width
      let dy = (pin.place.y - place.y) * size.height
      return dx * dx + dy * dy <= Self.pinReach * Self.pinReach
    }
    if let near {
      mirror(id: pins[near].id, phase: .ended, relative: pins[near].place)
      pins.remove(at: near)
    } else {
      pins.append((nextPinID, place))
      mirror(id: nextPinID, phase: .began, relative: place)
      nextPinID += 1
    }
  }

  /// Sends the event to every pane at the same relative place (and to the recording).
  private func mirror(id: Int, phase: PointerPhase, relative: Point) {
    for pane in panes { pane.handle(id: id, phase: phase, relative: relative, time: time) }
    noticePointerLimit()
    if recorded != nil, time <= GestureScript.maxTime {
      let location = Point(x: relative.x * recordCanvas.width, y: relative.y * recordCanvas.height)
      recorded?.append(PointerEvent(id: id, phase: phase, location: location, time: time))
    }
  }

  /// What was recorded, as a gesture script starting at its first event, with the pointers
  /// still down ended at the end.
  var recording: GestureScript? {
    guard var events = recorded else { return nil }
    let start = events.first?.time ?? 0
    var live: [Int: Point] = [:]
    for event in events { live[event.id] = event.phase.isFinal ? nil : event.location }
    let end = min(time, GestureScript.maxTime)
    for (id, place) in live.sorted(by: { $0.key < $1.key }) {
      events.append(PointerEvent(id: id, phase: .ended, location: place, time: end))
    }
    for index in events.indices { events[index].time -= start }
    return GestureScript(size: recordCanvas, events: events)
  }

  private func press(_ key: WindowKey, repeated: Bool) {
    switch key {
    case .digit(let digit):
      choose(effect: digit == 0 ? 9 : digit - 1)
    case .tab:
      let index = pane(at: cursor) ?? 0
      let current = effects.firstIndex { $0.effect.info.id == panes[index].effect.info.id } ?? -1
      choose(effect: (current + 1) % effects.count)
    case .space where !repeated:
      paused.toggle()
    case .period:
      // At once, not at the frame's end: moves and steps keep their order however many
      // arrive within one frame.
      if paused { step(by: Self.singleStep) }
    case .leftBracket:
      speed = max(1.0 / 16, speed / 2)
    case .rightBracket:
      speed = min(8, speed * 2)
    case .letter("R"):
      clear()
    case .letter("S") where !repeated:
      wantsScreenshot = true
    case .letter("V") where !repeated:
      wantsRecordingToggle = true
    case .letter("H") where !repeated:
      showsOverlay.toggle()
    case .letter("I") where !repeated:
      wantsPanelToggle = true
    case .escape:
      wantsQuit = true
    default:
      break
    }
  }

  /// Gives the pane under the cursor (the only pane, outside compare) the effect at `index`.
  private func choose(effect index: Int) {
    guard effects.indices.contains(index) else { return }
    let target = pane(at: cursor) ?? 0
    panes[target].switchEffect(to: effects[index].effect, file: effects[index].file, at: time)
    restorePointers(in: panes[target])
  }

  /// R: every pane starts afresh; pins go, a drag in progress goes on in the new particles.
  private func clear() {
    pins.removeAll()
    for pane in panes {
      pane.clear(at: time)
      restorePointers(in: pane)
    }
  }

  /// Begins the held drag and the pins again in a pane that has just started afresh.
  private func restorePointers(in pane: PreviewPane) {
    for pin in pins { pane.handle(id: pin.id, phase: .began, relative: pin.place, time: time) }
    if let origin = dragPane {
      pane.handle(id: Self.dragID, phase: .began, relative: relative(cursor, in: origin), time: time)
    }
  }

  // MARK: Effect files

  /// A save of `file` loaded: every pane showing it takes the new version (its live pointers'
  /// layers take the new values, see `PointerHost.replaceEffect`), and so does the list the
  /// number keys choose from.
  func effectFileReloaded(_ file: String, to effect: any Effect) {
    reloadProblems[file] = nil
    for index in effects.indices where effects[index].file == file { effects[index].effect = effect }
    for pane in panes where pane.file == file { pane.reload(to: effect) }
  }

  /// A save of `file` did not load: its panes keep the last good effect and show `problem`.
  func effectFileFailed(_ file: String, problem: String) {
    reloadProblems[file] = problem
  }

  /// What to show over `pane` about its effect file, if anything went wrong with it.
  func reloadProblem(of pane: PreviewPane) -> String? {
    pane.file.flatMap { reloadProblems[$0] }
  }

  // MARK: Time

  /// Moves the clock on by one frame of `realSeconds` (clamped, scaled by speed; nothing while
  /// paused, where only `.` steps) and advances every pane to it.
  func advance(realSeconds: Double) {
    guard !paused else { return }
    let real = max(realSeconds, 0)
    let simulated = min(real, Self.longestFrame)
    if real > 0 { realTimeShare += (simulated / real - realTimeShare) * 0.2 }
    step(by: simulated * speed)
  }

  /// Whether the simulation has been falling behind real time (see `realTimeShare`).
  var isBehind: Bool { realTimeShare < 0.9 }

  private func step(by seconds: Double) {
    time += seconds
    for pane in panes { pane.advance(to: time, clock: clock) }
    noticePointerLimit()
  }

  /// Says once when a pane's host has refused a pointer at its limit (the gesture's pointers,
  /// the button and the pins together), rather than let the pointer draw nothing unexplained.
  private func noticePointerLimit() {
    guard !saidPointerLimit, let pane = panes.first(where: { $0.host.anomalies.overLimit > 0 }) else {
      return
    }
    saidPointerLimit = true
    notices.append(
      "glint: \(pane.host.maxPointers) pointers are down at once, the most a pane holds; "
        + "pointers beyond them are ignored")
  }
}

/// An effect the preview can show, and the effect file it came from (nil for a Swift module).
struct PreviewEffect {
  var effect: any Effect
  var file: String?
}
