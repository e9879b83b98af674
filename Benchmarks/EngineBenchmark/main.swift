// Engine throughput: simulated particle updates per second (a step, plus the pack a frame needs
// before drawing) at 10k, 100k and 1M live particles on one core, heap allocations per step, and
// the same arithmetic as a plain C structure-of-arrays loop (CBenchYardstick) as the yardstick.
import CAllocationCounter
import CBenchYardstick
@_spi(Benchmarks) import GlintCore

#if canImport(Glibc)
  import Glibc
#endif

/// The benchmark's cell: a point emitter throwing a full sphere of particles that live 1–3 s.
func makeCell() -> EmitterCell {
  EmitterCell {
    $0.name = "bench"
    $0.contents = "spark"
    $0.lifetime = 2
    $0.lifetimeRange = 2
    $0.velocity = 100
    $0.velocityRange = 50
    $0.emissionRange = 2 * .pi
    $0.scale = 1
    $0.scaleRange = 0.5
    $0.scaleSpeed = -0.2
    $0.spin = 1
    $0.spinRange = 2
    $0.yAcceleration = 50
    $0.color = Color(red: 0.9, green: 0.6, blue: 0.3, alpha: 1)
    $0.alphaSpeed = -0.3
    $0.redSpeed = 0.1
  }
}

func yardstickCell(_ c: EmitterCell) -> ys_cell {
  ys_cell(
    lifetime: c.lifetime, lifetime_range: c.lifetimeRange, velocity: c.velocity,
    velocity_range: c.velocityRange, emission_range: c.emissionRange, scale: c.scale,
    scale_range: c.scaleRange, scale_speed: c.scaleSpeed, spin: c.spin, spin_range: c.spinRange,
    red: c.color.red, green: c.color.green, blue: c.color.blue, alpha: c.color.alpha,
    red_speed: c.redSpeed, green_speed: c.greenSpeed, blue_speed: c.blueSpeed,
    alpha_speed: c.alphaSpeed, x_acceleration: c.xAcceleration, y_acceleration: c.yAcceleration,
    inverse_contents_scale: 1 / c.contentsScale)
}

struct Figures {
  var updatesPerSecond: Double
  var allocationsPerStep: Double
  var meanLive: Double
  /// Growths of particle storage and of the instance buffer over the measured frames.
  var growths = 0
}

let fps = 60.0

/// Steps a prewarmed layer and packs it every frame for about `budget` particle updates. A full
/// layer has room for `live` and is born twice as fast as that fills it, so half its births are
/// dropped at their instants every step.
func measureEngine(
  live: Int, mode: RenderMode, budget: Double, full: Bool = false, animated: Bool = false,
  waves: Bool = false,
  dress: (EmitterCell) -> Void = { _ in }, dressLayer: (EmitterLayer) -> Void = { _ in },
  everyFrame: (EmitterLayer, Int) -> Void = { _, _ in }
) -> Figures {
  let layer = EmitterLayer(capacity: full ? live : live * 2)
  layer.renderMode = mode
  layer.emitterPosition = Point(x: 400, y: 300)
  layer.emitterCells = [makeCell()]
  layer.emitterCells[0].birthRate = Float(live) / (full ? 1 : 2)
  dress(layer.emitterCells[0])
  dressLayer(layer)
  if animated { animate(layer) }
  if waves { emitInWaves(layer.emitterCells[0], live: live) }
  layer.start(at: 0)
  layer.prewarm(seconds: 3.5)
  let buffer = InstanceBuffer(capacity: live * 2)
  var t = 0.0
  for frame in 0..<10 {  // settle: the pools and the buffer reach their size
    t += 1 / fps
    everyFrame(layer, frame)
    layer.step(to: t)
    buffer.fill(from: [layer])
  }
  let frames = max(10, Int(budget / Double(live)))
  let layers = [layer]
  let mallocs = glint_allocations()
  let growths = layer.storageGrowths + buffer.growths
  var updates = 0
  let start = benchmarkClock()
  for frame in 0..<frames {
    t += 1 / fps
    everyFrame(layer, frame)
    layer.step(to: t)
    buffer.fill(from: layers)
    updates += buffer.count
  }
  let seconds = benchmarkClock() - start
  let allocated = glint_allocations() - mallocs
  return Figures(
    updatesPerSecond: Double(updates) / seconds,
    allocationsPerStep: Double(allocated) / Double(frames), meanLive: Double(updates) / Double(frames),
    growths: layer.storageGrowths + buffer.growths - growths)
}

