import Foundation
import GlintCore

/// Where particles are born, which way they go and turn, how they blend, and their textures.
extension PixiEffectBuilder {
  // MARK: Where particles are born

  /// The spawn angles a shape gives particles, besides the start rotation: pixi turns a
  /// particle by them, so the sprite starts turned too.
  enum SpawnAngles { case none, burst, outward }

  mutating func spawn(_ cell: inout CellDeclaration, _ layer: inout LayerDeclaration) -> SpawnAngles {
    var angles = SpawnAngles.none
    var centre = (x: 0.0, y: 0.0)
    let behaviour = chosen[.spawn]
    switch behaviour?.kind {
    case .spawnBurst(let start, let spacing, let distance):
      if spacing != 0 {
        cell.waveAngleStart = Self.radians(start)
        cell.waveAngleSpacing = Self.radians(spacing)
      } else {
        // pixi turns each particle of a wave to a random angle.
        cell.emissionRange = 2 * .pi
      }
      cell.waveDistance = Float(distance)
      angles = .burst
    case .spawnShape(.rect(let x, let y, let width, let height)):
      layer.emitterShape = .rectangle
      layer.emitterMode = .surface
      layer.emitterSize = Size(width: Float(abs(width)), height: Float(abs(height)))
      centre = (x + width / 2, y + height / 2)
    case .spawnShape(.torus(let x, let y, let radius, let inner, let affectRotation)):
      centre = (x, y)
      torus(&layer, radius: radius, inner: inner, affectRotation: affectRotation, key: behaviour!.source)
      if affectRotation { angles = .outward }
    case .spawnShape(.polygonalChain(let chains)):
      let points = chains.joined()
      let (left, right) = (points.map(\.x).min() ?? 0, points.map(\.x).max() ?? 0)
      let (top, bottom) = (points.map(\.y).min() ?? 0, points.map(\.y).max() ?? 0)
      layer.emitterShape = .rectangle
      layer.emitterMode = .surface
      layer.emitterSize = Size(width: Float(right - left), height: Float(bottom - top))
      centre = ((left + right) / 2, (top + bottom) / 2)
      warn(
        behaviour!.source,
        "Glint has no polygonal chain emitter: particles are born anywhere in the chain's bounding box "
          + "(\(PixiNode.text(right - left)) × \(PixiNode.text(bottom - top)))")
    default:
      break
    }
    // pixi places the shape at the emitter's position plus `pos`: the pointer, for Glint.
    layer.emitterOffset = Point(
      x: Float(config.position.x + centre.x), y: Float(config.position.y + centre.y))
    return angles
  }

  /// pixi's torus: a radius uniform between the inner and outer radius (Glint's
  /// `emitterInnerRadius`); a circle with no inner radius uses a tiny one, which keeps pixi's
  /// centre-heavy radius rather than Core Animation's area-uniform disc.
  private mutating func torus(
    _ layer: inout LayerDeclaration, radius: Double, inner: Double, affectRotation: Bool, key: String
  ) {
    guard radius > 0 else { return }
    layer.emitterShape = .circle
    layer.emitterSize = Size(width: Float(radius), height: 0)
    if inner == radius {
      // Every particle on the rim, aimed outward when pixi aims it: the circle's outline.
      layer.emitterMode = affectRotation ? .outline : .surface
      layer.emitterInnerRadius = affectRotation ? 0 : Float(radius)
      return
    }
    layer.emitterMode = .surface
    layer.emitterInnerRadius = Float(max(inner, Self.centreRadius))
    if affectRotation {
      warn(
        key,
        "particles of a ring (inner radius \(PixiNode.text(inner)), outer \(PixiNode.text(radius))) are aimed "
          + "by their start rotation only, not outward from the centre as pixi's affectRotation aims them")
    }
  }

  /// The inner radius that stands for pixi's 0 (points): a thousandth of a point.
  static let centreRadius = 0.001

  // MARK: Direction and rotation

  /// The direction of travel and the sprite's rotation. pixi's particle rotation is both: the
  /// spawn angle plus the start rotation sets where it goes, the sprite starts turned the same
  /// way, then spins, unless `noRotation` pins the sprite or acceleration's `rotate` turns it
  /// with the velocity.
  mutating func rotation(_ cell: inout CellDeclaration, spawnAngles: SpawnAngles) {
    var start = (low: 0.0, high: 0.0)
    var spin = (low: 0.0, high: 0.0, accel: 0.0)
    let behaviour = chosen[.rotation]
    switch behaviour?.kind {
    case .rotation(let minStart, let maxStart, let minSpeed, let maxSpeed, let accel):
      start = (minStart, maxStart)
      spin = (minSpeed, maxSpeed, accel)
    case .rotationStatic(let low, let high):
      start = (low, high)
    default: break
    }
    cell.emissionLongitude = Self.radians((start.low + start.high) / 2)
    if cell.emissionRange < 2 * .pi {
      cell.emissionRange = Self.radians(abs(start.high - start.low))
    }
    if case .spawnBurst(_, _, let distance) = chosen[.spawn]?.kind, distance != 0,
      start.low != 0 || start.high != 0
    {
      warn(
        chosen[.spawn]!.key("distance"),
        "particles are placed along their direction of travel, which includes the start rotation; pixi places "
          + "them along the burst angle alone")
    }
    if case .moveAcceleration(_, _, _, _, true, _) = chosen[.movement]?.kind {
      // pixi sets the rotation to the velocity's angle every step, over any spin.
      cell.rotationFollowsVelocity = .always
      return
    }
    if case .noRotation(let pinned) = chosen[.noRotation]?.kind {
      cell.rotation = Self.radians(pinned)
    } else if cell.emissionLongitude != 0 || cell.emissionRange != 0 || spawnAngles != .none {
      // The direction at birth: the velocity's, or for a still particle the one it was sent in.
      cell.rotationFollowsVelocity = .atBirth
    }
    cell.spin = Self.radians((spin.low + spin.high) / 2)
    cell.spinRange = Self.radians(abs(spin.high - spin.low))
    cell.spinAcceleration = Self.radians(spin.accel)
  }

