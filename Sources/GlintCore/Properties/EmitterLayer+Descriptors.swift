/// A layer's settings under their Core Animation names, on a layer and on its declaration alike,
/// so one list of descriptors serves both.
protocol LayerValues: MediaTimingValues {
  var birthRate: Float { get set }
  var lifetime: Float { get set }
  var velocity: Float { get set }
  var scale: Float { get set }
  var spin: Float { get set }
  var emitterPosition: Point { get set }
  var emitterZPosition: Float { get set }
  var emitterSize: Size { get set }
  var emitterDepth: Float { get set }
  var emitterInnerRadius: Float { get set }
  var emitterShape: EmitterShape { get set }
  var emitterMode: EmitterMode { get set }
  var renderMode: RenderMode { get set }
  var blend: BlendFactors? { get set }
  var emissionGeometry: EmissionGeometry { get set }
  var preservesDepth: Bool { get set }
  var seed: UInt32 { get set }
  var followsPointer: Bool { get set }
  var trail: TrailStyle { get set }
  var emitterOffset: Point { get set }
}

extension EmitterLayer: LayerValues {}
extension LayerDeclaration: LayerValues {}

extension PropertyDescriptor where Root: LayerValues {
  /// Every setting of a layer, declared once, in the order effect files write them: key paths,
  /// effect files, the schema, the inspector and the docs are made from this list.
  static var layerSettings: [PropertyDescriptor] {
    settings + mediaTiming(of: "the layer") + trail(of: "the emitter", { $0.trail }, { $0.trail = $1 })
  }

  private static var settings: [PropertyDescriptor] {
    [
      .init(
        "birthRate", { $0.birthRate }, { $0.birthRate = $1 }, owner: .coreAnimation,
        doc: "Multiplies every cell's birth rate (clamped to 1000)",
        control: .slider(0...4, step: 0.01, unit: "×"), limit: .notNegativeAtMost(1000, unit: "")),
      .init(
        "lifetime", { $0.lifetime }, { $0.lifetime = $1 }, owner: .coreAnimation,
        doc: "Multiplies every cell's lifetime", control: .slider(0...4, step: 0.01, unit: "×"),
        limit: .notNegativeAtMost(3600, unit: "")),
      .init(
        "velocity", { $0.velocity }, { $0.velocity = $1 }, owner: .coreAnimation,
        doc: "Multiplies every cell's velocity", control: .slider(0...4, step: 0.01, unit: "×")),
      .init(
        "scale", { $0.scale }, { $0.scale = $1 }, owner: .coreAnimation, doc: "Multiplies every cell's scale",
        control: .slider(0...4, step: 0.01, unit: "×")),
      .init(
        "spin", { $0.spin }, { $0.spin = $1 }, owner: .coreAnimation, doc: "Multiplies every cell's spin",
        control: .slider(0...4, step: 0.01, unit: "×")),
      .init(
        "emitterPosition", { $0.emitterPosition }, { $0.emitterPosition = $1 }, owner: .coreAnimation,
        doc:
          "Where the layer starts; the pointer's location replaces it when the pointer begins: [x, y] in points",
        control: .slider(-2000...2000, step: 1, unit: "pt")),
      .init(
        "emitterZPosition", { $0.emitterZPosition }, { $0.emitterZPosition = $1 }, owner: .coreAnimation,
        doc: "The emitter's z (points)", control: .slider(0...1000, step: 1, unit: "pt")),
      .init(
        "emitterSize", { $0.emitterSize }, { $0.emitterSize = $1 }, owner: .coreAnimation,
        doc: "The emitter shape's size (a circle's radius is its width): [width, height] in points",
        control: .slider(0...1000, step: 1, unit: "pt")),
      .init(
        "emitterDepth", { $0.emitterDepth }, { $0.emitterDepth = $1 }, owner: .coreAnimation,
        doc: "The emitter shape's depth (cuboid, sphere) (points)",
        control: .slider(0...1000, step: 1, unit: "pt")),
      .init(
        "emitterInnerRadius", { $0.emitterInnerRadius }, { $0.emitterInnerRadius = $1 }, owner: .emission,
        doc:
          "With a circle (surface or volume) or a sphere (volume): when positive, particles are born in the ring or shell between this radius and the shape's, at a radius uniform between the two (pixi's torus); 0 keeps the area-uniform disc (points)",
        control: .slider(0...1000, step: 1, unit: "pt")),
      .init(
        "emitterShape", { $0.emitterShape }, { $0.emitterShape = $1 }, owner: .coreAnimation,
        doc: "Where particles are born"),
      .init(
        "emitterMode", { $0.emitterMode }, { $0.emitterMode = $1 }, owner: .coreAnimation,
        doc: "Which part of the shape particles are born on"),
      .init(
        "renderMode", { $0.renderMode }, { $0.renderMode = $1 }, owner: .coreAnimation,
        doc: "Draw order and blending"),
      .init(
        "blend", { $0.blend }, { $0.blend = $1 }, owner: .looks,
        doc:
          "The blend pair the layer's sprites are drawn with, as cocos2d draws it (GL factor names in camel case: {\"source\": \"sourceAlpha\", \"destination\": \"one\"}); null is the renderMode's usual blend",
        animatable: false),
      .init(
        "emissionGeometry", { $0.emissionGeometry }, { $0.emissionGeometry = $1 }, owner: .emission,
        doc:
          "How emissionRange spreads directions: Core Animation's 3-D cone, or a flat fan (for clean rings)"),
      .init(
        "preservesDepth", { $0.preservesDepth }, { $0.preservesDepth = $1 }, owner: .coreAnimation,
        doc: "Kept for ports: particles are drawn flat, in z order only for backToFront"),
      .init(
        "seed", { $0.seed }, { $0.seed = $1 }, owner: .coreAnimation,
        doc: "Mixed into the seed the host gives each pointer's layer",
        control: .slider(0...1000, step: 1, unit: ""), animatable: false),
      .init(
        "followsPointer", { $0.followsPointer }, { $0.followsPointer = $1 }, owner: .host,
        doc:
          "Whether the layer is placed at its pointer when the pointer begins and moves; false keeps it at emitterPosition",
        keyPathNames: []),
    ] + offset
  }

