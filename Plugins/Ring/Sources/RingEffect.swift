import GlintCore

/// Rings: a touch sends out a crisp expanding ring of light, and a held pointer pulses more.
///
/// Each pulse releases `count` dots at once from a small circle around the pointer, every one
/// moving straight outwards at the same speed, so they stay on one growing circle; a soft halo
/// sprite swells behind them. The directions use the flat fan emission geometry, which keeps
/// every dot in the plane (Core Animation's 3-D cone would flatten some of them and blur the
/// ring). A held pointer pulses every `pulseInterval` seconds where it is.
///
/// ```swift
/// let host = PointerHost(effect: RingEffect(), seed: 2)
/// host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 400, y: 300), time: 0))
/// host.advance(to: 0.4)  // a ring of about 80 points' radius
/// ```
public struct RingEffect: Effect {
  /// Dots in one ring.
  public var count: Int
  /// Seconds between pulses while the pointer is held (at least 0.01, so pulses never pile up).
  public let pulseInterval: Double
  /// The most particles alive at once for one pointer.
  public let capacity: Int

  public let info = EffectInfo(
    id: "ring", name: "Ring",
    summary: "Each touch sends out a crisp expanding ring of cyan light; holding keeps pulsing.")

  public init() {
    self.init(count: 96, pulseInterval: 0.45, capacity: 2000)
  }

  public init(count: Int, pulseInterval: Double, capacity: Int) {
    self.count = count
    self.pulseInterval = max(0.01, pulseInterval)
    self.capacity = max(1, capacity)
  }

  /// Radius of the circle the dots start on, in points.
  public static let startRadius: Float = 10
  /// Outward speed of every dot, in points per second: all equal, so the ring stays sharp.
  public static let speed: Float = 170

  /// A dot of the ring, thrown out along the circle's normal (a new cell at each use).
  public static var dot: EmitterCell {
    EmitterCell {
      $0.name = "dot"
      $0.lifetime = 0.8
      $0.velocity = speed
      $0.emissionRange = 0.1
      $0.scale = 0.35
      $0.scaleSpeed = 0.2
      $0.color = Color(red: 0.45, green: 0.9, blue: 1, alpha: 1)
      $0.alphaSpeed = -1.2
      $0.contents = "dot"
    }
  }

  /// The soft halo that swells under the ring (one per pulse).
  public static var halo: EmitterCell {
    EmitterCell {
      $0.name = "halo"
      $0.lifetime = 0.6
      $0.scale = 0.4
      $0.scaleSpeed = 4
      $0.color = Color(red: 0.3, green: 0.7, blue: 1, alpha: 0.6)
      $0.alphaSpeed = -1
      $0.contents = "ring"
    }
  }

  /// When a pointer pulses next; nil until its first pulse.
  public struct PulseClock {
    var next: Double?
  }

  public func makeState(for pointer: PointerTrack) -> PulseClock { PulseClock() }

  public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    let layer = EmitterLayer(capacity: capacity)
    layer.emitterShape = .circle
    layer.emitterMode = .outline
    layer.emitterSize = Size(width: Self.startRadius, height: 0)  // a circle's radius is its width
    layer.emissionGeometry = .fan
    layer.renderMode = .additive
    layer.emitterCells = [Self.dot]
    let glow = EmitterLayer(capacity: 16)  // a point emitter, so the halo sits on the centre
    glow.renderMode = .additive
    glow.emitterCells = [Self.halo]
    return [layer, glow]
  }

  /// The layers stay where the previous stretch left them until `update` has placed the pulses
  /// along the way from there.
  public func pointerMoved(_ pointer: inout PointerTrack, state: inout PulseClock) {}

  /// Pulses at `pulseInterval` from the pointer's start, each where the pointer is at that
  /// instant (moving linearly over the stretch), so the frame rate changes nothing.
  public func update(
    _ pointer: inout PointerTrack, state: inout PulseClock, from start: Double, to end: Double
  ) {
    guard !pointer.phase.isFinal, let first = pointer.layers.first else { return }
    let origin = first.emitterPosition
    let target = pointer.location
    var next = state.next ?? start
    while next < end {
      let u = Float((next - start) / (end - start))
      let place = Point(x: origin.x + (target.x - origin.x) * u, y: origin.y + (target.y - origin.y) * u)
      pulse(pointer, at: next, position: place)
      next += pulseInterval
    }
    state.next = next
    for layer in pointer.layers { layer.emitterPosition = target }
  }

  public func pointerEnded(_ pointer: inout PointerTrack, state: inout PulseClock) {
    if state.next == nil, let layer = pointer.layers.first {
      pulse(pointer, at: layer.time, position: pointer.location)  // a tap too short for a step
      state.next = layer.time + pulseInterval
    }
    for layer in pointer.layers { layer.stopEmitting() }
  }

  func pulse(_ pointer: PointerTrack, at time: Double, position: Point) {
    guard pointer.layers.count == 2 else { return }
    pointer.layers[0].burst(count: count, cell: 0, at: time, position: position)
    pointer.layers[1].burst(count: 1, cell: 0, at: time, position: position)
  }
}
