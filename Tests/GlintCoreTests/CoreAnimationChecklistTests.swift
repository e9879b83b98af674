import GlintCore
import Testing

/// Every property of CAEmitterCell and CAEmitterLayer (and of CAMediaTiming, which both adopt)
/// is on Glint's cell and layer: each name is a key path that reads and writes a real object.
@Suite struct CoreAnimationChecklistTests {
  /// CAEmitterCell's properties, by their key-value coding names (`emitterCells` is checked
  /// through a sub-cell's name).
  static let cellProperties = [
    "name", "enabled", "birthRate", "lifetime", "lifetimeRange", "emissionLatitude", "emissionLongitude",
    "emissionRange", "velocity", "velocityRange", "xAcceleration", "yAcceleration", "zAcceleration", "scale",
    "scaleRange", "scaleSpeed", "spin", "spinRange", "color", "redRange", "greenRange", "blueRange",
    "alphaRange",
    "redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed", "contents", "contentsRect", "contentsScale",
    "minificationFilter", "minificationFilterBias", "magnificationFilter", "style",
  ]

  /// CAEmitterLayer's properties (`emitterCells` is checked through a cell's name).
  static let layerProperties = [
    "birthRate", "lifetime", "emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth",
    "emitterShape",
    "emitterMode", "renderMode", "preservesDepth", "velocity", "scale", "spin", "seed",
  ]

  /// CAMediaTiming's properties, on cells and on layers.
  static let mediaTimingProperties = [
    "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration", "autoreverses",
    "fillMode",
  ]

  /// Reads `path` on `object`, writes the value back, and reads it again unchanged.
  static func check(
    _ object: some KeyPathCoding, _ path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      let value = try object.value(forKeyPath: path)
      try object.setValue(value, forKeyPath: path)
      #expect(try object.value(forKeyPath: path) == value, "\(path)", sourceLocation: sourceLocation)
    } catch {
      Issue.record("\(error)", sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: cellProperties + mediaTimingProperties)
  func everyCellPropertyIsAKeyPath(name: String) {
    let parent = EmitterCell { $0.name = "parent" }
    let child = EmitterCell { $0.name = "child" }
    parent.emitterCells = [child]
    Self.check(parent, name)
    Self.check(parent, "emitterCells.child.\(name)")
  }

  @Test(arguments: layerProperties + mediaTimingProperties)
  func everyLayerPropertyIsAKeyPath(name: String) {
    let layer = EmitterLayer()
    layer.emitterCells = [EmitterCell { $0.name = "fire" }]
    Self.check(layer, name)
  }

  /// The key path names of the properties `properties` declare as Glint's own (not Core
  /// Animation's model or media timing).
  static func glintsOwn<Root>(_ properties: [PropertyDescriptor<Root>]) -> Set<String> {
    Set(properties.filter { $0.owner != .coreAnimation && $0.owner != .mediaTiming }.flatMap(\.keyPathNames))
  }

  /// No property is reachable that Core Animation does not have, except those declared as
  /// Glint's own; and none declared as Core Animation's is missing from Core Animation's lists.
  @Test func nothingBeyondCoreAnimationButGlintsOwn() {
    let cellNames = Set(EmitterCell.keyPathProperties.map(\.name))
    let layerNames = Set(EmitterLayer.keyPathProperties.map(\.name))
    let coreAnimationCell = Set(Self.cellProperties + Self.mediaTimingProperties + ["isEnabled"])
    let known = coreAnimationCell.union(Self.glintsOwn(EmitterCell.properties))
    #expect(cellNames.subtracting(known).isEmpty, "\(cellNames.subtracting(known))")
    #expect(cellNames.subtracting(Self.glintsOwn(EmitterCell.properties)) == coreAnimationCell)
    let coreAnimationLayer = Set(Self.layerProperties + Self.mediaTimingProperties)
    let knownLayer = coreAnimationLayer.union(Self.glintsOwn(EmitterLayer.properties))
    #expect(layerNames.subtracting(knownLayer).isEmpty, "\(layerNames.subtracting(knownLayer))")
    #expect(layerNames.subtracting(Self.glintsOwn(EmitterLayer.properties)) == coreAnimationLayer)
  }

  /// A change through every numeric cell key path reaches what is emitted.
  @Test func cellKeyPathsReachTheEngine() throws {
    let layer = EmitterLayer()
    let cell = EmitterCell { $0.name = "fire" }
    layer.emitterCells = [cell]
    layer.start(at: 0)
    try layer.setValue(50, forKeyPath: "emitterCells.fire.birthRate")
    try layer.setValue(10, forKeyPath: "emitterCells.fire.lifetime")
    try layer.setValue(100, forKeyPath: "emitterCells.fire.velocity")
    try layer.setValue(Color.orange, forKeyPath: "emitterCells.fire.color")
    Engine.run(layer, to: 1, fps: 60)
    let particles = Engine.particles(layer)
    #expect(particles.count == 50)
    #expect(
      particles.nonEmptyAndAllSatisfy { abs(($0.vx * $0.vx + $0.vy * $0.vy).squareRoot() - 100) < 0.01 })
    #expect(particles.allSatisfy { $0.r == 1 && $0.g == 0.5 && $0.b == 0 })
  }
}
