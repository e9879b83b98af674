/// A curve read at four life fractions at once: the arithmetic of `scalar(at:)` and `value(at:)`
/// lane by lane (each segment's value is worked out for every lane, and each lane keeps its own
/// segment's), so a pass reads a curve four particles at a time. Unordered keys read lane by lane.
extension CurveReader {
  /// `scalar(at:)` of four fractions.
  @inline(__always)
  func scalars(at fraction: SIMD4<Float>) -> SIMD4<Float> { scalars(at: fraction, paced: paced(fraction)) }

  /// `scalar(at:)` of four fractions whose `paced` values are `x` (curves of one ease share them).
  @inline(never)
  func scalars(at fraction: SIMD4<Float>, paced x: SIMD4<Float>) -> SIMD4<Float> {
    guard keys.count > 1, ordered else {
      return SIMD4(
        scalar(at: fraction.x), scalar(at: fraction.y), scalar(at: fraction.z), scalar(at: fraction.w))
    }
    return read(numbers, at: x, segments: segments(x))
  }

  /// `value(at:)` of four fractions (whose `paced` values are `x`): each lane of the values as
  /// four particles' lanes.
  @inline(never)
  func values(at fraction: SIMD4<Float>, paced x: SIMD4<Float>) -> (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)
  {
    let n = keys.count
    guard n > 1, ordered else {
      let (a, b) = (value(at: fraction.x), value(at: fraction.y))
      let (c, d) = (value(at: fraction.z), value(at: fraction.w))
      return (SIMD4(a.x, b.x, c.x, d.x), SIMD4(a.y, b.y, c.y, d.y), SIMD4(a.z, b.z, c.z, d.z))
    }
    let i = segments(x)
    return (
      read(numbers, at: x, segments: i), read(numbers + n, at: x, segments: i),
      read(numbers + 2 * n, at: x, segments: i)
    )
  }

  /// The segment each lane is in, as `segment` counts it (ordered keys, at least two).
  @inline(__always)
  private func segments(_ x: SIMD4<Float>) -> SIMD4<Int32> {
    var i = SIMD4<Int32>(repeating: 1)
    var j = 1
    while j < keys.count - 1 {
      i &+= SIMD4<Int32>(repeating: 1).replacing(with: 0, where: .!(SIMD4(repeating: times[j]) .< x))
      j &+= 1
    }
    return i
  }

  /// The row of values `row` at the paced fractions `x`, in segments `i`: each lane's segment's
  /// keys gathered, then one quotient for all four lanes.
  @inline(__always)
  private func read(_ row: UnsafePointer<Float>, at x: SIMD4<Float>, segments i: SIMD4<Int32>) -> SIMD4<Float>
  {
    var (ta, tb) = (SIMD4(repeating: times[0]), SIMD4(repeating: times[1]))
    var (va, vb) = (SIMD4(repeating: row[0]), SIMD4(repeating: row[1]))
    var j = 2
    while j < keys.count {
      let here = i .== Int32(j)
      (ta, tb) = (ta.replacing(with: times[j - 1], where: here), tb.replacing(with: times[j], where: here))
      (va, vb) = (va.replacing(with: row[j - 1], where: here), vb.replacing(with: row[j], where: here))
      j &+= 1
    }
    var value = va
    if !stepped {
      let span = tb - ta
      let t = ((x - ta) / span).replacing(with: 1, where: .!(span .> 0))
      value = va + (vb - va) * t
    }
    value.replace(with: vb, where: x .>= tb)
    value.replace(with: row[0], where: x .<= times[0])
    return value
  }

  /// `paced(_:)` of four fractions, lane by lane.
  @inline(__always)
  func paced(_ fraction: SIMD4<Float>) -> SIMD4<Float> {
    // `max(f, 0)` is `0 >= f ? 0 : f`, `min(m, 1)` is `1 < m ? 1 : m`; NaN reads as 0.
    var x = fraction
    x.replace(with: 0, where: x .<= 0)
    x.replace(with: 1, where: x .> 1)
    x.replace(with: 0, where: fraction .!= fraction)
    return ease == nil ? x : eased(x)
  }

  /// The ease table read as `paced(_: Float)` reads it, four lanes gathered: out of line, so
  /// that a linear curve's pass holds nothing of it.
  @inline(never)
  private func eased(_ x: SIMD4<Float>) -> SIMD4<Float> {
    guard let ease = ease?.baseAddress else { return x }
    let last = EaseTable.segments - 1
    let position = x * Float(EaseTable.segments)
    @inline(__always) func index(_ p: Float) -> Int { min(Int(p), last) }
    let (a, b, c, d) = (index(position.x), index(position.y), index(position.z), index(position.w))
    let low = SIMD4(ease[a], ease[b], ease[c], ease[d])
    let high = SIMD4(ease[a + 1], ease[b + 1], ease[c + 1], ease[d + 1])
    return low + (high - low) * (position - SIMD4(Float(a), Float(b), Float(c), Float(d)))
  }
}
