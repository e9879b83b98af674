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

  /// Ages whose whole sub-steps run from two fewer than particle `i` took to `more` more.
  static func age(_ c: PathColumns, _ i: Int, draws: inout Draws, more: UInt32 = 6) -> Float {
    let whole = max(0, Int(c.steps[i]) - 2 + Int(draws.next() % (more + 3)))
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

  /// Force fields as a step reads them, every kind and falloff: forces (a softened
  /// inverse-square pull moving through the step, a linear push, a steady pull, a gusting
  /// wind), vortices (one moving), turbulence of one octave and of three, each scrolling.
  static func resolvedFields() -> [ResolvedField] {
    func field(
      _ kind: ForceField.Kind, _ falloff: ForceField.Falloff, strength: Float, radius: Float = .infinity
    )
      -> ResolvedField
    {
      ResolvedField(
        kind: kind, falloff: falloff, centre: SIMD2(30, -40), velocity: .zero, strength: strength,
        radiusSquared: radius * radius, inverseRadius: radius.isFinite ? 1 / radius : 0, softeningSquared: 0,
        direction: SIMD2(0.6, 0.8), gust: 0, gustFrequency: 0, frequency: 0.01, octaves: 1, scroll: 0, seed: 3
      )
    }
    var pull = field(.point, .inverseSquare, strength: 4e5)
    (pull.velocity, pull.softeningSquared) = (SIMD2(70, -25), 100)
    var push = field(.point, .linear, strength: -900, radius: 400)
    push.centre = SIMD2(-50, 20)
    var steady = field(.point, .none, strength: 250, radius: 900)
    steady.centre = SIMD2(400, 90)
    var wind = field(.wind, .none, strength: 45)
    (wind.gust, wind.gustFrequency) = (0.7, 3)
    // The gusts' values drawn about a step's start: some reads use them, others hash their own.
    wind = wind.withGusts(from: 3.45)
    var vortex = field(.vortex, .linear, strength: 3, radius: 160)
    vortex.velocity = SIMD2(-40, 15)
    var still = field(.vortex, .inverseSquare, strength: -1.5)
    still.softeningSquared = 900
    var fine = field(.turbulence, .none, strength: 70)
    (fine.octaves, fine.scroll, fine.frequency, fine.seed) = (3, 20, 0.02, 9)
    var broad = field(.turbulence, .linear, strength: 50, radius: 250)
    (broad.scroll, broad.seed) = (-35, 4)
    return [pull, push, steady, wind, vortex, still, fine, broad]
  }

  /// Cells with fields from `fields` (`resolvedFields`'s room, their instant at layer time 3.5):
  /// forces alone, vortices alone, turbulence alone (whose read takes the partial sub-step's flow),
  /// and every field, with drag, maxSpeed and pace.
  static func fieldMotions(_ fields: UnsafePointer<ResolvedField>) -> [PathMotion] {
    func motion(_ range: Range<Int>, configure: (EmitterCell) -> Void) -> PathMotion? {
      let cell = EmitterCell()
      cell.radialAcceleration = -60
      cell.tangentialAcceleration = 90
      configure(cell)
      var values = cell.values
      let kinds = range.map { fields[$0].kind }
      values.movement.fields = ActiveFields(
        base: fields + range.lowerBound, count: range.count,
        hasPoints: kinds.contains(.point), hasWinds: kinds.contains(.wind),
        hasFlows: kinds.contains { $0 == .vortex || $0 == .turbulence }, hasVortices: kinds.contains(.vortex),
        time: 3.5)
      return PathMotion(values)
    }
    return [
      motion(0..<4) { $0.yAcceleration = 30 }, motion(4..<6) { _ in }, motion(6..<8) { _ in },
      motion(0..<8) { c in
        c.drag = 0.7
        c.maxSpeed = 150
        c.speed = 1.5
      },
    ].compactMap { $0 }
  }

  /// Births between 0 and 3.5 s of layer time, with fractions no Float holds.
  static func births(count: Int, draws: inout Draws) -> [Double] {
    (0..<count).map { _ in Double(draws.float(0, 3.5)) + Double(draws.next()) * 0x1p-40 }
  }

  /// Each field's flow in lanes is its scalar flow bit for bit, the sign of a nil component
  /// included: at places on the still fields' centre lines (a nil offset) and about them.
  @Test func flowsInLanesAreTheScalarFlowsToTheSignOfZero() {
    let clock = LaneClock(birth: SIMD4(repeating: 3.5), age: SIMD4(0, 0.25, 0.5, 1))
    let t = SIMD4<Float>(repeating: -0.1)
    for field in Self.resolvedFields() where field.kind == .vortex || field.kind == .turbulence {
      let (cx, cy) = (field.centre.x + field.velocity.x * -0.1, field.centre.y + field.velocity.y * -0.1)
      let xs = SIMD4<Float>(cx, cx + 17.5, cx - 3, 0)
      let ys = SIMD4<Float>(cy, cy, cy + 41, 0)
      for (x, y) in [(xs, ys), (ys, xs)] {
        let (ux, uy) = field.flow(x: x, y: y, time: t, clock: clock)
        for i in 0..<4 {
          let u = field.flow(at: SIMD2(x[i], y[i]), time: -0.1, clock: 3.5 + Double(clock.age[i]))
          #expect(
            u.x.bitPattern == ux[i].bitPattern && u.y.bitPattern == uy[i].bitPattern,
            "\(field.kind) at (\(x[i]), \(y[i])): \(u) vs (\(ux[i]), \(uy[i]))")
        }
      }
    }
  }

  @Test func storedStepsOfFieldCellsInLanesAreEachParticleAlone() {
    var draws = Draws()
    let fields = Self.resolvedFields()
    fields.withUnsafeBufferPointer { room in
      let motions = Self.fieldMotions(room.baseAddress.unsafelyUnwrapped)
      #expect(motions.count == 4)
      for motion in motions {
        #expect(motion.integratesInLanes)
        for count in [64, 67] {
          let lanes = Self.paths(count: count, draws: &draws)
          let alone = lanes.copy()
          let ages = (0..<count).map { Self.age(lanes.columns, $0, draws: &draws, more: 240) }
          let births = Self.births(count: count, draws: &draws)
          var i = 0
          while i + 4 <= count {
            _ = motion.advanceStored(
              lanes.columns, i, ages: SIMD4(ages[i], ages[i + 1], ages[i + 2], ages[i + 3]),
              births: SIMD4(births[i], births[i + 1], births[i + 2], births[i + 3]))
            i += 4
          }
          for i in 0..<count {
            _ = motion.advanceStored(alone.columns, i, age: ages[i], birth: births[i], life: 2)
          }
          for i in (count & ~3)..<count {
            _ = motion.advanceStored(lanes.columns, i, age: ages[i], birth: births[i], life: 2)
          }
          #expect(lanes.bits == alone.bits, "\(count) particles")
        }
      }
    }
  }

  @Test func placedFieldCellsInLanesAreEachParticleAlone() {
    var draws = Draws()
    let fields = Self.resolvedFields()
    fields.withUnsafeBufferPointer { room in
      for motion in Self.fieldMotions(room.baseAddress.unsafelyUnwrapped) {
        let count = 64
        let paths = Self.paths(count: count, draws: &draws)
        let c = paths.columns
        let births = Self.births(count: count, draws: &draws)
        let runRoom = UnsafeMutablePointer<Float>.allocate(capacity: ParticleRun.columns * count)
        defer { runRoom.deallocate() }
        let run = ParticleRun(runRoom, length: count)
        for i in 0..<count { run.age[i] = Self.age(c, i, draws: &draws) }
        // Some reads land on a whole sub-step, with no partial one.
        for i in stride(from: 2, to: count, by: 5) { run.age[i] = Float(c.steps[i] + 1) * PathMotion.step }
        var none = NoSpin()
        for i in 0..<count { motion.integrated(run, i, c, i, life: 2, birth: births[i], spinning: &none) }
        let before = paths.bits
        for i in stride(from: 0, to: count, by: 4) {
          let zero = SIMD4<Float>.zero
          var s = StateLanes(
            x: zero, y: zero, vx: zero, vy: zero, scale: zero, rotation: zero, age: run.age.lanes(at: i),
            color: (zero, zero, zero, zero))
          motion.place(&s, c, i, births: SIMD4(births[i], births[i + 1], births[i + 2], births[i + 3]))
          for (lanes, column) in [(s.x, run.x), (s.y, run.y), (s.vx, run.vx), (s.vy, run.vy)] {
            #expect(
              (0..<4).map { lanes[$0].bitPattern } == (0..<4).map { column[i + $0].bitPattern },
              "particle \(i)")
          }
        }
        #expect(paths.bits == before)
      }
    }
  }

  /// The fields' sums taken in the reverse order (the last field's first): the same forces but
  /// for roundings, which the comparisons above must tell from the scalar path's.
  struct ReversedFieldLanes: LaneFields {
    var inner: FieldLanes
    var hasPoints: Bool { inner.hasPoints }
    var hasWinds: Bool { inner.hasWinds }
    var hasFlows: Bool { inner.hasFlows }
    var hasVortices: Bool { inner.hasVortices }
    var born: SIMD4<Float> { inner.born }
    var lastFlow: (SIMD4<Float>, SIMD4<Float>) { inner.lastFlow }

    func force(x: SIMD4<Float>, y: SIMD4<Float>, time: SIMD4<Float>) -> (SIMD4<Float>, SIMD4<Float>) {
      let fields = inner.fields
      var (ax, ay) = (SIMD4<Float>.zero, SIMD4<Float>.zero)
      for k in (0..<fields.count).reversed() where fields.base?[k].kind == .point {
        let a = fields.base.unsafelyUnwrapped[k].force(x: x, y: y, time: time)
        (ax, ay) = (ax + a.0, ay + a.1)
      }
      return (ax * inner.forceScale, ay * inner.forceScale)
    }

    func wind(age: SIMD4<Float>) -> (SIMD4<Float>, SIMD4<Float>) { inner.wind(age: age) }

    func flow(x: SIMD4<Float>, y: SIMD4<Float>, time: SIMD4<Float>, age: SIMD4<Float>, vorticesOnly: Bool)
      -> (SIMD4<Float>, SIMD4<Float>)
    {
      inner.flow(x: x, y: y, time: time, age: age, vorticesOnly: vorticesOnly)
    }

    mutating func keep(_ u: (SIMD4<Float>, SIMD4<Float>), where active: SIMDMask<SIMD4<Int32>>) {
      inner.keep(u, where: active)
    }

    func store(_ c: PathColumns, _ i: Int) { inner.store(c, i) }
  }

  /// A mutation check: the lanes with the forces summed in another order are not the scalar
  /// paths, so the comparisons above catch an order that differs (a rounding's difference
  /// shows in the positions once a path has taken enough sub-steps).
  @Test func aReorderedSumIsNotTheScalarPath() throws {
    var draws = Draws()
    let fields = Self.resolvedFields()
    try fields.withUnsafeBufferPointer { room in
      let motion = try #require(Self.fieldMotions(room.baseAddress.unsafelyUnwrapped).first)
      let count = 64
      let lanes = Self.paths(count: count, draws: &draws)
      let (alone, reordered) = (lanes.copy(), lanes.copy())
      let ages = (0..<count).map { Self.age(lanes.columns, $0, draws: &draws, more: 240) }
      let births = Self.births(count: count, draws: &draws)
      for i in stride(from: 0, to: count, by: 4) {
        let (tau, born) = (
          SIMD4(ages[i], ages[i + 1], ages[i + 2], ages[i + 3]),
          SIMD4(births[i], births[i + 1], births[i + 2], births[i + 3])
        )
        _ = motion.advanceStored(lanes.columns, i, ages: tau, births: born)
        var f = ReversedFieldLanes(
          inner: FieldLanes(motion, born: -tau, births: born, held: reordered.columns, i))
        _ = motion.advanceStored(reordered.columns, i, ages: tau, fields: &f)
      }
      for i in 0..<count {
        _ = motion.advanceStored(alone.columns, i, age: ages[i], birth: births[i], life: 2)
      }
      let (same, differs) = (lanes.bits == alone.bits, reordered.bits != alone.bits)
      #expect(same)
      #expect(differs)
    }
  }

  /// The engine's step and pack: a cell whose path integrates in lanes and the same cell with a
  /// speed curve that is 1 throughout (its reads keep it on one particle at a time, with the same
  /// arithmetic) hold the same paths and draw the same instances, bit for bit, at counts that
  /// leave one to three particles past the last four, at frame rates whose steps take one or
  /// two sub-steps (144 a second) or several.
  @Test func engineStepsAndPacksInLanesAsOneAtATime() {
    for fps in [144.0, 60, 30] { Self.expectLanesAsOneAtATime(fps: fps, fields: []) }
  }

  /// The same with force fields of every kind on the cell, their centres fixed, on the moving
  /// emitter and on a moving pointer.
  @Test(arguments: [144.0, 60, 30]) func engineStepsAndPacksFieldCellsInLanesAsOneAtATime(fps: Double) {
    for fields in Self.engineFields() { Self.expectLanesAsOneAtATime(fps: fps, fields: fields) }
  }

  /// Sets of fields for the engine's cells: forces, vortices, turbulence, and all at once.
  static func engineFields() -> [[ForceField]] {
    let pull = ForceField(kind: .point, anchor: .canvas) {
      $0.position = Point(x: 140, y: 60)
      $0.strength = 3e5
      $0.falloff = .inverseSquare
      $0.softening = 15
    }
    let push = ForceField(kind: .point, anchor: .emitter) {
      $0.strength = -300
      $0.radius = 80
      $0.falloff = .linear
    }
    let wind = ForceField(kind: .wind, anchor: .canvas) {
      $0.strength = 35
      $0.angle = 0.7
      $0.gust = 0.6
      $0.gustFrequency = 3
      $0.seed = 5
    }
    let vortex = ForceField(kind: .vortex, anchor: .pointer) {
      $0.strength = 2.5
      $0.radius = 150
      $0.falloff = .inverseSquare
      $0.softening = 30
    }
    let turbulence = ForceField(kind: .turbulence, anchor: .canvas) {
      $0.strength = 60
      $0.frequency = 0.02
      $0.octaves = 3
      $0.scroll = 25
      $0.seed = 11
    }
    return [[pull, push, wind], [vortex], [turbulence], [pull, push, wind, vortex, turbulence]]
  }

  /// `engineStepsAndPacksInLanesAsOneAtATime` at `fps` steps a second with `fields` on the layer,
  /// the emitter and the pointer moving.
  static func expectLanesAsOneAtATime(fps: Double, fields: [ForceField]) {
    func make(_ one: Bool) -> EmitterLayer {
      Engine.layer(configure: { $0.forceFields = fields }) { c in
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
      for layer in [lanes, alone] {
        layer.emitterPosition = Point(x: 100 + 3 * Float(step), y: 100 - 2 * Float(step))
        layer.pointerInputs = [
          PointerInput(id: 1, location: Point(x: 120, y: 90 + Float(step)), velocity: Point(x: 0, y: 23))
        ]
        Engine.run(layer, to: end, fps: fps)
      }
      let (p, q) = (lanes.simulation.nodes[0].pool, alone.simulation.nodes[0].pool)
      #expect(p.count == q.count && p.count > 8)
      remainders.insert(p.count % 4)
      if let c = p.paths, let d = q.paths {
        let same = (0..<p.count).allSatisfy { i in
          [c.x[i], c.y[i], c.z[i], c.vx[i], c.vy[i], c.vz[i]].map(\.bitPattern)
            == [d.x[i], d.y[i], d.z[i], d.vx[i], d.vy[i], d.vz[i]].map(\.bitPattern)
            && c.steps[i] == d.steps[i]
        }
        #expect(same, "paths at step \(step), \(fps) steps a second, \(fields.map(\.kind))")
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
      #expect(drawn, "instances at step \(step), \(fps) steps a second, \(fields.map(\.kind))")
    }
    #expect(remainders.count == 4)
  }
}

/// A colliding cell's step in lanes (`Simulation.advanceCollidingLanes`) against the same cell
/// one particle at a time (a constant speed curve keeps it out of lanes and changes no number).
@Suite struct CollidingLanesTests {
  static let shapes: [Collider] =
    [
      .segment(from: Point(x: 120, y: 40), to: Point(x: 200, y: 110)),
      .segment(from: Point(x: 60, y: 200), to: Point(x: 250, y: 190)),
      .circle(center: Point(x: 150, y: 150), radius: 14),
      .circle(center: Point(x: 90, y: 120), radius: 25),
      .rectangle(Rect(x: 180, y: 130, width: 30, height: 18)),
    ]

  /// Paths, lives, sub-step counts, hits (in their order) and instances are the same bit for
  /// bit, at step rates that take one or two sub-steps a step or several, bouncing with a loss
  /// of life at each hit (lives that end at a hit, and later than their last sub-step) and dying.
  @Test(arguments: [144.0, 60, 30], [CollisionMode.bounce, .die])
  func collidingInLanesIsOneAtATime(fps: Double, mode: CollisionMode) {
    func make(_ one: Bool) -> EmitterLayer {
      let layer = Engine.layer(configure: { $0.recordsParticleEvents = true }) { c in
        c.birthRate = 211
        c.lifetime = 1.5
        c.lifetimeRange = 1
        c.velocity = 140
        c.velocityRange = 80
        c.emissionRange = 2 * .pi
        c.yAcceleration = 60
        c.radialAcceleration = -40
        c.tangentialAcceleration = 50
        c.collisionMode = mode
        c.collisionRestitution = 0.7
        c.collisionFriction = 0.1
        c.collisionLifetimeLoss = 0.3
        c.colliders = Self.shapes
        if one { c.curves.speed = ValueCurve([(0, 1)]) }
      }
      layer.emitterPosition = Point(x: 150, y: 120)
      return layer
    }
    let (lanes, alone) = (make(false), make(true))
    #expect(PathMotion(lanes.simulation.nodes[0].cell)?.collidesInLanes == true)
    #expect(PathMotion(alone.simulation.nodes[0].cell)?.collidesInLanes == false)
    var (remainders, hits) = (Set<Int>(), 0)
    let (a, b) = (InstanceBuffer(), InstanceBuffer())
    for step in 1...40 {
      let end = Double(step) / 17
      var logs: [[ParticleEvent]] = []
      for layer in [lanes, alone] {
        var log: [ParticleEvent] = []
        let steps = Int((end - layer.time) * fps) + 1
        let begin = layer.time
        for k in 1...steps {
          layer.step(to: k == steps ? end : begin + Double(k) / fps)
          log += layer.particleEvents
        }
        logs.append(log)
      }
      let (p, q) = (lanes.simulation.nodes[0].pool, alone.simulation.nodes[0].pool)
      #expect(p.count == q.count && p.count > 8)
      remainders.insert(p.count % 4)
      hits += logs[0].filter { $0.kind == .collision }.count
      let sameEvents =
        logs[0].count == logs[1].count
        && zip(logs[0], logs[1]).allSatisfy { e, f in
          e.kind == f.kind && e.serial == f.serial && e.time.bitPattern == f.time.bitPattern
            && [e.x, e.y, e.vx, e.vy].map(\.bitPattern) == [f.x, f.y, f.vx, f.vy].map(\.bitPattern)
        }
      #expect(sameEvents, "events at step \(step), \(fps) steps a second, \(mode)")
      if let c = p.paths, let d = q.paths {
        let same = (0..<p.count).allSatisfy { i in
          [c.x[i], c.y[i], c.z[i], c.vx[i], c.vy[i], c.vz[i], p.life[i]].map(\.bitPattern)
            == [d.x[i], d.y[i], d.z[i], d.vx[i], d.vy[i], d.vz[i], q.life[i]].map(\.bitPattern)
            && c.steps[i] == d.steps[i]
        }
        #expect(same, "paths at step \(step), \(fps) steps a second, \(mode)")
      } else {
        Issue.record("no path columns")
      }
      a.fill(from: [lanes])
      b.fill(from: [alone])
      let drawn =
        a.count == b.count
        && zip(a.instances, b.instances).allSatisfy { i, j in
          [i.x, i.y, i.scale, i.rotation, i.a].map(\.bitPattern)
            == [j.x, j.y, j.scale, j.rotation, j.a].map(\.bitPattern)
        }
      #expect(drawn, "instances at step \(step), \(fps) steps a second, \(mode)")
    }
    #expect(remainders.count == 4)
    #expect(hits > 100, "the shapes are met often: \(hits) hits")
  }
}
