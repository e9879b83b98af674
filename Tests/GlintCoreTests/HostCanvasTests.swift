import Testing

@testable import GlintCore

/// Snow across the top edge of the canvas, written as iOS code writes it, and a glow under each
/// pointer. `keepsLayers` lays the snow out again in place instead of making it again.
struct CanvasSnowEffect: Effect {
  let info = EffectInfo(id: "canvas-snow", name: "Canvas snow", summary: "Snow over the canvas.")
  var keepsLayers = false

  func makeCanvasLayers(in bounds: Rect) -> [EmitterLayer] {
    let emitter = EmitterLayer()
    emitter.emitterPosition = Point(x: bounds.midX, y: -10)
    emitter.emitterSize = Size(width: bounds.width, height: 1)
    emitter.emitterShape = .line
    emitter.emitterCells = [
      EmitterCell {
        $0.birthRate = 400
        $0.lifetime = 20
        $0.velocity = 40
        $0.emissionLongitude = .pi  // the line emits up; turned half a turn, down
        $0.contents = "dot"
      }
    ]
    return [emitter]
  }

  func layoutCanvasLayers(_ layers: inout [EmitterLayer], in bounds: Rect) {
    guard keepsLayers else {
      layers = makeCanvasLayers(in: bounds)
      return
    }
    for emitter in layers {
      emitter.emitterPosition = Point(x: bounds.midX, y: -10)
      emitter.emitterSize = Size(width: bounds.width, height: 1)
    }
  }

  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    DotEffect().makeLayers(for: pointer)
  }
}

/// An effect whose second layer stays where the effect put it.
struct AnchoredEffect: Effect {
  let info = EffectInfo(id: "anchored", name: "Anchored", summary: "One layer follows, one stays.")

  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    let layers = DotEffect(layersPerPointer: 2).makeLayers(for: pointer)
    layers[1].followsPointer = false
    layers[1].emitterPosition = Point(x: 5, y: 5)
    return layers
  }
}

/// A canvas layer of a random colour, chosen from the canvas's random source (`arc4random`'s
/// replacement); the default layout makes it again.
struct RandomTintEffect: Effect {
  let info = EffectInfo(id: "random-tint", name: "Random tint", summary: "A canvas layer of a random colour.")

  func makeCanvasLayers(in bounds: Rect, random: EffectRandom) -> [EmitterLayer] {
    let emitter = EmitterLayer()
    emitter.emitterPosition = Point(x: bounds.midX, y: bounds.midY)
    let red = Float(random.uniform(1000)) / 1000
    emitter.emitterCells = [EmitterCell { $0.color = Color(red: red, green: 0, blue: 0) }]
    return [emitter]
  }

  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] { [] }
}

/// The x of every live particle.
func particleXs(_ layers: [EmitterLayer]) -> [Float] {
  var xs: [Float] = []
  for layer in layers { layer.forEachParticle { xs.append($0.x) } }
  return xs
}

extension PointerHost {
  /// Advances to `time` in steps of 1/60 s, as a window does.
  func run(to end: Double) {
    while time + 1.0 / 60 < end { advance(to: time + 1.0 / 60) }
    advance(to: end)
  }
}

