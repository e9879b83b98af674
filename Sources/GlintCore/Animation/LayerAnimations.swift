/// A layer's animations: the copies it was given, in the order added, each checked once and
/// resolved to where its values land; evaluated every step on the layer's local time.
///
/// Presentation, not model: each step the engine copies the model's values, then every running
/// animation overwrites the copy's property with its value at the step's end (later animations
/// over earlier ones, each starting from the value under it). The model keeps its value: when the
/// animation is removed, the model's value shows again. A birth rate driven by an animation is
/// integrated over each step (Simulation+VaryingRate).
final class LayerAnimations {
  struct Entry {
    let key: String?
    let animation: Animation
    let tracks: [Track]
    /// A beginTime of 0, to become the layer's local time when the layer starts.
    var beginsOnStart: Bool
  }

  /// One property animation within an entry, with the groups above it (outermost first).
  struct Track {
    let animation: PropertyAnimation
    let groups: [AnimationGroup]
    /// The cell names from the layer to the target cell; empty for the layer itself.
    let cellNames: [String]
    let property: String
    let layerSlot: PresentationSlot<LayerSettings>?
    let cellSlot: PresentationSlot<CellValues>?
    let kind: KeyPathValue.Kind

    var isBirthRate: Bool { property == "birthRate" }

    /// The track's value at layer time `t` over `base`, or nil while it is inactive.
    func value(at t: Double, under base: AnimationVector) -> AnimationVector? {
      var time = t
      for group in groups {
        guard let inner = group.childTime(at: time) else { return nil }
        time = inner
      }
      return animation.value(at: time, under: base)
    }
  }

  private(set) var entries: [Entry] = []

  var isEmpty: Bool { entries.isEmpty }

  // MARK: Adding and removing

  /// Checks `animation` against `layer` and adds a copy under `key` (replacing one of that key).
  func add(_ animation: Animation, forKey key: String?, layer: EmitterLayer) throws(AnimationError) {
    let copy = animation.copy()
    var tracks: [Track] = []
    func fail(_ keyPath: String?, _ reason: String) -> AnimationError {
      AnimationError(key: key, keyPath: keyPath, reason: reason)
    }
    func collect(_ a: Animation, groups: [AnimationGroup]) throws(AnimationError) {
      if let group = a as? AnimationGroup {
        group.inheritDurations()
        for child in group.animations ?? [] { try collect(child, groups: groups + [group]) }
        return
      }
      guard let property = a as? PropertyAnimation else { return }
      tracks.append(try track(property, groups: groups, layer: layer, fail: fail))
    }
    try collect(copy, groups: [])
    if tracks.isEmpty { throw fail(nil, "it animates nothing (no key path)") }
    if let key { entries.removeAll { $0.key == key } }
    entries.append(Entry(key: key, animation: copy, tracks: tracks, beginsOnStart: copy.beginTime == 0))
  }

  /// Resolves `animation`'s key path on `layer` and checks its values against the property.
  private func track(
    _ animation: PropertyAnimation, groups: [AnimationGroup], layer: EmitterLayer,
    fail: (String?, String) -> AnimationError
  ) throws(AnimationError) -> Track {
    guard let path = animation.keyPath, !path.isEmpty else { throw fail(nil, "it has no key path") }
    let resolved: ResolvedKeyPath
    do {
      resolved = try layer.resolveKeyPath(path)
    } catch {
      throw fail(path, error.description)
    }
    guard resolved.isAnimatable, resolved.kind.isInterpolable else {
      throw fail(path, "the property is not animatable (\(resolved.kind.rawValue))")
    }
    var parts = path.split(separator: ".")
    var names: [String] = []
    while parts.first == "emitterCells", parts.count > 2 {
      names.append(String(parts[1]))
      parts.removeFirst(2)
    }
    let property = String(parts[0])
    let fields = Array(parts.dropFirst())
    let layerSlot = names.isEmpty ? layerSlots[property]?.field(fields) : nil
    let cellSlot = names.isEmpty ? nil : cellSlots[property]?.field(fields)
    guard layerSlot != nil || cellSlot != nil else {
      throw fail(path, "the property is not animatable")
    }
    if let why = animation.problem(forKind: resolved.kind) { throw fail(path, why) }
    return Track(
      animation: animation, groups: groups, cellNames: names, property: property, layerSlot: layerSlot,
      cellSlot: cellSlot, kind: resolved.kind)
  }

  func animation(forKey key: String) -> Animation? {
    entries.last { $0.key == key }?.animation.copy()
  }

  func remove(forKey key: String) { entries.removeAll { $0.key == key } }
  func removeAll() { entries.removeAll() }
  var keys: [String] { entries.compactMap(\.key) }

  // MARK: Timeline

