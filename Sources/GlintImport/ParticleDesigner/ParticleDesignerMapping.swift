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

  /// The sign that takes a y-up angle (counter-clockwise) to Glint's clockwise y-down one.
  var mirror: Float { emitter.yDown ? 1 : -1 }

  mutating func layer() -> LayerDeclaration {
    var layer = LayerDeclaration()
    // The pool is the live cap, for the layer and its one cell alike.
    layer.capacity = max(1, Int(emitter.maxParticles))
    layer.emissionGeometry = .fan
    // cocos2d-x appends each new particle to its pool: the newest is drawn on top.
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
    cell.contentsPremultiplied = texture.premultiplied
    applyEmission(to: &cell)
    applyDirection(to: &cell)
    applyColor(to: &cell)
    applySize(to: &cell)
    applyRotation(to: &cell)
    return cell
  }

  // MARK: Emission and lifetime

  /// cocos2d-x's rate maxParticles / particleLifespan (or `emissionRate` when the file has one,
  /// as cocos2d-objc and Cocos Creator read it), its pool as the cell's live cap, and lifespan 0
  /// as a refill to the cap every 1/60 s (cocos2d-x's frame at 60 fps).
  mutating func applyEmission(to cell: inout CellDeclaration) {
    let life = emitter.life
    let count = Int(emitter.maxParticles)
    cell.lifetime = Float(life)
    cell.lifetimeRange = Float(2 * emitter.lifeVariance)
    cell.maxParticles = count
    if let rate = emitter.emissionRate, rate > 0 {
      cell.birthRate = Float(min(rate, 100_000))
    } else if life > 0 {
      cell.birthRate = Float(min(emitter.maxParticles / life, 100_000))
    } else {
      cell.waveInterval = 1.0 / 60
      cell.particlesPerWave = count
    }
    if count == 0 { warn("maxParticles", "0: the effect emits nothing") }
    if emitter.duration > 0 {
      cell.duration = emitter.duration
    } else if emitter.duration == 0 {
      cell.duration = 1.0 / 60
      warn("duration", "0: emits for one 60 Hz frame, as cocos2d-x's first update does")
    } else if emitter.duration != -1 {
      warn("duration", "\(emitter.duration) is negative but not -1; emits for ever, as -1 does")
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

  /// Start and end colours drawn per particle, each clamped at birth, and reached linearly over
  /// the particle's own life.
  mutating func applyColor(to cell: inout CellDeclaration) {
    cell.color = color(emitter.startColor)
    cell.redRange = Float(2 * emitter.startColorVariance[0])
    cell.greenRange = Float(2 * emitter.startColorVariance[1])
    cell.blueRange = Float(2 * emitter.startColorVariance[2])
    cell.alphaRange = Float(2 * emitter.startColorVariance[3])
    // Each particle goes from its own start to its own end: constant only when both are fixed
    // and equal.
    let variances = emitter.startColorVariance + emitter.finishColorVariance
    guard emitter.finishColor != emitter.startColor || variances.contains(where: { $0 != 0 }) else { return }
    cell.endColor = color(emitter.finishColor)
    let range = emitter.finishColorVariance.map { Float(2 * $0) }
    cell.endColorRange = Color(red: range[0], green: range[1], blue: range[2], alpha: range[3])
  }

  /// Sizes are the side of a square quad in points: scale = size / the (square) image's width.
  mutating func applySize(to cell: inout CellDeclaration) {
    let width = texture.width
    cell.scale = Float(emitter.startSize / width)
    cell.scaleRange = Float(2 * emitter.startSizeVariance / width)
    // −1 keeps each particle's start size; otherwise each goes from its own start to its own end.
    let fixed = emitter.startSizeVariance == 0 && emitter.finishSizeVariance == 0
    guard emitter.finishSize != -1, emitter.finishSize != emitter.startSize || !fixed else {
      if emitter.startSize - emitter.startSizeVariance < 0 {
        warn(
          "startParticleSize, startParticleSizeVariance",
          "start sizes below 0 are drawn mirrored at their size, not clamped to 0")
      }
      return
    }
    // With an end scale the start scale is clamped at birth too, as cocos2d-x clamps both.
    cell.endScale = Float(emitter.finishSize / width)
    cell.endScaleRange = Float(2 * emitter.finishSizeVariance / width)
  }

  /// Sprite rotation, clockwise-positive in both spaces: a start and an end drawn per particle.
  /// With rotationIsDir the sprite starts at its direction of travel and still turns by the
  /// file's rotationEnd − rotationStart over its life.
  mutating func applyRotation(to cell: inout CellDeclaration) {
    let radians = Double.pi / 180
    let start = emitter.rotationStart, end = emitter.rotationEnd
    let turns = end != start || emitter.rotationEndVariance != 0 || emitter.rotationStartVariance != 0
    if emitter.rotationIsDirection && !emitter.radiusMode {
      cell.rotationFollowsVelocity = .atBirth
      // cocos2d-x replaces the start rotation by the direction, after drawing the turn to the end.
      if turns {
        cell.endRotation = Float((end - start) * radians)
        cell.endRotationRange = Float(2 * emitter.rotationEndVariance * radians)
      }
      if emitter.rotationStartVariance != 0 {
        warn(
          "rotationStartVariance",
          "with rotationIsDir, each turn is rotationEnd − rotationStart ± the end variance only")
      }
      return
    }
    if emitter.rotationIsDirection {
      warn("rotationIsDir", "not used in radius mode, as in cocos2d-x")
    }
    cell.rotation = Float(start * radians)
    cell.rotationRange = Float(2 * emitter.rotationStartVariance * radians)
    guard turns else { return }
    cell.endRotation = Float(end * radians)
    cell.endRotationRange = Float(2 * emitter.rotationEndVariance * radians)
  }

  // MARK: Blending

  /// The file's GL pair as it stands: Glint draws a pair as cocos2d-x does on its premultiplied
  /// textures (so 1/771 is plain source-over and 770/1 additive with the image's alpha twice).
  mutating func applyBlend(to layer: inout LayerDeclaration) {
    guard let pair = emitter.blend else {
      warn(
        "blendFuncSource, blendFuncDestination",
        "missing; drawn with normal alpha blending, as Cocos Creator does (cocos2d-x would use 0/0)")
      return
    }
    guard let source = Self.factor(pair.source), let destination = Self.factor(pair.destination) else {
      let key = Self.factor(pair.source) == nil ? "blendFuncSource" : "blendFuncDestination"
      let value = key == "blendFuncSource" ? pair.source : pair.destination
      warn(key, "\(PixiNode.text(value)) is not a GL blend factor; drawn with normal alpha blending instead")
      return
    }
    layer.blend = BlendFactors(source: source, destination: destination)
  }

  /// The GL blend factor a file's number names, read as cocos2d-x reads it (an integer, the
  /// fraction dropped); nil for any other number, however large, which names no factor.
  static func factor(_ number: Double) -> BlendFactor? {
    guard number >= 0, number < 65536 else { return nil }
    return BlendFactor(glValue: Int(number))
  }

  private func color(_ channels: [Double]) -> Color {
    let clamped = channels.map { Float(min(max($0, 0), 1)) }
    return Color(red: clamped[0], green: clamped[1], blue: clamped[2], alpha: clamped[3])
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
