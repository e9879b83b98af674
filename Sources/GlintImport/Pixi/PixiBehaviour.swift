import GlintCore
import GlintFiles

/// One pixi behaviour (v5's `{type, config}`; a legacy config is upgraded into these by
/// `PixiLegacyConfig`, as pixi's `upgradeConfig` does), with where it came from for warnings.
struct PixiBehaviour: Equatable {
  enum Kind: Equatable {
    case alpha(PixiValueList)
    case alphaStatic(Double)
    case scale(PixiValueList, minMult: Double)
    case scaleStatic(min: Double, max: Double)
    case color(PixiValueList)
    case colorStatic([Double])
    case moveSpeed(PixiValueList, minMult: Double)
    case moveSpeedStatic(min: Double, max: Double)
    case moveAcceleration(
      x: Double, y: Double, minStart: Double, maxStart: Double, rotate: Bool, maxSpeed: Double)
    case movePath(path: PathExpression, speed: PixiValueList, minMult: Double)
    /// Degrees and degrees per second (per second² for `accel`), as the file has them.
    case rotation(minStart: Double, maxStart: Double, minSpeed: Double, maxSpeed: Double, accel: Double)
    case rotationStatic(min: Double, max: Double)
    case noRotation(rotation: Double)
    case blendMode(String)
    case textureSingle(String)
    case textureRandom([String])
    case textureOrdered([String])
    case animatedSingle(PixiAnimation)
    case animatedRandom([PixiAnimation])
    case spawnPoint
    case spawnBurst(start: Double, spacing: Double, distance: Double)
    case spawnShape(PixiShape)
  }

  var kind: Kind
  /// The behaviour's place in the source: `behaviors[3]`, or the legacy key it was made from.
  var source: String
  /// The source's key for a part of the behaviour, where it is not `source` itself: v5's
  /// `behaviors[4].config.accel`, the legacy `rotationAcceleration`.
  var parts: [String: String] = [:]

  /// The key a warning about `part` names.
  func key(_ part: String) -> String { parts[part] ?? source }
}

/// A flipbook: its frames, how many per second (nil: stretched over the particle's life, pixi's
/// `framerate` -1 or "matchLife"), and whether it loops.
struct PixiAnimation: Equatable {
  var textures: [String]
  var framerate: Double?
  var loop: Bool
}

/// Where a spawn shape puts new particles (pixi's `spawnShape`; the legacy `spawnType`s).
enum PixiShape: Equatable {
  case rect(x: Double, y: Double, width: Double, height: Double)
  /// pixi's radius is uniform between the inner and outer radius (not uniform in area);
  /// `affectRotation` turns the particle to the angle it was placed at.
  case torus(x: Double, y: Double, radius: Double, innerRadius: Double, affectRotation: Bool)
  /// Points along one or more chains of segments, uniform along their length.
  case polygonalChain([[Point2]])

  struct Point2: Equatable {
    var x: Double
    var y: Double
  }
}

extension PixiBehaviour {
  /// The behaviour types pixi v5 registers, each with the config keys it reads.
  static let configKeys: [String: [String]] = [
    "alpha": ["alpha"], "alphaStatic": ["alpha"],
    "scale": ["scale", "minMult"], "scaleStatic": ["min", "max"],
    "color": ["color"], "colorStatic": ["color"],
    "moveSpeed": ["speed", "minMult"], "moveSpeedStatic": ["min", "max"],
    "moveAcceleration": ["accel", "minStart", "maxStart", "rotate", "maxSpeed"],
    "movePath": ["path", "speed", "minMult"],
    "rotation": ["minStart", "maxStart", "minSpeed", "maxSpeed", "accel"], "rotationStatic": ["min", "max"],
    "noRotation": ["rotation"], "blendMode": ["blendMode"],
    "textureSingle": ["texture"], "textureRandom": ["textures"], "textureOrdered": ["textures"],
    "animatedSingle": ["anim"], "animatedRandom": ["anims"],
    "spawnPoint": [], "spawnBurst": ["start", "spacing", "distance"], "spawnShape": ["type", "data"],
  ]

