/// Routes pointer events to an effect and keeps, per live pointer, the emitter layers the effect
/// made for it; steps every layer on one clock.
///
/// Lifecycle: began makes the pointer's layers (placed at its location, seeded from the host's
/// seed, the pointer id, the began serial and the layer index, started at the event's time) and
/// its state (`Effect.makeState`), then calls `Effect.pointerBegan`.
/// moved and stationary update the location and call `Effect.pointerMoved` before the layers step
/// to the event's time, so births inside that step lie along the path. ended and cancelled call
/// `Effect.pointerEnded` (by default top-level births stop); each layer is dropped once it
/// retires, and the pointer is forgotten when its last layer has gone.
///
/// A host, its layers and their cells belong to the thread that calls `handle` and `advance`.
///
/// The canvas: `canvas` is the pane's bounds, set by whoever shows it (the preview's panes,
/// `glint render`, `glint simulate`). Setting it the first time makes the effect's canvas layers
/// (`Effect.makeCanvasLayers(in:)`), and a new size lays them out again
/// (`Effect.layoutCanvasLayers(_:in:)`), each given a random source of the host's seed and the
/// layout (`EffectRandom.canvas`) and the host's time; each new canvas layer is seeded from the
/// host's seed, the layout and its index, and started at the host's time. Canvas layers come first in `layers`,
/// step on the host's clock and count in its figures.
///
/// Events out of order never stop the host; each is handled as `PointerAnomalies` documents and
/// counted in `anomalies`. In short: events for unknown or ended ids are ignored, a second began
/// for a live id ends the old pointer and begins a new one, late events apply at the host's time.
///
/// ```swift
/// let host = PointerHost(effect: SparkleTrailEffect(), seed: 7)
/// host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 10, y: 10), time: 0))
/// host.handle(PointerEvent(id: 1, phase: .moved, location: Point(x: 90, y: 10), time: 0.1))
/// host.advance(to: 0.2)
/// ```
public final class PointerHost {
  /// The effect new pointers get (`replaceEffect(with:)` swaps it).
  public internal(set) var effect: any Effect
  /// The effect's hooks, opened once so each pointer's state keeps its type; each track keeps
  /// the hooks of the effect it began with.
  var hooks: any EffectHooks
  public let seed: UInt32
  /// The most pointers live at once; a began beyond it is ignored and counted.
  public let maxPointers: Int
  /// The host's clock, in seconds; every layer has been stepped to it.
  public private(set) var time: Double
  /// Events that came out of order, by kind.
  public private(set) var anomalies = PointerAnomalies()
  /// The births all the host's layers may attempt together, every pointer and level of nesting:
  /// what bounds the cost of any effect (births past it are dropped and counted).
  public let birthBudget: BirthBudget
  /// The budget as it is spent, shared by every layer the host steps.
  let allowance: BirthAllowance
  /// The pointers and named points the layers' force fields follow (PointerHost+Forces).
  let inputs = HostInputs()

  /// Live pointers, then (mixed in began order) ended ones whose particles still live.
  var tracks: [PointerTrack] = []
  /// The layers of the canvas, drawn under every pointer's.
  public private(set) var canvasLayers: [EmitterLayer] = [] {
    didSet { canvasShare.layers = canvasLayers }
  }
  /// The canvas layers as every pointer's hooks see them (`PointerTrack.canvasLayers`).
  private let canvasShare = CanvasShare()
  /// How many times the canvas was laid out: part of each new canvas layer's seed.
  private(set) var canvasLayouts: UInt64 = 0
  private var liveCount = 0
  private var beganSerial: UInt64 = 0
  private var layerCache: [EmitterLayer] = []
  private var forgottenBirths = 0
  private var forgottenDropped = 0

