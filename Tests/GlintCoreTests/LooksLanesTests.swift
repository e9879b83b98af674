import Foundation
import Testing

@testable import GlintCore

/// The looks read four particles at a time: the heading's arctangent, the curves' lane reads and
/// the pack that runs them in lanes give exactly what one particle at a time gives.
@Suite struct LooksLanesTests {
  /// A small seeded generator of 32-bit patterns (xorshift).
  struct Bits {
    var state: UInt32 = 0x9E37_79B9
    mutating func next() -> UInt32 {
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return state
    }
    /// A finite float of any sign, with an exponent within 2^±`spread` of 1.
    mutating func float(spread: UInt32) -> Float {
      let exponent = 127 - spread + next() % (2 * spread + 1)
      return Float(bitPattern: next() & 0x807f_ffff | exponent << 23)
    }
  }

  #if canImport(Glibc)
    /// The lanes' arctangent is glibc's `atan2f` bit for bit: random directions of every
    /// quadrant and magnitude, ratios at the bounds of its intervals, and the special cases it
    /// hands to `atan2`.
    @Test func headingLanesAreTheLibraryArctangentBitForBit() {
      var bits = Bits()
      var pairs: [(Float, Float)] = []
      for _ in 0..<40_000 { pairs.append((bits.float(spread: 30), bits.float(spread: 30))) }
      for _ in 0..<20_000 { pairs.append((bits.float(spread: 70), bits.float(spread: 70))) }
      // Ratios around 7/16, 11/16, 19/16, 39/16, 2^-29 and 2^25, a float or two either side.
      for bound in [7.0 / 16, 11.0 / 16, 19.0 / 16, 39.0 / 16, 0x1p-29, 0x1p25] as [Float] {
        for x in [1.5, -3, 0.25, 100, -7e-3] as [Float] {
          var y = bound * x
          for _ in 0..<4 { y = y.nextDown }
          for _ in 0..<9 {
            pairs.append((y, x))
            y = y.nextUp
          }
        }
      }
      let special: [Float] = [0, -0, 1, -1, .infinity, -.infinity, .nan, 3, -2e-40, 1e38]
      for y in special { for x in special { pairs.append((y, x)) } }
      var mismatches: [(Float, Float)] = []
      var k = 0
      while k + 4 <= pairs.count {
        let y = SIMD4(pairs[k].0, pairs[k + 1].0, pairs[k + 2].0, pairs[k + 3].0)
        let x = SIMD4(pairs[k].1, pairs[k + 1].1, pairs[k + 2].1, pairs[k + 3].1)
        let lanes = atan2Lanes(y, x)
        for j in 0..<4 {
          let expected = atan2(y[j], x[j])
          let same = lanes[j].bitPattern == expected.bitPattern || (lanes[j].isNaN && expected.isNaN)
          if !same { mismatches.append((y[j], x[j])) }
        }
        k += 4
      }
      #expect(pairs.count > 60_000)
      #expect(mismatches.isEmpty, "differs at (y, x) = \(mismatches.prefix(5))")
    }
  #endif

