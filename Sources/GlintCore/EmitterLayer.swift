/// An emitter: Core Animation's CAEmitterLayer, with Apple's defaults, plus its live particles.
///
/// The five multipliers (birthRate, lifetime, velocity, scale, spin) apply to particles born
/// after a change only. Particles live in the layer's space: moving `emitterPosition` leaves the
/// ones already born where they are.
public final class EmitterLayer {
  /// The top-level particle templates. Reassigning them with another tree shape clears the
  /// particles (as Core Animation resets); changing values in place keeps them, and never copies.
  public var emitterCells: [EmitterCell] {
    get { cells }
    set {
      cells = newValue
      simulation.cellsChanged(cells)
    }
    _modify {
      yield &cells
      simulation.cellsChanged(cells)
    }
  }
  private var cells: [EmitterCell] = []

  public var birthRate: Float = 1
  public var lifetime: Float = 1
  public var velocity: Float = 1
  public var scale: Float = 1
  public var spin: Float = 1

  public var emitterPosition: Point = .zero
  public var emitterZPosition: Float = 0
  public var emitterSize: Size = .zero
  public var emitterDepth: Float = 0
  public var emitterShape: EmitterShape = .point
  public var emitterMode: EmitterMode = .volume
  public var renderMode: RenderMode = .unordered
  /// How emissionRange spreads directions: Core Animation's 3-D cone, or a flat fan.
  public var emissionGeometry: EmissionGeometry = .cone
  /// Seeds the layer's own random sequence; the same seed and events give the same particles.
  public var seed: UInt32 = 0

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
