import Foundation
import GlintCore

// Swift's own random API, as iOS code calls it without a generator, drawn from the hosted
// effect's seeded sequence (`arc4random`'s): these shadow the standard library's in a file that
// imports GlintUIKit, so `CGFloat.random(in: 0...1)` is as reproducible as any effect.

extension BinaryFloatingPoint where RawSignificand: FixedWidthInteger {
  public static func random(in range: ClosedRange<Self>) -> Self {
    var generator = hostRandom()
    return random(in: range, using: &generator)
  }

  public static func random(in range: Range<Self>) -> Self {
    var generator = hostRandom()
    return random(in: range, using: &generator)
  }
}

extension FixedWidthInteger {
  public static func random(in range: ClosedRange<Self>) -> Self {
    var generator = hostRandom()
    return random(in: range, using: &generator)
  }

  public static func random(in range: Range<Self>) -> Self {
    var generator = hostRandom()
    return random(in: range, using: &generator)
  }
}

extension Bool {
  public static func random() -> Bool {
    var generator = hostRandom()
    return random(using: &generator)
  }
}

extension Collection {
  public func randomElement() -> Element? {
    var generator = hostRandom()
    return randomElement(using: &generator)
  }
}

extension Sequence {
  public func shuffled() -> [Element] {
    var generator = hostRandom()
    return shuffled(using: &generator)
  }
}

extension MutableCollection where Self: RandomAccessCollection {
  public mutating func shuffle() {
    var generator = hostRandom()
    shuffle(using: &generator)
  }
}
