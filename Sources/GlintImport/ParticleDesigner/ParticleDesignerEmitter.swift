import Foundation

/// A Particle Designer emitter as the file says it, in the file's own units (degrees, y up,
/// variances as ± half-widths), after the checks that make a file unusable.
struct ParticleDesignerEmitter {
  /// Which parsing generation wrote the file: 1 for the PD 1.x keys (particleType,
  /// blendAdditive), 2 otherwise.
  var version = 2
  var name: String?
  var radiusMode = false
  var maxParticles = 0.0
  var emissionRate: Double?
  var duration = -1.0
  var life = 0.0, lifeVariance = 0.0
  var angle = 0.0, angleVariance = 0.0
  var speed = 0.0, speedVariance = 0.0
  var gravity = (x: 0.0, y: 0.0)
  var radial = 0.0, radialVariance = 0.0
  var tangential = 0.0, tangentialVariance = 0.0
  var rotationIsDirection = false
  var maxRadius = 0.0, maxRadiusVariance = 0.0
  var minRadius = 0.0, minRadiusVariance = 0.0
  var rotatePerSecond = 0.0, rotatePerSecondVariance = 0.0
  var positionVariance = (x: 0.0, y: 0.0)
  var startSize = 0.0, startSizeVariance = 0.0
  var finishSize = 0.0, finishSizeVariance = 0.0
  var rotationStart = 0.0, rotationStartVariance = 0.0
  var rotationEnd = 0.0, rotationEndVariance = 0.0
  var startColor = [0.0, 0, 0, 0], startColorVariance = [0.0, 0, 0, 0]
  var finishColor = [0.0, 0, 0, 0], finishColorVariance = [0.0, 0, 0, 0]
  /// GL blend factors as the file writes them (any number: the mapping checks each is a GL
  /// factor); nil when the file has neither key (nor blendAdditive).
  var blend: (source: Double, destination: Double)?
  var textureFileName: String?
  var textureImageData: String?
  /// True when the file is written in y-down coordinates (yCoordFlipped −1).
  var yDown = false

  /// The most particles a file may ask for: a layer's capacity.
  static let maxParticlesLimit = 100_000.0

  /// Reads every key the importer knows from `keys`.
  init(_ keys: inout PlistKeys) throws(ImportError) {
    name = keys.string("configName", meaning: "the file's name is used instead")
    version = keys.has("configName") || keys.has("yCoordFlipped") || keys.has("emitterType") ? 2 : 1
    try readEmission(&keys)
    try readMotion(&keys)
    try readLooks(&keys)
    readBlend(&keys)
    textureFileName = keys.string("textureFileName", meaning: "the embedded image is used instead")
    textureImageData = keys.string("textureImageData", meaning: "no embedded image is used")
    if let flag = keys.optionalNumber(
      "yCoordFlipped", fallback: 1, meaning: "read as 1 (y up), as a file without the key")
    {
      if flag != 1 && flag != -1 {
        keys.warn("yCoordFlipped", "\(flag) is neither 1 nor -1; read as 1 (y up)")
      }
      yDown = flag == -1
    }
  }

  private mutating func readEmission(_ keys: inout PlistKeys) throws(ImportError) {
    maxParticles = try keys.number("maxParticles")
    guard maxParticles >= 0 else {
      throw keys.source.error(
        "maxParticles", "\(maxParticles) is negative; a count of particles is 0 or more")
    }
    guard maxParticles <= Self.maxParticlesLimit else {
      throw keys.source.error(
        "maxParticles",
        "\(PixiNode.text(maxParticles)) is more than the \(PixiNode.text(Self.maxParticlesLimit)) particles a layer holds"
      )
    }
    emissionRate = keys.optionalNumber(
      "emissionRate", fallback: 0, meaning: "the rate maxParticles / particleLifespan is used")
    if let rate = emissionRate, rate < 0 {
      keys.warn("emissionRate", "\(rate) is negative; the rate maxParticles / particleLifespan is used")
      emissionRate = 0
    }
    duration = try keys.number("duration")
    life = try keys.number("particleLifespan")
    lifeVariance = abs(try keys.number("particleLifespanVariance"))
    guard life >= 0 else {
      throw keys.source.error("particleLifespan", "\(life) is negative; a lifespan is 0 or more seconds")
    }
    guard life <= 3600, lifeVariance <= 3600 else {
      throw keys.source.error(
        life > 3600 ? "particleLifespan" : "particleLifespanVariance", "over the limit of 3600 seconds")
    }
  }

