import Foundation
import GlintCore

/// The hosted view whose code is running now: what `Timer`, `DispatchQueue`,
/// `CACurrentMediaTime()` and `arc4random` read, set by the host around every call it makes
/// into the view. A thread-specific slot, not a global (hosts on other threads do not see it) and
/// not a task-local (pushing one of those allocates, and the host calls in every frame).
enum HostContext {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The host running view code on this thread, if any.
  static var current: ViewHost? {
    guard let raw = pthread_getspecific(key) else { return nil }
    return Unmanaged<ViewHost>.fromOpaque(raw).takeUnretainedValue()
  }

  /// Runs `body` with `host` as `current` on this thread, then puts back the one before.
  static func with<Result>(_ host: ViewHost, _ body: () -> Result) -> Result {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(host).toOpaque())
    defer { pthread_setspecific(key, previous) }
    return withExtendedLifetime(host) { body() }
  }
}

/// The host's time now, in seconds (`beginTime` counts in it); 0 outside a hosted view.
public func CACurrentMediaTime() -> CFTimeInterval { HostContext.current?.now ?? 0 }

/// A method named at run time: Swift on Linux has no Objective-C runtime, so a class that
/// answers selectors lists its methods in `SelectorTarget.perform(_:with:)` (`glint port`
/// writes it).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  public let name: String
  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
  public var description: String { name }
}

/// An object that calls its own methods by selector (timers' targets, buttons' actions,
/// `perform(_:with:afterDelay:)`): each name, its parameters' labels dropped (`tick`, `fire`).
public protocol SelectorTarget: AnyObject {
  /// Calls the method `selector` names with `sender` when it takes one; false for a name it
  /// does not have.
  func perform(_ selector: Selector, with sender: Any?) -> Bool
}

/// Foundation's timer, run by the host's clock: it fires at exact instants of the host's time,
/// between the steps of the particles, so a port's timers are as deterministic as its
/// particles. A timer scheduled outside a hosted view never fires.
open class Timer {
  public let timeInterval: TimeInterval
  public let userInfo: Any?
  public var tolerance: TimeInterval = 0
  let repeats: Bool
  private var block: ((Timer) -> Void)?
  /// When it fires next, in the host's time.
  var fireAt: Double
  /// The order it was scheduled in, to fire timers due at one instant in that order.
  var serial: UInt64 = 0
  public private(set) var isValid = true

  public init(timeInterval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
    self.timeInterval = max(timeInterval, 1e-4)
    self.repeats = repeats
    self.block = block
    self.userInfo = nil
    fireAt = (HostContext.current?.now ?? 0) + self.timeInterval
  }

  public init(
    timeInterval: TimeInterval, target: AnyObject, selector: Selector, userInfo: Any?, repeats: Bool
  ) {
    self.timeInterval = max(timeInterval, 1e-4)
    self.repeats = repeats
    self.userInfo = userInfo
    fireAt = (HostContext.current?.now ?? 0) + self.timeInterval
    block = { [weak target] timer in _ = (target as? SelectorTarget)?.perform(selector, with: timer) }
  }

  @discardableResult
  open class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    HostContext.current?.schedule(timer)
    return timer
  }

  @discardableResult
  open class func scheduledTimer(
    timeInterval interval: TimeInterval, target: AnyObject, selector: Selector, userInfo: Any?, repeats: Bool
  ) -> Timer {
    let timer = Timer(
      timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
    HostContext.current?.schedule(timer)
    return timer
  }

  public var fireDate: Date { Date(timeIntervalSinceReferenceDate: fireAt) }

  /// Fires now, without changing its schedule (a non-repeating timer is then invalid).
  open func fire() {
    guard isValid else { return }
    block?(self)
    if !repeats { invalidate() }
  }

  open func invalidate() {
    isValid = false
    block = nil
  }
}

/// Dispatch's queue, as UI code uses it: work on the main queue (or any queue: a hosted view
/// has one thread) runs on the host's clock, `asyncAfter` at its deadline in the host's time.
public struct DispatchQueue: Sendable {
  public static let main = DispatchQueue()
  public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { main }

  public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
    HostContext.current?.schedule(at: deadline.seconds, work)
  }

  public func asyncAfter(wallDeadline: DispatchTime, execute work: @escaping () -> Void) {
    HostContext.current?.schedule(at: wallDeadline.seconds, work)
  }

  /// Runs `work` at the host's next step, as the main queue runs it after the current event.
  public func async(execute work: @escaping () -> Void) {
    HostContext.current?.schedule(at: HostContext.current?.now ?? 0, work)
  }

  public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}

/// A moment of the host's clock.
public struct DispatchTime: Comparable, Sendable {
  let seconds: Double
  public static func now() -> DispatchTime { DispatchTime(seconds: HostContext.current?.now ?? 0) }
  public static let distantFuture = DispatchTime(seconds: .infinity)
  public var uptimeNanoseconds: UInt64 { UInt64(max(seconds, 0) * 1e9) }
  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(seconds: time.seconds + seconds)
  }
  public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(seconds: time.seconds - seconds)
  }
  public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    DispatchTime(seconds: time.seconds + interval.seconds)
  }
  public static func < (left: DispatchTime, right: DispatchTime) -> Bool { left.seconds < right.seconds }
}

extension DispatchTimeInterval {
  var seconds: Double {
    switch self {
    case .seconds(let n): Double(n)
    case .milliseconds(let n): Double(n) / 1e3
    case .microseconds(let n): Double(n) / 1e6
    case .nanoseconds(let n): Double(n) / 1e9
    case .never: .infinity
    @unknown default: .infinity
    }
  }
}

/// The C library's random numbers, drawn from the hosted effect's seeded sequence (the host's
/// seed and the canvas), so the same seed gives the same choices.
public func arc4random() -> UInt32 { UInt32(truncatingIfNeeded: hostRandom().next()) }
public func arc4random_uniform(_ upperBound: UInt32) -> UInt32 { hostRandom().uniform(upperBound) }
public func drand48() -> Double { Double(hostRandom().next() >> 11) * 0x1p-53 }
/// Seeding is the host's: these keep the sequence the host's seed gives.
public func srand48(_ seed: Int) {}
public func arc4random_stir() {}

/// The hosted view's sequence, or a fixed one outside a host.
func hostRandom() -> EffectRandom { HostContext.current?.random ?? EffectRandom(seed: 0) }

extension RunLoop {
  /// A timer made with `Timer(timeInterval:repeats:block:)` runs on the host's clock once added,
  /// whatever the mode.
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    HostContext.current?.schedule(timer)
  }
}
