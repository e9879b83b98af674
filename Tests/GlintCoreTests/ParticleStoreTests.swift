import Testing

@testable import GlintCore

/// The one particle store: column groups added while particles live keep every other column,
/// start at zero, and move with the rest when a particle is removed.
@Suite struct ParticleStoreTests {
  /// Fills `count` particles with distinct values in every column every cell has.
  static func filled(_ count: Int, subCells: Int = 1) -> ParticleStore {
    let store = ParticleStore(limit: 4096, subCellCount: subCells)
    for i in 0..<count {
      #expect(store.reserveOne())
      store.count += 1
      store.birth[i] = Double(i)
      store.serial[i] = UInt64(1000 + i)
      store.emitted[0][i] = Double(i) / 2
      store.life[i] = Float(i) + 0.5
      store.px[i] = Float(i) * 3
      store.dirY[i] = -Float(i)
    }
    return store
  }

  @Test func aGroupAddedWhileParticlesLiveStartsAtZeroAndKeepsTheRest() throws {
    let store = Self.filled(1500)
    store.addLooks()
    store.addPaths()
    let looks = try #require(store.looks)
    let paths = try #require(store.paths)
    for i in [0, 700, 1499] {
      #expect(store.birth[i] == Double(i) && store.serial[i] == UInt64(1000 + i))
      #expect(store.emitted[0][i] == Double(i) / 2 && store.life[i] == Float(i) + 0.5)
      #expect(store.px[i] == Float(i) * 3 && store.dirY[i] == -Float(i))
      #expect(looks.rotation[i] == 0 && looks.alphaSpeed[i] == 0)
      #expect(paths.x[i] == 0 && paths.steps[i] == 0 && paths.angularVelocity[i] == 0)
    }
    #expect(store.reallocations == 1, "adding a group is not a growth; the one growth passed 1024")
  }

  @Test func removalMovesEveryGroupsColumnsAlike() throws {
    let store = Self.filled(3)
    store.addPaths()
    store.addLooks()
    let (paths, looks) = (try #require(store.paths), try #require(store.looks))
    for i in 0..<3 {
      paths.radial[i] = Float(i) + 10
      paths.steps[i] = Int32(i) + 20
      looks.heading[i] = Float(i) + 30
    }
    store.remove(at: 0)
    #expect(store.count == 2)
    #expect(store.serial[0] == 1002 && store.birth[0] == 2 && store.emitted[0][0] == 1)
    #expect(store.px[0] == 6 && store.dirY[0] == -2)
    #expect(paths.radial[0] == 12 && paths.steps[0] == 22 && looks.heading[0] == 32)
  }

  @Test func growthKeepsTheGroupsValues() throws {
    let store = Self.filled(10)
    store.addLooks()
    try #require(store.looks).scaleSpeed[9] = 7
    for i in 10..<2000 {
      #expect(store.reserveOne())
      store.count += 1
      store.birth[i] = Double(i)
    }
    let looks = try #require(store.looks)
    #expect(looks.scaleSpeed[9] == 7 && looks.scaleSpeed[1999] == 0)
    #expect(store.birth[9] == 9 && store.life[9] == 9.5)
  }

  /// A store of `count` particles whose lives end at scattered times (runs of the dead among the
  /// living, and a dead tail), each particle's serial and place its own.
  static func scattered(_ count: Int) -> ParticleStore {
    let store = ParticleStore(limit: 200_000, subCellCount: 0)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for i in 0..<count {
      #expect(store.reserveOne())
      store.count += 1
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let draw = Double(state >> 40) / Double(1 << 24)
      store.birth[i] = 0
      // A tenth die by time 1, the last thousand all do, and a stretch in the middle does.
      let dies = draw < 0.1 || i >= count - 1_000 || (50_000..<50_300).contains(i)
      store.life[i] = dies ? Float(draw) : 2 + Float(draw)
      store.serial[i] = UInt64(i)
      store.px[i] = Float(i)
    }
    return store
  }

  @Test func retiringOnTwoThreadsMovesWhatOneThreadMoves() {
    let (one, two) = (Self.scattered(120_000), Self.scattered(120_000))
    let workers = StepWorkers(threads: 2)
    #expect(workers.parts(two.count) > 1, "the store is cut into parts")
    let gone = one.retire(at: 1)
    #expect(two.retire(at: 1, workers: workers) == gone && one.count == two.count)
    #expect(gone > 12_000, "a tenth died, the stretch and the tail too")
    // Every slot, past the end as well: the same moves were made.
    let same = (0..<one.capacity).allSatisfy {
      one.serial[$0] == two.serial[$0] && one.px[$0] == two.px[$0] && one.life[$0] == two.life[$0]
    }
    #expect(same, "the two retires left different particles or slots")
    #expect((0..<one.count).allSatisfy { one.life[$0] > 1 }, "only the living are left")
  }

  /// Gives every particle of `store` a trail of `points` points whose kept points are its own
  /// (x is the particle's place, y the point's slot).
  static func trailed(_ store: ParticleStore, points: Int) throws -> TrailColumns {
    store.setTrails(points: points)
    let trails = try #require(store.trails)
    for i in 0..<store.count {
      trails.reset(i)
      for k in 0..<points + 2 { trails.keep(i, x: store.px[i], y: Float(k), age: -Float(k)) }
    }
    return trails
  }

  /// Whether particle `i`'s trail is the one `trailed` gave a particle at `x`.
  static func ringIsOwn(_ trails: TrailColumns, _ i: Int, x: Float) -> Bool {
    let points = trails.points
    guard trails.kept[i] == Int32(points) else { return false }
    return (0..<points).allSatisfy { j in
      let p = trails.point(i, j)
      return p.x == x && p.y == Float(points + 1 - j) && p.age == -p.y
    }
  }

  @Test func trailRingsMoveGrowAndStayWithTheirParticles() throws {
    let store = Self.filled(10)
    _ = try Self.trailed(store, points: 17)
    store.remove(at: 2)
    store.addLooks()
    for i in 9..<1500 {
      #expect(store.reserveOne())
      store.count += 1
      store.px[i] = Float(i) * 3
      store.trails?.reset(i)
    }
    let trails = try #require(store.trails)
    #expect(Self.ringIsOwn(trails, 2, x: 27), "the last particle moved in with its ring")
    #expect((0..<9).allSatisfy { Self.ringIsOwn(trails, $0, x: store.px[$0]) })
    #expect(trails.kept[1000] == 0, "a new particle's trail is empty")
    store.setTrails(points: 5)
    #expect(try #require(store.trails).kept[0] == 0, "a trail of another length starts empty")
  }

  @Test func retiringOnTwoThreadsMovesTheTrailRingsAlike() throws {
    let (one, two) = (Self.scattered(120_000), Self.scattered(120_000))
    let (a, b) = (try Self.trailed(one, points: 9), try Self.trailed(two, points: 9))
    _ = one.retire(at: 1)
    _ = two.retire(at: 1, workers: StepWorkers(threads: 2))
    #expect((0..<one.count).allSatisfy { Self.ringIsOwn(a, $0, x: one.px[$0]) })
    #expect((0..<two.count).allSatisfy { Self.ringIsOwn(b, $0, x: two.px[$0]) })
  }
}