  /// Every curve read in lanes gives each lane what a read of that lane alone gives, bit for bit:
  /// linear, stepped, eased, a single key, unordered keys, number and colour curves, at
  /// fractions in range, out of it and NaN.
  @Test func curveLanesAreEachLaneReadAlone() {
    let ease = MediaTimingFunction(name: .easeInEaseOut)
    let curves = [
      ValueCurve([(0, 0), (0.2, 1), (1, 0)]),
      ValueCurve([(0, 1), (0.25, 2), (0.5, 3), (0.75, 2), (1, 1)], stepped: true),
      ValueCurve([(0, 1), (1, 2)], ease: ease),
      ValueCurve([(0, 1), (0.5, 0.5), (1, 3)], ease: MediaTimingFunction(name: .easeIn)),
      ValueCurve([(0, 4)]),
      ValueCurve([(0, 1), (0.6, 2), (0.4, 0), (1, 1)]),
      ValueCurve([(0, 1), (0.5, 0), (0.5, 2), (1, 1)], ease: ease),
      ValueCurve(colors: [(0, SIMD3(1, 1, 1)), (0.5, SIMD3(1, 0.5, 0)), (1, SIMD3(0.2, 0, 0))], ease: ease),
      ValueCurve(colors: [(0, SIMD3(2, 1, 0)), (0.3, SIMD3(0, 1, 2)), (1, SIMD3(1, 1, 1))], stepped: true),
      // Spans that are powers of two (read by their reciprocals), with a zero span among them,
      // and keys that start after 0 and end before 1.
      ValueCurve([(0.125, 1), (0.625, 3), (0.875, -2), (0.875, 5), (0.9375, 0.1)]),
      ValueCurve([(0, 0.3), (0.25, 0.7), (0.5, 0.1), (1, 0.9)], ease: MediaTimingFunction(name: .easeOut)),
    ]
    var fractions: [Float] = [0, 1, -0.5, 1.5, .nan, -.infinity, .infinity, 0.2, 0.5, 0.25, 1e-9, 0.99999994]
    var bits = Bits()
    for _ in 0..<400 { fractions.append(Float(bits.next() % 1_000_001) / 1_000_000) }
    for curve in curves {
      curve.withReader { reader in
        var k = 0
        while k + 4 <= fractions.count {
          let f = SIMD4(fractions[k], fractions[k + 1], fractions[k + 2], fractions[k + 3])
          let numbers = reader.scalars(at: f)
          let (red, green, blue) = reader.values(at: f, paced: reader.paced(f))
          for j in 0..<4 {
            let one = reader.value(at: f[j])
            #expect(numbers[j].bitPattern == reader.scalar(at: f[j]).bitPattern, "\(curve) at \(f[j])")
            #expect(
              [red[j], green[j], blue[j]].map(\.bitPattern) == [one.x, one.y, one.z].map(\.bitPattern),
              "\(curve) at \(f[j])")
          }
          k += 4
        }
      }
    }
  }

  /// A curve read inside its segments gives each lane it does not flag exactly what a read of
  /// that lane alone gives, and flags every lane at or before the first key or at a key:
  /// linear and eased, power-of-two spans and others, a zero span, keys that start after 0 and
  /// end before 1, number and colour curves.
  @Test func insideReadsAreTheGeneralReadOrFlagged() {
    let ease = MediaTimingFunction(name: .easeInEaseOut)
    let curves = [
      ValueCurve([(0, 0), (0.2, 1), (1, 0)]),
      ValueCurve([(0, 1), (1, 2)], ease: ease),
      ValueCurve([(0, 1), (0.5, 0.5), (1, 3)], ease: MediaTimingFunction(name: .easeIn)),
      ValueCurve([(0, 1), (0.5, 0), (0.5, 2), (1, 1)], ease: ease),
      ValueCurve(colors: [(0, SIMD3(1, 1, 1)), (0.5, SIMD3(1, 0.5, 0)), (1, SIMD3(0.2, 0, 0))], ease: ease),
      ValueCurve([(0.125, 1), (0.625, 3), (0.875, -2), (0.875, 5), (0.9375, 0.1)]),
      ValueCurve([(0, 0.3), (0.25, 0.7), (0.5, 0.1), (1, 0.9)], ease: MediaTimingFunction(name: .easeOut)),
    ]
    var fractions: [Float] = [0, 1, -0.5, 1.5, .nan, 0.2, 0.5, 0.25, 0.125, 0.875, 0.9375, 1e-9, 0.99999994]
    var bits = Bits()
    for _ in 0..<800 { fractions.append(Float(bits.next() % 1_000_001) / 1_000_000) }
    var inside = 0
    for curve in curves {
      curve.withReader { reader in
        #expect(reader.readsInside)
        let keyTimes = Set(curve.keys.map(\.time))
        var k = 0
        while k + 4 <= fractions.count {
          let f = SIMD4(fractions[k], fractions[k + 1], fractions[k + 2], fractions[k + 3])
          let x = reader.paced(f)
          var edge = SIMDMask<SIMD4<Int32>>(repeating: false)
          let segment = reader.inside(x, edge: &edge)
          let rows = (
            reader.inside(row: 0, segment), reader.inside(row: 1, segment), reader.inside(row: 2, segment)
          )
          for j in 0..<4 {
            if x[j] <= curve.keys[0].time || keyTimes.contains(x[j]) || x[j] > curve.keys.last!.time {
              #expect(edge[j], "\(curve) at \(f[j]) should be an edge")
            }
            guard !edge[j] else { continue }
            inside += 1
            let one = reader.value(at: f[j])
            #expect(
              [rows.0[j], rows.1[j], rows.2[j]].map(\.bitPattern) == [one.x, one.y, one.z].map(\.bitPattern),
              "\(curve) at \(f[j])")
          }
          k += 4
        }
      }
    }
    #expect(inside > 5_000)
    #expect(!ValueCurve([(0, 1), (0.5, 2), (1, 1)], stepped: true).reader.readsInside)
    #expect(!ValueCurve([(0, 1), (0.6, 2), (0.4, 0), (1, 1)]).reader.readsInside)
    #expect(!ValueCurve([(0, 4)]).reader.readsInside)
  }

  /// A curve whose spans are all powers of two (or zero) keeps each span's reciprocal, which
  /// its reads in lanes multiply by; any other span leaves the quotient to a division.
  @Test func spansThatArePowersOfTwoKeepTheirReciprocals() {
    ValueCurve([(0.125, 1), (0.625, 3), (0.875, -2), (0.875, 5), (0.9375, 0.1)]).withReader { reader in
      let r = reader.reciprocals.map { Array(UnsafeBufferPointer(start: $0, count: 5)) }
      #expect(r == [0, 2, 4, 0, 16])
    }
    ValueCurve([(0, 1), (1, 2)]).withReader { #expect($0.reciprocals?[1] == 1) }
    ValueCurve([(0, 0), (0.2, 1), (1, 0)]).withReader { #expect($0.reciprocals == nil) }
    ValueCurve([(0, 4)]).withReader { #expect($0.reciprocals == nil) }
  }

  /// A cell whose behaviours are looks alone is packed four particles at a time: its instances
  /// are its particles' states read one at a time, bit for bit, at counts that leave one to
  /// three particles past the last four.
  @Test func packedInLanesIsEachParticleAlone() {
    let layer = Engine.layer { c in
      c.birthRate = 97
      c.lifetime = 1.5
      c.lifetimeRange = 1
      c.velocity = 60
      c.emissionRange = 6
      c.yAcceleration = 40
      c.redSpeed = 0.3
      c.alphaSpeed = -0.4
      c.scaleSpeed = 0.2
      c.spinRange = 2
      c.contentsScale = 2
      c.rotationRange = 2
      c.endColor = Color(red: 0, green: 0.5, blue: 1, alpha: 0.2)
      c.endScale = 3
      c.rotationFollowsVelocity = .always
      c.curves = LifeCurves(
        color: ValueCurve(colors: [(0, SIMD3(2, 1, 1)), (1, SIMD3(0.5, 1, 1))], ease: .init(name: .easeOut)),
        alpha: ValueCurve([(0, 0), (0.3, 1), (1, 1)], ease: MediaTimingFunction(name: .easeIn)),
        scale: ValueCurve([(0, 1), (0.5, 0.5), (1, 0.5)], stepped: true))
    }
    var remainders = Set<Int>()
    let buffer = InstanceBuffer()
    for step in 1...40 {
      Engine.run(layer, to: 0.5 + Double(step) / 30, fps: 60)
      buffer.fill(from: [layer])
      let particles = Engine.particles(layer, cell: "c")
      remainders.insert(particles.count % 4)
      #expect(buffer.count == particles.count)
      let same = zip(buffer.instances, particles).allSatisfy { i, p in
        [i.x, i.y, i.scale, i.rotation, i.r, i.g, i.b, i.a].map(\.bitPattern)
          == [p.x, p.y, p.scale * 0.5, p.rotation, p.r, p.g, p.b, p.a].map(\.bitPattern)
      }
      #expect(same, "at step \(step)")
    }
    #expect(remainders.count == 4)
  }

  /// A cell whose curves all read inside their segments (eased colour, alpha and scale, as
  /// the looks' benchmark has them, and a span that is not a power of two) packs its particles
  /// in lanes as each particle alone reads, bit for bit.
  @Test func curvesReadInsideSegmentsPackAsEachParticleAlone() {
    let ease = MediaTimingFunction(name: .easeInEaseOut)
    let layer = Engine.layer { c in
      c.birthRate = 203
      c.lifetime = 1
      c.lifetimeRange = 0.5
      c.velocity = 40
      c.emissionRange = 6
      c.alphaSpeed = -0.3
      c.curves = LifeCurves(
        color: ValueCurve(
          colors: [(0, SIMD3(1, 1, 1)), (0.5, SIMD3(1, 0.5, 0)), (1, SIMD3(0.2, 0, 0))], ease: ease),
        alpha: ValueCurve([(0, 1), (0.3, 0.5), (1, 0)], ease: ease),
        scale: ValueCurve([(0, 1), (1, 2)], ease: ease))
    }
    let buffer = InstanceBuffer()
    for step in 1...30 {
      Engine.run(layer, to: 0.25 + Double(step) / 25, fps: 60)
      buffer.fill(from: [layer])
      let particles = Engine.particles(layer, cell: "c")
      #expect(buffer.count == particles.count)
      let same = zip(buffer.instances, particles).allSatisfy { i, p in
        [i.x, i.y, i.scale, i.rotation, i.r, i.g, i.b, i.a].map(\.bitPattern)
          == [p.x, p.y, p.scale, p.rotation, p.r, p.g, p.b, p.a].map(\.bitPattern)
      }
      #expect(same, "at step \(step)")
    }
  }

  /// A particle that follows its velocity turns to the library's `atan2` of it, bit for bit:
  /// with no start rotation drawn and no spin, its rotation is the cell's plus that arctangent.
  @Test func headingIsTheArctangentOfTheVelocityBitForBit() {
    let layer = Engine.layer { c in
      c.birthRate = 50
      c.lifetime = 2
      c.velocity = 100
      c.emissionRange = 2 * .pi
      c.yAcceleration = 300
      c.rotation = 0.25
      c.rotationFollowsVelocity = true
    }
    Engine.run(layer, to: 2, fps: 60)
    let buffer = InstanceBuffer()
    buffer.fill(from: [layer])
    let all = Engine.particles(layer, cell: "c")
    #expect(all.nonEmptyAndAllSatisfy { $0.rotation == 0.25 + atan2($0.vy, $0.vx) })
    #expect(zip(buffer.instances, all).allSatisfy { $0.rotation == $1.rotation })
  }
}
