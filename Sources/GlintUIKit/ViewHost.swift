import Foundation
import GlintCore

/// One hosted view or view controller on one canvas: its window, its clock, its timers, its
/// random sequence and its touches. The host keeps it in the canvas layer it hides in
/// (`ViewHostLayer`), so each canvas has its own and every copy of the effect finds it.
///
/// It belongs to the thread that steps the host, which finds it as `HostContext.current` while
/// it calls into the view.
final class ViewHost {
  let window: UIWindow
  let random: EffectRandom
  /// The host's time as the view's code sees it (`CACurrentMediaTime()`).
  var now: Double
  private(set) var root: UIResponder?
  private let layerSeedBase: UInt64
  private var layersStarted: UInt64 = 0
  private var pending: [Timer] = []
  private var scheduled: UInt64 = 0
  /// Each live pointer's touch, with the one-touch set and the event it arrives in (kept, so a
  /// move makes nothing new).
  private var touches: [Int: (touch: UITouch, set: Set<UITouch>, event: UIEvent)] = [:]
  private(set) var emitters: [CAEmitterLayer] = []
  /// The emitters found by the latest search of the tree (reused storage).
  private var found: [CAEmitterLayer] = []

  init(bounds: Rect, random: EffectRandom, time: Double) {
    window = UIWindow(frame: CGRect(bounds))
    self.random = random
    layerSeedBase = random.next()
    now = time
  }

  /// Runs `body` as the view's code at `time`: the clock reads it, then views whose size changed
  /// lay themselves out.
  func run<Result>(at time: Double, _ body: () -> Result) -> Result {
    now = max(now, time)
    return HostContext.with(self) {
      let result = body()
      window.layoutIfNeeded()
      return result
    }
  }

  /// Makes the root, puts it on the window and runs its life cycle, as a storyboard would.
  func install(_ make: () -> UIResponder) {
    run(at: now) {
      let made = make()
      root = made
      if let controller = made as? UIViewController {
        let view: UIView = controller.view
        view.frame = window.bounds
        controller.viewWillAppear(false)
        window.addSubview(view)
        window.layoutIfNeeded()
        controller.viewDidAppear(false)
      } else if let view = made as? UIView {
        view.awakeFromNib()
        view.frame = window.bounds
        window.addSubview(view)
      }
    }
  }

  /// The canvas changed size: the window and the root view follow it.
  func resize(to bounds: Rect, at time: Double) {
    run(at: time) {
      window.frame = CGRect(bounds)
      rootView?.frame = window.bounds
    }
  }

  private var rootView: UIView? { (root as? UIViewController)?.view ?? root as? UIView }

  // MARK: Touches

  /// Delivers a pointer's event to the view under it (or the one its touch began on).
  func touch(_ pointer: PointerTrack, phase: UITouch.Phase) {
    runTimers(to: pointer.time)
    run(at: pointer.time) {
      let entry = touches[pointer.id] ?? Self.newTouch()
      touches[pointer.id] = entry
      let (touch, set, event) = entry
      touch.previousPoint = phase == .began ? CGPoint(pointer.location) : touch.point
      touch.point = CGPoint(pointer.location)
      touch.phase = phase
      touch.timestamp = pointer.time
      touch.window = window
      event.timestamp = pointer.time
      if phase == .began { touch.view = window.hitTest(touch.point, with: nil) ?? rootView }
      guard let view = touch.view else { return }
      switch phase {
      case .began: view.touchesBegan(set, with: event)
      case .moved, .stationary: view.touchesMoved(set, with: event)
      case .ended: view.touchesEnded(set, with: event)
      case .cancelled: view.touchesCancelled(set, with: event)
      }
      if phase == .ended || phase == .cancelled { touches[pointer.id] = nil }
    }
    settle()
  }

  private static func newTouch() -> (touch: UITouch, set: Set<UITouch>, event: UIEvent) {
    let touch = UITouch()
    let set: Set<UITouch> = [touch]
    return (touch, set, UIEvent(timestamp: 0, touches: set))
  }

  /// Calls an action (a selector) of the root, as a button wired to it would.
  func perform(_ selector: Selector, at time: Double) -> Bool {
    runTimers(to: time)
    let done = run(at: time) { (root as? SelectorTarget)?.perform(selector, with: nil) ?? false }
    settle()
    return done
  }

