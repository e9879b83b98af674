import Testing

@testable import GlintCore

/// Turbulence's lattice, hashed once (`FieldNoise+Cells`): each cell holds its corners' blend,
/// the lattice wraps at its side, a seed picks where each octave reads it, and the pattern
/// repeats every `side` cells of the first octave, as the effect files' reference says.
@Suite struct TurbulenceLatticeTests {
  /// Corner (i, j)'s value as the lattice hashes it.
  static func corner(_ i: Int32, _ j: Int32) -> Float {
    let mask = FieldNoise.side - 1
    return FieldNoise.height(FieldNoise.hash(i & mask, j & mask, FieldNoise.latticeSeed))
  }

  /// Each cell's blend is its four hashed corners', the last row and column taking their far
  /// corners from the first (the lattice wraps).
  @Test func eachCellHoldsItsCornersBlend() {
    let side = FieldNoise.side
    for (i, j) in [(0, 0), (17, 3), (255, 40), (9, 255), (255, 255), (128, 128)] as [(Int32, Int32)] {
      let c = FieldNoise.cells[Int(i + j * side)]
      let (v00, v10, v01, v11) = (
        Self.corner(i, j), Self.corner(i + 1, j), Self.corner(i, j + 1), Self.corner(i + 1, j + 1)
      )
      #expect(c == SIMD4(v00, v10 - v00, v01 - v00, v00 - v10 - v01 + v11), "cell (\(i), \(j))")
    }
    #expect(Self.corner(256, 256) == Self.corner(0, 0))
  }

  /// At a lattice point the potential is that corner's value, read where the seed puts the
  /// octave (its offset in whole cells), with no slope (the fade's slope is nil there).
  @Test(arguments: [UInt32(0), 7, 0xDEAD_BEEF]) func aLatticePointReadsItsCornerWhereTheSeedPutsIt(
    seed: UInt32
  ) {
    let offset = FieldNoise.cellOffset(seed)
    for (i, j) in [(0, 0), (3, -5), (-200, 77), (1000, 1000)] as [(Int32, Int32)] {
      let p = FieldNoise.potential(SIMD2(Float(i), Float(j)), seed: seed)
      #expect(p.value == Self.corner(i &+ offset.x, j &+ offset.y), "(\(i), \(j)) with seed \(seed)")
      #expect(p.slope == .zero)
    }
  }

  /// Seeds read different stretches of the lattice: of 1,000 seeds, nearly all have their own
  /// offset (two share one by chance about seven times in a thousand draws of 65,536 places).
  @Test func seedsReadTheirOwnStretches() {
    var offsets = Set<Int32>()
    for seed in UInt32(0)..<1_000 {
      let o = FieldNoise.cellOffset(seed)
      offsets.insert(o.x + o.y * FieldNoise.side)
    }
    #expect(offsets.count > 980)
  }

  /// The flow repeats every 256 cells of the first octave (each finer octave's lattice is 2ᵏ
  /// times as fine, so it repeats too), and not sooner along a quarter of that.
  @Test(arguments: [1, 3, 6]) func thePatternRepeatsEverySideCells(octaves: Int) {
    let field = TurbulenceTests.field(octaves: octaves, seed: 99, scroll: 0)
    let period = Float(FieldNoise.side) / field.frequency
    for x in TurbulenceTests.points(30) {
      let (here, there) = (
        FieldNoise.curl(x, clock: 0, field), FieldNoise.curl(x + SIMD2(period, 0), clock: 0, field)
      )
      let down = FieldNoise.curl(x + SIMD2(0, period), clock: 0, field)
      let quarter = FieldNoise.curl(x + SIMD2(period / 4, 0), clock: 0, field)
      #expect(abs(here.x - there.x) < 2e-3 && abs(here.y - there.y) < 2e-3, "across at \(x)")
      #expect(abs(here.x - down.x) < 2e-3 && abs(here.y - down.y) < 2e-3, "down at \(x)")
      #expect(abs(here.x - quarter.x) + abs(here.y - quarter.y) > 1e-3, "a quarter across at \(x)")
    }
  }

  /// One octave's flow has a root-mean-square size of about 0.7 (so a field's flow is about its
  /// strength, as the effect files' reference says), over 40,000 places spread over 200 cells.
  @Test func oneOctavesFlowIsAboutSevenTenthsInSize() {
    let field = TurbulenceTests.field(octaves: 1, seed: 23, scroll: 0)
    var sum = 0.0
    for j in 0..<200 {
      for i in 0..<200 {
        let x = SIMD2(Float(i) * 0.71 + 0.13, Float(j) * 0.67 + 0.29) / field.frequency
        let u = FieldNoise.curl(x, clock: 0, field)
        sum += Double((u * u).sum())
      }
    }
    let rms = (sum / 40_000).squareRoot()
    #expect(abs(rms - 0.7) < 0.02, "\(rms)")
  }

  /// The flow is continuous across the lattice's lines (the cubic fade's slope is nil at a
  /// cell's sides, so the slopes of the two cells meet there).
  @Test func theFlowIsContinuousAcrossCellLines() {
    let field = TurbulenceTests.field(octaves: 1, seed: 5, scroll: 0)
    for k in 0..<40 {
      // On a vertical line of the lattice and a horizontal one, a hair either side.
      let line = (Float(k) - 20) / field.frequency
      for x in [SIMD2(line, Float(k) * 7.3), SIMD2(Float(k) * 5.1, line)] {
        let h: Float = 1e-3
        let a = FieldNoise.curl(x - h, clock: 0, field)
        let b = FieldNoise.curl(x + h, clock: 0, field)
        #expect(abs(a.x - b.x) < 1e-3 && abs(a.y - b.y) < 1e-3, "at \(x): \(a) vs \(b)")
      }
    }
  }
}
