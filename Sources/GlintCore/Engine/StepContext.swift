/// The multipliers, geometry and seed of a layer, read once per step.
struct LayerParameters {
  let birthRate: Float
  let lifetime: Float
  let velocity: Float
  let scale: Float
  let spin: Float
  let seed: UInt32
  /// Whether the top-level cells give births (`stopEmitting`).
  let emitsFromLayer: Bool
  let geometry: EmissionGeometry
  let rule: BirthRule
  let width: Float
  let height: Float
  let depth: Float
  let innerRadius: Float
  let z: Float
  /// The shape's centre from the emitter position; nil when zero (births are then placed as
  /// they always were, with no addition).
  let offset: Point?

  init(_ layer: LayerSettings) {
    birthRate = layer.birthRate
    lifetime = layer.lifetime
    velocity = layer.velocity
    scale = layer.scale
    spin = layer.spin
    seed = layer.seed
    emitsFromLayer = layer.isEmitting
    geometry = layer.emissionGeometry
    rule = BirthRule.rule(shape: layer.emitterShape, mode: layer.emitterMode)
    width = layer.emitterSize.width
    height = layer.emitterSize.height
    depth = layer.emitterDepth
    innerRadius = layer.emitterInnerRadius
    z = layer.emitterZPosition
    offset = layer.emitterOffset == .zero ? nil : layer.emitterOffset
  }
}

extension LayerParameters {
  /// A birth offset on the layer's emitter shape and the base angle there.
  @inline(__always)
  func place(_ random: BirthRandom) -> (x: Float, y: Float, z: Float, angle: Float) {
    var spot = rule.place(w: width, h: height, d: depth, inner: innerRadius, random: random)
    if let offset {
      spot.x += offset.x
      spot.y += offset.y
    }
    return spot
  }
}

/// The emitter's straight path through one step: from where it was at the previous step to
/// where it is now, so a birth between steps lands where the emitter was at that instant.
struct EmitterPath {
  let from: Point
  let fromZ: Float
  let to: Point
  let toZ: Float
  let begin: Double
  let end: Double

  init(from: Point, z fromZ: Float, to: Point, z toZ: Float, begin: Double, end: Double) {
    (self.from, self.fromZ, self.to, self.toZ, self.begin, self.end) = (from, fromZ, to, toZ, begin, end)
  }

  @inline(__always)
  func position(at t: Double) -> (x: Float, y: Float, z: Float) {
    guard end > begin else { return (to.x, to.y, toZ) }
    let f = Float((t - begin) / (end - begin))
    return (from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f, fromZ + (toZ - fromZ) * f)
  }
}
