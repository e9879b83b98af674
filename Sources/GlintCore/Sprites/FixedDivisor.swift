/// Division by a divisor fixed before a loop, by multiplication: Lemire, Kaser and Kurz's
/// direct computation ("Faster remainder by direct computation", 2019), exact for every
/// 32-bit dividend and divisor. A hardware divide costs tens of cycles a particle; these cost
/// a multiplication or two.
struct FixedDivisor {
  let divisor: UInt64
  /// ⌈2⁶⁴ / divisor⌉, which wraps to 0 for a divisor of 1.
  let magic: UInt64

  /// `divisor` from 1 to `UInt32.max`.
  init(_ divisor: Int) {
    precondition(divisor > 0 && divisor <= Int(UInt32.max), "a fixed divisor holds 32 bits")
    self.divisor = UInt64(divisor)
    magic = UInt64.max / UInt64(divisor) &+ 1
  }

  /// `n / divisor`.
  @inline(__always)
  func quotient(_ n: UInt32) -> UInt32 {
    divisor == 1 ? n : UInt32(truncatingIfNeeded: magic.multipliedFullWidth(by: UInt64(n)).high)
  }

  /// `n % divisor`.
  @inline(__always)
  func remainder(_ n: UInt32) -> UInt32 {
    UInt32(truncatingIfNeeded: (magic &* UInt64(n)).multipliedFullWidth(by: divisor).high)
  }
}
