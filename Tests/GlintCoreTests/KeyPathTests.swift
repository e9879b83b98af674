import GlintCore
import Testing

/// Key-value coding on layers and cells, with Core Animation's names and paths.
@Suite struct KeyPathTests {
  /// fire (with a spark sub-cell that has an ember) and smoke, on a layer.
  static func layer() -> (EmitterLayer, fire: EmitterCell, spark: EmitterCell, ember: EmitterCell) {
    let ember = EmitterCell { $0.name = "ember" }
    let spark = EmitterCell {
      $0.name = "spark"
      $0.emitterCells = [ember]
    }
    let fire = EmitterCell {
      $0.name = "fire"
      $0.birthRate = 100
      $0.lifetime = 10
      $0.emitterCells = [spark]
    }
    let smoke = EmitterCell { $0.name = "smoke" }
    let layer = EmitterLayer()
    layer.emitterCells = [fire, smoke]
    return (layer, fire, spark, ember)
  }

  @Test func literalsAndSwiftValuesWriteAsOnIOS() throws {
    let (layer, fire, spark, ember) = Self.layer()
    try layer.setValue(0, forKeyPath: "emitterCells.fire.birthRate")
    try layer.setValue(2.5, forKeyPath: "emitterCells.fire.lifetime")
    try layer.setValue(Color.red, forKeyPath: "emitterCells.fire.color")
    try layer.setValue(false, forKeyPath: "emitterCells.fire.enabled")
    try layer.setValue("star", forKeyPath: "emitterCells.fire.contents")
    try layer.setValue(Float(7), forKeyPath: "emitterCells.fire.emitterCells.spark.birthRate")
    try layer.setValue(3, forKeyPath: "emitterCells.fire.emitterCells.spark.emitterCells.ember.velocity")
    try layer.setValue(EmitterShape.circle, forKeyPath: "emitterShape")
    try layer.setValue("outline", forKeyPath: "emitterMode")
    try layer.setValue(Point(x: 4, y: 5), forKeyPath: "emitterPosition")
    #expect(fire.birthRate == 0 && fire.lifetime == 2.5 && fire.color == .red)
    #expect(!fire.isEnabled && fire.contents == "star")
    #expect(spark.birthRate == 7 && ember.velocity == 3)
    #expect(layer.emitterShape == .circle && layer.emitterMode == .outline)
    #expect(layer.emitterPosition == Point(x: 4, y: 5))
    try layer.setValue(nil, forKeyPath: "emitterCells.fire.contents")
    #expect(fire.contents == nil)
  }

