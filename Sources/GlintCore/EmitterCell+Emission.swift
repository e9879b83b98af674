/// Emission beyond Core Animation's steady birth rate: waves, burst angles, spawn chance and a
/// live cap per cell. These carry the emission models of Particle Designer (cocos2d) and
/// pixi-particle-emitter files; the defaults leave Core Animation's behaviour unchanged.
extension EmitterCell {
  /// Seconds between waves; 0 (the default) emits continuously by `birthRate`. When positive,
  /// the cell emits `particlesPerWave` particles at once every `waveInterval` seconds instead,
  /// the first wave when its active window opens (`beginTime`), each at its exact instant and
  /// where the emitter was then (pixi-particle-emitter's `frequency`). Its `birthRate` and any
  /// animation of it are not used then; the layer's `birthRate` divides the interval (0 stops
  /// the waves) and the cell's `speed` runs it faster. Intervals under `minWaveInterval` count
  /// as that.
  public var waveInterval: Double {
    get { values.emission.waveInterval }
    set { values.emission.waveInterval = newValue }
  }
  /// Births each wave attempts (pixi's `particlesPerWave`); at most the layer's capacity counts.
  public var particlesPerWave: Int {
    get { values.emission.particlesPerWave }
    set { values.emission.particlesPerWave = newValue }
  }
  /// With `waveAngleSpacing` not 0: the turn of the emission axis for a wave's first particle
  /// (radians, clockwise on screen), added to `emissionLongitude`.
  public var waveAngleStart: Float {
    get { values.emission.waveAngleStart }
    set { values.emission.waveAngleStart = newValue }
  }
  /// When not 0, the n-th particle of a wave (from 0) has its emission axis turned by
  /// `waveAngleStart + waveAngleSpacing · n` (radians; pixi's spawnBurst), so a wave leaves as
  /// evenly spaced rays; `emissionRange` still spreads each ray (0 keeps them exact).
  public var waveAngleSpacing: Float {
    get { values.emission.waveAngleSpacing }
    set { values.emission.waveAngleSpacing = newValue }
  }
  /// Points out from its birth place, along its direction of emission, at which a particle of a
  /// wave is born (pixi's spawnBurst `distance`).
  public var waveDistance: Float {
    get { values.emission.waveDistance }
    set { values.emission.waveDistance = newValue }
  }
  /// The probability, 0 to 1, that each attempted birth (continuous or in a wave) happens; the
  /// mean rate is the rate times the chance (pixi's `spawnChance`). Which births happen is drawn
  /// from the seed, so it is the same run after run.
  public var spawnChance: Float {
    get { values.emission.spawnChance }
    set { values.emission.spawnChance = newValue }
  }
  /// The most particles of this cell alive at once (at each place of the tree it holds), within
  /// the layer's `capacity`; 0 (the default) sets no cap of its own. Births while at the cap are
  /// dropped and counted, not queued: when room frees, emission goes on at its rate with no
  /// backlog (as cocos2d-x freezes its emission counter and pixi skips waves).
  public var maxParticles: Int {
    get { values.emission.maxParticles }
    set { values.emission.maxParticles = newValue }
  }

  /// The shortest interval between waves the engine keeps (a shorter one counts as this), so
  /// that no value makes a step's work unbounded.
  public static let minWaveInterval: Double = 1e-4
}

extension EmitterLayer {
  /// With `emitterShape` circle or sphere in a filled mode (surface or volume for a circle,
  /// volume for a sphere): when positive, particles are born in the ring (or shell) between this
  /// radius and the shape's (`emitterSize.width`), at a radius uniform between the two, as
  /// pixi-particle-emitter's torus places them (denser towards the inner edge than an area-uniform
  /// spread). 0, the default, keeps Core Animation's disc and ball, uniform over their area or
  /// volume. Points; a negative value counts as its magnitude.
  public var emitterInnerRadius: Float {
    get { settings.emitterInnerRadius }
    set { settings.emitterInnerRadius = newValue }
  }
}
