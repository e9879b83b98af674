/// A cell's emission beyond Core Animation's steady birth rate, stored in `CellValues` and set
/// through the properties of `EmitterCell` (EmitterCell+Emission): waves (pixi-particle-emitter's
/// frequency and particlesPerWave), evenly spaced burst angles (pixi's spawnBurst), the chance
/// that an attempted birth happens, and a live cap of the cell's own (Particle Designer's and
/// pixi's maxParticles). The defaults leave Core Animation's behaviour unchanged.
struct CellEmission: Hashable, Sendable {
  var waveInterval: Double = 0
  var particlesPerWave: Int = 1
  var waveAngleStart: Float = 0
  var waveAngleSpacing: Float = 0
  var waveDistance: Float = 0
  var spawnChance: Float = 1
  var maxParticles: Int = 0

  /// Whether the cell emits in waves rather than continuously by its birth rate.
  @inline(__always)
  var emitsWaves: Bool { waveInterval > 0 }
}
