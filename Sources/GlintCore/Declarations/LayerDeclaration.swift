/// One emitter layer of a declared effect, as a value: every setting of `EmitterLayer` under its
/// Core Animation name, its capacity, its cells, and what it does when its pointer begins, moves
/// and ends.
///
/// `makeLayer()` builds a fresh layer from it; `init(describing:)` reads one back, so an effect
/// written in Swift can be described (and exported) by the layers it makes.
public struct LayerDeclaration: Hashable, Sendable {
  /// The most particles alive at once in the layer (see `EmitterLayer.capacity`).
  public var capacity: Int = EmitterLayer.defaultCapacity

  public var birthRate: Float = 1
  public var lifetime: Float = 1
  public var velocity: Float = 1
  public var scale: Float = 1
  public var spin: Float = 1
  /// Where the layer starts: the pointer's location replaces it when the pointer begins.
  public var emitterPosition: Point = .zero
  public var emitterZPosition: Float = 0
  public var emitterSize: Size = .zero
  public var emitterDepth: Float = 0
  /// The inner radius of a circle or sphere's ring (see `EmitterLayer.emitterInnerRadius`).
  public var emitterInnerRadius: Float = 0
  /// The emitter shape's centre from the emitter position (see `EmitterLayer.emitterOffset`).
  public var emitterOffset: Point = .zero
  public var emitterShape: EmitterShape = .point
  public var emitterMode: EmitterMode = .volume
  public var renderMode: RenderMode = .unordered
  /// The blend pair, as cocos2d draws it; nil is the render mode's usual blend.
  public var blend: BlendFactors? = nil
  public var emissionGeometry: EmissionGeometry = .cone
  public var preservesDepth = false
  /// Mixed into the seed the host gives each pointer's layer.
  public var seed: UInt32 = 0
  /// Whether the layer is placed at its pointer when it begins and moves; false keeps it where
  /// `emitterPosition` puts it.
  public var followsPointer = true
  /// The ribbon along the emitter's own path.
  public var trail = TrailStyle()

  public var emitterCells: [CellDeclaration] = []

  /// Animations the layer is given as it is made, in order, each under its `key`. An
  /// animation the layer refuses (`EmitterLayer.add(_:forKey:)` throws) is left out; an effect
  /// file's reader checks each one and names the one it refuses.
  public var animations: [AnimationDeclaration] = []

  /// What the layer does when its pointer begins, moves and ends.
  public var behaviour = LayerBehaviour()

  /// The force fields acting on the layer's cells (`EmitterLayer.forceFields`).
  public var forceFields: [ForceField] = []

  /// For a canvas layer: where it goes in the canvas (see `DeclaredEffect.canvasLayers`).
  public var canvasLayout = CanvasLayout()

  /// The layer's media timing, read and written by its names below.
  var timing = Timing()
  public var beginTime: Double {
    get { timing.beginTime }
    set { timing.beginTime = newValue }
  }
  public var duration: Double {
    get { timing.duration }
    set { timing.duration = newValue }
  }
  public var timeOffset: Double {
    get { timing.timeOffset }
    set { timing.timeOffset = newValue }
  }
  public var speed: Float {
    get { timing.speed }
    set { timing.speed = newValue }
  }
  public var repeatCount: Float {
    get { timing.repeatCount }
    set { timing.repeatCount = newValue }
  }
  public var repeatDuration: Double {
    get { timing.repeatDuration }
    set { timing.repeatDuration = newValue }
  }
  public var autoreverses: Bool {
    get { timing.autoreverses }
    set { timing.autoreverses = newValue }
  }
  public var fillMode: FillMode {
    get { timing.fillMode }
    set { timing.fillMode = newValue }
  }

  public init() {}

  /// Builds a declaration by configuring the defaults.
  public init(_ configure: (inout LayerDeclaration) -> Void) {
    configure(&self)
  }

  /// Reads every setting and cell of `layer` (its particles and clock are not part of it).
  public init(describing layer: EmitterLayer, behaviour: LayerBehaviour = LayerBehaviour()) {
    capacity = layer.capacity
    for (setting, declared) in Self.settingPairs { _ = declared.setValue(&self, setting.value(layer)) }
    emitterCells = layer.emitterCells.map(CellDeclaration.init(describing:))
    // Every animation, with a key or without (animationKeys() lists only the keyed ones).
    animations = layer.simulation.animations.entries.map {
      AnimationDeclaration(describing: $0.animation, key: $0.key)
    }
    self.behaviour = behaviour
    forceFields = layer.forceFields
  }

  /// A new layer with these settings and cells, not yet started.
  public func makeLayer() -> EmitterLayer {
    let layer = EmitterLayer(capacity: max(1, capacity))
    for (setting, declared) in Self.settingPairs {
      var settable = layer
      _ = setting.setValue(&settable, declared.value(self))
    }
    layer.emitterCells = emitterCells.map { $0.makeCell() }
    for animation in animations { try? layer.add(animation.makeAnimation(), forKey: animation.key) }
    layer.forceFields = forceFields
    return layer
  }

  /// Each setting of a layer with the same setting of a declaration (every layer descriptor
  /// but the capacity, which a layer is made with): what `init(describing:)` and `makeLayer()`
  /// copy.
  private static let settingPairs = EmitterLayer.properties.compactMap { setting in
    LayerDeclaration.properties.first { $0.name == setting.name }.map { (setting, $0) }
  }
}
