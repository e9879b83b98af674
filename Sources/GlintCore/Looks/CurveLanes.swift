/// A curve read at four life fractions at once: the arithmetic of `scalar(at:)` and `value(at:)`
/// lane by lane (each segment's value is worked out for every lane, and each lane keeps its own
/// segment's), so a pass reads a curve four particles at a time. Unordered keys read lane by lane.
/// Its functions are transparent: a pack's loop with looks is large enough that the optimizer
/// stops inlining `@inline(__always)` ones into it, and a call per curve per four particles
/// passes the reader and the lanes through memory.
extension CurveReader {
  /// `scalar(at:)` of four fractions.
  @_transparent
  func scalars(at fraction: SIMD4<Float>) -> SIMD4<Float> { scalars(at: fraction, paced: paced(fraction)) }

  /// `scalar(at:)` of four fractions whose `paced` values are `x` (curves of one ease share them).
  @_transparent
  func scalars(at fraction: SIMD4<Float>, paced x: SIMD4<Float>) -> SIMD4<Float> {
    guard keys.count > 1, ordered else {
      return SIMD4(
        scalar(at: fraction.x), scalar(at: fraction.y), scalar(at: fraction.z), scalar(at: fraction.w))
    }
    return row(numbers, SegmentLanes(self, x))
  }

  /// `value(at:)` of four fractions (whose `paced` values are `x`): each lane of the values as
  /// four particles' lanes.
  @_transparent
  func values(at fraction: SIMD4<Float>, paced x: SIMD4<Float>) -> (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)
  {
    let n = keys.count
    guard n > 1, ordered else {
      let (a, b) = (value(at: fraction.x), value(at: fraction.y))
      let (c, d) = (value(at: fraction.z), value(at: fraction.w))
      return (SIMD4(a.x, b.x, c.x, d.x), SIMD4(a.y, b.y, c.y, d.y), SIMD4(a.z, b.z, c.z, d.z))
    }
    let segment = SegmentLanes(self, x)
    return (row(numbers, segment), row(numbers + n, segment), row(numbers + 2 * n, segment))
  }

  /// Four lanes' place among the keys, which every row of values reads alike.
  private struct SegmentLanes {
    /// The paced fractions, and the segment each is in, as `segment` counts it.
    let x: SIMD4<Float>
    let i: SIMD4<Int32>
    /// The time of the key that ends each lane's segment, and how far through it the lane is.
    let end, t: SIMD4<Float>

    /// The segments of `x` among the ordered keys (at least two) of `curve`, each lane's keys
    /// gathered, then one quotient (or product) for all four lanes.
    @_transparent
    init(_ curve: CurveReader, _ x: SIMD4<Float>) {
      let (n, times) = (curve.keys.count, curve.times)
      var i = SIMD4<Int32>(repeating: 1)
      var j = 1
      while j < n - 1 {
        i &+= SIMD4<Int32>(repeating: 1).replacing(with: 0, where: .!(SIMD4(repeating: times[j]) .< x))
        j &+= 1
      }
      (self.x, self.i) = (x, i)
      // A stepped curve's rows read the segments' keys alone.
      guard !curve.stepped else {
        (end, t) = (x, x)
        return
      }
      var (ta, tb) = (SIMD4(repeating: times[0]), SIMD4(repeating: times[1]))
      guard let reciprocals = curve.reciprocals else {
        j = 2
        while j < n {
          let here = i .== Int32(j)
          ta.replace(with: times[j - 1], where: here)
          tb.replace(with: times[j], where: here)
          j &+= 1
        }
        (end, t) = (tb, ((x - ta) / (tb - ta)).replacing(with: 1, where: .!(tb - ta .> 0)))
        return
      }
      // Spans that are powers of two: a product, exactly the quotient, and no division.
      var r = SIMD4(repeating: reciprocals[1])
      j = 2
      while j < n {
        let here = i .== Int32(j)
        ta.replace(with: times[j - 1], where: here)
        tb.replace(with: times[j], where: here)
        r.replace(with: reciprocals[j], where: here)
        j &+= 1
      }
      (end, t) = (tb, ((x - ta) * r).replacing(with: 1, where: .!(tb - ta .> 0)))
    }
  }

  /// The row of values `row` at `segment`'s lanes: each lane's keys' values gathered.
  @_transparent
  private func row(_ row: UnsafePointer<Float>, _ segment: SegmentLanes) -> SIMD4<Float> {
    if stepped { return steppedRow(row, segment) }
    var (va, vb) = (SIMD4(repeating: row[0]), SIMD4(repeating: row[1]))
    var j = 2
    while j < keys.count {
      let here = segment.i .== Int32(j)
      (va, vb) = (va.replacing(with: row[j - 1], where: here), vb.replacing(with: row[j], where: here))
      j &+= 1
    }
    var value = va + (vb - va) * segment.t
    value.replace(with: vb, where: segment.x .>= segment.end)
    value.replace(with: row[0], where: segment.x .<= times[0])
    return value
  }

