import Foundation
import GlintCore
import Testing

/// What places a force field each step: a pointer's own layer follows its pointer, a canvas
/// layer every live pointer, a named point set by an effect or by the host; and key paths reach
/// a field's settings.
@Suite struct ForceInputTests {
  /// A layer of one still particle at `origin`, pulled by `field`, with its pointer inputs and
  /// points set by `feed` before each of 30 steps of 1/30 s; where the particle ends.
  static func pulled(
    by field: ForceField, origin: Point = Point(x: 300, y: 300), feed: (EmitterLayer, Double) -> Void
  ) -> ParticleSnapshot? {
    let layer = Engine.layer(position: origin) {
      $0.birthRate = 0
      $0.lifetime = 5
    }
    layer.forceFields = [field]
    layer.burst(count: 1, at: 0, position: origin)
    for i in 1...30 {
      let t = Double(i) / 30
      feed(layer, t)
      layer.step(to: t)
    }
    return Engine.particles(layer).first
  }

  static let wind = ForceField(kind: .point, anchor: .point) {
    $0.pointName = "target"
    $0.strength = 100
  }

  @Test func aFieldOnANamedPointFollowsIt() throws {
    // The point sits straight below the particle: pulled straight down at 100 pt/s² for 1 s.
    let p = try #require(
      Self.pulled(by: Self.wind) { layer, _ in layer.setPoint("target", to: Point(x: 300, y: 900)) })
    #expect(abs(p.y - 350) < 1e-2 && abs(p.x - 300) < 1e-3)
    // No point of that name: no field.
    let q = try #require(Self.pulled(by: Self.wind) { layer, _ in layer.setPoint("other", to: .zero) })
    #expect(q.x == 300 && q.y == 300)
  }

  @Test func aMovingPointMovesTheFieldThroughEachStep() throws {
    // A vortex centred on a point that moves at 60 pt/s along x: a particle sitting on the
    // centre's path is carried round it; the point's own path, not where it jumps per frame.
    let vortex = ForceField(kind: .vortex, anchor: .point) {
      $0.pointName = "c"
      $0.strength = 1
    }
    func run(fps: Double) -> ParticleSnapshot? {
      let layer = Engine.layer(position: Point(x: 300, y: 300)) {
        $0.birthRate = 0
        $0.lifetime = 5
      }
      layer.forceFields = [vortex]
      layer.setPoint("c", to: Point(x: 200, y: 300))
      layer.burst(count: 1, at: 0, position: Point(x: 300, y: 300))
      let steps = Int(fps)
      for i in 1...steps {
        let t = Double(i) / fps
        layer.setPoint("c", to: Point(x: 200 + 60 * Float(t), y: 300))
        layer.step(to: t)
      }
      return Engine.particles(layer).first
    }
    let a = try #require(run(fps: 30))
    let b = try #require(run(fps: 144))
    #expect(abs(a.x - b.x) < 1e-2 && abs(a.y - b.y) < 1e-2)
    #expect(abs(a.y - 300) > 20)  // it was carried
  }

  @Test func aPointersLayerFollowsItsOwnPointerThroughTheHost() throws {
    // A repeller on the pointer, which begins on the particle and moves straight up from it:
    // the particle is pushed down at 400 pt/s², not sideways.
    let effect = FieldEffect(
      field: ForceField(kind: .point, anchor: .pointer) {
        $0.strength = -400
        $0.radius = 500
      })
    let host = PointerHost(effect: effect, seed: 1)
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 300, y: 300), time: 0))
    for i in 1...30 {
      let t = Double(i) / 30
      host.handle(
        PointerEvent(id: 1, phase: .moved, location: Point(x: 300, y: 300 - 60 * Float(t)), time: t))
    }
    var all: [ParticleSnapshot] = []
    for layer in host.layers { layer.forEachParticle { all.append($0) } }
    let p = try #require(all.first)
    #expect(all.count == 1)
    #expect(abs(p.y - 500) < 1 && abs(p.x - 300) < 1e-3)
  }

  @Test func theHostsNamedPointsReachItsLayers() throws {
    let effect = FieldEffect(field: Self.wind)
    let host = PointerHost(effect: effect, seed: 1)
    host.setPoint("target", to: Point(x: 300, y: -900))
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 300, y: 300), time: 0))
    host.advance(to: 1)
    var all: [ParticleSnapshot] = []
    for layer in host.layers { layer.forEachParticle { all.append($0) } }
    let p = try #require(all.first)
    #expect(abs(p.y - 250) < 1e-2)  // pulled up at 100 pt/s² for 1 s
  }

  @Test func keyPathsReachAFieldsSettings() throws {
    let layer = EmitterLayer()
    layer.forceFields = [
      ForceField(kind: .vortex, anchor: .canvas), ForceField(kind: .wind, anchor: .canvas),
    ]
    try layer.setValue(.number(3.5), forKeyPath: "forceFields.1.strength")
    try layer.setValue(.string("linear"), forKeyPath: "forceFields.0.falloff")
    #expect(layer.forceFields[1].strength == 3.5 && layer.forceFields[0].falloff == .linear)
    #expect(try layer.value(forKeyPath: "forceFields.1.strength") == .number(3.5))
    #expect(throws: KeyPathError.self) {
      try layer.setValue(.number(1), forKeyPath: "forceFields.2.strength")
    }
    #expect(throws: KeyPathError.self) {
      try layer.setValue(.number(1), forKeyPath: "forceFields.0.strenght")
    }
    #expect(throws: KeyPathError.self) {
      try layer.setValue(.string("x"), forKeyPath: "forceFields.0.falloff")
    }
  }
}

/// One layer per pointer, following it, with one still particle released where it begins and
/// one force field.
struct FieldEffect: Effect {
  let field: ForceField
  let info = EffectInfo(id: "field-test", name: "Field test", summary: "")

  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    let layer = EmitterLayer(capacity: 10)
    layer.emitterCells = [
      EmitterCell {
        $0.name = "p"
        $0.lifetime = 5
        $0.contents = "dot"
      }
    ]
    layer.birthRate = 0
    layer.forceFields = [field]
    return [layer]
  }

  func pointerBegan(_ pointer: inout PointerTrack, state: inout Void) {
    pointer.layers[0].burst(count: 1, at: pointer.time, position: pointer.location)
  }
}
