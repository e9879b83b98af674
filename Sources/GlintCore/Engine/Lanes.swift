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
