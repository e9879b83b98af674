/// A behaviour a package adds to cells (as pixi's `registerBehavior` or bevy_hanabi's modifiers):
/// what it keeps for each particle, what it draws at birth, and a pass that changes each
/// particle's state as it is read. Its properties are declared as every property of a cell is,
/// through `PropertyDescriptor`s, so an effect file names it (`"behaviours": [{"kind": "wobble",
/// "amplitude": 12}]`), key paths reach it (`behaviours.wobble.amplitude`) and the inspector
/// shows it.
///
/// A cell runs its behaviours after Core Animation's closed form, its path and its looks, in the
/// order of `EmitterCell.behaviours`. The pass is a function of what the particle drew at birth,
/// its age and the step's inputs (`BehaviourRun.inputs`: the pointers and named points), so a
/// particle is the same at any frame rate; it must not allocate. A cell holds each kind once.
///
/// A behaviour whose columns hold state that builds up over a particle's life (a heat that
/// cools, a spring's stretch) says `hasStepPhase` and advances its columns in `step(_:)`, by the
/// fixed sub-steps of age each particle is due (`BehaviourSteps`), so they hold the same numbers
/// at any frame rate; its pass reads them as advanced to the last whole sub-step.
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
///     let (x, age, phase) = (run.x, run.age, run.column(0))
///     for k in 0..<run.count { x[k] += amplitude * sin(age[k] * 8 + phase[k]) }
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

  /// Fills its columns for a particle just born (its state at birth in `particle.state`); not
  /// called for a behaviour that keeps none.
  func birth(_ particle: inout BehaviourBirth)

  /// Changes the states of a run of particles, each at the age it holds.
  func apply(to run: inout BehaviourRun)

  /// Whether the behaviour advances its columns after each of the layer's steps (`step(_:)`).
  static var hasStepPhase: Bool { get }

  /// Advances its columns of a run of particles by the sub-steps each is due; called after each
  /// of the layer's steps, for a behaviour that says `hasStepPhase`.
  func step(_ run: inout BehaviourSteps)
}

extension ParticleBehaviour {
  public static var columnCount: Int { 0 }
  public func birth(_ particle: inout BehaviourBirth) {}
  public static var hasStepPhase: Bool { false }
  public func step(_ run: inout BehaviourSteps) {}
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
  /// What moved through the step the particle is born in: the pointers and named points.
  public let inputs: BehaviourInputs

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

/// A run of particles as a behaviour's pass sees it: a column for each field of their states
/// (each at the age it holds), their lives and the behaviour's own columns, each indexed from 0 to
/// `count`. A pass that loops over the columns it uses reads and writes only those numbers, which
/// the compiler can vectorise:
///
/// ```swift
/// let (x, age) = (run.x, run.age)
/// for k in 0..<run.count { x[k] += speed * age[k] * age[k] }
/// ```
///
/// `run[i]`, the whole state of particle `i`, reads and writes all twelve fields at once.
@frozen public struct BehaviourRun {
  /// Position (points).
  public let x, y, z: BehaviourColumn
  /// Velocity (points per second).
  public let vx, vy: BehaviourColumn
  /// Scale before the cell's contentsScale, and rotation (radians).
  public let scale, rotation: BehaviourColumn
  /// The age each state is at (seconds); later passes and the pack read it, so a pass leaves it.
  public let age: BehaviourColumn
  /// Straight colour, each channel in [0, 1].
  public let red, green, blue, alpha: BehaviourColumn
  /// How long each particle lives (seconds): `age[k] / life[k]` is how far through it is.
  public let life: BehaviourColumn
  /// What moved through the layer's step: the pointers and named points.
  public let inputs: BehaviourInputs
  /// How many particles the run holds.
  public let count: Int
  /// The behaviour's own first column at the run's first particle, the floats between one of its
  /// columns and the next, and how many it has.
  @usableFromInline let ownBase: UnsafeMutablePointer<Float>?
  @usableFromInline let ownStride: Int
  @usableFromInline let ownCount: Int

