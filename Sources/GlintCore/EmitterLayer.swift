/// An emitter: Core Animation's CAEmitterLayer, with Apple's defaults, plus its live particles.
///
/// The five multipliers (birthRate, lifetime, velocity, scale, spin) apply to particles born
/// after a change only. Particles live in the layer's space: moving `emitterPosition` leaves the
/// ones already born where they are.
///
/// The class is open, like CAEmitterLayer. A layer and its cells belong to the thread that steps
/// the layer (it is not `Sendable`): change them on that thread between steps, never while
/// another thread steps it.
open class EmitterLayer {
  /// The top-level particle templates, held by reference: a cell changed after it was
  /// assigned, at any depth, changes what is emitted from the next step on. A tree of another
  /// shape (cells added or removed at any depth) clears the particles, as Core Animation resets,
  /// here at once and at the next step for a change below the top level; changed values keep them.
  public var emitterCells: [EmitterCell] {
    get { cells }
    set {
      cells = newValue
      simulation.sync(cells)
    }
  }
  private var cells: [EmitterCell] = []

  public var birthRate: Float {
    get { settings.birthRate }
    set { settings.birthRate = newValue }
  }
  public var lifetime: Float {
    get { settings.lifetime }
    set { settings.lifetime = newValue }
  }
  public var velocity: Float {
    get { settings.velocity }
    set { settings.velocity = newValue }
  }
  public var scale: Float {
    get { settings.scale }
    set { settings.scale = newValue }
  }
  public var spin: Float {
    get { settings.spin }
    set { settings.spin = newValue }
  }

  public var emitterPosition: Point {
    get { settings.emitterPosition }
    set { settings.emitterPosition = newValue }
  }
  public var emitterZPosition: Float {
    get { settings.emitterZPosition }
    set { settings.emitterZPosition = newValue }
  }
  public var emitterSize: Size {
    get { settings.emitterSize }
    set { settings.emitterSize = newValue }
  }
  public var emitterDepth: Float {
    get { settings.emitterDepth }
    set { settings.emitterDepth = newValue }
  }
  public var emitterShape: EmitterShape {
    get { settings.emitterShape }
    set { settings.emitterShape = newValue }
  }
  public var emitterMode: EmitterMode {
    get { settings.emitterMode }
    set { settings.emitterMode = newValue }
  }
  public var renderMode: RenderMode {
    get { settings.renderMode }
    set { settings.renderMode = newValue }
  }
  /// The blend pair the layer's sprites are drawn with, as cocos2d draws that pair; nil draws
  /// with the render mode's usual blend (additive, or source-over).
  public var blend: BlendFactors? {
    get { settings.blend }
    set { settings.blend = newValue }
  }
  /// How emissionRange spreads directions: Core Animation's 3-D cone, or a flat fan.
  public var emissionGeometry: EmissionGeometry {
    get { settings.emissionGeometry }
    set { settings.emissionGeometry = newValue }
  }
  /// Kept for ports: particles are always drawn flat, in z order only for `backToFront`.
  public var preservesDepth: Bool {
    get { settings.preservesDepth }
    set { settings.preservesDepth = newValue }
  }
  /// Seeds the layer's own random sequence; the same seed and events give the same particles.
  public var seed: UInt32 {
    get { settings.seed }
    set { settings.seed = newValue }
  }
  /// Whether the host places the layer at its pointer (when it begins, and by the default
  /// `Effect.pointerMoved`); false for a layer the effect places itself.
  public var followsPointer = true
  /// Where the names in this layer's cells' `contents` that are not built-in sprites are looked
  /// up first; the host sets it to its effect's folder (`Effect.imageFolder`) when it is nil.
  public var imageFolder: ImageFolder?

  /// Every setting above in one stored value: the engine reads it once a step (one exclusivity
  /// check, where a property each would cost a dozen).
  var settings = LayerSettings()
  /// The layer's media timing (EmitterLayer+Timing); its local time drives the simulation.
  var timing = Timing()

  /// The most particles alive at once, all cells together; births past it are dropped and counted.
  public let capacity: Int

  /// The live particles, the clock and the birth accumulators (see EmitterLayer+Simulation).
  let simulation: Simulation

  public init(capacity: Int = EmitterLayer.defaultCapacity) {
    precondition(capacity > 0, "an emitter layer needs room for at least one particle")
    self.capacity = capacity
    self.simulation = Simulation(capacity: capacity)
  }

  public static let defaultCapacity = 100_000
}

/// An emitter layer's settings, with Core Animation's defaults.
struct LayerSettings {
  var birthRate: Float = 1
  var lifetime: Float = 1
  var velocity: Float = 1
  var scale: Float = 1
  var spin: Float = 1
  var emitterPosition: Point = .zero
  var emitterZPosition: Float = 0
  var emitterSize: Size = .zero
  var emitterDepth: Float = 0
  var emitterShape: EmitterShape = .point
  var emitterMode: EmitterMode = .volume
  var renderMode: RenderMode = .unordered
  var blend: BlendFactors? = nil
  var emissionGeometry: EmissionGeometry = .cone
  var seed: UInt32 = 0
  var preservesDepth = false
  /// False after `stopEmitting()`: the top-level cells give no more births.
  var isEmitting = true
  /// The inner radius of a circle or sphere's ring (EmitterCell+Emission).
  var emitterInnerRadius: Float = 0
  /// The ribbon along the emitter's own path (Trails/TrailStyle).
  var trail = TrailStyle()
  /// The emitter shape's centre from the emitter position (EmitterLayer+Offset).
  var emitterOffset: Point = .zero
}