/// Three animations that run for ever: the emitter along an ellipse, the cell's birth rate
/// swinging ±50% around its own (so the population stays the same), and the cell's colour.
func animate(_ layer: EmitterLayer) {
  let orbit = KeyframeAnimation(keyPath: "emitterPosition")
  orbit.path = Path(ellipseIn: Rect(x: 200, y: 200, width: 400, height: 200))
  orbit.calculationMode = .paced
  orbit.duration = 3
  orbit.repeatCount = .infinity
  let rate = Double(layer.emitterCells[0].birthRate)
  let swing = BasicAnimation(keyPath: "emitterCells.bench.birthRate")
  swing.fromValue = .number(rate * 0.5)
  swing.toValue = .number(rate * 1.5)
  swing.duration = 0.5
  swing.autoreverses = true
  swing.repeatCount = .infinity
  let tint = BasicAnimation(keyPath: "emitterCells.bench.color")
  tint.toValue = .color(Color(red: 0.3, green: 0.6, blue: 0.9, alpha: 1))
  tint.duration = 2
  tint.autoreverses = true
  tint.repeatCount = .infinity
  for (key, animation) in [("orbit", orbit), ("swing", swing), ("tint", tint)] as [(String, Animation)] {
    do { try layer.add(animation, forKey: key) } catch { fatalError("\(error)") }
  }
}

/// The same mean birth rate (live / 2 per second) in waves every 0.01 s of live / 100 attempts,
/// each happening with a chance of 0.5, under a cell cap of 90% of `live`, so the cap drops
/// births at their instants every step.
func emitInWaves(_ cell: EmitterCell, live: Int) {
  cell.waveInterval = 0.01
  cell.particlesPerWave = live / 100
  cell.spawnChance = 0.5
  cell.maxParticles = live * 9 / 10
}

/// The same frames in plain C.
func measureYardstick(live: Int, budget: Double) -> Figures {
  var cell = yardstickCell(makeCell())
  let pool = ys_pool_create(Int32(live * 2))!
  defer { ys_pool_destroy(pool) }
  let out = UnsafeMutablePointer<ys_instance>.allocate(capacity: live * 2)
  defer { out.deallocate() }
  let rate = Double(live) / 2
  var emitted = 0.0
  var t = -3.5
  while t < 0 {
    ys_retire(pool, t + 0.25)
    ys_emit(pool, &cell, t, t + 0.25, rate, &emitted, 1, 400, 300)
    t += 0.25
  }
  t = 0
  let frames = max(10, Int(budget / Double(live)))
  var updates = 0
  let start = benchmarkClock()
  for _ in 0..<frames {
    let next = t + 1 / fps
    ys_retire(pool, next)
    ys_emit(pool, &cell, t, next, rate, &emitted, 1, 400, 300)
    t = next
    ys_pack(pool, &cell, t, out)
    updates += Int(pool.pointee.count)
  }
  let seconds = benchmarkClock() - start
  return Figures(
    updatesPerSecond: Double(updates) / seconds, allocationsPerStep: 0,
    meanLive: Double(updates) / Double(frames))
}

func millions(_ x: Double) -> String {
  let m = (x / 1e4).rounded() / 100
  return "\(m) M/s"
}

