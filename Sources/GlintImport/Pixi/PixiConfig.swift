/// A pixi-particle-emitter config, read: the emitter's keys (shared by both formats) with pixi's
/// defaults applied, and its behaviours (v5's own, or a legacy config's as `upgradeConfig` makes
/// them). `warnings` holds what reading found: unknown keys, values pixi replaces.
struct PixiConfig {
  enum Format { case legacy, behaviors }

  var format: Format
  var lifetime: (min: Double, max: Double)
  /// Seconds between waves (pixi: a value <= 0 or missing becomes 1).
  var frequency: Double
  var particlesPerWave: Int
  var spawnChance: Double
  /// Seconds the emitter runs; nil: for ever (pixi's 0, negative or missing).
  var emitterLifetime: Double?
  var maxParticles: Int
  var addAtBack: Bool
  var position: (x: Double, y: Double)
  var ease: PixiEase?
  var behaviours: [PixiBehaviour]
  var warnings: [ImportWarning] = []

  /// The most particles one emitter may keep alive: a Glint layer's capacity.
  static let maxParticlesLimit = 100_000
  /// The longest particle life an effect file keeps (seconds).
  static let maxLifetime = 3600.0

  /// The emitter keys both formats share.
  static let emitterKeys = [
    "lifetime", "frequency", "particlesPerWave", "spawnChance", "emitterLifetime", "maxParticles",
    "addAtBack",
    "pos", "ease", "emit", "autoUpdate",
  ]

  static func read(_ root: PixiNode, format: Format) throws(ImportError) -> PixiConfig {
    var warnings: [ImportWarning] = []
    let lifetimeNode = try root.required("lifetime").object()
    let lifetime = (
      min: try lifetimeNode.required("min").nonNegative(), max: try lifetimeNode.required("max").nonNegative()
    )
    for (key, value) in [("min", lifetime.min), ("max", lifetime.max)] where value > maxLifetime {
      throw try lifetimeNode.required(key).error(
        "\(PixiNode.text(value)) s is more than glint allows (\(PixiNode.text(maxLifetime)) s)")
    }
    var frequency = 1.0
    if let node = root["frequency"] {
      let value = try node.number()
      if value > 0 {
        guard value >= 1e-6 else {
          throw node.error("\(PixiNode.text(value)) s between waves is more than a million waves a second")
        }
        frequency = value
      } else {
        warnings.append(
          ImportWarning(
            key: node.path, instead: "\(PixiNode.text(value)) is not a time between waves: 1 s, as pixi does")
        )
      }
    } else {
      warnings.append(ImportWarning(key: "frequency", instead: "missing: a wave every 1 s, as pixi does"))
    }
    let perWave = try root["particlesPerWave"]?.count(limit: maxParticlesLimit) ?? 1
    var spawnChance = 1.0
    if let node = root["spawnChance"] {
      let value = try node.number()
      if value > 0 && value <= 1 {
        spawnChance = value
      } else {
        warnings.append(
          ImportWarning(
            key: node.path,
            instead:
              "\(PixiNode.text(value)) is not a probability: \(value > 1 ? "1" : "1 (pixi's reading of a value <= 0)")"
          ))
      }
    }
    let life = try root["emitterLifetime"]?.number() ?? 0
    var maxParticles = 1000
    if let node = root["maxParticles"] {
      maxParticles = try node.count(limit: maxParticlesLimit)
      if maxParticles == 0 { maxParticles = 1000 }
    }
    let ease = try root["ease"].map { node throws(ImportError) in try PixiEase.read(node) }
    if let emit = try root["emit"]?.bool(), !emit {
      warnings.append(
        ImportWarning(
          key: "emit", instead: "false (the program starts it): glint emits while the pointer is down"))
    }
    _ = try root["autoUpdate"]?.bool()
    var config = PixiConfig(
      format: format, lifetime: lifetime, frequency: frequency, particlesPerWave: max(1, perWave),
      spawnChance: spawnChance, emitterLifetime: life > 0 ? life : nil, maxParticles: maxParticles,
      addAtBack: try root["addAtBack"]?.bool() ?? false, position: try root["pos"]?.point() ?? (0, 0),
      ease: ease,
      behaviours: [], warnings: warnings)
    switch format {
    case .behaviors:
      for key in root.keys where !emitterKeys.contains(key) && key != "behaviors" {
        config.warnings.append(ImportWarning(key: key, instead: "not a key of pixi's v5 config: ignored"))
      }
      for item in try root.required("behaviors").array() {
        if let behaviour = try PixiBehaviour.read(item, warnings: &config.warnings) {
          config.behaviours.append(behaviour)
        }
      }
    case .legacy:
      var legacy = PixiLegacyConfig(root: root)
      config.behaviours = try legacy.upgrade()
      config.warnings += legacy.warnings
    }
    return config
  }
}
