import GlintCore

/// Fireworks: rockets rise from the pointer and explode into sparks of the rocket's colour.
///
/// Every rocket gets a random colour. While it climbs it trails faint embers; at `burstAge`
/// seconds into its flight it bursts into a sphere of sparks that inherit its colour, droop
/// under gravity and fade. A tap launches one rocket; a held pointer keeps launching
/// `launchRate` rockets a second. It is built entirely from nested emitter cells: the rocket is
/// a particle that is itself an emitter of its trail and of its burst.
///
/// ```swift
/// let host = PointerHost(effect: FireworksEffect(), seed: 3)
/// host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 400, y: 560), time: 0))
/// host.handle(PointerEvent(id: 1, phase: .ended, location: Point(x: 400, y: 560), time: 0.1))
/// host.advance(to: 1.2)  // the rocket has burst
/// ```
public struct FireworksEffect: Effect {
  /// Rockets per second while the pointer is held.
  public var launchRate: Float
  /// The most particles alive at once for one pointer: rockets, embers and sparks together.
  public let capacity: Int

  public let info = EffectInfo(
    id: "fireworks", name: "Fireworks",
    summary: "Rockets rise from the pointer and burst into sparks of their own random colour.")

  public init() {
    self.init(launchRate: 1.5, capacity: 6000)
  }

  public init(launchRate: Float, capacity: Int) {
    self.launchRate = launchRate
    self.capacity = max(1, capacity)
  }

  /// Seconds into a rocket's flight at which it bursts.
  public static let burstAge: Double = 0.9
  /// Sparks per burst: the spark cell's rate over its 0.1 s window.
  public static let sparksPerBurst = 120

  /// Faint embers trailing behind a climbing rocket (its direction is the rocket's motion, so
  /// a longitude of π points backwards).
  public static var ember: EmitterCell {
    EmitterCell {
      $0.name = "ember"
      $0.birthRate = 60
      $0.lifetime = 0.35
      $0.lifetimeRange = 0.1
      $0.velocity = 25
      $0.velocityRange = 15
      $0.emissionLongitude = .pi
      $0.emissionRange = 0.6
      $0.scale = 0.35
      $0.color = Color(red: 1, green: 0.9, blue: 0.75, alpha: 0.8)
      $0.alphaSpeed = -1.6
      $0.contents = "spark"
    }
  }

  /// The explosion: white sparks, so each takes exactly its rocket's colour, released in a
  /// 0.1 s window at `burstAge`.
  public static var spark: EmitterCell {
    EmitterCell {
      $0.name = "spark"
      $0.beginTime = burstAge
      $0.duration = 0.1
      $0.birthRate = Float(sparksPerBurst) / 0.1
      $0.lifetime = 1.1
      $0.lifetimeRange = 0.4
      $0.velocity = 140
      $0.velocityRange = 50
      $0.emissionRange = 2 * .pi
      $0.yAcceleration = 90
      $0.scale = 0.6
      $0.scaleSpeed = -0.3
      $0.alphaSpeed = -0.75
      $0.contents = "spark"
      // Streaks along their flight, longer the faster they fly.
      $0.stretchAlongVelocity = true
      $0.stretchSpeedFactor = 0.006
    }
  }

  /// The rocket: an invisible particle of a random colour (no contents: only its embers show)
  /// that climbs, slows under gravity and lives just long enough to burst. Its scale is 1, as
  /// children inherit it. A new rocket (with new sub-cells) at each use: cells are objects.
  public static var rocket: EmitterCell {
    EmitterCell {
      $0.name = "rocket"
      $0.lifetime = Float(burstAge) + 0.12
      $0.velocity = 330
      $0.velocityRange = 60
      $0.emissionLongitude = -.pi / 2  // up
      $0.emissionRange = 0.45
      $0.yAcceleration = 200
      $0.color = Color(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
      $0.redRange = 0.8
      $0.greenRange = 0.8
      $0.blueRange = 0.8
      $0.emitterCells = [ember, spark]
    }
  }

  /// What the effect remembers about a pointer.
  public struct PointerState {
    /// Whether the pointer has launched its tap's rocket.
    var launched = false
  }

  public func makeState(for pointer: PointerTrack) -> PointerState { PointerState() }

  public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    let layer = EmitterLayer(capacity: capacity)
    layer.renderMode = .additive
    let rocket = Self.rocket
    rocket.birthRate = launchRate
    layer.emitterCells = [rocket]
    return [layer]
  }

  public func pointerMoved(_ pointer: inout PointerTrack, state: inout PointerState) {
    launchOnce(pointer, &state)
    for layer in pointer.layers { layer.emitterPosition = pointer.location }
  }

  public func update(
    _ pointer: inout PointerTrack, state: inout PointerState, from start: Double, to end: Double
  ) {
    launchOnce(pointer, &state)
  }

  public func pointerEnded(_ pointer: inout PointerTrack, state: inout PointerState) {
    launchOnce(pointer, &state)
    // Stop launching; the rockets in flight still burst.
    for layer in pointer.layers { layer.stopEmitting() }
  }

  /// The tap's rocket, once per pointer, at the layer's own time and place: the first hook to
  /// run after the pointer began calls it before anything moves the layer (as Confetti's pop).
  func launchOnce(_ pointer: PointerTrack, _ state: inout PointerState) {
    guard !state.launched, let layer = pointer.layers.first else { return }
    layer.burst(count: 1, cell: 0, at: layer.time, position: layer.emitterPosition)
    state.launched = true
  }
}