/// Fireworks-like nesting: invisible rockets each trailing sparks; heap allocations per step.
func measureNestedAllocations() -> Double {
  let spark = EmitterCell {
    $0.name = "spark"
    $0.contents = "spark"
    $0.birthRate = 200
    $0.lifetime = 0.5
    $0.velocity = 30
    $0.emissionRange = .pi
  }
  let layer = EmitterLayer()
  layer.emitterCells = [
    EmitterCell {
      $0.name = "rocket"
      $0.birthRate = 20
      $0.lifetime = 1
      $0.velocity = 200
      $0.emissionRange = 1
      $0.emitterCells = [spark]
    }
  ]
  layer.start(at: 0)
  layer.prewarm(seconds: 2)
  // Key paths looked up once, written every step (as an animation does).
  let sparkRate = try? layer.resolveKeyPath("emitterCells.rocket.emitterCells.spark.birthRate")
  let y = try? layer.resolveKeyPath("emitterPosition.y")
  let buffer = InstanceBuffer()
  let layers = [layer]
  var t = 0.0
  func frame() {
    t += 1 / fps
    layer.emitterPosition.x += 1
    layer.emitterCells[0].velocity = 200 + Float(t)
    try? sparkRate?.setValue(.number(200 + t))
    try? y?.setValue(.number(t))
    layer.step(to: t)
    buffer.fill(from: layers)
  }
  for _ in 0..<60 { frame() }
  let mallocs = glint_allocations()
  let frames = 300
  for _ in 0..<frames { frame() }
  return Double(glint_allocations() - mallocs) / Double(frames)
}

/// Many small layers (a busy multi-touch host): the per-layer cost of a step and a pack, the
/// layers stepped as one batch (`EmitterLayer.step(_:to:)`, on every core the threads allow).
func measureManyLayers(count: Int, oneThread: Bool = false) -> Figures {
  let layers = (0..<count).map { i -> EmitterLayer in
    let layer = EmitterLayer()
    layer.stepsOnOneThread = oneThread
    layer.seed = UInt32(i)
    layer.emitterShape = .circle
    layer.emitterMode = .outline
    layer.emitterSize = Size(width: 25, height: 0)
    layer.renderMode = .additive
    layer.emitterCells = [
      EmitterCell {
        $0.contents = "spark"
        $0.birthRate = 250
        $0.lifetime = 0.25
        $0.lifetimeRange = 0.0875
        $0.velocity = 180
        $0.velocityRange = 130
        $0.emissionLongitude = .pi
        $0.emissionRange = 1.1
        $0.scaleSpeed = 1
      }
    ]
    layer.start(at: 0)
    return layer
  }
  let buffer = InstanceBuffer()
  var t = 0.0
  for _ in 0..<60 {
    t += 1 / fps
    for layer in layers { layer.step(to: t) }
    buffer.fill(from: layers)
  }
  let mallocs = glint_allocations()
  let frames = 300
  var updates = 0
  let start = benchmarkClock()
  for _ in 0..<frames {
    t += 1 / fps
    for (i, layer) in layers.enumerated() {
      layer.emitterPosition = Point(x: Float(i) + Float(t) * 100, y: 300)
    }
    EmitterLayer.step(layers, to: t)
    buffer.fill(from: layers)
    updates += buffer.count
  }
  let seconds = benchmarkClock() - start
  return Figures(
    updatesPerSecond: Double(updates) / seconds,
    allocationsPerStep: Double(glint_allocations() - mallocs) / Double(frames),
    meanLive: Double(updates) / Double(frames))
}

