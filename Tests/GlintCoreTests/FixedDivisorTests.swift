import Testing

@testable import GlintCore

/// Division by multiplication gives the hardware divide's quotient and remainder, at the
/// divisors and dividends where such schemes go wrong: 1, powers of two and their neighbours,
/// the largest 32-bit values, and a spread of others.
@Suite struct FixedDivisorTests {
  static let divisors: [UInt32] = [
    1, 2, 3, 5, 7, 10, 16, 255, 256, 257, 641, 4095, 65535, 65536, 65537, 1 << 31, (1 << 31) + 1,
    UInt32.max - 1, UInt32.max,
  ]

  @Test(arguments: divisors)
  func quotientsAndRemaindersAreTheDividesOwn(_ d: UInt32) {
    let fixed = FixedDivisor(Int(d))
    let edges: [UInt32] = [0, 1, d &- 1, d, d &+ 1, 2 &* d &- 1, UInt32.max - 1, UInt32.max]
    // The high halves of a Weyl sequence: dividends spread over every 32-bit value, the same
    // run after run.
    let spread = (1...2000).map { UInt32(truncatingIfNeeded: (UInt64($0) &* 0x9E37_79B9_7F4A_7C15) >> 32) }
    let small = (0..<2000).map { UInt32($0) }
    for n in edges + spread + small {
      #expect(fixed.quotient(n) == n / d, "\(n) / \(d)")
      #expect(fixed.remainder(n) == n % d, "\(n) % \(d)")
    }
  }
}
