/// Replays a `GestureScript` into a `PointerHost`, step by step.
///
/// Each `advance(_:to:)` hands the host every event due by then (at its own time), then a moved
/// event at the step's time for every live pointer that is between two of its script events, at
/// the place linearly between them, and finally advances the host to the step's time. So a
/// script needs no more events than its corners, and replays the same at any frame rate.
///
/// ```swift
/// var player = GesturePlayer(script: GestureScript.builtIn(named: "swipe")!)
/// for frame in 0...60 { player.advance(host, to: Double(frame) / 60) }
/// ```
public struct GesturePlayer: Sendable {
  public let script: GestureScript
  /// Index of the next event to hand over.
  public private(set) var nextIndex = 0
  /// Index of the next action to trigger.
  public private(set) var nextAction = 0
  /// For each event, the index of the next event of the same pointer id (or -1).
  private let nextOfSamePointer: [Int]
  /// Live pointers in began order: the last event handed over, and the last place sent.
  private var live: [(id: Int, event: Int, sent: Point)] = []

  public init(script: GestureScript) {
    self.script = script
    var next = Array(repeating: -1, count: script.events.count)
    var latest: [Int: Int] = [:]
    for (index, event) in script.events.enumerated().reversed() {
      next[index] = latest[event.id] ?? -1
      latest[event.id] = index
    }
    nextOfSamePointer = next
  }

  /// Whether every event has been handed over and every action triggered.
  public var isFinished: Bool { nextIndex >= script.events.count && nextAction >= script.actions.count }

  /// Hands `host` the events due by `time` and the interpolated moves at `time`, then advances it.
  public mutating func advance(_ host: PointerHost, to time: Double) {
    let events = script.events
    while nextIndex < events.count, events[nextIndex].time <= time {
      triggerActions(upTo: nextIndex, time: time, on: host)
      deliver(nextIndex, to: host)
      nextIndex += 1
    }
    triggerActions(upTo: events.count, time: time, on: host)
    for slot in live.indices {
      let last = events[live[slot].event]
      let next = nextOfSamePointer[live[slot].event]
      guard next >= 0, events[next].phase != .began, events[next].time > last.time, time > last.time
      else { continue }
      let fraction = Float((time - last.time) / (events[next].time - last.time))
      let target = events[next].location
      let place = Point(
        x: last.location.x + (target.x - last.location.x) * fraction,
        y: last.location.y + (target.y - last.location.y) * fraction)
      guard place != live[slot].sent else { continue }
      live[slot].sent = place
      host.handle(PointerEvent(id: last.id, phase: .moved, location: place, time: time))
    }
    host.advance(to: time)
  }

  /// Triggers, at their times, the actions due by `time` that come before event `index`.
  private mutating func triggerActions(upTo index: Int, time: Double, on host: PointerHost) {
    let actions = script.actions
    while nextAction < actions.count, actions[nextAction].afterEvents <= index,
      actions[nextAction].time <= time
    {
      host.advance(to: actions[nextAction].time)
      host.perform(action: actions[nextAction].name)
      nextAction += 1
    }
  }

  private mutating func deliver(_ index: Int, to host: PointerHost) {
    let event = script.events[index]
    host.handle(event)
    let slot = live.firstIndex { $0.id == event.id }
    switch event.phase {
    case .began:
      if let slot { live.remove(at: slot) }
      live.append((event.id, index, event.location))
    case .moved, .stationary:
      if let slot { live[slot] = (event.id, index, event.location) }
    case .ended, .cancelled:
      if let slot { live.remove(at: slot) }
    }
  }
}
