/// How many births a pointer host's layers may attempt, all pointers, layers and levels of
/// nesting together: what bounds the cost of any effect, however its rates, waves and sub-cells
/// multiply.
///
/// The budget is a bucket on the host's clock: it holds at most `most` births, fills at
/// `perSecond` births a second of simulated time, and each birth that finds room takes one (a
/// miss of `spawnChance` included: it costs the same draw). A birth when the bucket is empty is
/// dropped and counted in `droppedBirths`, as a birth at a capacity is, and so is the rest of
/// what its emitter would give in that step, without work per dropped birth (the engine's work
/// for births that find no room is bounded by its live particles, as a full layer's is). It refills with simulated time, not with steps, so an effect within it gives
/// the same particles at any step rate; one that meets it depends on how the steps fell, but
/// still repeats exactly for the same seed, events and steps.
public struct BirthBudget: Sendable, Equatable {
  /// Births added per second of the host's clock.
  public var perSecond: Double
  /// The most births the bucket holds: the largest step's share.
  public var most: Double

  /// Both must be at least 0 (infinity is no budget).
  public init(perSecond: Double, most: Double) {
    precondition(perSecond >= 0 && most >= 0, "a birth budget is at least 0 (and not NaN)")
    self.perSecond = perSecond
    self.most = most
  }

  /// A million births a second with room for two full layers at once: the busiest shipped
  /// effect uses a thousandth of it, a release of a full layer (100,000) fits twice over, and a
  /// step stays within some 100 ms of work on one core.
  public static let standard = BirthBudget(perSecond: 1_000_000, most: 200_000)
}

/// A budget being spent: one per host, shared by every layer it steps.
final class BirthAllowance {
  let budget: BirthBudget
  /// Births left; whole ones may be spent.
  private(set) var left: Double

  init(_ budget: BirthBudget) {
    self.budget = budget
    left = budget.most
  }

  /// Adds what `seconds` of the host's clock bring, up to the bucket's size.
  func refill(seconds: Double) {
    guard seconds > 0 else { return }
    left = min(budget.most, left + seconds * budget.perSecond)
  }

  /// Takes one birth (the caller has checked `isSpent`).
  @inline(__always)
  func spend() { left -= 1 }

  /// Whether no whole birth is left.
  @inline(__always)
  var isSpent: Bool { left < 1 }
}
