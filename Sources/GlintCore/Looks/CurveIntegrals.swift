/// A number curve's running integrals over the life, tabulated once when the curve is made, so a
/// speed curve moves a particle in closed form (`EasedSpeed`): I0(u) = ∫₀ᵘ f(w) dw and
/// I1(u) = ∫₀ᵘ w·f(w) dw, where f is the curve's value (`CurveReader.scalar`) at life fraction w.
///
/// The life is cut into `cells` equal cells (as the ease table is, so an eased curve is a straight
/// line within each cell but where a key falls in it). Each cell holds both integrals at its start
/// and, for each, the quadratic in the fraction t through the cell that starts with the curve's
/// value there and ends at the next cell's integral: exact where the curve is a straight line
/// across the cell, and the cells' ends are integrated with Simpson's rule over eight parts. It
/// also holds the curve's value read linearly between the cells' ends, so one row gives all three.
struct CurveIntegrals {
  static let cells = EaseTable.segments
  /// Floats kept per cell: I0, its t and t² terms, I1, its t and t² terms, f and its t term.
  static let stride = 8

  /// `cells` × `stride` floats.
  let table: UnsafePointer<Float>
  /// I0(1), I1(1) and f(1): a particle read past its life carries on at the last value.
  let end: SIMD3<Float>

  /// The table of the curve `reader` reads, in memory the caller frees (`free`).
  init(_ reader: CurveReader) {
    let n = Self.cells
    let h = 1 / Float(n)
    let f = { (u: Float) in reader.scalar(at: u) }
    var starts = [SIMD2<Float>](repeating: .zero, count: n + 1)
    for j in 0..<n {
      starts[j + 1] =
        starts[j] + Self.simpson(from: Float(j) * h, width: h) { u in SIMD2(1, u) * f(u) }
    }
    let table = UnsafeMutablePointer<Float>.allocate(capacity: n * Self.stride)
    for j in 0..<n {
      let u = Float(j) * h
      let a0 = f(u)
      let a1 = u * a0
      let rise = (starts[j + 1] - starts[j]) / h
      let row = table + j * Self.stride
      (row[0], row[1], row[2]) = (starts[j].x, h * a0, h * (rise.x - a0))
      (row[3], row[4], row[5]) = (starts[j].y, h * a1, h * (rise.y - a1))
      (row[6], row[7]) = (a0, f(u + h) - a0)
    }
    self.table = UnsafePointer(table)
    end = SIMD3(starts[n].x, starts[n].y, f(1))
  }

  func free() { UnsafeMutablePointer(mutating: table).deallocate() }

  /// ∫ of `g` over `width` from `start`: Simpson's rule over eight parts.
  private static func simpson(
    from start: Float, width: Float, _ g: (Float) -> SIMD2<Float>
  ) -> SIMD2<Float> {
    let parts = 8
    let step = width / Float(parts)
    var sum = g(start) + g(start + width)
    for k in 1..<parts { sum += g(start + Float(k) * step) * (k % 2 == 1 ? 4 : 2) }
    return sum * (step / 3)
  }

  /// I0, I1 and f at life fraction `u`, held to 0...1 (NaN reads as 0).
  @inline(__always)
  func at(_ u: Float) -> (i0: Float, i1: Float, f: Float) {
    let position = (u >= 0 ? min(u, 1) : 0) * Float(Self.cells)
    let j = min(Int(position), Self.cells - 1)
    let t = position - Float(j)
    let row = table + j &* Self.stride
    return (row[0] + t * (row[1] + t * row[2]), row[3] + t * (row[4] + t * row[5]), row[6] + t * row[7])
  }

  /// `at(_:)` of four fractions, each lane reading its own cell.
  @inline(__always)
  func at(_ u: SIMD4<Float>) -> (i0: SIMD4<Float>, i1: SIMD4<Float>, f: SIMD4<Float>) {
    var held = u
    held.replace(with: 0, where: .!(held .>= 0))
    held.replace(with: 1, where: held .> 1)
    let position = held * Float(Self.cells)
    let last = Self.cells - 1
    let j = (
      min(Int(position[0]), last), min(Int(position[1]), last), min(Int(position[2]), last),
      min(Int(position[3]), last)
    )
    let t = position - SIMD4(Float(j.0), Float(j.1), Float(j.2), Float(j.3))
    let rows = (row(j.0), row(j.1), row(j.2), row(j.3))
    func column(_ c: Int) -> SIMD4<Float> { SIMD4(rows.0[c], rows.1[c], rows.2[c], rows.3[c]) }
    let i0 = column(0) + t * (column(1) + t * column(2))
    let i1 = column(3) + t * (column(4) + t * column(5))
    return (i0, i1, column(6) + t * column(7))
  }

  /// Cell `j`'s row.
  @inline(__always)
  private func row(_ j: Int) -> SIMD8<Float> {
    UnsafeRawPointer(table + j &* Self.stride).loadUnaligned(as: SIMD8<Float>.self)
  }
}