  /// The row of a stepped curve: each segment's first value, or its last from its end on, kept
  /// by the lanes in that segment.
  @_transparent
  private func steppedRow(_ row: UnsafePointer<Float>, _ segment: SegmentLanes) -> SIMD4<Float> {
    var result = SIMD4<Float>(repeating: row[0])
    var j = 1
    while j < keys.count {
      let value = SIMD4(repeating: row[j - 1]).replacing(with: row[j], where: segment.x .>= times[j])
      result.replace(with: value, where: segment.i .== Int32(j))
      j &+= 1
    }
    result.replace(with: row[0], where: segment.x .<= times[0])
    return result
  }

  /// `paced(_:)` of four fractions, lane by lane.
  @_transparent
  func paced(_ fraction: SIMD4<Float>) -> SIMD4<Float> {
    // `max(f, 0)` is `0 >= f ? 0 : f`, `min(m, 1)` is `1 < m ? 1 : m`; NaN reads as 0 (two
    // instructions, `maxps` and `minps`).
    var x = fraction.replacing(with: 0, where: .!(fraction .> 0))
    x.replace(with: 1, where: x .> 1)
    return ease == nil ? x : eased(x)
  }

  /// The ease table read as `paced(_: Float)` reads it, four lanes gathered (`x` in 0...1).
  /// Each position's whole part, as an integer and as a float, comes from adding 2²³ (which
  /// rounds it to the nearest integer, exactly) and stepping down where that rounded up: the
  /// truncation of a position that is not negative, with no conversion lane by lane.
  @_transparent
  private func eased(_ x: SIMD4<Float>) -> SIMD4<Float> {
    guard let ease = ease?.baseAddress else { return x }
    let position = x * Float(EaseTable.segments)
    let shift = SIMD4<Float>(repeating: 8_388_608)
    let rounded = position + shift
    var whole = rounded - shift
    var index = unsafeBitCast(rounded, to: SIMD4<Int32>.self) &- unsafeBitCast(shift, to: SIMD4<Int32>.self)
    let up = whole .> position
    whole.replace(with: whole - 1, where: up)
    index.replace(with: index &- 1, where: up)
    let last = EaseTable.segments - 1
    whole.replace(with: Float(last), where: whole .> Float(last))
    index.replace(with: Int32(last), where: index .> Int32(last))
    let (a, b, c, d) = (Int(index.x), Int(index.y), Int(index.z), Int(index.w))
    let low = SIMD4(ease[a], ease[b], ease[c], ease[d])
    let high = SIMD4(ease[a + 1], ease[b + 1], ease[c + 1], ease[d + 1])
    return low + (high - low) * (position - whole)
  }
}

/// A curve read in lanes inside its segments: for lanes past the first key and before the key
/// that ends their segment, the general read's clamps never apply and neither does a zero
/// span's 1 (ordered keys put no lane in such a segment there), so each row is
/// `va + d * t` with `d` the difference made once (`CurveReader.differences`). A read flags
/// the lanes where that does not hold (`edge`: at or before the first key, at or past the end
/// of their segment), which the caller then reads the general way.
extension CurveReader {
  /// Whether the curve reads inside its segments: ordered keys, at least two, not stepped.
  var readsInside: Bool { keys.count > 1 && ordered && !stepped }

  /// Four lanes' segments and how far through them they are.
  struct InsideLanes {
    let i: SIMD4<Int32>
    let t: SIMD4<Float>
  }

  /// The segments of paced fractions `x` (a curve that `readsInside`), with `edge` set for the
  /// lanes the general read must take.
  @_transparent
  func inside(_ x: SIMD4<Float>, edge: inout SIMDMask<SIMD4<Int32>>) -> InsideLanes {
    // The general read's segments: a lane that is not an edge is strictly inside a segment of
    // some length, where its zero-span clamp changes nothing.
    let segment = SegmentLanes(self, x)
    edge = edge .| .!(x .> times[0]) .| (x .>= segment.end)
    return InsideLanes(i: segment.i, t: segment.t)
  }

  /// Row `row` of the values (0 for a number curve) at `segment`'s lanes that are not edges.
  @_transparent
  func inside(row: Int, _ segment: InsideLanes) -> SIMD4<Float> {
    let n = keys.count
    let (values, d) = (numbers + row * n, differences + row * n)
    var (va, dv) = (SIMD4(repeating: values[0]), SIMD4(repeating: d[1]))
    var j = 2
    while j < n {
      let here = segment.i .== Int32(j)
      (va, dv) = (va.replacing(with: values[j - 1], where: here), dv.replacing(with: d[j], where: here))
      j &+= 1
    }
    return va + dv * segment.t
  }
}
