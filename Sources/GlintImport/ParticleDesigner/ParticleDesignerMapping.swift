import Foundation
import GlintCore

/// The rules that turn a Particle Designer emitter into a Glint layer and cell, with a warning
/// for each key whose meaning the result does not reproduce exactly.
struct ParticleDesignerMapping {
  let emitter: ParticleDesignerEmitter
  let texture: ImportedSprite
  private(set) var warnings: [ImportWarning] = []

  /// Keys Glint has no use for by design: the host places the emitter (the pointer, or the
  /// canvas), as a cocos2d node position would be the program's choice.
  static let placementKeys = [
    "sourcePositionx", "sourcePositiony", "positionType", "absolutePosition", "version",
  ]

  init(emitter: ParticleDesignerEmitter, texture: ImportedSprite) {
    self.emitter = emitter
    self.texture = texture
  }

  /// Whether the texture is written premultiplied: cocos2d-x draws its (premultiplied)
  /// textures with the file's blend pair as it stands, except 1/771, which it draws as straight
  /// alpha blending (§1.4's opacityModifyRGB rule). Glint draws straight images until blend
  /// pairs land.
  static func wantsPremultipliedTexture(_ emitter: ParticleDesignerEmitter) -> Bool {
    false
  }

  /// The sign that takes a y-up angle (counter-clockwise) to Glint's clockwise y-down one.
  var mirror: Float { emitter.yDown ? 1 : -1 }

  mutating func layer() -> LayerDeclaration {
    var layer = LayerDeclaration()
    layer.capacity = max(1, Int(emitter.maxParticles))
    layer.emissionGeometry = .fan
    layer.renderMode = .oldestFirst
    if !emitter.radiusMode && (emitter.positionVariance.x > 0 || emitter.positionVariance.y > 0) {
      layer.emitterShape = .rectangle
      layer.emitterMode = .surface
      layer.emitterSize = Size(
        width: Float(2 * emitter.positionVariance.x), height: Float(2 * emitter.positionVariance.y))
    }
    applyBlend(to: &layer)
    layer.emitterCells = [cell()]
    return layer
  }

  mutating func cell() -> CellDeclaration {
    var cell = CellDeclaration()
    cell.name = "particle"
    cell.contents = texture.contents
    applyEmission(to: &cell)
    applyDirection(to: &cell)
    applyColor(to: &cell)
    applySize(to: &cell)
    applyRotation(to: &cell)
    return cell
  }

  // MARK: Emission and lifetime

  mutating func applyEmission(to cell: inout CellDeclaration) {
    let life = emitter.life
    cell.lifetime = Float(life)
    cell.lifetimeRange = Float(2 * emitter.lifeVariance)
    if let rate = emitter.emissionRate, rate > 0 {
      cell.birthRate = Float(min(rate, 100_000))
    } else if life > 0 {
      cell.birthRate = Float(min(emitter.maxParticles / life, 100_000))
    } else {
      // Lifespan 0: cocos2d-x refills the pool to maxParticles every frame; the layer's cap
      // drops every birth past it.
      cell.birthRate = emitter.maxParticles > 0 ? 100_000 : 0
      warn("particleLifespan", "0: refills to maxParticles at 100000 births a second, not once a frame")
    }
    if emitter.maxParticles == 0 { warn("maxParticles", "0: the effect emits nothing") }
    if emitter.duration > 0 {
      cell.duration = emitter.duration
    } else if emitter.duration == 0 {
      cell.duration = 1.0 / 60
      warn("duration", "0: emits for one 60 Hz frame, as cocos2d-x's first update does")
    } else if emitter.duration != -1 {
      warn("duration", "\(emitter.duration) is negative but not -1; emits for ever as -1 does")
    }
  }

  // MARK: Motion

  mutating func applyDirection(to cell: inout CellDeclaration) {
    let angle = Float(emitter.angle) * .pi / 180
    cell.emissionRange = min(2 * Float(emitter.angleVariance) * .pi / 180, 2 * .pi)
    if emitter.radiusMode {
      applyOrbit(to: &cell, angle: angle)
    } else {
      applyGravity(to: &cell, angle: angle)
    }
  }

  /// Gravity mode: launched along the angle, with gravity and the radial and tangential
  /// accelerations about the emitter position at birth (Glint integrates them with a fixed
  /// internal step: cocos2d-x's per-frame Euler step is the same path in the limit).
  mutating func applyGravity(to cell: inout CellDeclaration, angle: Float) {
    cell.emissionLongitude = normalized(mirror * angle)
    cell.velocity = Float(emitter.speed)
    cell.velocityRange = Float(2 * emitter.speedVariance)
    cell.xAcceleration = Float(emitter.gravity.x)
    cell.yAcceleration = mirror * Float(emitter.gravity.y)
    // Radial pushes outward in both spaces; tangential is counter-clockwise on a y-up screen, and
    // Glint's is clockwise on its y-down one.
    cell.radialAcceleration = Float(emitter.radial)
    cell.radialAccelerationRange = Float(2 * emitter.radialVariance)
    cell.tangentialAcceleration = mirror * Float(emitter.tangential)
    cell.tangentialAccelerationRange = Float(2 * emitter.tangentialVariance)
    if emitter.rotationIsDirection {
      warn("rotationIsDir", "not drawn yet: the sprite is not turned to its direction")
    }
  }

