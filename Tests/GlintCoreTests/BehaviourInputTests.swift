import Foundation
import GlintCore
import Testing

/// Shows the step's inputs in each particle: x and vx the first pointer's location and velocity,
/// y and vy the named point "target"'s (-1 when there is none), rotation the step's end, and z
/// the first pointer's x in the step the particle was born in.
struct ShowInputs: ParticleBehaviour {
  static let kind = "showinputs"
  static let doc = "Shows the step's inputs in each particle."
  static let properties: [PropertyDescriptor<ShowInputs>] = []
  static let columnCount = 1
  func birth(_ particle: inout BehaviourBirth) {
    particle[0] = particle.inputs.pointers.first?.location.x ?? -1
  }
  func apply(to run: inout BehaviourRun) {
    let pointer = run.inputs.pointers.first
    let target = run.inputs.point("target")
    let time = Float(run.inputs.time)
    for k in 0..<run.count {
      run.x[k] = pointer?.location.x ?? -1
      run.vx[k] = pointer?.velocity.x ?? -1
      run.y[k] = target?.location.y ?? -1
      run.vy[k] = target?.velocity.y ?? -1
      run.rotation[k] = time
      run.z[k] = run.column(0)[k]
    }
  }
}

/// A package's behaviour reads the step's inputs (`BehaviourRun.inputs`): the pointers and the
/// named moving points, as force fields do.
@Suite struct BehaviourInputTests {
  static func layer() -> EmitterLayer {
    Engine.layer { c in
      c.birthRate = 30
      c.lifetime = 5
      c.behaviours = [ShowInputs()]
    }
  }

  @Test func aPassReadsThePointersAndNamedPointsOfTheStep() throws {
    let layer = Self.layer()
    layer.setPoint("target", to: Point(x: 0, y: 40))
    for i in 1...10 {
      let t = Double(i) / 10
      layer.setPointerInputs([
        PointerInput(id: 3, location: Point(x: 7 * Float(i), y: 0), velocity: Point(x: 5, y: 0))
      ])
      layer.setPoint("target", to: Point(x: 0, y: 40 + 2 * Float(i)))
      layer.step(to: t)
    }
    let all = Engine.particles(layer)
    // The point moved 2 pt in each step of 0.1 s: 20 pt/s.
    #expect(all.count > 10 && all.allSatisfy { $0.x == 70 && $0.vx == 5 && $0.y == 60 && $0.rotation == 1 })
    #expect(all.allSatisfy { abs($0.vy - 20) < 1e-3 })
    // Born in step i (its births in (i - 1, i] tenths of a second): the pointer was at 7i then.
    let born = all.filter { abs(($0.birthTime * 10).rounded() - $0.birthTime * 10) > 1e-6 }
    #expect(born.count > 10 && born.allSatisfy { $0.z == 7 * Float(($0.birthTime * 10).rounded(.up)) })
  }

  @Test func aLayerWithoutInputsShowsNone() {
    let layer = Self.layer()
    Engine.run(layer, to: 0.5, fps: 30)
    let all = Engine.particles(layer)
    #expect(
      all.count > 5
        && all.allSatisfy { $0.x == -1 && $0.vx == -1 && $0.y == -1 && $0.vy == -1 && $0.rotation == 0.5 })
  }

  @Test func theHostGivesALayerWithBehavioursItsPointerAndItsNamedPoints() throws {
    let host = PointerHost(effect: InputsEffect(), seed: 1)
    host.setPoint("target", to: Point(x: 0, y: 90))
    host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 300, y: 300), time: 0))
    for i in 1...30 {
      let t = Double(i) / 30
      host.handle(
        PointerEvent(id: 1, phase: .moved, location: Point(x: 300 + 60 * Float(t), y: 300), time: t))
    }
    var all: [ParticleSnapshot] = []
    for layer in host.layers { layer.forEachParticle { all.append($0) } }
    #expect(all.count > 10)
    #expect(all.allSatisfy { abs($0.x - 360) < 1e-3 && abs($0.vx - 60) < 1e-2 && $0.y == 90 && $0.vy == 0 })
  }
}

/// One layer per pointer whose cell shows the step's inputs.
struct InputsEffect: Effect {
  let info = EffectInfo(id: "inputs-test", name: "Inputs test", summary: "")

  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    let layer = EmitterLayer(capacity: 1000)
    layer.emitterCells = [
      EmitterCell {
        $0.name = "p"
        $0.birthRate = 30
        $0.lifetime = 5
        $0.contents = "dot"
        $0.behaviours = [ShowInputs()]
      }
    ]
    return [layer]
  }
}
