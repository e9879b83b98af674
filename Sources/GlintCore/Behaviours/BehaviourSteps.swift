/// A run of particles as a behaviour's step phase sees them (`ParticleBehaviour.step(_:)`): its
/// own columns, which hold each particle's state after the sub-steps it has taken, and how many
/// fixed sub-steps (`interval` seconds of age each) it takes now. Particle `k`'s columns hold its
/// state at age `taken(k) × interval`; after `due(k)` sub-steps they must hold it at age
/// `(taken(k) + due(k)) × interval`. The count depends only on the particle's age, never on the
/// frame rate, so a step phase that is a function of its columns (and the step's inputs) leaves
/// the same numbers at 30, 60 or 144 steps a second:
///
/// ```swift
/// let heat = run.column(0)
/// for k in 0..<run.count {
///   for _ in 0..<run.due(k) { heat[k] -= cooling * heat[k] * BehaviourSteps.interval }
/// }
/// ```
@frozen public struct BehaviourSteps {
  /// One sub-step's length (seconds of age): the engine's integration step.
  public static let interval: Float = PathMotion.step
  /// How long each particle lives (seconds).
  public let life: BehaviourColumn
  /// What moved through the layer's step: the pointers and named points.
  public let inputs: BehaviourInputs
  /// How many particles the run holds.
  public let count: Int
  @usableFromInline let taken: UnsafePointer<Int32>
  @usableFromInline let dueSteps: UnsafePointer<Int32>
  @usableFromInline let ownBase: UnsafeMutablePointer<Float>
  @usableFromInline let ownStride: Int
  @usableFromInline let ownCount: Int

  init(
    lives: UnsafeMutablePointer<Float>, own: BehaviourColumns, ownCount: Int, taken: UnsafePointer<Int32>,
    due: UnsafePointer<Int32>, count: Int, inputs: BehaviourInputs
  ) {
    life = BehaviourColumn(lives, count: count)
    ownBase = own.column(0)
    ownStride = own.stride / MemoryLayout<Float>.stride
    (self.ownCount, self.taken, dueSteps, self.count, self.inputs) = (ownCount, taken, due, count, inputs)
  }

  /// The sub-steps particle `k` has taken: its columns hold its state at this many intervals of age.
  @inlinable public func taken(_ k: Int) -> Int { Int(taken[k]) }

  /// The sub-steps particle `k` takes now.
  @inlinable public func due(_ k: Int) -> Int { Int(dueSteps[k]) }

  /// The behaviour's column `k` (0 ≤ k < `columnCount`), indexed like the run.
  @inlinable public func column(_ k: Int) -> BehaviourColumn {
    assert(k >= 0 && k < ownCount, "column \(k) of a behaviour that keeps \(ownCount)")
    return BehaviourColumn(ownBase + k &* ownStride, count: count)
  }
}