  public init(
    effect: any Effect, seed: UInt32 = 0, startTime: Double = 0, maxPointers: Int = 256,
    birthBudget: BirthBudget = .standard
  ) {
    precondition(maxPointers > 0, "a host needs room for at least one pointer")
    self.birthBudget = birthBudget
    allowance = BirthAllowance(birthBudget)
    self.effect = effect
    self.hooks = makeHooks(effect)
    self.seed = seed
    self.time = startTime.isFinite ? startTime : 0
    self.maxPointers = maxPointers
  }

  // MARK: State

  /// The canvas's bounds in points (origin top-left), or nil before anyone gave one. Setting a
  /// different rectangle makes or lays out the effect's canvas layers; one that is not finite, or
  /// has a negative side, is ignored. Setting nil drops the canvas layers.
  /// Shapes the particles of every colliding cell meet, on every layer of the host (canvas points):
  /// a host app's own views, given at run time. Changing them rebuilds each cell's shapes once.
  public var obstacles: [Collider] = []

  public var canvas: Rect? {
    didSet {
      if let bounds = canvas, !Self.isValidCanvas(bounds) {
        canvas = oldValue
        return
      }
      guard canvas != oldValue else { return }
      layOutCanvas()
    }
  }

  /// Every canvas layer, then every layer of every pointer in the order the pointers began, less
  /// removed ones (`EmitterLayer.removeFromSuperlayer()`); rebuilt only when it changes.
  public var layers: [EmitterLayer] { layerCache }
  /// Pointers that have begun and not ended.
  public var pointerCount: Int { liveCount }
  /// Pointers the host still holds: live ones and ended ones whose particles still live.
  public var trackCount: Int { tracks.count }
  public var emitterCount: Int { layerCache.count }
  public var particleCount: Int { layerCache.reduce(0) { $0 + $1.particleCount } }
  /// Particles born so far, by every layer this host ever held.
  public var birthCount: Int { forgottenBirths + heldLayers.reduce(0) { $0 + $1.birthCount } }
  /// Births dropped so far (at a layer's capacity, a cell's cap, or past the birth budget), by
  /// every layer this host ever held.
  public var droppedBirths: Int { forgottenDropped + heldLayers.reduce(0) { $0 + $1.droppedBirths } }
  /// The layers the host holds: `layers` and the removed layers of live pointers.
  private var heldLayers: [EmitterLayer] { canvasLayers + tracks.flatMap(\.layers) }
  /// Every pointer the host holds, live and ending, in began order.
  public var pointers: [PointerTrack] { tracks }

  /// The live pointer with `id`, if there is one.
  public func pointer(id: Int) -> PointerTrack? {
    liveIndex(of: id).map { tracks[$0] }
  }

  // MARK: Events

  /// Moves the pointer's layers to the event's location, advances every layer to the event's
  /// time, then applies the phase.
  public func handle(_ event: PointerEvent) {
    guard event.time.isFinite, event.location.x.isFinite, event.location.y.isFinite else {
      anomalies.invalidEvents += 1
      return
    }
    var at = event.time
    if at < time {
      anomalies.lateEvents += 1
      at = time
    }
    switch event.phase {
    case .began:
      advance(to: at)
      if let old = liveIndex(of: event.id) {
        anomalies.duplicateBegan += 1
        end(old, phase: .ended)
      }
      guard liveCount < maxPointers else {
        anomalies.overLimit += 1
        return
      }
      begin(id: event.id, at: event.location, time: at)
    case .moved, .stationary:
      guard let index = liveIndex(of: event.id) else {
        countStray(event.id)
        advance(to: at)
        return
      }
      tracks[index].move(to: event.location, at: at, phase: event.phase)
      tracks[index].hooks?.moved(&tracks[index])
      advance(to: at)
    case .ended, .cancelled:
      guard let index = liveIndex(of: event.id) else {
        countStray(event.id)
        advance(to: at)
        return
      }
      if tracks[index].location != event.location {
        tracks[index].move(to: event.location, at: at, phase: .moved)
        tracks[index].hooks?.moved(&tracks[index])
      }
      advance(to: at)
      // Advancing may forget other pointers, so find this one again.
      if let index = liveIndex(of: event.id) { end(index, phase: event.phase) }
    }
    refreshLayers()
  }