  /// Reads one entry of v5's `behaviors`; nil (with a warning) for a type pixi does not know,
  /// which pixi skips too.
  static func read(_ node: PixiNode, warnings: inout [ImportWarning]) throws(ImportError) -> PixiBehaviour? {
    let entry = try node.object()
    let type = try entry.required("type").string()
    guard let known = configKeys[type] else {
      warnings.append(
        ImportWarning(
          key: entry.path + ".type",
          instead: "'\(type)' is not a pixi behaviour: left out, as pixi leaves it out"))
      return nil
    }
    for key in entry.keys where key != "type" && key != "config" {
      warnings.append(ImportWarning(key: "\(entry.path).\(key)", instead: "not part of a behaviour: ignored"))
    }
    let config =
      try entry["config"]?.object()
      ?? PixiNode(value: .object([:]), path: entry.path + ".config", file: node.file)
    for key in config.keys where !known.contains(key) {
      warnings.append(
        ImportWarning(key: "\(config.path).\(key)", instead: "not read by pixi's \(type): ignored"))
    }
    let kind = try readKind(type, config)
    var parts: [String: String] = [:]
    for key in known { parts[key] = "\(config.path).\(key)" }
    return PixiBehaviour(kind: kind, source: "\(entry.path) (\(type))", parts: parts)
  }

  private static func readKind(_ type: String, _ config: PixiNode) throws(ImportError) -> Kind {
    func number(_ key: String, _ fallback: Double = 0) throws(ImportError) -> Double {
      try config[key]?.number() ?? fallback
    }
    func list(_ key: String, color: Bool = false) throws(ImportError) -> PixiValueList {
      let node = try config.required(key)
      if color {
        return try PixiValueList.read(node) { node throws(ImportError) in try PixiValueList.color(node) }
      }
      return try PixiValueList.read(node) { node throws(ImportError) in try PixiValueList.number(node) }
    }
    switch type {
    case "alpha": return .alpha(try list("alpha"))
    case "alphaStatic": return .alphaStatic(try number("alpha", 1))
    case "scale": return .scale(try list("scale"), minMult: try number("minMult", 1))
    case "scaleStatic": return .scaleStatic(min: try number("min", 1), max: try number("max", 1))
    case "color": return .color(try list("color", color: true))
    case "colorStatic": return .colorStatic(try PixiValueList.color(config.required("color")))
    case "moveSpeed": return .moveSpeed(try list("speed"), minMult: try number("minMult", 1))
    case "moveSpeedStatic": return .moveSpeedStatic(min: try number("min"), max: try number("max"))
    case "moveAcceleration":
      let accel = try config["accel"]?.point() ?? (x: 0, y: 0)
      return .moveAcceleration(
        x: accel.x, y: accel.y, minStart: try number("minStart"), maxStart: try number("maxStart"),
        rotate: try config["rotate"]?.bool() ?? false, maxSpeed: try config["maxSpeed"]?.nonNegative() ?? 0)
    case "movePath":
      return .movePath(
        path: try path(config.required("path")), speed: try list("speed"),
        minMult: try number("minMult", 1))
    case "rotation":
      return .rotation(
        minStart: try number("minStart"), maxStart: try number("maxStart"), minSpeed: try number("minSpeed"),
        maxSpeed: try number("maxSpeed"), accel: try number("accel"))
    case "rotationStatic": return .rotationStatic(min: try number("min"), max: try number("max"))
    case "noRotation": return .noRotation(rotation: try number("rotation"))
    case "blendMode": return .blendMode(try config.required("blendMode").string())
    case "textureSingle": return .textureSingle(try config.required("texture").string())
    case "textureRandom": return .textureRandom(try textures(config.required("textures")))
    case "textureOrdered": return .textureOrdered(try textures(config.required("textures")))
    case "animatedSingle": return .animatedSingle(try animation(config.required("anim")))
    case "animatedRandom":
      var animations: [PixiAnimation] = []
      let anims = try config.required("anims")
      let items = try anims.array()
      try checkCellCount(items.count, of: anims, "animations")
      for item in items { animations.append(try animation(item)) }
      guard !animations.isEmpty else {
        throw try config.required("anims").error("needs at least one animation")
      }
      return .animatedRandom(animations)
    case "spawnBurst":
      return .spawnBurst(
        start: try number("start"), spacing: try number("spacing"), distance: try number("distance"))
    case "spawnShape": return .spawnShape(try shape(config))
    default: return .spawnPoint
    }
  }