  private mutating func readMotion(_ keys: inout PlistKeys) throws(ImportError) {
    let typeKey = keys.has("emitterType") || !keys.has("particleType") ? "emitterType" : "particleType"
    if typeKey == "particleType" { version = 1 }
    let type = try keys.number(typeKey)
    guard type == 0 || type == 1 else {
      throw keys.source.error(typeKey, "\(type) is neither 0 (gravity) nor 1 (radius)")
    }
    keys.ignore(["emitterType", "particleType"])
    radiusMode = type == 1
    angle = try keys.number("angle")
    angleVariance = abs(try keys.number("angleVariance"))
    speed = try keys.number("speed")
    speedVariance = abs(try keys.number("speedVariance"))
    gravity = (try keys.number("gravityx"), try keys.number("gravityy"))
    radial = try keys.number("radialAcceleration")
    radialVariance = abs(try keys.number("radialAccelVariance"))
    tangential = try keys.number("tangentialAcceleration")
    tangentialVariance = abs(try keys.number("tangentialAccelVariance"))
    rotationIsDirection =
      (keys.optionalNumber("rotationIsDir", fallback: 0, meaning: "read as false") ?? 0) != 0
    maxRadius = try keys.number("maxRadius")
    maxRadiusVariance = abs(try keys.number("maxRadiusVariance"))
    minRadius = try keys.number("minRadius")
    minRadiusVariance = abs(
      keys.optionalNumber("minRadiusVariance", fallback: 0, meaning: "read as 0") ?? 0)
    rotatePerSecond = try keys.number("rotatePerSecond")
    rotatePerSecondVariance = abs(try keys.number("rotatePerSecondVariance"))
    positionVariance = (
      abs(try keys.number("sourcePositionVariancex")), abs(try keys.number("sourcePositionVariancey"))
    )
  }

  private mutating func readLooks(_ keys: inout PlistKeys) throws(ImportError) {
    startSize = try keys.number("startParticleSize")
    startSizeVariance = abs(try keys.number("startParticleSizeVariance"))
    finishSize = try keys.number("finishParticleSize")
    finishSizeVariance = abs(try keys.number("finishParticleSizeVariance"))
    rotationStart = try keys.number("rotationStart")
    rotationStartVariance = abs(try keys.number("rotationStartVariance"))
    rotationEnd = try keys.number("rotationEnd")
    rotationEndVariance = abs(try keys.number("rotationEndVariance"))
    let channels = ["Red", "Green", "Blue", "Alpha"]
    for (index, channel) in channels.enumerated() {
      startColor[index] = try keys.number("startColor" + channel)
      startColorVariance[index] = abs(try keys.number("startColorVariance" + channel))
      finishColor[index] = try keys.number("finishColor" + channel)
      finishColorVariance[index] = abs(try keys.number("finishColorVariance" + channel))
    }
  }

  private mutating func readBlend(_ keys: inout PlistKeys) {
    let meaning = "drawn with normal alpha blending instead"
    let source = keys.optionalNumber("blendFuncSource", fallback: .nan, meaning: meaning)
    let destination = keys.optionalNumber("blendFuncDestination", fallback: .nan, meaning: meaning)
    if let source, let destination, source.isFinite, destination.isFinite {
      blend = (source, destination)
    } else if source != nil || destination != nil {
      if source?.isFinite != false && destination?.isFinite != false {
        keys.warn("blendFuncSource, blendFuncDestination", "only one of the pair is given; \(meaning)")
      }
      blend = (770, 771)
    }
    // Particle Designer 1.x: the 2010 cocos2d-iphone loader, the one that read the key, drew
    // blendAdditive 1 as 771/1 (its comment: Particle Designer's additive differs from cocos2d's;
    // it shows particles whose alpha is 0, as QuickExplode's) and 0 as cocos2d's default, 1/771.
    if let additive = keys.optionalNumber("blendAdditive", fallback: 0, meaning: "read as 0 (normal alpha)") {
      version = 1
      if blend == nil { blend = additive != 0 ? (771, 1) : (1, 771) }
    }
  }
}
