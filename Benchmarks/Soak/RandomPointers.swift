import Foundation
import GlintCore

/// Random pointer input for one step at a time: pointers begin, move (steadily, still, or by
/// jumps), end or are cancelled, and now and then an event comes out of order.
struct RandomPointers {
  /// The canvas the pointers move on, in points.
  let canvas = Size(width: 1280, height: 720)

  private struct Pointer {
    var id: Int
    var location: Point
    var velocity: Point
  }

  private var live: [Pointer] = []
  private var ended: [Int] = []
  private var nextId = 1

  var liveCount: Int { live.count }
  /// Pointers begun so far.
  private(set) var begun = 0

  /// The events of the step from `start` to `end` (seconds) under `segment`, in time order.
  mutating func events(
    from start: Double, to end: Double, segment: Segment, using rng: inout SeededGenerator
  ) -> [PointerEvent] {
    var events: [PointerEvent] = []
    let step = end - start
    if live.count < segment.maxPointers, rng.chance(segment.beginRate * step) {
      events.append(begin(at: start, using: &rng))
    }
    let moves: [Double]
    switch segment.rate {
    case .sparse: moves = rng.chance(0.1) ? [end] : []
    case .everyStep: moves = [end]
    case .fourPerStep: moves = (1...4).map { start + step * Double($0) / 4 }
    }
    for time in moves {
      for index in live.indices { events.append(move(index, at: time, segment: segment, using: &rng)) }
    }
    var index = live.count - 1
    while index >= 0 {
      if rng.chance(step / segment.meanHold) { events.append(finish(index, at: end, using: &rng)) }
      index -= 1
    }
    if rng.chance(0.01) { events.append(stray(at: end, using: &rng)) }
    return events
  }

  /// Ends every live pointer at `time`.
  mutating func endAll(at time: Double, using rng: inout SeededGenerator) -> [PointerEvent] {
    (0..<live.count).reversed().map { finish($0, at: time, using: &rng) }
  }

  /// Forgets every pointer, as when the host is dropped.
  mutating func forgetAll() {
    ended += live.map(\.id)
    live.removeAll()
  }

  /// A new pointer somewhere on the canvas; half the time it reuses the smallest free id, as a
  /// mouse reuses id 1.
  private mutating func begin(at time: Double, using rng: inout SeededGenerator) -> PointerEvent {
    var id = nextId
    if rng.chance(0.5) {
      id = 1
      while live.contains(where: { $0.id == id }) { id += 1 }
    }
    if id == nextId { nextId += 1 }
    let pointer = Pointer(id: id, location: randomPlace(using: &rng), velocity: randomVelocity(using: &rng))
    live.append(pointer)
    begun += 1
    return PointerEvent(id: id, phase: .began, location: pointer.location, time: time)
  }

  private mutating func move(
    _ index: Int, at time: Double, segment: Segment, using rng: inout SeededGenerator
  ) -> PointerEvent {
    if rng.chance(0.05) {
      return PointerEvent(id: live[index].id, phase: .stationary, location: live[index].location, time: time)
    }
    if rng.chance(segment.jumpChance) {
      // Mostly across the canvas; one jump in ten lands far off it.
      let far: Float = rng.chance(0.1) ? 20 : 1
      live[index].location = Point(
        x: Float.random(in: -0.5...1.5, using: &rng) * canvas.width * far,
        y: Float.random(in: -0.5...1.5, using: &rng) * canvas.height * far)
    } else {
      if rng.chance(0.02) { live[index].velocity = randomVelocity(using: &rng) }
      var place = live[index].location
      place.x += live[index].velocity.x / 240
      place.y += live[index].velocity.y / 240
      // Back onto the canvas after a jump off it; bounce at the edges.
      if place.x < 0 || place.x > canvas.width { live[index].velocity.x = place.x < 0 ? 300 : -300 }
      if place.y < 0 || place.y > canvas.height { live[index].velocity.y = place.y < 0 ? 300 : -300 }
      live[index].location = place
    }
    return PointerEvent(id: live[index].id, phase: .moved, location: live[index].location, time: time)
  }

  private mutating func finish(_ index: Int, at time: Double, using rng: inout SeededGenerator)
    -> PointerEvent
  {
    let pointer = live.remove(at: index)
    ended.append(pointer.id)
    if ended.count > 64 { ended.removeFirst(ended.count - 64) }
    let phase: PointerPhase = rng.chance(0.2) ? .cancelled : .ended
    return PointerEvent(id: pointer.id, phase: phase, location: pointer.location, time: time)
  }

  /// An event out of order: a move for an id never seen, an end after the end, or a second began
  /// for a live id.
  private mutating func stray(at time: Double, using rng: inout SeededGenerator) -> PointerEvent {
    let place = randomPlace(using: &rng)
    switch Int.random(in: 0..<3, using: &rng) {
    case 0:
      return PointerEvent(
        id: -Int.random(in: 1...1000, using: &rng), phase: .moved, location: place, time: time)
    case 1:
      let id = ended.filter { id in !live.contains { $0.id == id } }.randomElement(using: &rng) ?? -1
      return PointerEvent(id: id, phase: .ended, location: place, time: time)
    default:
      guard let pointer = live.randomElement(using: &rng) else {
        return PointerEvent(id: -1, phase: .cancelled, location: place, time: time)
      }
      return PointerEvent(id: pointer.id, phase: .began, location: place, time: time)
    }
  }

  private func randomPlace(using rng: inout SeededGenerator) -> Point {
    Point(
      x: Float.random(in: 0...canvas.width, using: &rng), y: Float.random(in: 0...canvas.height, using: &rng))
  }

  /// Up to 2000 points a second, often much less.
  private func randomVelocity(using rng: inout SeededGenerator) -> Point {
    let speed = Float.random(in: 0...1, using: &rng)
    let angle = Float.random(in: 0...(2 * .pi), using: &rng)
    return Point(x: 2000 * speed * speed * cos(angle), y: 2000 * speed * speed * sin(angle))
  }
}