  /// Runs the effect's update hook for [time, to] on every pointer, steps every layer to `to`,
  /// and forgets ended pointers whose layers have all retired. A time in the past does nothing.
  public func advance(to newTime: Double) {
    guard newTime.isFinite else { return }
    if newTime > time {
      allowance.refill(seconds: newTime - time)
      allowance.recount(load: load)
      for index in tracks.indices { tracks[index].hooks?.update(&tracks[index], from: time, to: newTime) }
      updateCanvas(from: time, to: newTime)
      feedInputs(to: newTime)
      for layer in canvasLayers { step(layer, to: newTime) }
      for track in tracks {
        for layer in track.layers { step(layer, to: newTime) }
      }
      finishInputs()
      time = newTime
    }
    retireFinished()
    refreshLayers()
  }

  /// Steps one of the host's layers under the host's birth budget (a hook may have given the
  /// pointer a layer of its own making).
  private func step(_ layer: EmitterLayer, to newTime: Double) {
    share(with: layer)
    layer.step(to: newTime)
  }

  /// The load of every live particle the host holds (BirthBudget.mostLoad).
  private var load: Double {
    var total = 0.0
    for layer in canvasLayers { total += layer.simulation.load }
    for track in tracks {
      for layer in track.layers { total += layer.simulation.load }
    }
    return total
  }

  /// Puts `layer` under the host's birth budget.
  func share(with layer: EmitterLayer) {
    layer.simulation.allowance = allowance
    shareShapes(with: layer)
  }

  // MARK: Lifecycle

  private func begin(id: Int, at location: Point, time: Double) {
    beganSerial &+= 1
    var track = PointerTrack(id: id, location: location, time: time)
    track.serial = beganSerial
    track.random = EffectRandom(hostSeed: seed, pointer: id, serial: beganSerial)
    track.canvasShare = canvasShare
    let made = hooks.makeLayers(for: track)
    for (index, layer) in made.enumerated() {
      if layer.followsPointer { layer.emitterPosition = location }
      if layer.imageFolder == nil { layer.imageFolder = effect.imageFolder }
      layer.seed = pointerLayerSeed(
        host: seed, pointer: id, serial: beganSerial, layer: index, effectSeed: layer.seed)
      share(with: layer)
      layer.start(at: time)
    }
    track.layers = made
    track.hooks = hooks
    hooks.began(&track)
    tracks.append(track)
    liveCount += 1
  }

  private func end(_ index: Int, phase: PointerPhase) {
    tracks[index].phase = phase
    tracks[index].time = time
    tracks[index].velocity = .zero
    liveCount -= 1
    tracks[index].hooks?.ended(&tracks[index])
    retireFinished()
  }

  /// Makes the canvas layers (the first time, or when a layout left none) or has the effect lay
  /// them out again for `canvas`, handing it the canvas's random source; layers that are new are
  /// seeded and started, layers that went are counted and forgotten.
  private func layOutCanvas() {
    var laidOut: [EmitterLayer] = []
    if let bounds = canvas {
      let random = EffectRandom.canvas(hostSeed: seed, layout: canvasLayouts)
      if !canvasLayers.isEmpty {
        laidOut = canvasLayers
        effect.layoutCanvasLayers(&laidOut, in: bounds, random: random, time: time)
      }
      if laidOut.isEmpty { laidOut = effect.makeCanvasLayers(in: bounds, random: random, time: time) }
    }
    canvasLayouts &+= 1
    for (index, layer) in laidOut.enumerated() where !canvasLayers.contains(where: { $0 === layer }) {
      layer.seed = canvasLayerSeed(host: seed, layout: canvasLayouts, layer: index, effectSeed: layer.seed)
      if layer.imageFolder == nil { layer.imageFolder = effect.imageFolder }
      share(with: layer)
      layer.start(at: time)
    }
    for layer in canvasLayers where !laidOut.contains(where: { $0 === layer }) {
      forgottenBirths += layer.birthCount
      forgottenDropped += layer.droppedBirths
    }
    canvasLayers = laidOut
    refreshLayers()
  }

