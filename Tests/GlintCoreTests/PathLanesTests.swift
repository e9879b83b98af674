import Testing

@testable import GlintCore

/// Integrated paths four particles at a time (`PathLanes.swift`) are the paths one particle at a
/// time, bit for bit: the stored sub-steps and the partial one a read adds, with every lane
/// taking a different number of sub-steps, and in the engine's step and pack with one to three
/// particles left past the last four.
@Suite struct PathLanesTests {
  /// A small seeded generator (xorshift) of floats in a range.
  struct Draws {
    var state: UInt32 = 0x2545_F491
    mutating func next() -> UInt32 {
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return state
    }
    mutating func float(_ low: Float, _ high: Float) -> Float {
      low + (high - low) * Float(next() >> 8) / Float(1 << 24)
    }
  }

  /// Room for the path columns of `capacity` particles.
  final class Columns {
    let base: UnsafeMutableRawPointer
    let columns: PathColumns
    let capacity: Int

    init(capacity: Int) {
      self.capacity = capacity
      base = .allocate(byteCount: PathColumns.count * capacity * 4, alignment: 64)
      base.initializeMemory(as: UInt8.self, repeating: 0, count: PathColumns.count * capacity * 4)
      columns = PathColumns(base, stride: capacity * 4, capacity: capacity)
    }

    func copy() -> Columns {
      let other = Columns(capacity: capacity)
      other.base.copyMemory(from: base, byteCount: PathColumns.count * capacity * 4)
      return other
    }

    /// Every column's bits, particle by particle.
    var bits: [UInt32] {
      Array(
        UnsafeBufferPointer(
          start: base.assumingMemoryBound(to: UInt32.self), count: PathColumns.count * capacity))
    }

    deinit { base.deallocate() }
  }

  /// The cells whose paths integrate in lanes: forces alone; with drag and maxSpeed (which some
  /// particles exceed); and drag past its bound with depth gravity and pace.
  static func motions() -> [PathMotion] {
    let forces = EmitterCell()
    forces.radialAcceleration = -80
    forces.tangentialAcceleration = 120
    forces.yAcceleration = 50
    let limited = EmitterCell()
    limited.radialAcceleration = 300
    limited.tangentialAcceleration = -90
    limited.drag = 0.8
    limited.maxSpeed = 120
    let heavy = EmitterCell()
    heavy.radialAcceleration = 40
    heavy.drag = 500
    heavy.zAcceleration = -30
    heavy.xAcceleration = 7
    heavy.speed = 1.5
    return [forces, limited, heavy].compactMap { PathMotion($0.values) }
  }

  /// `count` particles' paths: places about centres, some exactly on them, velocities, some
  /// large enough to overflow within a few sub-steps, and sub-steps already taken (0 to 6).
  static func paths(count: Int, draws: inout Draws) -> Columns {
    let room = Columns(capacity: count + 4)
    let c = room.columns
    for i in 0..<count {
      (c.cx[i], c.cy[i]) = (draws.float(-200, 200), draws.float(-200, 200))
      (c.x[i], c.y[i], c.z[i]) = (
        c.cx[i] + draws.float(-90, 90), c.cy[i] + draws.float(-90, 90), draws.float(-5, 5)
      )
      if i % 7 == 3 { (c.x[i], c.y[i]) = (c.cx[i], c.cy[i]) }
      (c.vx[i], c.vy[i], c.vz[i]) = (draws.float(-300, 300), draws.float(-300, 300), draws.float(-20, 20))
      if i % 11 == 5 { (c.x[i], c.vx[i]) = (3.4e38, 3e38) }
      c.radial[i] = draws.float(-250, 250)
      c.tangential[i] = draws.float(-250, 250)
      c.steps[i] = Int32(draws.next() % 7)
    }
    return room
  }

  /// Ages whose whole sub-steps run from two fewer than particle `i` took to six more.
  static func age(_ c: PathColumns, _ i: Int, draws: inout Draws) -> Float {
    let whole = max(0, Int(c.steps[i]) - 2 + Int(draws.next() % 9))
    return (Float(whole) + draws.float(0, 0.999)) * PathMotion.step
  }

  @Test func storedStepsInLanesAreEachParticleAlone() {
    var draws = Draws()
    for motion in Self.motions() {
      #expect(motion.integratesInLanes)
      for count in [64, 65, 66, 67] {
        let lanes = Self.paths(count: count, draws: &draws)
        let alone = lanes.copy()
        let ages = (0..<count).map { Self.age(lanes.columns, $0, draws: &draws) }
        var finite: [Bool] = []
        var i = 0
        while i + 4 <= count {
          let mask = motion.advanceStored(
            lanes.columns, i, ages: SIMD4(ages[i], ages[i + 1], ages[i + 2], ages[i + 3]))
          finite += (0..<4).map { mask[$0] }
          i += 4
        }
        var expected: [Bool] = []
        for i in 0..<count {
          expected.append(motion.advanceStored(alone.columns, i, age: ages[i], birth: 0, life: 2))
        }
        // The last few (past the last four) are left to the scalar path.
        for i in (count & ~3)..<count {
          finite.append(motion.advanceStored(lanes.columns, i, age: ages[i], birth: 0, life: 2))
        }
        #expect(lanes.bits == alone.bits, "\(count) particles")
        #expect(finite == expected)
        #expect(expected.contains(false) && expected.contains(true))
      }
    }
  }

