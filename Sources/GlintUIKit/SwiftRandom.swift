import Foundation
import GlintCore

// Swift's own random API, as iOS code calls it without a generator, drawn from the hosted
// effect's seeded sequence (`arc4random`'s): these shadow the standard library's in a file that
// imports GlintUIKit, so `CGFloat.random(in: 0...1)` is as reproducible as any effect. Outside a
// hosted view's code they are the standard library's, on the system's generator (a module that
// sees these extensions without importing GlintUIKit gets what it always got).

extension BinaryFloatingPoint where RawSignificand: FixedWidthInteger {
  public static func random(in range: ClosedRange<Self>) -> Self {
    var generator = SwiftRandom()
    return random(in: range, using: &generator)
  }

  public static func random(in range: Range<Self>) -> Self {
    var generator = SwiftRandom()
    return random(in: range, using: &generator)
  }
}

extension FixedWidthInteger {
  public static func random(in range: ClosedRange<Self>) -> Self {
    var generator = SwiftRandom()
    return random(in: range, using: &generator)
  }

  public static func random(in range: Range<Self>) -> Self {
    var generator = SwiftRandom()
    return random(in: range, using: &generator)
  }
}

extension Bool {
  public static func random() -> Bool {
    var generator = SwiftRandom()
    return random(using: &generator)
  }
}

extension Collection {
  public func randomElement() -> Element? {
    var generator = SwiftRandom()
    return randomElement(using: &generator)
  }
}

extension Sequence {
  public func shuffled() -> [Element] {
    var generator = SwiftRandom()
    return shuffled(using: &generator)
  }
}

extension MutableCollection where Self: RandomAccessCollection {
  public mutating func shuffle() {
    var generator = SwiftRandom()
    shuffle(using: &generator)
  }
}

/// The hosted view's seeded sequence while its code runs, else the system's generator.
struct SwiftRandom: RandomNumberGenerator {
  private let host = HostContext.current?.random
  private var system = SystemRandomNumberGenerator()

  mutating func next() -> UInt64 { host?.next() ?? system.next() }
}
