/// The phase of a pointer in its life, as UIKit's touch phases.
public enum PointerPhase: String, Sendable, CaseIterable, Codable {
  case began, moved, stationary, ended, cancelled

  /// Whether the pointer is gone after this phase.
  public var isFinal: Bool { self == .ended || self == .cancelled }
}

/// One input event: a cursor or touch with an id, a phase, a place and a time.
public struct PointerEvent: Hashable, Sendable {
  public var id: Int
  public var phase: PointerPhase
  /// Location in points, y down.
  public var location: Point
  /// Seconds on the simulation clock.
  public var time: Double

  public init(id: Int, phase: PointerPhase, location: Point, time: Double) {
    self.id = id
    self.phase = phase
    self.location = location
    self.time = time
  }
}
