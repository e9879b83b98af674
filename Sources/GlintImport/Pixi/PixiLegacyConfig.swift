/// A legacy pixi config (the flat v1/v2 format the old editor writes), turned into behaviours by
/// the rules of pixi v5's `upgradeConfig`, which say what the legacy keys mean: a start equal to
/// its end is a static behaviour, a speed multiplier scales the start, acceleration replaces the
/// speed list (keeping only its start), `noRotation` also stops acceleration from turning the
/// sprite, and each `spawnType` is a spawn behaviour.
struct PixiLegacyConfig {
  let root: PixiNode
  var warnings: [ImportWarning] = []

  init(root: PixiNode) { self.root = root }

  /// The keys of the legacy format besides the emitter's.
  static let keys = [
    "alpha", "speed", "minimumSpeedMultiplier", "maxSpeed", "acceleration", "scale", "minimumScaleMultiplier",
    "color", "startRotation", "noRotation", "rotationSpeed", "rotationAcceleration", "blendMode", "extraData",
    "spawnType", "spawnRect", "spawnCircle", "particleSpacing", "angleStart", "spawnPolygon", "orderedArt",
  ]

  mutating func upgrade() throws(ImportError) -> [PixiBehaviour] {
    for key in root.keys where !Self.keys.contains(key) && !PixiConfig.emitterKeys.contains(key) {
      let why =
        key == "angle" ? "written by the old editor and read by nothing" : "not a key of pixi's legacy config"
      warnings.append(ImportWarning(key: key, instead: "\(why): ignored, as pixi ignores it"))
    }
    var out: [PixiBehaviour] = []
    out += try alpha()
    out.append(try movement())
    out += try scale()
    out += try color()
    out += try rotation()
    if let node = root["blendMode"], try node.string() != "normal" {
      out.append(PixiBehaviour(kind: .blendMode(try node.string()), source: "blendMode"))
    }
    if try root["orderedArt"]?.bool() == true {
      warnings.append(
        ImportWarning(key: "orderedArt", instead: "a legacy config names no textures to order: not used"))
    }
    out.append(try spawn())
    return out
  }

  private func numbers(_ node: PixiNode) throws(ImportError) -> PixiValueList {
    try PixiValueList.read(node) { node throws(ImportError) in try PixiValueList.number(node) }
  }

  /// Whether a list written `{start, end}` has the same value at both ends, or a list holds one
  /// entry: what upgradeConfig turns into a static behaviour.
  private func isStatic(_ node: PixiNode, _ list: PixiValueList) -> Bool {
    node.has("start") ? list.keys[0].value == list.keys[1].value : list.keys.count == 1
  }

  private func alpha() throws(ImportError) -> [PixiBehaviour] {
    guard let node = root["alpha"] else { return [] }
    let list = try numbers(node)
    if isStatic(node, list) {
      let alpha = list.keys[0].value[0]
      return alpha == 1 ? [] : [PixiBehaviour(kind: .alphaStatic(alpha), source: "alpha")]
    }
    return [PixiBehaviour(kind: .alpha(list), source: "alpha")]
  }

  /// Acceleration, else a path, else plain speed, as upgradeConfig chooses.
  private func movement() throws(ImportError) -> PixiBehaviour {
    let speedNode = root["speed"]
    let list =
      try speedNode.map { node throws(ImportError) in try numbers(node) } ?? PixiValueList(constant: [0])
    let startEnd = speedNode?.has("start") ?? false
    let multiplierKey = startEnd ? "speed.minimumSpeedMultiplier" : "minimumSpeedMultiplier"
    let multiplier =
      try (startEnd ? speedNode?["minimumSpeedMultiplier"] : root["minimumSpeedMultiplier"])?.number() ?? 1
    let start = list.keys[0].value[0]
    let parts = ["minMult": multiplierKey, "minStart": "speed", "maxStart": "speed", "speed": "speed"]
    let accel = try root["acceleration"]?.point() ?? (x: 0, y: 0)
    if accel.x != 0 || accel.y != 0 {
      return PixiBehaviour(
        kind: .moveAcceleration(
          x: accel.x, y: accel.y, minStart: start * multiplier, maxStart: start,
          rotate: !(try root["noRotation"]?.bool() ?? false),
          maxSpeed: try root["maxSpeed"]?.nonNegative() ?? 0),
        source: "acceleration",
        parts: parts.merging(["accel": "acceleration", "maxSpeed": "maxSpeed", "rotate": "noRotation"]) { $1 }
      )
    }
    if let path = root["extraData"]?["path"] {
      let speed = startEnd && isStatic(speedNode!, list) ? PixiValueList(constant: [start]) : list
      return PixiBehaviour(
        kind: .movePath(path: try PixiBehaviour.path(path), speed: speed, minMult: multiplier),
        source: "extraData.path",
        parts: parts)
    }
    if let speedNode, isStatic(speedNode, list) {
      return PixiBehaviour(
        kind: .moveSpeedStatic(min: start * multiplier, max: start), source: "speed", parts: parts)
    }
    if speedNode == nil {
      return PixiBehaviour(kind: .moveSpeedStatic(min: 0, max: 0), source: "speed", parts: parts)
    }
    return PixiBehaviour(kind: .moveSpeed(list, minMult: multiplier), source: "speed", parts: parts)
  }