printOnlyThreadCostsIfAsked()
// Every other figure is one core's: the engine's parts stay on the measuring thread.
setenv("GLINT_THREADS", "1", 1)
printOnlyMotionCostsIfAsked()
printOnlyFieldCostsIfAsked()
printOnlyEventCostsIfAsked()
printOnlyLooksCostsIfAsked()
printOnlyAddedBehaviourCostsIfAsked()
printOnlyHostedViewCostsIfAsked()
printOnlyEffectAllocationsIfAsked()
print("glint engine benchmark: one core, \(Int(fps)) steps/s, step + pack per frame")
print("(particles live 1–3 s; about 1/120 of them are born and retire each step;")
print(" engine and C alternate for 3 rounds per size, best round of each; time is thread CPU time)")
/// Sizes to run: the arguments, or 10k, 100k and 1M.
let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
for live in sizes.isEmpty ? [10_000, 100_000, 1_000_000] : sizes {
  let budget = 20_000_000.0
  var swift = Figures(updatesPerSecond: 0, allocationsPerStep: 0, meanLive: 0)
  var c = swift
  for _ in 0..<3 {
    let s = measureEngine(live: live, mode: .additive, budget: budget)
    if s.updatesPerSecond > swift.updatesPerSecond { swift = s }
    swift.allocationsPerStep = max(swift.allocationsPerStep, s.allocationsPerStep)
    swift.growths = max(swift.growths, s.growths)
    let y = measureYardstick(live: live, budget: budget)
    if y.updatesPerSecond > c.updatesPerSecond { c = y }
  }
  let ratio = (swift.updatesPerSecond / c.updatesPerSecond * 100).rounded() / 100
  print(
    "\(live) live (mean \(Int(swift.meanLive))): engine \(millions(swift.updatesPerSecond)), "
      + "C yardstick \(millions(c.updatesPerSecond)), ratio \(ratio)x, "
      + "heap allocations per step \(swift.allocationsPerStep), storage growths \(swift.growths)")
}
for mode in [RenderMode.oldestFirst, .backToFront] where sizes.isEmpty {
  let swift = measureEngine(live: 100_000, mode: mode, budget: 20_000_000)
  print(
    "100000 live, \(mode) (sorted pack): engine \(millions(swift.updatesPerSecond)), "
      + "heap allocations per step \(swift.allocationsPerStep)")
}
if sizes.isEmpty {
  var best = Figures(updatesPerSecond: 0, allocationsPerStep: 0, meanLive: 0)
  for _ in 0..<3 {
    let s = measureEngine(live: 100_000, mode: .additive, budget: 20_000_000, animated: true)
    if s.updatesPerSecond > best.updatesPerSecond { best = s }
    best.allocationsPerStep = max(best.allocationsPerStep, s.allocationsPerStep)
  }
  print(
    "100000 live with 3 animations (path, birth rate, colour; mean \(Int(best.meanLive))): engine "
      + "\(millions(best.updatesPerSecond)), heap allocations per step \(best.allocationsPerStep)")
}
do {
  let full = measureEngine(live: 100_000, mode: .additive, budget: 20_000_000, full: true)
  print(
    "100000 live at capacity (half the births dropped): engine \(millions(full.updatesPerSecond)), "
      + "heap allocations per step \(full.allocationsPerStep)")
}
do {
  var best = Figures(updatesPerSecond: 0, allocationsPerStep: 0, meanLive: 0)
  for _ in 0..<3 {
    let s = measureEngine(live: 100_000, mode: .additive, budget: 20_000_000, waves: true)
    if s.updatesPerSecond > best.updatesPerSecond { best = s }
    best.allocationsPerStep = max(best.allocationsPerStep, s.allocationsPerStep)
  }
  print(
    "100000 live in waves (100 a second, spawn chance 0.5, cell cap 90000; mean \(Int(best.meanLive))): "
      + "engine \(millions(best.updatesPerSecond)), heap allocations per step \(best.allocationsPerStep)")
}
do {
  print(
    "nested cells (rockets trailing sparks, cell values changed every step, directly and by key path): "
      + "heap allocations per step \(measureNestedAllocations())")
}
printAdversarialFiles()
if sizes.isEmpty { printEffectAllocations() }
do {
  let many = measureManyLayers(count: 256)
  print(
    "256 seed-sparkle layers (mean \(Int(many.meanLive)) live): engine "
      + "\(millions(many.updatesPerSecond)), heap allocations per frame \(many.allocationsPerStep)")
}
if sizes.isEmpty { printHostedViewCosts() }
if sizes.isEmpty { printMotionCosts() }
if sizes.isEmpty { printLooksCosts() }