  // MARK: The clock

  func schedule(_ timer: Timer) {
    scheduled &+= 1
    timer.serial = scheduled
    pending.append(timer)
  }

  func schedule(at time: Double, _ work: @escaping () -> Void) {
    let timer = Timer(timeInterval: 1, repeats: false) { _ in work() }
    timer.fireAt = time
    schedule(timer)
  }

  /// Fires, in time order, every timer due up to `end`, each at its instant: the emitters step
  /// to it first, so what the timer changes applies from then on.
  func runTimers(to end: Double) {
    var fired = 0
    while fired < Self.maxFiringsPerStep, let timer = nextDue(before: end) {
      fired += 1
      for layer in emitters where layer.startedAt != nil { layer.emitter.step(to: timer.fireAt) }
      run(at: timer.fireAt) { timer.fire() }
      if timer.repeats && timer.isValid {
        timer.fireAt += timer.timeInterval
        schedule(timer)
      }
      settle()
    }
    now = max(now, end)
  }

  /// A bound on the timers one step fires, so a runaway timer cannot stall the host.
  static let maxFiringsPerStep = 10_000

  private func nextDue(before end: Double) -> Timer? {
    guard !pending.isEmpty else { return nil }
    if pending.contains(where: { !$0.isValid }) { pending.removeAll { !$0.isValid } }
    guard
      let index = pending.indices.min(by: {
        (pending[$0].fireAt, pending[$0].serial) < (pending[$1].fireAt, pending[$1].serial)
      }), pending[index].fireAt <= end
    else { return nil }
    return pending.remove(at: index)
  }

  // MARK: Emitters

  /// After the view's code ran: new emitters start, and every emitter takes what the code changed
  /// from this instant (a zero-length step), as Core Animation applies a property when it is set;
  /// an emitter moved by code jumps, as on iOS, rather than sweeping births along the way.
  func settle() {
    startNewEmitters()
    // A layer behind `now` takes the change in the host's next step, which begins here anyway.
    for layer in emitters where layer.emitter.hostTime >= now { layer.emitter.step(to: now) }
  }

  /// Finds the emitter layers now in the window's tree; each new one is seeded from the canvas's
  /// sequence and started now.
  func startNewEmitters() {
    found.removeAll(keepingCapacity: true)
    window.layer.forEachLayer { layer in
      if let emitter = layer as? CAEmitterLayer { found.append(emitter) }
    }
    for layer in found where layer.startedAt == nil || layer.emitter.isRemoved {
      if layer.emitter.isRemoved { layer.revive() }
      layersStarted &+= 1
      let mixed = splitMix(layerSeedBase &+ layersStarted)
      layer.emitter.seed = UInt32(truncatingIfNeeded: mixed) ^ layer.seed
      layer.emitter.start(at: now)
      layer.startedAt = now
    }
    if found.count != emitters.count || zip(found, emitters).contains(where: { $0 !== $1 }) {
      emitters = found
    }
  }

  /// The canvas's layers: the one that carries this host, then every emitter of the tree.
  func canvasLayers(anchor: EmitterLayer) -> [EmitterLayer] {
    [anchor] + emitters.map(\.emitter)
  }

  /// Whether `layers` are already `canvasLayers(anchor:)`: checked each step so that a steady
  /// step makes no new array.
  func matches(_ layers: [EmitterLayer]) -> Bool {
    guard layers.count == emitters.count + 1 else { return false }
    for (index, layer) in emitters.enumerated() where layers[index + 1] !== layer.emitter { return false }
    return true
  }
}

/// SplitMix64's finaliser: spreads a counter over 64 bits.
func splitMix(_ value: UInt64) -> UInt64 {
  var z = value &+ 0x9E37_79B9_7F4A_7C15
  z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
  z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
  return z ^ (z >> 31)
}

/// The canvas layer that carries a hosted view: it has no cells, so it draws nothing.
final class ViewHostLayer: EmitterLayer {
  let host: ViewHost
  init(host: ViewHost) {
    self.host = host
    super.init(capacity: 1)
  }
}
