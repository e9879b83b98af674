import GlintCore

#if canImport(Glibc)
  import Glibc  // atan2f
#elseif canImport(Darwin)
  import Darwin
#endif

/// A comet: a bright head at the pointer and a tail that streams away behind its motion.
///
/// The head is a small white-hot glow that stays on the pointer. The tail is thrown backwards,
/// opposite to the pointer's velocity, at a speed that grows with the pointer's speed, so a fast
/// stroke draws a long tail and a slow one a short tail; its sparks cool from white through
/// yellow and orange to a dim red as they age. Behind the head a ribbon follows the pointer's
/// own path (`ribbon`), narrowing and cooling from white to a fading red. A still pointer keeps
/// only the glowing head.
///
/// ```swift
/// let host = PointerHost(effect: CometEffect(), seed: 1)
/// host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 100, y: 300), time: 0))
/// host.handle(PointerEvent(id: 1, phase: .moved, location: Point(x: 500, y: 300), time: 0.4))
/// ```
public struct CometEffect: Effect {
  /// Tail speed as a fraction of the pointer's speed: the tail's length grows with it.
  public var tailSpeedFactor: Float
  /// The fastest tail, in points per second, so a fling does not scatter sparks off screen.
  public var maxTailSpeed: Float
  /// Pointer speed (points per second) at which the tail reaches its full birth rate.
  public var fullTailSpeed: Float
  /// Seconds without a pointer event after which the pointer counts as still.
  public var stillAfter: Double

  public let info = EffectInfo(
    id: "comet", name: "Comet",
    summary: "A bright head at the pointer with a tail behind its motion that cools from white to red.")

  public init() {
    self.init(tailSpeedFactor: 0.45, maxTailSpeed: 600, fullTailSpeed: 250, stillAfter: 0.1)
  }

  public init(tailSpeedFactor: Float, maxTailSpeed: Float, fullTailSpeed: Float, stillAfter: Double) {
    self.tailSpeedFactor = tailSpeedFactor
    self.maxTailSpeed = maxTailSpeed
    self.fullTailSpeed = fullTailSpeed
    self.stillAfter = stillAfter
  }

  /// The glow on the pointer: short-lived, barely moving, white-hot (a new cell at each use).
  public static var head: EmitterCell {
    EmitterCell {
      $0.name = "head"
      $0.birthRate = 90
      $0.lifetime = 0.18
      $0.lifetimeRange = 0.06
      $0.velocity = 10
      $0.velocityRange = 10
      $0.emissionRange = 2 * .pi
      $0.scale = 0.9
      $0.scaleRange = 0.2
      $0.scaleSpeed = -2
      $0.color = Color(red: 1, green: 0.97, blue: 0.9, alpha: 0.9)
      $0.alphaSpeed = -2
      $0.contents = "spark"
    }
  }

  /// The tail: thrown backwards at unit speed (the layer's velocity multiplier sets the real
  /// speed), cooling as it ages: blue goes first, then green, leaving red.
  public static var tail: EmitterCell {
    EmitterCell {
      $0.name = "tail"
      $0.birthRate = 220
      $0.lifetime = 0.55
      $0.lifetimeRange = 0.2
      $0.velocity = 1
      $0.velocityRange = 0.4
      $0.emissionRange = 0.35
      $0.scale = 0.7
      $0.scaleRange = 0.2
      $0.scaleSpeed = -0.9
      $0.color = Color(red: 1, green: 0.95, blue: 0.8, alpha: 1)
      $0.redSpeed = -0.5
      $0.greenSpeed = -1.4
      $0.blueSpeed = -2.4
      $0.alphaSpeed = -1.6
      $0.contents = "spark"
    }
  }

  /// The ribbon along the pointer's last quarter second: 10 points wide at the head down to
  /// 1, white-hot cooling to a red that fades out.
  public static var ribbon: TrailStyle {
    var trail = TrailStyle()
    trail.points = 15
    trail.interval = 1.0 / 60
    trail.minDistance = 1
    trail.width = 10
    trail.endWidth = 1
    trail.color = Color(red: 1, green: 0.95, blue: 0.85, alpha: 0.8)
    trail.endColor = Color(red: 0.8, green: 0.15, blue: 0.05, alpha: 0)
    trail.contents = "solid"
    return trail
  }

  public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    let head = EmitterLayer(capacity: 200)
    head.renderMode = .additive
    head.trail = Self.ribbon
    head.emitterCells = [Self.head]
    let tail = EmitterLayer(capacity: 1000)
    tail.renderMode = .additive
    tail.emissionGeometry = .fan
    tail.emitterCells = [Self.tail]
    tail.birthRate = 0  // no tail until the pointer moves
    return [head, tail]
  }

  public func pointerMoved(_ pointer: inout PointerTrack, state: inout Void) {
    for layer in pointer.layers { layer.emitterPosition = pointer.location }
    steerTail(pointer, still: false)
  }

  public func update(_ pointer: inout PointerTrack, state: inout Void, from start: Double, to end: Double) {
    guard !pointer.phase.isFinal else { return }
    if end - pointer.time > stillAfter { steerTail(pointer, still: true) }
  }

  /// Points the tail opposite to the pointer's velocity, with a speed and a rate that grow
  /// with the pointer's speed.
  func steerTail(_ pointer: PointerTrack, still: Bool) {
    guard pointer.layers.count == 2, !pointer.phase.isFinal else { return }
    let tail = pointer.layers[1]
    let v = pointer.velocity
    let speed = still ? 0 : (v.x * v.x + v.y * v.y).squareRoot()
    guard speed.isFinite, speed > 1 else {
      tail.birthRate = 0
      return
    }
    tail.birthRate = min(1, speed / fullTailSpeed)
    tail.velocity = min(maxTailSpeed, tailSpeedFactor * speed)
    let away = atan2f(-v.y, -v.x)
    if tail.emitterCells[0].emissionLongitude != away { tail.emitterCells[0].emissionLongitude = away }
  }
}
