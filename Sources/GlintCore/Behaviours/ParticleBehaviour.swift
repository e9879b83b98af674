/// A behaviour a package adds to cells (as pixi's `registerBehavior` or bevy_hanabi's modifiers):
/// what it keeps for each particle, what it draws at birth, and a pass that changes each
/// particle's state as it is read. Its properties are declared as every property of a cell is,
/// through `PropertyDescriptor`s, so an effect file names it (`"behaviours": [{"kind": "wobble",
/// "amplitude": 12}]`), key paths reach it (`behaviours.wobble.amplitude`) and the inspector
/// shows it.
///
/// A cell runs its behaviours after Core Animation's closed form, its path and its looks, in the
/// order of `EmitterCell.behaviours`. The pass is a function of what the particle drew at birth
/// and its age, so a particle is the same at any frame rate; it must not allocate. A cell holds
/// each kind once.
///
/// ```swift
/// struct Wobble: ParticleBehaviour {
///   static let kind = "wobble"
///   static let doc = "Sways each particle sideways as it flies."
///   static let columnCount = 1
///   static let properties: [PropertyDescriptor<Wobble>] = [
///     .init("amplitude", { $0.amplitude }, { $0.amplitude = $1 }, doc: "How far it sways (points)",
///           control: .slider(0...100, step: 1, unit: "pt"), limit: .notNegativeAtMost(10_000, unit: "points"))
///   ]
///   var amplitude: Float = 10
///   func birth(_ particle: inout BehaviourBirth) { particle[0] = particle.random(0) * 6.283 }
///   func apply(to run: inout BehaviourRun) {
///     for i in 0..<run.count { run[i].x += amplitude * sin(run[i].age * 8 + run.column(0)[i]) }
///   }
/// }
/// ```
public protocol ParticleBehaviour: Hashable, Sendable {
  /// The name effect files and key paths know the behaviour by; unique among the kinds a
  /// program uses.
  static var kind: String { get }
  /// One line saying what it does, for the schema, the docs and the inspector.
  static var doc: String { get }
  /// Its properties, each declared once.
  static var properties: [PropertyDescriptor<Self>] { get }
  /// How many numbers it keeps for each particle (`BehaviourBirth` writes them, `BehaviourRun`
  /// reads them); 0 for a pass that needs nothing drawn at birth.
  static var columnCount: Int { get }

  /// The behaviour with every property at its default.
  init()

  /// Fills its columns for a particle just born (its state at birth in `particle.state`).
  func birth(_ particle: inout BehaviourBirth)

  /// Changes the states of a run of particles, each at the age it holds.
  func apply(to run: inout BehaviourRun)
}

extension ParticleBehaviour {
  public static var columnCount: Int { 0 }
  public func birth(_ particle: inout BehaviourBirth) {}
}

/// A particle just born, as a behaviour's birth phase sees it: its state at birth, its life, its
/// own random numbers, and the behaviour's columns for it.
public struct BehaviourBirth {
  /// Position, velocity, scale, rotation and colour at birth (age 0).
  public let state: ParticleState
  /// How long the particle lives (seconds).
  public let life: Float
  let serial: UInt64
  let kindKey: UInt64
  let columns: BehaviourColumns
  let index: Int

  /// A uniform number in [0, 1), the same for this particle whatever the frame rate; draw `k`
  /// is the behaviour's own, so it never changes another behaviour's (or Core Animation's) draws.
  public func random(_ k: Int) -> Float {
    let bits = mix64(serial ^ kindKey &+ UInt64(truncatingIfNeeded: k) &* 0x9FB2_1C65_1E98_DF25)
    return Float(bits >> 40) * 0x1p-24
  }

  /// The behaviour's column `k` for this particle (0 ≤ k < `columnCount`).
  public subscript(k: Int) -> Float {
    get { columns.column(k)[index] }
    nonmutating set { columns.column(k)[index] = newValue }
  }
}

/// A run of particles as a behaviour's pass sees it: their states (each at the age it holds),
/// their lives and the behaviour's columns. Index from 0 to `count`.
public struct BehaviourRun {
  let states: ParticleRun
  let lives: UnsafeMutablePointer<Float>
  let columns: BehaviourColumns
  /// How many particles the run holds.
  public let count: Int

  /// Particle `i`'s state.
  public subscript(i: Int) -> ParticleState {
    @inline(__always) get { states[i] }
    @inline(__always) nonmutating set { states[i] = newValue }
  }

  /// Particle `i`'s life (seconds): `self[i].age / life(i)` is how far through it is.
  @inline(__always) public func life(_ i: Int) -> Float { lives[i] }

  /// The behaviour's column `k` (0 ≤ k < `columnCount`), indexed like the run.
  @inline(__always) public func column(_ k: Int) -> UnsafeMutablePointer<Float> { columns.column(k) }
}

/// A behaviour's columns in a particle store, for the particles from some first one on.
struct BehaviourColumns {
  /// Its first column, at the run's first particle.
  let base: UnsafeMutableRawPointer?
  /// Bytes between one column and the next.
  let stride: Int

  @inline(__always)
  func column(_ k: Int) -> UnsafeMutablePointer<Float> {
    (base! + k * stride).assumingMemoryBound(to: Float.self)
  }
}
