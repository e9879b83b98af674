import Foundation
import GlintCore

/// Turns a read pixi config into a Glint effect: one layer (the emitter) with one cell per
/// texture, every behaviour mapped onto the engine's fields, and a warning for each key whose
/// meaning Glint does not reproduce exactly. docs/IMPORTING.md gives the mapping in full.
struct PixiEffectBuilder {
  let config: PixiConfig
  let textures: PixiTextures
  var warnings: [ImportWarning] = []

  /// The behaviours in use, one per role; pixi runs every behaviour it is given, so a second of
  /// the same role is reported, and the last one is used.
  private(set) var chosen: [Role: PixiBehaviour] = [:]

  init(config: PixiConfig, source: ImportSource) {
    self.config = config
    textures = PixiTextures(
      folder: source.url.deletingLastPathComponent(), images: source.images, stem: source.stem)
    warnings = config.warnings
    for behaviour in config.behaviours {
      let role = Role(behaviour.kind)
      if let earlier = chosen[role] {
        warnings.append(
          ImportWarning(
            key: behaviour.source,
            instead: "a second \(role.rawValue) behaviour after \(earlier.source): only this one is used"))
      }
      chosen[role] = behaviour
    }
  }

  /// What a behaviour decides; one behaviour of each role is used.
  enum Role: String {
    case alpha, scale, color, movement, rotation, noRotation = "noRotation", blend, texture, spawn

    init(_ kind: PixiBehaviour.Kind) {
      switch kind {
      case .alpha, .alphaStatic: self = .alpha
      case .scale, .scaleStatic: self = .scale
      case .color, .colorStatic: self = .color
      case .moveSpeed, .moveSpeedStatic, .moveAcceleration, .movePath: self = .movement
      case .rotation, .rotationStatic: self = .rotation
      case .noRotation: self = .noRotation
      case .blendMode: self = .blend
      case .textureSingle, .textureRandom, .textureOrdered, .animatedSingle, .animatedRandom: self = .texture
      case .spawnPoint, .spawnBurst, .spawnShape: self = .spawn
      }
    }
  }

  mutating func build(info: EffectInfo) -> DeclaredEffect {
    var layer = LayerDeclaration()
    layer.capacity = config.maxParticles
    layer.emissionGeometry = .fan
    layer.renderMode = config.addAtBack ? .oldestLast : .oldestFirst
    var cell = CellDeclaration()
    emission(&cell, &layer)
    looks(&cell)
    movement(&cell)
    let spawnAngles = spawn(&cell, &layer)
    rotation(&cell, spawnAngles: spawnAngles)
    blend(&layer)
    layer.emitterCells = cells(from: cell)
    return DeclaredEffect(info: info, layers: [layer])
  }

  mutating func warn(_ key: String, _ instead: String) {
    warnings.append(ImportWarning(key: key, instead: instead))
  }

  // MARK: Emission

  /// Lifetime, waves, spawn chance, the emitter's lifetime and the live cap.
  private mutating func emission(_ cell: inout CellDeclaration, _ layer: inout LayerDeclaration) {
    let (low, high) = config.lifetime
    cell.lifetime = Float((low + high) / 2)
    cell.lifetimeRange = Float(abs(high - low))
    var interval = config.frequency
    var perWave = config.particlesPerWave
    let shortest = Self.shortestWaveInterval
    if interval < shortest {
      let grouped = Int((shortest / interval).rounded(.up))
      interval *= Double(grouped)
      perWave *= grouped
      warn(
        "frequency",
        "\(PixiNode.text(config.frequency)) s is shorter than glint's shortest wave interval: "
          + "\(perWave) particles every \(PixiNode.text(interval)) s, the same rate")
    }
    cell.waveInterval = interval
    cell.spawnChance = Float(config.spawnChance)
    if let life = config.emitterLifetime {
      let waves = Self.waveCount(emitterLifetime: life, frequency: config.frequency)
      if waves == nil {
        // A million waves or more: the half wave at the end no longer matters.
        cell.duration = life - config.frequency / 2
      } else if waves == 0 {
        perWave = 0
        warn(
          "emitterLifetime",
          "\(PixiNode.text(life)) s is not longer than one wave interval: no waves (pixi emits none either)")
      } else if let waves {
        cell.duration = (Double(waves) - 0.5) * config.frequency
      }
      // A finite emitter is a burst: a tap still gets all of it.
      layer.behaviour.end = .keepEmitting
    }
    cell.particlesPerWave = perWave
    cell.birthRate = Float(Double(perWave) * config.spawnChance / interval)
    cell.maxParticles = config.maxParticles
  }

  /// The shortest `waveInterval` an effect file keeps (seconds).
  static let shortestWaveInterval = 0.001