  @Test func readsGiveTheCurrentValues() throws {
    let (layer, fire, spark, _) = Self.layer()
    fire.color = .orange
    spark.scaleSpeed = -0.5
    layer.emitterSize = Size(width: 30, height: 2)
    #expect(try layer.value(forKeyPath: "emitterCells.fire.birthRate") == .number(100))
    #expect(try layer.value(forKeyPath: "emitterCells.fire.color") == .color(.orange))
    #expect(
      try layer.value(forKeyPath: "emitterCells.fire.emitterCells.spark.scaleSpeed", as: Float.self) == -0.5)
    #expect(try layer.value(forKeyPath: "emitterSize.width") == .number(30))
    #expect(try layer.value(forKeyPath: "renderMode") == .string("unordered"))
    #expect(try layer.value(forKeyPath: "emitterCells.smoke.contents") == .null)
    #expect(try fire.value(forKeyPath: "emitterCells.spark.name", as: String.self) == "spark")
    #expect(try fire.value(forKey: "lifetime") == .number(10))
  }

  @Test func structureFieldsReadAndWrite() throws {
    let (layer, fire, _, _) = Self.layer()
    try layer.setValue(12, forKeyPath: "emitterPosition.x")
    try layer.setValue(3, forKeyPath: "emitterSize.height")
    try fire.setValue(0.25, forKeyPath: "contentsRect.origin.y")
    try fire.setValue(Size(width: 0.5, height: 0.5), forKeyPath: "contentsRect.size")
    #expect(layer.emitterPosition == Point(x: 12, y: 0) && layer.emitterSize == Size(width: 0, height: 3))
    #expect(fire.contentsRect == Rect(x: 0, y: 0.25, width: 0.5, height: 0.5))
    #expect(try fire.value(forKeyPath: "contentsRect.width") == .number(0.5))
  }

  @Test func aKeyPathChangeStopsBirthsFromTheNextStep() throws {
    let (layer, _, _, _) = Self.layer()
    layer.start(at: 0)
    Engine.run(layer, to: 1, fps: 60)
    #expect(layer.birthCount == 100)
    try layer.setValue(0, forKeyPath: "emitterCells.fire.birthRate")
    Engine.run(layer, to: 2, fps: 60)
    #expect(layer.birthCount == 100)
  }

  /// Every bad path or value: a typed error whose one line names the path; nothing changes.
  @Test(arguments: [
    ("emitterCells.fire.birthRat", "EmitterCell has no property 'birthRat'"),
    ("emitterCells.water.birthRate", "no cell named 'water' in emitterCells"),
    ("emitterCells", "'emitterCells' must be followed by a cell's name"),
    ("emitterCells.fire", "it names a cell, not a property"),
    ("emitterCells.fire.emitterCells.smoke.birthRate", "no cell named 'smoke' in emitterCells"),
    ("emitterCells.fire.emitterCells", "'emitterCells' must be followed by a cell's name"),
    ("birthRate.x", "'birthRate' has no field 'x'"),
    ("emitterPosition.z", "'emitterPosition' has no field 'z'"),
    ("", "the path or one of its components is empty"),
    ("emitterCells..birthRate", "the path or one of its components is empty"),
    ("color", "EmitterLayer has no property 'color'"),
  ])
  func unknownPathsThrowAndNameThePath(path: String, reason: String) {
    let (layer, _, _, _) = Self.layer()
    for attempt in 0..<2 {
      do {
        if attempt == 0 {
          _ = try layer.value(forKeyPath: path)
        } else {
          try layer.setValue(1, forKeyPath: path)
        }
        Issue.record("\(path) did not throw")
      } catch {
        #expect(error.path == path)
        #expect("\(error)" == "key path '\(path)': \(reason)")
      }
    }
  }

  @Test(arguments: [
    ("emitterCells.fire.birthRate", KeyPathValue.string("many"), "'birthRate' takes a number, not \"many\""),
    ("emitterCells.fire.color", KeyPathValue.number(1), "'color' takes a colour, not 1.0"),
    ("emitterCells.fire.enabled", KeyPathValue.number(0), "'enabled' takes a bool, not 0.0"),
    (
      "emitterShape", KeyPathValue.string("hexagon"),
      "'emitterShape' takes one of point, line, rectangle, cuboid, circle, sphere, not \"hexagon\""
    ),
    ("seed", KeyPathValue.number(-1), "'seed' takes a whole number from 0 to 4294967295, not -1.0"),
    ("emitterCells.fire.name", KeyPathValue.null, "'name' takes a string, not nil"),
    ("emitterPosition.x", KeyPathValue.bool(true), "'emitterPosition.x' takes a number, not true"),
  ])
  func wrongValuesThrowAndChangeNothing(path: String, value: KeyPathValue, reason: String) throws {
    let (layer, _, _, _) = Self.layer()
    let before = try layer.value(forKeyPath: path)
    do {
      try layer.setValue(value, forKeyPath: path)
      Issue.record("\(path) took \(value)")
    } catch {
      #expect("\(error)" == "key path '\(path)': \(reason)")
    }
    #expect(try layer.value(forKeyPath: path) == before)
  }

  @Test func propertiesSayTheirKindAndWhetherTheyAnimate() throws {
    let (layer, _, _, _) = Self.layer()
    let rate = try layer.resolveKeyPath("emitterCells.fire.birthRate")
    #expect(rate.kind == .number && rate.isAnimatable)
    let color = try layer.resolveKeyPath("emitterCells.fire.color")
    #expect(color.kind == .color && color.isAnimatable)
    let position = try layer.resolveKeyPath("emitterPosition.y")
    #expect(position.kind == .number && position.isAnimatable)
    for path in [
      "emitterShape", "seed", "emitterCells.fire.name", "emitterCells.fire.enabled", "preservesDepth",
    ] {
      #expect(try !layer.resolveKeyPath(path).isAnimatable, "\(path)")
    }
    try rate.setValue(42)
    #expect(rate.value == .number(42))
  }
}