  static func radians(_ degrees: Double) -> Float { Float(degrees * .pi / 180) }

  // MARK: Blending

  /// pixi's blend modes are WebGL pairs on premultiplied colour; Glint's blend pairs are written
  /// as they apply to straight colour, so pixi's add (ONE, ONE on premultiplied colour) is
  /// (sourceAlpha, one). Multiply and screen have no exact straight pair: they match at full alpha.
  mutating func blend(_ layer: inout LayerDeclaration) {
    guard let behaviour = chosen[.blend], case .blendMode(let name) = behaviour.kind else { return }
    let key = behaviour.key("blendMode")
    switch name.uppercased().replacingOccurrences(of: " ", with: "_") {
    case "NORMAL": break
    case "ADD": layer.blend = .additive
    case "MULTIPLY":
      layer.blend = BlendFactors(source: .destinationColor, destination: .oneMinusSourceAlpha)
      warn(
        key,
        "multiply as (destinationColor, oneMinusSourceAlpha) on straight colour: pixi's only where alpha is 1"
      )
    case "SCREEN":
      layer.blend = BlendFactors(source: .sourceAlpha, destination: .oneMinusSourceColor)
      warn(
        key, "screen as (sourceAlpha, oneMinusSourceColor) on straight colour: pixi's only where alpha is 1")
    default:
      warn(key, "'\(name)' has no blend pair in Glint: drawn with normal blending")
    }
  }

  // MARK: Textures

  /// One cell per texture: pixi picks a texture per particle, so each cell gets an equal share
  /// of the spawn chance (the same mean rate and mix; the count per wave varies more).
  mutating func cells(from template: CellDeclaration) -> [CellDeclaration] {
    var names: [String] = []
    let behaviour = chosen[.texture]
    switch behaviour?.kind {
    case .textureSingle(let name):
      names = [name]
    case .textureRandom(let list):
      names = list
    case .textureOrdered(let list):
      names = list
      if list.count > 1 {
        warn(
          behaviour!.source,
          "pixi gives the textures to particles in turn; Glint picks one at random per particle (the same mix)"
        )
      }
    case .animatedSingle(let animation):
      return flipbookCells([animation], template: template, key: behaviour!.key("anim"))
    case .animatedRandom(let animations):
      return flipbookCells(animations, template: template, key: behaviour!.key("anims"))
    default:
      warn(
        config.format == .legacy ? "textures" : "behaviors",
        (config.format == .legacy
          ? "a legacy config names no texture (pixi takes it from the program)"
          : "no texture behaviour") + ": drawn with the built-in \(PixiTextures.fallback) sprite")
      var cell = template
      cell.name = PixiTextures.cellName(nil)
      cell.contents = PixiTextures.fallback
      return [cell]
    }
    var cells: [CellDeclaration] = []
    var namer = UniqueNames()
    for (index, name) in names.enumerated() {
      var cell = template
      let key =
        behaviour!.key(names.count > 1 ? "textures" : "texture") + (names.count > 1 ? "[\(index)]" : "")
      cell.contents = textures.contents(for: name, key: key, warnings: &warnings)
      cell.name = namer.take(PixiTextures.cellName(name))
      if names.count > 1 {
        cell.spawnChance = template.spawnChance / Float(names.count)
        cell.birthRate = template.birthRate / Float(names.count)
      }
      cells.append(cell)
    }
    return cells
  }

  /// One cell per animation, each playing its frames as a flipbook (`PixiFlipbook`), sharing
  /// the spawn chance as the textures of `textureRandom` do. An animation whose atlas cannot be
  /// made draws its first frame, with a warning saying why.
  private mutating func flipbookCells(_ animations: [PixiAnimation], template: CellDeclaration, key: String)
    -> [CellDeclaration]
  {
    var cells: [CellDeclaration] = []
    var namer = UniqueNames()
    for (index, animation) in animations.enumerated() {
      var cell = template
      let key = animations.count > 1 ? "\(key)[\(index)]" : key
      cell.name = namer.take(PixiTextures.cellName(animation.textures[0]))
      if animations.count > 1 {
        cell.spawnChance = template.spawnChance / Float(animations.count)
        cell.birthRate = template.birthRate / Float(animations.count)
      }
      if animation.textures.count > 1 {
        do throws(TextureError) {
          try PixiFlipbook(animation, textures: textures).apply(to: &cell, animation)
          cells.append(cell)
          continue
        } catch {
          warn(
            key,
            "a flipbook of \(animation.textures.count) frames: \(error.reason): Glint draws its first frame only"
          )
        }
      }
      cell.contents = textures.contents(for: animation.textures[0], key: key, warnings: &warnings)
      cells.append(cell)
    }
    return cells
  }
}

/// Names made unique by a number: "spark", "spark-2", "spark-3", ... Each base remembers the
/// next number to try, so n names cost O(n), however many share a base.
struct UniqueNames {
  private var used: Set<String> = []
  private var next: [String: Int] = [:]

  mutating func take(_ base: String) -> String {
    var name = base
    if used.contains(base) {
      var suffix = next[base, default: 2]
      while used.contains("\(base)-\(suffix)") { suffix += 1 }
      name = "\(base)-\(suffix)"
      next[base] = suffix + 1
    }
    used.insert(name)
    return name
  }
}
