import GlintCore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Sways, slows, fades and grows particles and turns them by their speed, its pass written with
/// whole states (`run[i]`).
struct StateMix: ParticleBehaviour {
  static let kind = "mix"
  static let doc = "Sways, slows, fades and grows particles."
  static let columnCount = 2
  static let properties: [PropertyDescriptor<StateMix>] = []
  func birth(_ particle: inout BehaviourBirth) {
    particle[0] = particle.random(0) * 6.2831855
    particle[1] = particle.random(1)
  }
  func apply(to run: inout BehaviourRun) {
    for i in 0..<run.count {
      run[i].x += 5 * sin(run[i].age * 7 + run.column(0)[i])
      run[i].vy -= 3 * run[i].age
      run[i].color.w *= 1 - run[i].age / run.life(i)
      run[i].scale += run.column(1)[i]
      run[i].rotation += run[i].vx * 0.01
    }
  }
}

/// `StateMix` with its pass over the run's columns (of its kind, so it draws the same numbers).
struct ColumnMix: ParticleBehaviour {
  static let kind = "mix"
  static let doc = "Sways, slows, fades and grows particles."
  static let columnCount = 2
  static let properties: [PropertyDescriptor<ColumnMix>] = []
  func birth(_ particle: inout BehaviourBirth) {
    particle[0] = particle.random(0) * 6.2831855
    particle[1] = particle.random(1)
  }
  func apply(to run: inout BehaviourRun) {
    let (x, vx, vy, age, life) = (run.x, run.vx, run.vy, run.age, run.life)
    let (phase, growth) = (run.column(0), run.column(1))
    for k in 0..<run.count { x[k] += 5 * sin(age[k] * 7 + phase[k]) }
    for k in 0..<run.count { vy[k] -= 3 * age[k] }
    for k in 0..<run.count { run.alpha[k] *= 1 - age[k] / life[k] }
    for k in 0..<run.count { run.scale[k] += growth[k] }
    for k in 0..<run.count { run.rotation[k] += vx[k] * 0.01 }
  }
}

/// x gains `speed` · age², over the run's columns: a loop the compiler vectorises.
struct ColumnDrift: ParticleBehaviour {
  static let kind = "columndrift"
  static let doc = "Pushes particles along x faster and faster."
  static let properties: [PropertyDescriptor<ColumnDrift>] = []
  var speed: Float = 10
  func apply(to run: inout BehaviourRun) {
    let (x, age) = (run.x, run.age)
    for k in 0..<run.count { x[k] += speed * age[k] * age[k] }
  }
}

/// Keeps each particle's y at birth (its state then, after the cell's own behaviours) and shows
/// it as z.
struct BirthHeight: ParticleBehaviour {
  static let kind = "birthheight"
  static let doc = "Shows each particle's height at birth as its depth."
  static let columnCount = 1
  static let properties: [PropertyDescriptor<BirthHeight>] = []
  func birth(_ particle: inout BehaviourBirth) { particle[0] = particle.state.y }
  func apply(to run: inout BehaviourRun) {
    let (z, height) = (run.z, run.column(0))
    for k in 0..<run.count { z[k] = height[k] }
  }
}

/// A package's pass written over the columns of a run (`BehaviourRun.x`, `column(k)`, …) rather
/// than its whole states: the same particles, bit for bit, drawn and read.
@Suite struct BehaviourColumnTests {
  /// A layer of a few runs' worth of particles whose cell has `behaviours`.
  static func layer(_ behaviours: [any ParticleBehaviour]) -> EmitterLayer {
    Engine.layer(seed: 9) { c in
      c.birthRate = 400
      c.lifetime = 2
      c.lifetimeRange = 1
      c.velocity = 40
      c.velocityRange = 20
      c.emissionRange = 6
      c.spin = 0.5
      c.alphaSpeed = -0.2
      c.behaviours = behaviours
    }
  }

  /// The bytes of the instances `layer` packs into.
  static func packed(_ layer: EmitterLayer) -> [UInt8] {
    let buffer = InstanceBuffer()
    buffer.fill(from: [layer])
    return Array(UnsafeRawBufferPointer(buffer.instances))
  }

  @Test func aPassOverColumnsMakesTheSameParticlesAsOneOverWholeStates() {
    let (states, columns, plain) = (Self.layer([StateMix()]), Self.layer([ColumnMix()]), Self.layer([]))
    for layer in [states, columns, plain] { Engine.run(layer, to: 2.3, fps: 60) }
    let (a, b, c) = (Engine.particles(states), Engine.particles(columns), Engine.particles(plain))
    let (sameParticles, sameInstances) = (a == b, Self.packed(states) == Self.packed(columns))
    #expect(a.count > 600 && sameParticles, "the passes give other particles")
    #expect(sameInstances, "the passes give other instances")
    // The pass did something: every particle past its birth instant moved off the plain one.
    let moved = zip(a, c).filter { $0.0.serial == $0.1.serial && $0.0.age > 0 && $0.0.vy != $0.1.vy }
    #expect(moved.count > 600)
  }

  @Test(arguments: [30.0, 144.0]) func aPassOverColumnsGivesItsFormulaExactlyAtEachStepRate(fps: Double) {
    let (plain, drifting) = (Self.layer([]), Self.layer([ColumnDrift(speed: 7)]))
    Engine.run(plain, to: 1.7, fps: fps)
    Engine.run(drifting, to: 1.7, fps: fps)
    let before = Dictionary(uniqueKeysWithValues: Engine.particles(plain).map { ($0.serial, $0) })
    let drifted = Engine.particles(drifting)
    let off = drifted.filter { p in
      guard var q = before[p.serial] else { return true }
      q.x += 7 * q.age * q.age
      return p != q
    }
    #expect(drifted.count > 400 && drifted.count == before.count)
    #expect(off.isEmpty, "\(off.count) particles off the formula, the first \(String(describing: off.first))")
  }

  @Test func theStateAtBirthFollowsTheCellsValuesFromStepToStep() throws {
    // A path expression of a constant lifts each particle that far across its direction (+x)
    // from its birth on: the birth phase sees it, and sees a change of it from the next step.
    let layer = Engine.layer { c in
      c.birthRate = 60
      c.lifetime = 5
      c.velocity = 10
      c.pathExpression = try? PathExpression("5")
      c.behaviours = [BirthHeight()]
    }
    Engine.run(layer, to: 0.5, fps: 30)
    let cell = try #require(layer.emitterCells.first)
    cell.pathExpression = try PathExpression("9")
    Engine.run(layer, to: 1, fps: 30)
    let all = Engine.particles(layer)
    let (early, late) = (all.filter { $0.birthTime <= 0.5 }, all.filter { $0.birthTime > 0.5 })
    // Every particle follows the path as it is now; each kept the height it was born at.
    #expect(early.count > 20 && early.allSatisfy { $0.z == 105 && $0.y == 109 })
    #expect(late.count > 20 && late.allSatisfy { $0.z == 109 && $0.y == 109 })
  }
}