  /// Triggers the effect's action `name` now (`Effect.actions`: a hosted view's button); false,
  /// and nothing happens, for a name the effect lacks or before there is a canvas.
  @discardableResult
  public func perform(action name: String) -> Bool {
    guard let bounds = canvas else { return false }
    var updated = canvasLayers
    let done = effect.perform(action: name, canvasLayers: &updated, in: bounds, time: time)
    for layer in updated where layer.imageFolder == nil { layer.imageFolder = effect.imageFolder }
    canvasLayers = updated
    refreshLayers()
    return done
  }

  /// Runs the effect's canvas hook for [start, end] (`Effect.updateCanvas`); layers it added take
  /// the effect's image folder, as laid-out ones do.
  private func updateCanvas(from start: Double, to end: Double) {
    guard let bounds = canvas else { return }
    var updated = canvasLayers
    effect.updateCanvas(&updated, in: bounds, from: start, to: end)
    for layer in updated where layer.imageFolder == nil { layer.imageFolder = effect.imageFolder }
    canvasLayers = updated
  }

  private static func isValidCanvas(_ bounds: Rect) -> Bool {
    bounds.x.isFinite && bounds.y.isFinite && bounds.width.isFinite && bounds.height.isFinite
      && bounds.width >= 0 && bounds.height >= 0
  }

  /// Drops retired layers of ended pointers, and ended pointers with no layers left.
  private func retireFinished() {
    forgetRemoved()
    var index = tracks.count - 1
    while index >= 0 {
      if tracks[index].hasEnded {
        if tracks[index].layers.contains(where: \.isRetired) {
          for layer in tracks[index].layers where layer.isRetired {
            forgottenBirths += layer.birthCount
            forgottenDropped += layer.droppedBirths
          }
          tracks[index].layers.removeAll(where: \.isRetired)
        }
        if tracks[index].layers.isEmpty { tracks.remove(at: index) }
      }
      index -= 1
    }
  }

  /// Drops the canvas layers a hook took away with `removeFromSuperlayer()`. A pointer's removed
  /// layers leave `layers` at once but stay in `pointer.layers` until the pointer ends, so a
  /// later hook's `pointer.layers[i]` still names the layer it named before.
  private func forgetRemoved() {
    // The array is shared with `canvasShare`: removing nothing would still copy it.
    guard canvasLayers.contains(where: \.isRemoved) else { return }
    for layer in canvasLayers where layer.isRemoved {
      forgottenBirths += layer.birthCount
      forgottenDropped += layer.droppedBirths
    }
    canvasLayers.removeAll(where: \.isRemoved)
  }

  /// Counts an event for an id with no live pointer.
  private func countStray(_ id: Int) {
    if tracks.contains(where: { $0.id == id && $0.hasEnded }) {
      anomalies.afterEnd += 1
    } else {
      anomalies.unknownPointer += 1
    }
  }

  private func liveIndex(of id: Int) -> Int? {
    tracks.firstIndex { $0.id == id && !$0.hasEnded }
  }

  /// Rebuilds `layers` only if some pointer's layers changed since the last call, so a steady
  /// step allocates nothing.
  func refreshLayers() {
    var position = 0
    var same = canvasLayers.count <= layerCache.count
    for (index, layer) in canvasLayers.enumerated() where same && layerCache[index] !== layer { same = false }
    position = canvasLayers.count
    outer: for track in tracks where same {
      for layer in track.layers where !layer.isRemoved {
        if position >= layerCache.count || layerCache[position] !== layer {
          same = false
          break outer
        }
        position += 1
      }
    }
    if same && position == layerCache.count { return }
    layerCache.removeAll(keepingCapacity: true)
    layerCache.append(contentsOf: canvasLayers)
    for track in tracks { layerCache.append(contentsOf: track.layers.lazy.filter { !$0.isRemoved }) }
  }
}