  /// Gives animations added with beginTime 0 the layer's local time `t` as their begin.
  func begin(at t: Double) {
    for i in entries.indices where entries[i].beginsOnStart {
      entries[i].animation.beginTime = t
      entries[i].beginsOnStart = false
    }
  }

  /// Drops the animations whose active period is over at layer time `t` and that are removed on
  /// completion.
  func removeFinished(at t: Double) {
    guard entries.contains(where: { isFinished($0, at: t) }) else { return }
    entries.removeAll { isFinished($0, at: t) }
  }

  private func isFinished(_ entry: Entry, at t: Double) -> Bool {
    !entry.beginsOnStart && entry.animation.isRemovedOnCompletion && t >= entry.animation.timing.endTime
  }

  // MARK: Presentation

  /// Per step: the cell each track targets (nil for the layer's own), flattened in track order.
  private var targets: [EmitterCell?] = []
  /// Per step: whether an animation drives node k's birth rate (or the layer's, for every node).
  private var varying: [Bool] = []
  /// Per step: the layer's model birth rate, under its animations.
  private var modelLayerRate: Float = 1

  /// Overwrites `settings` and the simulation's cell values with the animated values at `t`, and
  /// notes which top-level nodes have an animated birth rate.
  func present(_ settings: inout LayerSettings, _ simulation: Simulation, layer: EmitterLayer, at t: Double) {
    modelLayerRate = settings.birthRate
    targets.removeAll(keepingCapacity: true)
    varying.removeAll(keepingCapacity: true)
    for _ in simulation.nodes.indices { varying.append(false) }
    var layerRate = false
    for entry in entries {
      for track in entry.tracks {
        let cell = track.cellNames.isEmpty ? nil : Self.cell(track.cellNames, in: layer.emitterCells)
        targets.append(cell)
        guard !entry.beginsOnStart else { continue }
        if track.isBirthRate && cell == nil && track.cellNames.isEmpty { layerRate = true }
        if let slot = track.layerSlot {
          guard let base = AnimationVector(slot.read(settings)), let v = track.value(at: t, under: base)
          else {
            continue
          }
          slot.write(&settings, v.value)
        } else if let slot = track.cellSlot, let cell {
          for k in simulation.nodes.indices where simulation.nodes[k].object === cell {
            if track.isBirthRate && simulation.nodes[k].parent < 0 { varying[k] = true }
            guard let base = AnimationVector(slot.read(simulation.nodes[k].cell)),
              let v = track.value(at: t, under: base)
            else { continue }
            slot.write(&simulation.nodes[k].cell, v.value)
            simulation.nodes[k].presented = true
          }
        }
      }
    }
    if layerRate {
      for k in simulation.nodes.indices where simulation.nodes[k].parent < 0 { varying[k] = true }
    }
  }

  /// The cell at the end of `names`, each a cell among the previous one's sub-cells.
  static func cell(_ names: [String], in cells: [EmitterCell]) -> EmitterCell? {
    var level = cells
    var found: EmitterCell?
    for name in names {
      guard let next = level.first(where: { $0.name == name }) else { return nil }
      found = next
      level = next.emitterCells
    }
    return found
  }

  // MARK: Birth rates

  /// Whether an animation drives the birth rate of top-level node `k` (as of the latest `present`).
  @inline(__always)
  func drivesBirthRate(_ k: Int) -> Bool { !entries.isEmpty && k < varying.count && varying[k] }

  /// The first instant in (a, b) where an animation of a birth rate (or a group holding one)
  /// begins or ends, or b when there is none.
  func rateBoundary(after a: Double, before b: Double) -> Double {
    var first = b
    func consider(_ timing: Timing) {
      if timing.beginTime > a && timing.beginTime < first { first = timing.beginTime }
      let end = timing.endTime
      if end > a && end < first { first = end }
    }
    for entry in entries where !entry.beginsOnStart {
      for track in entry.tracks where track.isBirthRate {
        consider(track.groups.first?.timing ?? track.animation.timing)
      }
    }
    return first
  }

  /// The presented birth rate of top-level `cell` times the layer's, at layer time `t`: the
  /// models' values under every animation of either.
  func birthRate(of cell: EmitterCell, at t: Double) -> Double {
    var layerRate = AnimationVector(kind: .number, SIMD4(Double(modelLayerRate), 0, 0, 0))
    var cellRate = AnimationVector(kind: .number, SIMD4(Double(cell.birthRate), 0, 0, 0))
    var i = 0
    for entry in entries {
      for track in entry.tracks {
        defer { i += 1 }
        guard !entry.beginsOnStart, track.isBirthRate else { continue }
        if track.cellNames.isEmpty {
          if let v = track.value(at: t, under: layerRate) { layerRate = v }
        } else if i < targets.count, targets[i] === cell {
          if let v = track.value(at: t, under: cellRate) { cellRate = v }
        }
      }
    }
    return layerRate.v.x * cellRate.v.x
  }
}