  @Test func placedInLanesIsEachParticleAlone() {
    var draws = Draws()
    for motion in Self.motions() {
      let count = 64
      let room = Self.paths(count: count, draws: &draws)
      let c = room.columns
      let runRoom = UnsafeMutablePointer<Float>.allocate(capacity: ParticleRun.columns * count)
      defer { runRoom.deallocate() }
      let run = ParticleRun(runRoom, length: count)
      for i in 0..<count { run.age[i] = Self.age(c, i, draws: &draws) }
      var none = NoSpin()
      for i in 0..<count { motion.integrated(run, i, c, i, life: 2, birth: 0, spinning: &none) }
      let before = room.bits
      for i in stride(from: 0, to: count, by: 4) {
        let zero = SIMD4<Float>.zero
        var s = StateLanes(
          x: zero, y: zero, vx: zero, vy: zero, scale: zero, rotation: zero, age: run.age.lanes(at: i),
          color: (zero, zero, zero, zero))
        motion.place(&s, c, i)
        for (lanes, column) in [(s.x, run.x), (s.y, run.y), (s.vx, run.vx), (s.vy, run.vy)] {
          #expect(
            (0..<4).map { lanes[$0].bitPattern } == (0..<4).map { column[i + $0].bitPattern }, "particle \(i)"
          )
        }
      }
      #expect(room.bits == before)
    }
  }

  /// The engine's step and pack: a cell whose path integrates in lanes and the same cell with a
  /// speed curve that is 1 throughout (its reads keep it on one particle at a time, with the same
  /// arithmetic) hold the same paths and draw the same instances, bit for bit, at counts that
  /// leave one to three particles past the last four, at frame rates whose steps take one or
  /// two sub-steps (144 a second) or several.
  @Test func engineStepsAndPacksInLanesAsOneAtATime() {
    for fps in [144.0, 60, 30] {
      func make(_ one: Bool) -> EmitterLayer {
        Engine.layer { c in
          c.birthRate = 97
          c.lifetime = 1.5
          c.lifetimeRange = 1
          c.velocity = 90
          c.emissionRange = 6
          c.yAcceleration = 40
          c.radialAcceleration = -80
          c.radialAccelerationRange = 60
          c.tangentialAcceleration = 120
          c.drag = 0.5
          c.maxSpeed = 110
          c.endColor = Color(red: 0, green: 0.5, blue: 1, alpha: 0.2)
          c.rotationFollowsVelocity = .always
          if one { c.curves.speed = ValueCurve([(0, 1)]) }
        }
      }
      let (lanes, alone) = (make(false), make(true))
      #expect(PathMotion(lanes.simulation.nodes[0].cell)?.integratesInLanes == true)
      #expect(PathMotion(alone.simulation.nodes[0].cell)?.integratesInLanes == false)
      var remainders = Set<Int>()
      let (a, b) = (InstanceBuffer(), InstanceBuffer())
      for step in 1...30 {
        let end = 0.5 + Double(step) / 23
        Engine.run(lanes, to: end, fps: fps)
        Engine.run(alone, to: end, fps: fps)
        let (p, q) = (lanes.simulation.nodes[0].pool, alone.simulation.nodes[0].pool)
        #expect(p.count == q.count && p.count > 8)
        remainders.insert(p.count % 4)
        if let c = p.paths, let d = q.paths {
          let same = (0..<p.count).allSatisfy { i in
            [c.x[i], c.y[i], c.z[i], c.vx[i], c.vy[i], c.vz[i]].map(\.bitPattern)
              == [d.x[i], d.y[i], d.z[i], d.vx[i], d.vy[i], d.vz[i]].map(\.bitPattern)
              && c.steps[i] == d.steps[i]
          }
          #expect(same, "paths at step \(step), \(fps) steps a second")
        } else {
          Issue.record("no path columns")
        }
        a.fill(from: [lanes])
        b.fill(from: [alone])
        let drawn =
          a.count == b.count
          && zip(a.instances, b.instances).allSatisfy { i, j in
            [i.x, i.y, i.scale, i.rotation, i.r, i.g, i.b, i.a].map(\.bitPattern)
              == [j.x, j.y, j.scale, j.rotation, j.r, j.g, j.b, j.a].map(\.bitPattern)
          }
        #expect(drawn, "instances at step \(step), \(fps) steps a second")
      }
      #expect(remainders.count == 4)
    }
  }
}
