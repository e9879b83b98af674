import CAllocationCounter
@_spi(Benchmarks) import GlintCore

#if canImport(Glibc)
  import Glibc
#endif

/// `glint-bench-engine events` prints only the costs of collisions and sub-emitters.
func printOnlyEventCostsIfAsked() {
  guard CommandLine.arguments.dropFirst().first == "events" else { return }
  printEventCosts()
  exit(0)
}

/// 16 shapes round the benchmark's emitter (400, 300), where its particles fly (100 ± 50 pt/s
/// for 1–3 s): 6 segments, 5 circles and 5 rectangles.
let sixteenShapes: [Collider] =
  (0..<6).map { k in
    let a = Float(k) * .pi / 3
    let (c, s) = (cos(a), sin(a))
    return .segment(
      from: Point(x: 400 + 150 * c - 60 * s, y: 300 + 150 * s + 60 * c),
      to: Point(x: 400 + 150 * c + 60 * s, y: 300 + 150 * s - 60 * c))
  }
  + (0..<5).map { k in
    let a = Float(k) * 2 * .pi / 5 + 0.3
    return .circle(center: Point(x: 400 + 80 * cos(a), y: 300 + 80 * sin(a)), radius: 12)
  }
  + (0..<5).map { k in
    let a = Float(k) * 2 * .pi / 5 + 0.9
    return .rectangle(Rect(x: 400 + 220 * cos(a) - 20, y: 300 + 220 * sin(a) - 10, width: 40, height: 20))
  }

/// The flash a death emits in the sub-emitter case, and which the reference case emits from the
/// layer at the same rate instead: the new particles' own cost.
func makeFlash() -> EmitterCell {
  EmitterCell {
    $0.name = "flash"
    $0.contents = "spark"
    $0.lifetime = 0.1
    $0.velocity = 40
    $0.emissionRange = 2 * .pi
  }
}

/// The benchmark's plain cell at 100k live beside a second top-level cell of flashes born at its
/// death rate (50,000 a second): the cost of the same new particles without events.
func measurePlainWithFlashes() -> Figures {
  let layer = EmitterLayer(capacity: 200_000)
  layer.emitterPosition = Point(x: 400, y: 300)
  let plain = makeCell()
  plain.birthRate = 50_000
  let flash = makeFlash()
  flash.birthRate = 50_000
  layer.emitterCells = [plain, flash]
  layer.start(at: 0)
  layer.prewarm(seconds: 3.5)
  let buffer = InstanceBuffer(capacity: 200_000)
  var t = 0.0
  for _ in 0..<10 {
    t += 1 / fps
    layer.step(to: t)
    buffer.fill(from: [layer])
  }
  let frames = 200
  let layers = [layer]
  let mallocs = glint_allocations()
  var updates = 0
  let start = benchmarkClock()
  for _ in 0..<frames {
    t += 1 / fps
    layer.step(to: t)
    buffer.fill(from: layers)
    updates += buffer.count
  }
  let seconds = benchmarkClock() - start
  return Figures(
    updatesPerSecond: Double(updates) / seconds,
    allocationsPerStep: Double(glint_allocations() - mallocs) / Double(frames),
    meanLive: Double(updates) / Double(frames))
}

