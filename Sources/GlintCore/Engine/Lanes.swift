/// Four neighbouring floats of a column read and written as one vector, so that a pass over a
/// run can work four particles at a time.
extension UnsafeMutablePointer where Pointee == Float {
  /// Elements `k` to `k + 3`.
  @inline(__always)
  func lanes(at k: Int) -> SIMD4<Float> { UnsafeRawPointer(self + k).loadUnaligned(as: SIMD4<Float>.self) }

  /// Writes `value` to elements `k` to `k + 3`.
  @inline(__always)
  func setLanes(_ value: SIMD4<Float>, at k: Int) {
    UnsafeMutableRawPointer(self + k).storeBytes(of: value, as: SIMD4<Float>.self)
  }
}

/// How a pass over lanes reads and writes four neighbouring elements of a column: all four
/// (`WholeLanes`, the hot loops) or the first few, the lanes past them read as 0 (`PartLanes`,
/// the end of a run). A pass generic over it is compiled once for each, so the whole lanes
/// carry no count.
protocol LaneAccess {
  func read(_ column: UnsafeMutablePointer<Float>, at k: Int) -> SIMD4<Float>
  func write(_ value: SIMD4<Float>, to column: UnsafeMutablePointer<Float>, at k: Int)
}

/// Four elements at a time.
struct WholeLanes: LaneAccess {
  @inline(__always)
  func read(_ column: UnsafeMutablePointer<Float>, at k: Int) -> SIMD4<Float> { column.lanes(at: k) }

  @inline(__always)
  func write(_ value: SIMD4<Float>, to column: UnsafeMutablePointer<Float>, at k: Int) {
    column.setLanes(value, at: k)
  }
}

/// The first `count` (1 to 3) of four elements.
struct PartLanes: LaneAccess {
  let count: Int

  @inline(__always)
  func read(_ column: UnsafeMutablePointer<Float>, at k: Int) -> SIMD4<Float> {
    var value = SIMD4<Float>.zero
    for j in 0..<count { value[j] = column[k &+ j] }
    return value
  }

  @inline(__always)
  func write(_ value: SIMD4<Float>, to column: UnsafeMutablePointer<Float>, at k: Int) {
    for j in 0..<count { column[k &+ j] = value[j] }
  }
}
