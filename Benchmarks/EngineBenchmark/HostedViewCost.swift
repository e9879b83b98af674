import CAllocationCounter
import CBenchYardstick
import GlintCore
import GlintUIKit

#if canImport(Glibc)
  import Glibc
#endif

/// One emitter under the finger, written as an iOS view (hosted by GlintUIKit) and as an
/// `Effect`: the same cell, so the figures differ only by what hosting costs.
final class HeldEmitterView: UIView {
  var emitter: CAEmitterLayer?
  /// Particles alive at once, about.
  var live: Float = 10_000

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    let layer = CAEmitterLayer()
    layer.emitterPosition = point
    layer.renderMode = .additive
    let cell = CAEmitterCell()
    cell.birthRate = live / 2
    cell.lifetime = 2
    cell.velocity = 120
    cell.emissionRange = .pi * 2
    cell.contents = UIImage(named: "spark")?.cgImage
    layer.emitterCells = [cell]
    self.layer.addSublayer(layer)
    emitter = layer
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    emitter?.emitterPosition = point
  }
}

struct HeldEmitterViewEffect: ViewEffect {
  let live: Float
  var info: EffectInfo { EffectInfo(id: "held-emitter-view", name: "Held emitter view", summary: "") }
  func makeRoot() -> UIResponder {
    let view = HeldEmitterView()
    view.live = live
    return view
  }
}

struct HeldEmitterEffect: Effect {
  let live: Float
  var info: EffectInfo { EffectInfo(id: "held-emitter", name: "Held emitter", summary: "") }
  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    let layer = EmitterLayer()
    layer.renderMode = .additive
    layer.emitterCells = [
      EmitterCell {
        $0.birthRate = live / 2
        $0.lifetime = 2
        $0.velocity = 120
        $0.emissionRange = .pi * 2
        $0.contents = "spark"
      }
    ]
    return [layer]
  }
}

/// A pointer held and moving for 3 s, then `frames` more measured: per frame the move, the
/// host's step and the pack. Returns particle updates a second and heap allocations a frame.
func measureHosted(_ effect: any Effect, frames: Int = 300) -> Figures {
  let host = PointerHost(effect: effect, seed: 1)
  host.canvas = Rect(x: 0, y: 0, width: 800, height: 600)
  host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 400, y: 300), time: 0))
  let buffer = InstanceBuffer()
  var frame = 0
  func step() {
    frame += 1
    let t = Double(frame) / fps
    host.handle(
      PointerEvent(id: 1, phase: .moved, location: Point(x: 400 + Float(frame % 100), y: 300), time: t))
    host.advance(to: t)
    buffer.fill(from: host.layers)
  }
  for _ in 0..<Int(3 * fps) { step() }
  let mallocs = glint_allocations()
  var updates = 0
  let start = ys_thread_cpu_now()
  for _ in 0..<frames {
    step()
    updates += buffer.count
  }
  let seconds = ys_thread_cpu_now() - start
  return Figures(
    updatesPerSecond: Double(updates) / seconds,
    allocationsPerStep: Double(glint_allocations() - mallocs) / Double(frames),
    meanLive: Double(updates) / Double(frames))
}

/// `glint-bench-engine hosted` prints only the hosted view's figures.
func printOnlyHostedViewCostsIfAsked() {
  guard CommandLine.arguments.dropFirst().first == "hosted" else { return }
  printHostedViewCosts()
  exit(0)
}

/// The hosted view beside the same effect written with `Effect`, best of three rounds each.
func printHostedViewCosts() {
  for live in [1_000, 10_000, 100_000] {
    var view = Figures(updatesPerSecond: 0, allocationsPerStep: 0, meanLive: 0)
    var plain = view
    for _ in 0..<3 {
      let v = measureHosted(HeldEmitterViewEffect(live: Float(live)))
      if v.updatesPerSecond > view.updatesPerSecond { view = v }
      let p = measureHosted(HeldEmitterEffect(live: Float(live)))
      if p.updatesPerSecond > plain.updatesPerSecond { plain = p }
    }
    let ratio = (view.updatesPerSecond / plain.updatesPerSecond * 100).rounded() / 100
    print(
      "\(live) live under a moving pointer (mean \(Int(view.meanLive))): hosted iOS view "
        + "\(millions(view.updatesPerSecond)), Effect \(millions(plain.updatesPerSecond)), ratio \(ratio)x; "
        + "heap allocations per frame \(view.allocationsPerStep) and \(plain.allocationsPerStep)")
  }
}