  /// Where the emitter shape sits from the emitter position (pixi's pos and shape offsets).
  private static var offset: [PropertyDescriptor] {
    [
      .init(
        "emitterOffset", { $0.emitterOffset }, { $0.emitterOffset = $1 }, owner: .emission,
        doc:
          "Where the emitter shape's centre sits from emitterPosition, and so from the pointer (births only; radial forces and orbits still turn about emitterPosition): [x, y] in points",
        control: .slider(-2000...2000, step: 1, unit: "pt"))
    ]
  }
}

extension EmitterLayer {
  /// The layer's properties (see `PropertyDescriptor`).
  public static let properties = PropertyDescriptor<EmitterLayer>.layerSettings
}

extension LayerDeclaration {
  /// The declaration's properties: its capacity (which a layer is made with), then the layer's.
  public static let properties: [PropertyDescriptor<LayerDeclaration>] =
    [
      .fileOnly(
        "capacity", { $0.capacity }, { $0.capacity = $1 }, owner: .host,
        doc: "The most particles alive at once in the layer, all cells together; births past it are dropped "
          + "and counted. Clamped to 100000, and to 1000000 divided by the layer's nested cells; a pointer's "
          + "layers hold at most 100000 together.",
        control: .slider(1...100_000, step: 1, unit: ""),
        limit: .atLeast(1, most: EmitterLayer.defaultCapacity, unit: "particles"))
    ] + PropertyDescriptor<LayerDeclaration>.layerSettings
}

extension CanvasLayout {
  /// Where a canvas layer goes (see `PropertyDescriptor`).
  public static let properties: [PropertyDescriptor<CanvasLayout>] = [
    .fileOnly(
      "position", { $0.position }, { $0.position = $1 }, owner: .host,
      doc:
        "The emitter's position as fractions of the canvas's width and height from its top-left corner: [x, y]",
      control: .slider(0...1, step: 0.01, unit: "")),
    .fileOnly(
      "positionOffset", { $0.positionOffset }, { $0.positionOffset = $1 }, owner: .host,
      doc: "Added to the position: [x, y] in points", control: .slider(-2000...2000, step: 1, unit: "pt")),
    .fileOnly(
      "size", { $0.size }, { $0.size = $1 }, owner: .host,
      doc: "The emitter's size as fractions of the canvas's width and height: [width, height]",
      control: .slider(0...1, step: 0.01, unit: "")),
    .fileOnly(
      "sizeOffset", { $0.sizeOffset }, { $0.sizeOffset = $1 }, owner: .host,
      doc: "Added to the size: [width, height] in points", control: .slider(0...1000, step: 1, unit: "pt")),
    .fileOnly(
      "birthRatePerWidth", { $0.birthRatePerWidth }, { $0.birthRatePerWidth = $1 }, owner: .host,
      doc:
        "When positive, the layer's birthRate becomes the canvas width divided by this (at least 1), so the "
        + "cells' rates are per so many points of width (points)",
      control: .slider(0...200, step: 1, unit: "pt")),
  ]
}