@Suite struct HostCanvasTests {
  @Test(arguments: [Float(320), 1280]) func snowFallsAcrossTheWholeWidth(width: Float) throws {
    let host = PointerHost(effect: CanvasSnowEffect(), seed: 1)
    host.canvas = Rect(x: 0, y: 0, width: width, height: 240)
    host.run(to: 2)
    let xs = particleXs(host.canvasLayers)
    #expect(xs.count > 700)
    #expect(try #require(xs.min()) < width * 0.02)
    #expect(try #require(xs.max()) > width * 0.98)
    // Even across: each tenth of the width holds about a tenth of the flakes.
    for tenth in 0..<10 {
      let inside = xs.filter { Int($0 / width * 10) == tenth }.count
      #expect(
        abs(Double(inside) / Double(xs.count) - 0.1) < 0.04,
        "tenth \(tenth): \(inside) of \(xs.count) \(xs.min()!) \(xs.max()!)")
    }
  }

  @Test func noCanvasNoCanvasLayers() {
    let host = PointerHost(effect: CanvasSnowEffect(), seed: 1)
    host.advance(to: 1)
    #expect(host.canvasLayers.isEmpty && host.layers.isEmpty && host.particleCount == 0)
    let plain = PointerHost(effect: DotEffect(), seed: 1)
    plain.canvas = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(plain.canvasLayers.isEmpty && plain.layers.isEmpty)
  }

  @Test func canvasLayersComeFirstStepOnTheClockAndCount() {
    let host = PointerHost(effect: CanvasSnowEffect(), seed: 1, startTime: 3)
    host.canvas = Rect(x: 0, y: 0, width: 400, height: 300)
    host.handle(event(1, .began, 50, 50, 3.5))
    #expect(host.emitterCount == 2)
    #expect(host.layers[0] === host.canvasLayers[0])
    #expect(host.canvasLayers[0].time == 3.5)
    host.advance(to: 4)
    #expect(host.canvasLayers[0].time == 4)
    #expect(host.canvasLayers[0].birthCount == 400)
    #expect(host.birthCount == host.layers.reduce(0) { $0 + $1.birthCount })
    #expect(host.particleCount == host.layers.reduce(0) { $0 + $1.particleCount })
    // The canvas does not follow the pointer.
    host.handle(event(1, .moved, 300, 200, 4.1))
    #expect(host.canvasLayers[0].emitterPosition == Point(x: 200, y: -10))
  }

  @Test func aNewSizeMakesTheLayersAgainByDefault() throws {
    let host = PointerHost(effect: CanvasSnowEffect(), seed: 1)
    host.canvas = Rect(x: 0, y: 0, width: 200, height: 100)
    host.run(to: 1)
    let first = host.canvasLayers[0]
    let birthsBefore = host.birthCount
    host.canvas = Rect(x: 0, y: 0, width: 200, height: 100)
    #expect(host.canvasLayers[0] === first, "the same size lays nothing out")
    host.canvas = Rect(x: 0, y: 0, width: 800, height: 100)
    #expect(host.canvasLayers[0] !== first)
    #expect(host.canvasLayers[0].emitterSize == Size(width: 800, height: 1))
    #expect(host.canvasLayers[0].time == 1)
    #expect(host.birthCount == birthsBefore, "the births of the old layers still count")
    host.run(to: 2)
    #expect(try #require(particleXs(host.canvasLayers).max()) > 780)
  }

  @Test func aLayoutInPlaceKeepsTheParticles() throws {
    let host = PointerHost(effect: CanvasSnowEffect(keepsLayers: true), seed: 1)
    host.canvas = Rect(x: 0, y: 0, width: 200, height: 100)
    host.run(to: 1)
    let first = host.canvasLayers[0]
    let alive = host.particleCount
    host.canvas = Rect(x: 0, y: 0, width: 800, height: 100)
    #expect(host.canvasLayers[0] === first && host.particleCount == alive)
    #expect(first.emitterPosition == Point(x: 400, y: -10))
    host.run(to: 2)
    #expect(try #require(particleXs(host.canvasLayers).max()) > 780)
  }

  @Test func canvasLayersAreSeededFromTheHost() {
    func xs(seed: UInt32) -> [Float] {
      let host = PointerHost(effect: CanvasSnowEffect(), seed: seed)
      host.canvas = Rect(x: 0, y: 0, width: 300, height: 100)
      host.advance(to: 0.5)
      return particleXs(host.layers)
    }
    #expect(xs(seed: 4) == xs(seed: 4))
    #expect(xs(seed: 4) != xs(seed: 5))
  }

  @Test func canvasLayersChooseFromTheCanvasRandomSource() throws {
    func red(seed: UInt32, widths: [Float]) throws -> [Float] {
      let host = PointerHost(effect: RandomTintEffect(), seed: seed)
      return try widths.map { width in
        host.canvas = Rect(x: 0, y: 0, width: width, height: 100)
        return try #require(host.canvasLayers.first?.emitterCells.first).color.red
      }
    }
    let first = try red(seed: 4, widths: [100, 200, 300])
    #expect(first == (try red(seed: 4, widths: [100, 200, 300])), "the same seed chooses the same")
    #expect(Set(first).count == 3, "each layout draws afresh: \(first)")
    #expect(first != (try red(seed: 5, widths: [100, 200, 300])))
  }

  @Test func badCanvasesAreIgnored() {
    let host = PointerHost(effect: CanvasSnowEffect(), seed: 1)
    host.canvas = Rect(x: 0, y: 0, width: 100, height: 50)
    let layer = host.canvasLayers[0]
    for bad in [
      Rect(x: 0, y: 0, width: .nan, height: 1), Rect(x: 0, y: 0, width: -5, height: 1),
      Rect(x: .infinity, y: 0, width: 1, height: 1),
    ] {
      host.canvas = bad
      #expect(host.canvas == Rect(x: 0, y: 0, width: 100, height: 50))
      #expect(host.canvasLayers[0] === layer)
    }
    host.canvas = nil
    #expect(host.canvasLayers.isEmpty && host.layers.isEmpty)
  }

  @Test func aLayerCanStayWhereTheEffectPutIt() {
    let host = PointerHost(effect: AnchoredEffect(), seed: 1)
    host.handle(event(1, .began, 100, 100, 0))
    host.handle(event(1, .moved, 150, 120, 0.1))
    #expect(host.layers[0].emitterPosition == Point(x: 150, y: 120))
    #expect(host.layers[1].emitterPosition == Point(x: 5, y: 5))
  }

  @Test func rectHasCoreGraphicsNames() {
    let bounds = Rect(x: 10, y: 20, width: 300, height: 200)
    #expect(bounds.midX == 160 && bounds.midY == 120 && bounds.minX == 10 && bounds.maxX == 310)
    #expect(bounds.minY == 20 && bounds.maxY == 220 && bounds.size == Size(width: 300, height: 200))
    #expect(Rect(origin: bounds.origin, size: bounds.size) == bounds)
  }
}