  private func scale() throws(ImportError) -> [PixiBehaviour] {
    guard let node = root["scale"] else { return [] }
    let list = try numbers(node)
    let startEnd = node.has("start")
    let multiplierKey = startEnd ? "scale.minimumScaleMultiplier" : "minimumScaleMultiplier"
    let multiplier =
      try (startEnd ? node["minimumScaleMultiplier"] : root["minimumScaleMultiplier"])?.number() ?? 1
    if isStatic(node, list) {
      let scale = list.keys[0].value[0]
      return [PixiBehaviour(kind: .scaleStatic(min: scale * multiplier, max: scale), source: "scale")]
    }
    return [
      PixiBehaviour(
        kind: .scale(list, minMult: multiplier), source: "scale", parts: ["minMult": multiplierKey])
    ]
  }

  private func color() throws(ImportError) -> [PixiBehaviour] {
    guard let node = root["color"] else { return [] }
    let list = try PixiValueList.read(node) { node throws(ImportError) in try PixiValueList.color(node) }
    if isStatic(node, list) {
      let color = list.keys[0].value
      return color == [1, 1, 1] ? [] : [PixiBehaviour(kind: .colorStatic(color), source: "color")]
    }
    return [PixiBehaviour(kind: .color(list), source: "color")]
  }

  private func rotation() throws(ImportError) -> [PixiBehaviour] {
    let start = try root["startRotation"].map { node throws(ImportError) in try node.object() }
    let (minStart, maxStart) = (try start?["min"]?.number() ?? 0, try start?["max"]?.number() ?? 0)
    let speed = try root["rotationSpeed"].map { node throws(ImportError) in try node.object() }
    let (minSpeed, maxSpeed) = (try speed?["min"]?.number() ?? 0, try speed?["max"]?.number() ?? 0)
    let accel = try root["rotationAcceleration"]?.number() ?? 0
    var out: [PixiBehaviour] = []
    let parts = [
      "minStart": "startRotation", "maxStart": "startRotation", "minSpeed": "rotationSpeed",
      "maxSpeed": "rotationSpeed", "accel": "rotationAcceleration",
    ]
    if accel != 0 || minSpeed != 0 || maxSpeed != 0 {
      out.append(
        PixiBehaviour(
          kind: .rotation(
            minStart: minStart, maxStart: maxStart, minSpeed: minSpeed, maxSpeed: maxSpeed, accel: accel),
          source: "rotationSpeed", parts: parts))
    } else if minStart != 0 || maxStart != 0 {
      out.append(PixiBehaviour(kind: .rotationStatic(min: minStart, max: maxStart), source: "startRotation"))
    }
    if try root["noRotation"]?.bool() == true {
      out.append(PixiBehaviour(kind: .noRotation(rotation: 0), source: "noRotation"))
    }
    return out
  }

  private mutating func spawn() throws(ImportError) -> PixiBehaviour {
    let typeNode = root["spawnType"]
    let type = try typeNode?.string() ?? "point"
    switch type {
    case "burst":
      return PixiBehaviour(
        kind: .spawnBurst(
          start: try root["angleStart"]?.number() ?? 0, spacing: try root["particleSpacing"]?.number() ?? 0,
          distance: 0),
        source: "spawnType", parts: ["start": "angleStart", "spacing": "particleSpacing"])
    case "point":
      return PixiBehaviour(kind: .spawnPoint, source: "spawnType")
    case "ring", "circle":
      let circle = try root.required("spawnCircle").object()
      return PixiBehaviour(
        kind: .spawnShape(
          .torus(
            x: try circle["x"]?.number() ?? 0, y: try circle["y"]?.number() ?? 0,
            radius: try circle.required("r").nonNegative(),
            innerRadius: type == "ring" ? try circle["minR"]?.nonNegative() ?? 0 : 0,
            affectRotation: type == "ring")),
        source: "spawnCircle")
    case "rect":
      let rect = try root.required("spawnRect").object()
      return PixiBehaviour(
        kind: .spawnShape(
          .rect(
            x: try rect["x"]?.number() ?? 0, y: try rect["y"]?.number() ?? 0,
            width: try rect.required("w").number(),
            height: try rect.required("h").number())),
        source: "spawnRect")
    case "polygonalChain":
      return PixiBehaviour(
        kind: .spawnShape(.polygonalChain(try PixiBehaviour.chains(root.required("spawnPolygon")))),
        source: "spawnPolygon")
    default:
      warnings.append(
        ImportWarning(
          key: "spawnType", instead: "'\(type)' is not a pixi spawn type: born at a point, as pixi 4 does"))
      return PixiBehaviour(kind: .spawnPoint, source: "spawnType")
    }
  }
}
