import Testing

@testable import GlintCore

/// Trails: points kept at fixed instants of a particle's age (or the layer's time), so the same
/// ribbon at any frame rate; where they lie (the particle's own path), how the least distance
/// thins them, and what hostile values become.
struct TrailTests {
  /// The ribbons of the layer's next frame, each one strip, in an order that does not depend on
  /// the order of the particles in the store (which deaths in other steps change).
  func ribbons(_ layer: EmitterLayer) -> [[RibbonVertex]] {
    let buffer = InstanceBuffer()
    buffer.fill(from: [layer])
    var strips: [[RibbonVertex]] = []
    for batch in buffer.batches where batch.isRibbon {
      let vertices = Array(buffer.ribbonVertices(batch))
      // Each strip starts and ends with a repeated vertex.
      var start = 0
      for k in 1..<vertices.count
      where k > start + 2 && vertices[k] == vertices[k - 1] && vertices[k].across == 1 {
        strips.append(Array(vertices[start...k]))
        start = k + 1
      }
    }
    return strips.sorted { ($0[0].x, $0[0].y) < ($1[0].x, $1[0].y) }
  }

  /// A cell whose particles leave 16-point trails.
  func trailLayer(integrated: Bool = false) -> EmitterLayer {
    Engine.layer { c in
      c.birthRate = 40
      c.lifetime = 1.5
      c.velocity = 120
      c.emissionRange = 2 * .pi
      c.yAcceleration = 90
      if integrated { c.drag = 1.5 }
      c.trail.points = 16
      c.trail.interval = 1.0 / 60
      c.trail.width = 6
      c.trail.endWidth = 1
      c.trail.endColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0)
    }
  }

  @Test(arguments: [false, true]) func theSameRibbonsAtAnyFrameRate(integrated: Bool) {
    var frames: [[[RibbonVertex]]] = []
    for fps in [30.0, 60, 144] {
      let layer = trailLayer(integrated: integrated)
      Engine.run(layer, to: 1.25, fps: fps)
      frames.append(ribbons(layer))
    }
    #expect(frames[0].count > 30, "the particles leave ribbons")
    #expect(frames[0].contains { $0.count > 6 }, "the falling particles' ribbons bend")
    #expect(frames[0] == frames[1], "30 and 60 steps a second")
    #expect(frames[0] == frames[2], "30 and 144 steps a second")
  }

  /// One particle launched along x at 100 pt/s, falling at 200 pt/s²: every kept point is where
  /// the closed form puts it at the point's age, the ages a whole number of intervals apart.
  @Test func keptPointsLieOnTheParticlesPath() throws {
    let layer = Engine.layer { c in
      c.birthRate = 0
      c.lifetime = 10
      c.velocity = 100
      c.yAcceleration = 200
      c.trail.points = 16
      c.trail.interval = 1.0 / 60
    }
    layer.burst(count: 1, at: 0, position: Point(x: 100, y: 100))
    Engine.run(layer, to: 0.9, fps: 60)
    let pool = layer.simulation.nodes[0].pool
    let trails = try #require(pool.trails)
    #expect(pool.count == 1)
    #expect(trails.kept[0] == 17)
    var previous: Float?
    for j in 0..<17 {
      let p = trails.point(0, j)
      let (x, y) = (100 + 100 * p.age, 100 + 100 * p.age * p.age)
      #expect(abs(p.x - x) < 1e-3 && abs(p.y - y) < 1e-3, "point \(j) at age \(p.age): \(p.x), \(p.y)")
      #expect((p.age * 60).rounded() == p.age * 60 || abs(p.age * 60 - (p.age * 60).rounded()) < 1e-4)
      if let previous { #expect(abs(previous - p.age - 1.0 / 60) < 1e-5) }
      previous = p.age
    }
    #expect(abs(trails.point(0, 0).age - 0.9) < 1.0 / 60 + 1e-5, "the newest point is the latest sample")
  }

  /// Samples every 1/240 s of a particle moving 100 pt/s lie 0.4167 pt apart: with a least
  /// distance of 4.9 pt only every 12th is kept (12 × 0.4167 = 5).
  @Test func theLeastDistanceThinsThePoints() throws {
    let layer = Engine.layer { c in
      c.lifetime = 10
      c.velocity = 100
      c.trail.points = 8
      c.trail.interval = 0
      c.trail.minDistance = 4.9
    }
    layer.burst(count: 1, at: 0, position: Point(x: 10, y: 10))
    Engine.run(layer, to: 0.5, fps: 60)
    let trails = try #require(layer.simulation.nodes[0].pool.trails)
    #expect(trails.kept[0] == 9)
    for j in 0..<8 {
      let (a, b) = (trails.point(0, j), trails.point(0, j + 1))
      #expect(abs(a.age - b.age - 0.05) < 1e-5, "points \(j), \(j + 1): ages \(a.age), \(b.age)")
      #expect(abs(a.x - b.x - 5) < 1e-3)
    }
  }

  /// The head is where the particle is now; its width and colour are the trail's head values,
  /// the cut at the span's end the tail's, and the along coordinate runs 0 to 1.
  @Test func widthAndColourRunFromHeadToTail() throws {
    let layer = Engine.layer { c in
      c.lifetime = 10
      c.velocity = 100
      c.color = Color(red: 1, green: 1, blue: 1, alpha: 0.8)
      c.trail.points = 8
      c.trail.interval = 0.025
      c.trail.width = 12
      c.trail.endWidth = 2
      c.trail.color = Color(red: 1, green: 1, blue: 1, alpha: 1)
      c.trail.endColor = Color(red: 0, green: 1, blue: 1, alpha: 0.25)
    }
    layer.burst(count: 1, at: 0, position: Point(x: 10, y: 50))
    Engine.run(layer, to: 0.61, fps: 60)
    let strip = try #require(ribbons(layer).first)
    #expect(strip.count == 6, "a straight ribbon at a steady speed is drawn from its ends alone")
    let (head, tail) = (strip[1], strip[strip.count - 2])
    #expect(abs(head.x - 71) < 1e-3 && abs(head.y - 56) < 1e-3, "left edge of the head: \(head)")
    #expect(head.width == 12 && head.a == 0.8 && head.r == 1 && head.along == 0)
    #expect(abs(tail.width - 2) < 1e-4 && abs(tail.a - 0.2) < 1e-5 && abs(tail.r) < 1e-5)
    #expect(abs(tail.along - 1) < 1e-5)
    // The tail is 8 × 0.025 s behind the head: 20 points.
    #expect(abs(tail.x - 51) < 1e-3, "right edge of the tail: \(tail)")
  }

  @Test func theEmittersRibbonIsTheSameAtAnyFrameRate() throws {
    var frames: [[RibbonVertex]] = []
    for fps in [30.0, 60, 144] {
      let layer = EmitterLayer()
      layer.emitterPosition = Point(x: 20, y: 64)
      layer.trail.points = 20
      layer.trail.interval = 1.0 / 40
      layer.trail.width = 10
      layer.trail.endWidth = 0
      layer.start(at: 0)
      let steps = Int(fps)
      for k in 1...steps {
        let t = Float(k) / Float(steps)
        layer.emitterPosition = Point(x: 20 + 200 * t, y: 64 + 30 * t)
        layer.step(to: Double(k) / fps)
      }
      frames.append(try #require(ribbons(layer).first))
    }
    #expect(frames[0].count >= 6)
    for other in frames.dropFirst() {
      #expect(other.count == frames[0].count)
      for (a, b) in zip(frames[0], other) {
        #expect(abs(a.x - b.x) < 1e-3 && abs(a.y - b.y) < 1e-3 && abs(a.width - b.width) < 1e-4)
      }
    }
  }

  /// A falling particle's ribbon bends: the strip keeps the samples it needs, and every sample
  /// lies within the tolerance (half a point) of the strip's middle line.
  @Test func aBendingRibbonKeepsWhatItNeeds() throws {
    let layer = Engine.layer { c in
      c.lifetime = 10
      c.velocity = 150
      c.yAcceleration = 600
      c.trail.points = 24
      c.trail.interval = 1.0 / 60
    }
    layer.burst(count: 1, at: 0, position: Point(x: 10, y: 10))
    Engine.run(layer, to: 0.5, fps: 60)
    let strip = try #require(ribbons(layer).first)
    let middle = stride(from: 1, to: strip.count - 1, by: 2).map {
      SIMD2((strip[$0].x + strip[$0 + 1].x) / 2, (strip[$0].y + strip[$0 + 1].y) / 2)
    }
    #expect(middle.count > 4 && middle.count < 25, "\(middle.count) points drawn of 25")
    let trails = try #require(layer.simulation.nodes[0].pool.trails)
    for j in 0..<24 {
      let p = trails.point(0, j)
      let q = SIMD2(p.x, p.y)
      var nearest = Float.infinity
      for (a, b) in zip(middle, middle.dropFirst()) {
        let ab = b - a
        let f = min(max(((q - a) * ab).sum() / max((ab * ab).sum(), 1e-12), 0), 1)
        let d = q - (a + ab * f)
        nearest = min(nearest, (d * d).sum().squareRoot())
      }
      #expect(nearest <= 0.55, "sample \(j) is \(nearest) pt from the strip")
    }
  }

  /// A particle falling straight down from rest speeds up, so its samples crowd towards the
  /// tail: its ribbon is drawn from its ends alone, and the alpha the strip gives each sample's
  /// place is within the age tolerance (a twentieth of the span) of the alpha its age asks.
  @Test func aStraightFallIsDrawnFromItsEndsWithItsColoursNearTheirAges() throws {
    let layer = Engine.layer { c in
      c.lifetime = 10
      c.yAcceleration = 300
      c.trail.points = 16
      c.trail.interval = 1.0 / 60
      c.trail.endColor = Color(red: 1, green: 1, blue: 1, alpha: 0)
    }
    layer.burst(count: 1, at: 0, position: Point(x: 10, y: 10))
    Engine.run(layer, to: 1, fps: 60)
    let strip = try #require(ribbons(layer).first)
    #expect(strip.count == 6, "\(strip.count) vertices: a straight fall is one stretch")
    let (head, tail) = (strip[1], strip[strip.count - 2])
    #expect(head.a == 1 && tail.a < 0.1, "the newest sample at the head, the oldest near the span's end")
    // The strip's middle line, from the head's pair of vertices to the tail's.
    let from = SIMD2(head.x + strip[2].x, head.y + strip[2].y) / 2
    let to = SIMD2(tail.x + strip[strip.count - 3].x, tail.y + strip[strip.count - 3].y) / 2
    let trails = try #require(layer.simulation.nodes[0].pool.trails)
    let (age, span): (Float, Float) = (1, 16.0 / 60)
    for j in 0..<15 {
      let p = trails.point(0, j)
      let along = ((SIMD2(p.x, p.y) - from) * (to - from)).sum() / ((to - from) * (to - from)).sum()
      let drawn = head.a + (tail.a - head.a) * along
      let asked = 1 - (age - p.age) / span
      #expect(abs(drawn - asked) <= 0.05, "sample \(j): alpha \(drawn) drawn, \(asked) asked")
    }
  }

  @Test func cellsWithoutTrailsCarryNoTrailColumns() {
    let layer = trailLayer()
    let plain = Engine.layer { c in
      c.birthRate = 40
      c.lifetime = 1
    }
    Engine.run(plain, to: 0.5, fps: 60)
    #expect(plain.simulation.nodes[0].pool.trails == nil)
    Engine.run(layer, to: 0.5, fps: 60)
    #expect(layer.simulation.nodes[0].pool.trails?.points == 17)
    layer.emitterCells[0].trail.points = 0
    Engine.run(layer, to: 0.6, fps: 60)
    #expect(
      layer.simulation.nodes[0].pool.trails == nil, "a cell that stops leaving trails gives its columns up")
    #expect(ribbons(layer).isEmpty)
  }

  /// A million points is held to 64; absurd intervals, widths and distances draw nothing odd
  /// and crash nothing.
  @Test func hostileTrailsAreHeld() throws {
    let layer = trailLayer()
    layer.emitterCells[0].trail.points = 1_000_000
    layer.emitterCells[0].trail.interval = -.infinity
    layer.emitterCells[0].trail.minDistance = .nan
    layer.trail.points = Int.max
    layer.trail.interval = .nan
    Engine.run(layer, to: 0.5, fps: 60)
    let trails = try #require(layer.simulation.nodes[0].pool.trails)
    #expect(trails.points == TrailStyle.mostPoints + 1, "the most points, and the one past the span")
    #expect(
      ribbons(layer).allSatisfy { $0.count <= Simulation.ribbonVertices(points: TrailStyle.mostPoints) })
    layer.emitterCells[0].trail.width = .infinity
    layer.emitterCells[0].trail.interval = 1e30
    Engine.run(layer, to: 0.7, fps: 60)
    let buffer = InstanceBuffer()
    buffer.fill(from: [layer])
    #expect(buffer.count > 0)
  }
}