  /// pixi counts the emitter's lifetime down by one interval before each wave and stops when it
  /// reaches 0, so ⌈L/f⌉ − 1 waves are released; counted as pixi counts, in doubles, so the
  /// rounding of a case such as 0.3 / 0.1 comes out as pixi's.
  /// nil for a million waves or more, which are not counted one by one.
  static func waveCount(emitterLifetime: Double, frequency: Double) -> Int? {
    guard emitterLifetime / frequency < 1e6 else { return nil }
    var left = emitterLifetime
    var waves = 0
    while true {
      left -= frequency
      if left <= 0 { return waves }
      waves += 1
    }
  }

  // MARK: Alpha, colour and scale

  private mutating func looks(_ cell: inout CellDeclaration) {
    var color = Color(red: 1, green: 1, blue: 1, alpha: 1)
    var curves = LifeCurves()
    if let behaviour = chosen[.alpha] {
      switch behaviour.kind {
      case .alphaStatic(let alpha): color.alpha = Float(alpha)
      case .alpha(let list): curves.alpha = curve(list, key: behaviour.key("alpha"))
      default: break
      }
    }
    if let behaviour = chosen[.color] {
      switch behaviour.kind {
      case .colorStatic(let rgb):
        (color.red, color.green, color.blue) = (Float(rgb[0]), Float(rgb[1]), Float(rgb[2]))
      case .color(let list): curves.color = curve(list, key: behaviour.key("color"))
      default: break
      }
    }
    cell.color = color
    if let behaviour = chosen[.scale] {
      switch behaviour.kind {
      case .scaleStatic(let low, let high):
        cell.scale = Float((low + high) / 2)
        cell.scaleRange = Float(abs(high - low))
      case .scale(let list, let minMult):
        // pixi draws a multiplier in [minMult, 1] per particle and multiplies the whole list.
        cell.scale = Float((1 + minMult) / 2)
        cell.scaleRange = Float(abs(1 - minMult))
        curves.scale = curve(list, key: behaviour.key("scale"))
      default: break
      }
    }
    cell.curves = curves
  }

  /// A value list as a curve, with a warning where pixi's eases could only be approximated.
  private mutating func curve(_ list: PixiValueList, key: String, dividedBy divisor: Double = 1) -> ValueCurve
  {
    var curve = PixiCurve(list, globalEase: config.ease)
    if divisor != 1 { curve = curve.dividing(by: divisor) }
    if let error = curve.approximation {
      let eases = [config.ease != nil ? "the emitter's ease" : nil, list.ease != nil ? "its own ease" : nil]
        .compactMap { $0 }.joined(separator: " and ")
      warn(
        key,
        "eased by \(eases), which Glint's one cubic ease cannot reproduce: \(curve.keys.count) keys "
          + "follow it within \(Self.short(error * divisor))")
    }
    return ValueCurve(
      keys: curve.keys.map { key in
        ValueCurve.Key(
          time: Float(key.time),
          value: key.value.count == 3
            ? SIMD3(Float(key.value[0]), Float(key.value[1]), Float(key.value[2]))
            : SIMD3(repeating: Float(key.value[0])))
      },
      stepped: curve.stepped,
      ease: curve.ease.map {
        MediaTimingFunction(controlPoints: Float($0[0]), Float($0[1]), Float($0[2]), Float($0[3]))
      }
        ?? .linear)
  }

  static func short(_ value: Double) -> String { String(format: "%.3g", value) }

  // MARK: Movement

  private mutating func movement(_ cell: inout CellDeclaration) {
    guard let behaviour = chosen[.movement] else { return }
    switch behaviour.kind {
    case .moveSpeedStatic(let low, let high):
      cell.velocity = Float((low + high) / 2)
      cell.velocityRange = Float(abs(high - low))
    case .moveSpeed(let list, let minMult):
      speed(&cell, list, minMult: minMult, key: behaviour.key("speed"))
    case .movePath(let path, let list, let minMult):
      speed(&cell, list, minMult: minMult, key: behaviour.key("speed"))
      cell.pathExpression = path
    case .moveAcceleration(let x, let y, let minStart, let maxStart, _, let maxSpeed):
      cell.velocity = Float((minStart + maxStart) / 2)
      cell.velocityRange = Float(abs(maxStart - minStart))
      cell.xAcceleration = Float(x)
      cell.yAcceleration = Float(y)
      cell.maxSpeed = Float(maxSpeed)
    default: break
    }
  }

  /// Speed over life: pixi multiplies the list by a per-particle multiplier in [minMult, 1]; Glint
  /// draws the speed at birth and multiplies it by a curve, so the list becomes a curve of the
  /// list over its largest value, and the speed that value times the multiplier.
  private mutating func speed(
    _ cell: inout CellDeclaration, _ list: PixiValueList, minMult: Double, key: String
  ) {
    let largest = list.keys.map { abs($0.value[0]) }.max() ?? 0
    guard largest > 0 else { return }
    cell.velocity = Float(largest * (1 + minMult) / 2)
    cell.velocityRange = Float(largest * abs(1 - minMult))
    if !list.isConstant || list.keys[0].value[0] != largest {
      cell.curves.speed = curve(list, key: key, dividedBy: largest)
    }
  }
}
