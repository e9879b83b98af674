import GlintCore

/// Explosions under the pointer: every tap throws a ring of sparks out in all directions.
///
/// A touch releases `count` sparks at once; they fly out in every direction, fall under gravity,
/// shrink and fade. Holding the pointer still bursts again every `holdInterval` seconds, and a
/// moving pointer leaves a burst every `spacing` points along its path. Bursts are scheduled at
/// exact instants and places on the pointer's path, so the picture does not depend on the frame
/// rate.
///
/// ```swift
/// let host = PointerHost(effect: BurstEffect(), seed: 1)
/// host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 200, y: 150), time: 0))
/// host.advance(to: 0.1)  // 48 sparks in flight
/// ```
public struct BurstEffect: Effect {
  /// Sparks in one burst.
  public var count: Int
  /// Seconds between bursts while the pointer is held still (at least 0.01).
  public let holdInterval: Double
  /// Points of travel between bursts while the pointer moves (at least 1).
  public let spacing: Float
  /// The most sparks alive at once for one pointer.
  public let capacity: Int

  public let info = EffectInfo(
    id: "burst", name: "Burst",
    summary: "Each tap explodes into sparks that fall and fade; holding or dragging keeps bursting.")

  public init() {
    self.init(count: 48, holdInterval: 0.35, spacing: 60, capacity: 4000)
  }

  /// Intervals under 0.01 s and spacings under 1 point are raised to those (and a capacity
  /// under 1 to 1), so no setting can make bursts endless.
  public init(count: Int, holdInterval: Double, spacing: Float, capacity: Int) {
    self.count = count
    self.holdInterval = max(0.01, holdInterval)
    self.spacing = max(1, spacing)
    self.capacity = max(1, capacity)
  }

  /// The spark every burst releases (a new cell at each use: cells are objects, one per layer).
  public static var spark: EmitterCell {
    EmitterCell {
      $0.name = "spark"
      $0.birthRate = 0  // only bursts release it
      $0.lifetime = 0.9
      $0.lifetimeRange = 0.4
      $0.velocity = 190
      $0.velocityRange = 150
      $0.emissionRange = 2 * .pi
      $0.yAcceleration = 240
      $0.scale = 0.9
      $0.scaleRange = 0.3
      $0.scaleSpeed = -0.6
      $0.color = Color(red: 1, green: 0.72, blue: 0.3, alpha: 1)
      $0.greenRange = 0.3
      $0.blueRange = 0.2
      $0.alphaSpeed = -0.8
      $0.contents = "spark"
      // Streaks along their flight: about twice as long at the mean launch speed.
      $0.stretchAlongVelocity = true
      $0.stretchSpeedFactor = 0.005
    }
  }

  public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    let layer = EmitterLayer(capacity: capacity)
    layer.renderMode = .additive
    layer.emissionGeometry = .fan  // a flat disc of directions: every spark moves in the plane
    layer.emitterCells = [Self.spark]
    return [layer]
  }

  public func makeState(for pointer: PointerTrack) -> BurstSchedule {
    BurstSchedule(interval: holdInterval, spacing: spacing)
  }

  public func update(
    _ pointer: inout PointerTrack, state: inout BurstSchedule, from start: Double, to end: Double
  ) {
    guard !pointer.phase.isFinal, let layer = pointer.layers.first else { return }
    let origin = layer.emitterPosition
    // Enough bursts to fill the layer: more in one stretch could not be born.
    let limit = capacity / max(1, count) + 1
    state.advance(from: start, to: end, origin: origin, target: pointer.location, limit: limit) {
      time, position in
      layer.burst(count: count, cell: 0, at: time, position: position)
    }
    layer.emitterPosition = pointer.location
  }

  /// The layer stays where the previous stretch left it until `update` has placed the bursts
  /// along the way from there; its position is the start of the next stretch.
  public func pointerMoved(_ pointer: inout PointerTrack, state: inout BurstSchedule) {}

  public func pointerEnded(_ pointer: inout PointerTrack, state: inout BurstSchedule) {
    // A tap that began and ended at one instant still gets its burst.
    if state.lastBurst == nil, let layer = pointer.layers.first {
      layer.burst(count: count, cell: 0, at: layer.time, position: pointer.location)
      state.lastBurst = layer.time
    }
    for layer in pointer.layers { layer.stopEmitting() }
  }
}