  /// The run of `count` particles whose states are `states`, lives from `lives` on, with a
  /// behaviour's `ownCount` columns from `own` on.
  init(
    states s: ParticleRun, lives: UnsafeMutablePointer<Float>, own: BehaviourColumns, ownCount: Int,
    count: Int, inputs: BehaviourInputs
  ) {
    func column(_ base: UnsafeMutablePointer<Float>) -> BehaviourColumn {
      BehaviourColumn(base, count: count)
    }
    (x, y, z, vx, vy) = (column(s.x), column(s.y), column(s.z), column(s.vx), column(s.vy))
    (scale, rotation, age) = (column(s.scale), column(s.rotation), column(s.age))
    (red, green, blue, alpha) = (column(s.red), column(s.green), column(s.blue), column(s.alpha))
    life = column(lives)
    self.count = count
    ownBase = own.base?.assumingMemoryBound(to: Float.self)
    ownStride = own.stride / MemoryLayout<Float>.stride
    self.ownCount = ownCount
    self.inputs = inputs
  }

  /// Particle `i`'s whole state.
  @inlinable public subscript(i: Int) -> ParticleState {
    get {
      ParticleState(
        x: x[i], y: y[i], z: z[i], vx: vx[i], vy: vy[i], scale: scale[i], rotation: rotation[i], age: age[i],
        red: red[i], green: green[i], blue: blue[i], alpha: alpha[i])
    }
    nonmutating set {
      (x[i], y[i], z[i], vx[i], vy[i]) = (newValue.x, newValue.y, newValue.z, newValue.vx, newValue.vy)
      (scale[i], rotation[i], age[i]) = (newValue.scale, newValue.rotation, newValue.age)
      (red[i], green[i], blue[i], alpha[i]) = (
        newValue.color.x, newValue.color.y, newValue.color.z, newValue.color.w
      )
    }
  }

  /// Particle `i`'s life (seconds), as `life[i]`.
  @inlinable public func life(_ i: Int) -> Float { life[i] }

  /// The behaviour's column `k` (0 ≤ k < `columnCount`), indexed like the run.
  @inlinable public func column(_ k: Int) -> BehaviourColumn {
    assert(k >= 0 && k < ownCount, "column \(k) of a behaviour that keeps \(ownCount)")
    return BehaviourColumn(ownBase.unsafelyUnwrapped + k &* ownStride, count: count)
  }
}

/// One column of a run: a number for each of its particles, indexed from 0 to `count` (checked
/// in debug builds). It is a view of the run's storage, so a write through a copy of it writes
/// the run.
@frozen public struct BehaviourColumn {
  @usableFromInline let base: UnsafeMutablePointer<Float>
  /// How many particles the column holds, the run's `count`.
  public let count: Int

  @inlinable init(_ base: UnsafeMutablePointer<Float>, count: Int) {
    self.base = base
    self.count = count
  }

  /// Particle `k`'s number.
  @inlinable public subscript(k: Int) -> Float {
    @inline(__always) get {
      assert(k >= 0 && k < count, "particle \(k) of a run of \(count)")
      return base[k]
    }
    @inline(__always) nonmutating set {
      assert(k >= 0 && k < count, "particle \(k) of a run of \(count)")
      base[k] = newValue
    }
  }
}

extension ParticleState {
  /// A state from its fields, its colour channel by channel.
  @inlinable init(
    x: Float, y: Float, z: Float, vx: Float, vy: Float, scale: Float, rotation: Float, age: Float,
    red: Float, green: Float, blue: Float, alpha: Float
  ) {
    (self.x, self.y, self.z, self.vx, self.vy) = (x, y, z, vx, vy)
    (self.scale, self.rotation, self.age) = (scale, rotation, age)
    color = SIMD4(red, green, blue, alpha)
  }
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