  /// Radius mode: an orbit about the emitter position at birth. cocos2d-x draws a particle of
  /// polar angle θ at (−cos θ, −sin θ)·R, the opposite side, hence the half turn.
  mutating func applyOrbit(to cell: inout CellDeclaration, angle: Float) {
    cell.motion = .orbit
    cell.emissionLongitude = normalized(mirror * angle + .pi)
    cell.orbitRadius = Float(emitter.maxRadius)
    cell.orbitRadiusRange = Float(2 * emitter.maxRadiusVariance)
    if emitter.minRadius != -1 {
      cell.orbitEndRadius = Float(emitter.minRadius)
      cell.orbitEndRadiusRange = Float(2 * emitter.minRadiusVariance)
    }
    cell.orbitAngularVelocity = mirror * Float(emitter.rotatePerSecond) * .pi / 180
    cell.orbitAngularVelocityRange = Float(2 * emitter.rotatePerSecondVariance) * .pi / 180
  }

  // MARK: Looks

  mutating func applyColor(to cell: inout CellDeclaration) {
    let start = emitter.startColor.map { Float(min(max($0, 0), 1)) }
    cell.color = Color(red: start[0], green: start[1], blue: start[2], alpha: start[3])
    let ranges = emitter.startColorVariance.map { Float(2 * $0) }
    cell.redRange = ranges[0]
    cell.greenRange = ranges[1]
    cell.blueRange = ranges[2]
    cell.alphaRange = ranges[3]
    let finish = emitter.finishColor.map { Float(min(max($0, 0), 1)) }
    guard finish != start || emitter.finishColorVariance.contains(where: { $0 != 0 }) else { return }
    if emitter.life > 0 {
      let life = Float(emitter.life)
      cell.redSpeed = (finish[0] - start[0]) / life
      cell.greenSpeed = (finish[1] - start[1]) / life
      cell.blueSpeed = (finish[2] - start[2]) / life
      cell.alphaSpeed = (finish[3] - start[3]) / life
    }
    warn("finishColor", "approximated by colour speeds over the mean lifespan, not per particle")
  }

  mutating func applySize(to cell: inout CellDeclaration) {
    let width = texture.width
    cell.scale = Float(max(emitter.startSize, 0) / width)
    cell.scaleRange = Float(2 * emitter.startSizeVariance / width)
    if emitter.startSizeVariance > emitter.startSize {
      warn("startParticleSizeVariance", "sizes below 0 are drawn mirrored, not clamped to 0")
    }
    guard emitter.finishSize != -1, emitter.finishSize != emitter.startSize || emitter.finishSizeVariance != 0
    else { return }
    if emitter.life > 0 {
      cell.scaleSpeed = Float((max(emitter.finishSize, 0) - max(emitter.startSize, 0)) / (emitter.life * width))
    }
    warn("finishParticleSize", "approximated by a scale speed over the mean lifespan, not per particle")
  }

  mutating func applyRotation(to cell: inout CellDeclaration) {
    let start = emitter.rotationStart, end = emitter.rotationEnd
    if start != 0 || emitter.rotationStartVariance != 0 {
      warn("rotationStart", "not drawn yet: sprites start unrotated")
    }
    guard end != start || emitter.rotationEndVariance != 0 else { return }
    if emitter.life > 0 {
      cell.spin = Float((end - start) * .pi / 180 / emitter.life)
    }
    cell.spinRange = Float(2 * emitter.rotationEndVariance * .pi / 180 / max(emitter.life, 1e-6))
    warn("rotationEnd", "approximated by a spin over the mean lifespan, not per particle")
  }

  // MARK: Blending

  mutating func applyBlend(to layer: inout LayerDeclaration) {
    guard let blend = emitter.blend else {
      warn(
        "blendFuncSource, blendFuncDestination",
        "missing; drawn with normal alpha blending, as Cocos Creator does (cocos2d-x would use 0/0)")
      return
    }
    switch (blend.source, blend.destination) {
    case (770, 771), (1, 771): layer.renderMode = .oldestFirst
    case (770, 1), (1, 1): layer.renderMode = .additive
    default:
      warn(
        "blendFuncSource, blendFuncDestination",
        "\(blend.source)/\(blend.destination) is drawn as normal alpha blending for now")
    }
  }

  mutating func warn(_ key: String, _ instead: String) {
    warnings.append(ImportWarning(key: key, instead: instead))
  }

  /// `angle` in (−π, π].
  func normalized(_ angle: Float) -> Float {
    var value = angle.truncatingRemainder(dividingBy: 2 * .pi)
    if value > .pi { value -= 2 * .pi }
    if value <= -.pi { value += 2 * .pi }
    return value
  }
}
