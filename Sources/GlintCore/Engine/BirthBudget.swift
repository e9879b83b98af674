/// How many births a pointer host's layers may attempt, all pointers, layers and levels of
/// nesting together: what bounds the cost of any effect, however its rates, waves and sub-cells
/// multiply.
///
/// The budget is a bucket on the host's clock: it holds at most `most` births, fills at
/// `perSecond` births a second of simulated time, and each birth that finds room takes one (a
/// miss of `spawnChance` included: it costs the same draw). A birth when the bucket is empty is
/// dropped and counted in `droppedBirths`, as a birth at a capacity is, and so is the rest of
/// what its emitter would give in that step, without work per dropped birth. It refills with
/// simulated time, not with steps, so an effect within it gives the same particles at any step
/// rate; one that meets it depends on how the steps fell, but still repeats exactly for the same
/// seed, events and steps.
///
/// The rest of a step's work is a pass over the live particles, once for each particle and once
/// more for each sub-cell of its cell (a sub-cell looks at every parent every step, whatever its
/// rate): that load, all layers together, is held to `mostLoad` the same way, counted at each
/// step's start (with every birth since added), so that however many pointers are down, a step
/// costs at most the bucket's births and a pass of `mostLoad`.
public struct BirthBudget: Sendable, Equatable {
  /// Births added per second of the host's clock.
  public var perSecond: Double
  /// The most births the bucket holds: the largest step's share.
  public var most: Double
  /// The most live particles the layers hold together, each counted once more for each sub-cell
  /// of its cell.
  public var mostLoad: Double

  /// All must be at least 0 (infinity is no limit).
  public init(perSecond: Double, most: Double, mostLoad: Double = .infinity) {
    precondition(
      perSecond >= 0 && most >= 0 && mostLoad >= 0, "a birth budget is at least 0 (and not NaN)")
    self.perSecond = perSecond
    self.most = most
    self.mostLoad = mostLoad
  }

  /// A million births a second with room for two full layers at once, and a load of 20 full
  /// layers without sub-cells: the shipped effects use under a thousandth of either, a release
  /// of a full layer (100,000) fits twice over, and a step stays within some 50 ms of work on one
  /// core.
  public static let standard = BirthBudget(perSecond: 1_000_000, most: 200_000, mostLoad: 2_000_000)
}

/// A budget being spent: one per host, shared by every layer it steps.
final class BirthAllowance {
  let budget: BirthBudget
  /// Births left; whole ones may be spent.
  private(set) var left: Double
  /// The load of the host's live particles as of the step's start, with the births since.
  private(set) var load: Double = 0

  init(_ budget: BirthBudget) {
    self.budget = budget
    left = budget.most
  }

  /// Adds what `seconds` of the host's clock bring, up to the bucket's size.
  func refill(seconds: Double) {
    guard seconds > 0 else { return }
    left = min(budget.most, left + seconds * budget.perSecond)
  }

  /// Sets the load at a step's start (the host's layers, counted).
  func recount(load: Double) { self.load = load }

  /// Takes one birth of a particle of `weight` (the caller has checked `allows`).
  @inline(__always)
  func spend(weight: Double) {
    left -= 1
    load += weight
  }

  /// Whether a birth of a particle of `weight` fits.
  @inline(__always)
  func allows(weight: Double) -> Bool { left >= 1 && load + weight <= budget.mostLoad }
}