  /// A path expression, read by Glint's parser; one it cannot read is refused with the key
  /// (pixi would drop the path and then fail on every particle).
  static func path(_ node: PixiNode) throws(ImportError) -> PathExpression {
    do {
      return try PathExpression(try node.string())
    } catch let error as PathExpressionError {
      throw node.error("the path expression \(error.message)")
    } catch {
      throw error as! ImportError
    }
  }

  /// Texture names: an array of at least one string, at most one a cell (`checkCellCount`).
  static func textures(_ node: PixiNode) throws(ImportError) -> [String] {
    let items = try node.array()
    try checkCellCount(items.count, of: node, "textures")
    var names: [String] = []
    for item in items { names.append(try item.string()) }
    guard !names.isEmpty else { throw node.error("needs at least one texture") }
    return names
  }

  /// Refuses a list whose items would each become a cell (pixi picks one texture per particle;
  /// Glint gives each its own cell) beyond the cells an effect file holds, before reading them.
  static func checkCellCount(_ count: Int, of node: PixiNode, _ what: String) throws(ImportError) {
    guard count <= EffectLimits.maxCells else {
      throw node.error(
        "\(count) \(what) is more than glint allows (\(EffectLimits.maxCells)): each becomes a cell of its own, "
          + "and an effect holds at most \(EffectLimits.maxCells) cells")
    }
  }

  /// `{textures, framerate, loop}`; a frame may be a name or `{texture, count}`.
  static func animation(_ node: PixiNode) throws(ImportError) -> PixiAnimation {
    let anim = try node.object()
    var frames: [String] = []
    let list = try anim.required("textures")
    for item in try list.array() {
      if case .string(let name) = item.value {
        frames.append(name)
      } else {
        let frame = try item.object()
        let count = try frame["count"]?.count(limit: 1000) ?? 1
        frames += Array(repeating: try frame.required("texture").string(), count: count)
      }
    }
    guard !frames.isEmpty else { throw list.error("needs at least one frame") }
    var framerate: Double?
    if let rate = anim["framerate"] {
      if case .string(let text) = rate.value, text == "matchLife" {
        framerate = nil
      } else {
        let value = try rate.number()
        framerate = value < 0 ? nil : value
      }
    } else {
      framerate = 60
    }
    return PixiAnimation(textures: frames, framerate: framerate, loop: try anim["loop"]?.bool() ?? false)
  }

  /// `{type, data}`: rect, torus or polygonalChain.
  static func shape(_ config: PixiNode) throws(ImportError) -> PixiShape {
    let typeNode = try config.required("type")
    let type = try typeNode.string()
    let dataNode = try config.required("data")
    if type == "polygonalChain" { return .polygonalChain(try chains(dataNode)) }
    let data = try dataNode.object()
    switch type {
    case "rect":
      return .rect(
        x: try data["x"]?.number() ?? 0, y: try data["y"]?.number() ?? 0,
        width: try data.required("w").number(),
        height: try data.required("h").number())
    case "torus":
      return .torus(
        x: try data["x"]?.number() ?? 0, y: try data["y"]?.number() ?? 0,
        radius: try data.required("radius").nonNegative(),
        innerRadius: try data["innerRadius"]?.nonNegative() ?? 0,
        affectRotation: try data["affectRotation"]?.bool() ?? false)
    default:
      throw typeNode.error("unknown shape '\(type)' (pixi's are 'rect', 'torus' and 'polygonalChain')")
    }
  }

  /// A polygonal chain's points: an array of `{x, y}`, or an array of such arrays.
  static func chains(_ node: PixiNode) throws(ImportError) -> [[PixiShape.Point2]] {
    let items = try node.array()
    guard let first = items.first else { throw node.error("a polygonal chain needs points") }
    let groups: [PixiNode] = first.value.isArray ? items : [node]
    var chains: [[PixiShape.Point2]] = []
    for group in groups {
      var chain: [PixiShape.Point2] = []
      for point in try group.array() {
        let (x, y) = try point.point()
        chain.append(PixiShape.Point2(x: x, y: y))
      }
      guard !chain.isEmpty else { throw group.error("a polygonal chain needs points") }
      chains.append(chain)
    }
    return chains
  }
}

extension JSONTree {
  var isArray: Bool {
    if case .array = self { return true }
    return false
  }
}
