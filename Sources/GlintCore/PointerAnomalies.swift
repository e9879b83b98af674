/// Counts of pointer events the host could not apply as they came. None of them is fatal: each is
/// ignored or repaired as its doc comment says, and counted here so tests and tools can see it.
public struct PointerAnomalies: Hashable, Sendable {
  /// moved, stationary, ended or cancelled for an id with no pointer (never began, refused at
  /// the pointer limit, or ended long enough ago that its particles are gone): ignored.
  public var unknownPointer = 0
  /// moved, stationary, ended or cancelled for an id whose pointer has already ended while its
  /// particles still live (for example cancelled after ended): ignored.
  public var afterEnd = 0
  /// began for an id that is still live: the old pointer ends (its particles finish as after
  /// ended) and a new pointer begins, as if the ended event had been lost.
  public var duplicateBegan = 0
  /// An event stamped earlier than the host's clock: applied at the host's time instead.
  public var lateEvents = 0
  /// An event with a non-finite time or location: ignored.
  public var invalidEvents = 0
  /// began while `maxPointers` pointers are live: ignored.
  public var overLimit = 0

  public init() {}

  /// Every anomaly together.
  public var total: Int {
    unknownPointer + afterEnd + duplicateBegan + lateEvents + invalidEvents + overLimit
  }
}