/// The cost of collisions (16 shapes, bouncing) beside the integrated cell without them, and of
/// a sub-emitter on death beside the closed-form cell without one, at 100k live, per particle
/// update (a step and a pack) and per frame.
func printEventCosts() {
  let cases: [(String, (EmitterCell) -> Void)] = [
    ("integrated (radial + tangential)", dressIntegrated),
    (
      "integrated + collisions with 16 shapes (bounce, friction, lifetime loss)",
      {
        dressIntegrated($0)
        $0.collisionMode = .bounce
        $0.collisionRestitution = 0.7
        $0.collisionFriction = 0.1
        $0.collisionLifetimeLoss = 0.05
        $0.colliders = sixteenShapes
      }
    ),
    ("plain (closed form)", { _ in }),
    (
      "plain + sub-emitter on death (1 particle of a 0.1 s sub-cell per death)",
      {
        $0.emitterCells = [makeFlash()]
        $0.subEmitters = [SubEmitter(event: .death, cell: "flash", count: 1, inheritsColor: true)]
      }
    ),
  ]
  print("collisions and sub-emitters, 100000 live, best of 3 (step + pack):")
  var before = (update: 0.0, frame: 0.0)
  for (index, (name, dress)) in cases.enumerated() {
    var best = Figures(updatesPerSecond: 0, allocationsPerStep: 0, meanLive: 0)
    for _ in 0..<3 {
      let s = measureEngine(live: 100_000, mode: .additive, budget: 20_000_000, dress: dress)
      if s.updatesPerSecond > best.updatesPerSecond { best = s }
      best.allocationsPerStep = max(best.allocationsPerStep, s.allocationsPerStep)
    }
    let update = 1e9 / best.updatesPerSecond
    let frame = update * best.meanLive / 1e6
    let shown = "\((update * 10).rounded() / 10) ns per update, \((frame * 100).rounded() / 100) ms per frame"
    if index % 2 == 0 {
      before = (update, frame)
      print(
        "  \(name): \(shown) (mean live \(Int(best.meanLive))), heap allocations per step \(best.allocationsPerStep)"
      )
    } else {
      let perUpdate = (update / before.update * 100).rounded() / 100
      let perFrame = (frame / before.frame * 100).rounded() / 100
      print(
        "  \(name): \(shown) (mean live \(Int(best.meanLive))): \(perUpdate)x per update, \(perFrame)x per frame, "
          + "heap allocations per step \(best.allocationsPerStep)")
    }
  }
  printMovingObstacleCosts()
  var idle = Figures(updatesPerSecond: 0, allocationsPerStep: 0, meanLive: 0)
  for _ in 0..<3 {
    let s = measureEngine(live: 100_000, mode: .additive, budget: 20_000_000) {
      $0.emitterCells = [makeFlash()]
    }
    if s.updatesPerSecond > idle.updatesPerSecond { idle = s }
  }
  let idleFrame = 1e9 / idle.updatesPerSecond * idle.meanLive / 1e6
  print("  plain with the sub-cell but no sub-emitter: \((idleFrame * 100).rounded() / 100) ms per frame")
  var flashes = Figures(updatesPerSecond: 0, allocationsPerStep: 0, meanLive: 0)
  for _ in 0..<3 {
    let s = measurePlainWithFlashes()
    if s.updatesPerSecond > flashes.updatesPerSecond { flashes = s }
  }
  let frame = 1e9 / flashes.updatesPerSecond * flashes.meanLive / 1e6
  print(
    "  reference: plain + the same flashes from the layer (50,000 a second, no events): "
      + "\((frame * 100).rounded() / 100) ms per frame (mean live \(Int(flashes.meanLive))), "
      + "heap allocations per step \(flashes.allocationsPerStep)")
}

/// The 16 shapes as the layer's obstacles, moved by a point one way or the other every frame (a
/// host's views being dragged), beside 100k and 2k live particles: the collisions' cost with
/// their shapes built again each step (with their clearances where those pay,
/// `ColliderShapes.clearancePayback`).
func printMovingObstacleCosts() {
  let shifted = sixteenShapes.map { shape -> Collider in
    switch shape {
    case .segment(let a, let b):
      return .segment(from: Point(x: a.x + 1, y: a.y), to: Point(x: b.x + 1, y: b.y))
    case .circle(let c, let r): return .circle(center: Point(x: c.x + 1, y: c.y), radius: r)
    case .rectangle(let r): return .rectangle(Rect(x: r.x + 1, y: r.y, width: r.width, height: r.height))
    }
  }
  for live in [100_000, 2_000] {
    var best = Figures(updatesPerSecond: 0, allocationsPerStep: 0, meanLive: 0)
    for _ in 0..<3 {
      let s = measureEngine(
        live: live, mode: .additive, budget: 20_000_000,
        dress: {
          dressIntegrated($0)
          $0.collisionMode = .bounce
          $0.collisionRestitution = 0.7
        },
        everyFrame: { layer, frame in layer.obstacles = frame % 2 == 0 ? shifted : sixteenShapes })
      if s.updatesPerSecond > best.updatesPerSecond { best = s }
      best.allocationsPerStep = max(best.allocationsPerStep, s.allocationsPerStep)
    }
    let update = 1e9 / best.updatesPerSecond
    print(
      "  integrated + the 16 shapes as obstacles moving every frame (bounce), \(live) live: "
        + "\((update * 10).rounded() / 10) ns per update, "
        + "\((update * best.meanLive / 1e4).rounded() / 100) ms per frame (mean live \(Int(best.meanLive))), "
        + "heap allocations per step \(best.allocationsPerStep)")
  }
}
