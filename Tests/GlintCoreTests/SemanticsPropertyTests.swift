import Foundation
import GlintCore
import Testing

/// Ranges (M ± R/2), multipliers at birth, and the closed-form state of a particle (§2, §5).
@Suite struct SemanticsPropertyTests {
  static func born(
    seed: UInt32 = 3, layer: (EmitterLayer) -> Void = { _ in }, _ cell: (EmitterCell) -> Void
  ) -> [ParticleSnapshot] {
    let l = Engine.layer(seed: seed, configure: layer) {
      $0.birthRate = 2000
      $0.lifetime = 10
      cell($0)
    }
    Engine.run(l, to: 1, fps: 60)
    // Ageing is undone with the closed form where a test needs birth values.
    return Engine.particles(l)
  }

  @Test func speedStaysInRangeAndAveragesTheMean() {
    let all = Self.born {
      $0.velocity = 180
      $0.velocityRange = 130
    }
    let speeds = all.map { ($0.vx * $0.vx + $0.vy * $0.vy).squareRoot() }
    #expect(all.count == 2000)
    #expect(speeds.nonEmptyAndAllSatisfy { $0 >= 115 - 1e-3 && $0 <= 245 + 1e-3 })
    #expect(abs(Engine.mean(speeds) - 180) < 3)
    #expect(speeds.min()! < 118 && speeds.max()! > 242)
  }

  @Test func negativeSpeedsReverseAndAreNotClamped() {
    let all = Self.born {
      $0.velocity = -10
      $0.velocityRange = 40
    }
    #expect(all.contains { $0.vx < 0 } && all.contains { $0.vx > 0 })
    #expect(all.nonEmptyAndAllSatisfy { $0.vx >= -30.001 && $0.vx <= 10.001 })
  }

  @Test func lifetimeRange() {
    let all = Self.born {
      $0.lifetime = 5
      $0.lifetimeRange = 2
    }
    let lives = all.map(\.lifetime)
    #expect(lives.nonEmptyAndAllSatisfy { $0 >= 4 && $0 <= 6 })
    #expect(abs(Engine.mean(lives) - 5) < 0.05)
  }

  @Test func scaleSpinAndColourRanges() {
    let all = Self.born {
      $0.scale = 2
      $0.scaleRange = 1
      $0.spin = 1
      $0.spinRange = 4
      $0.color = Color(red: 0.9, green: 0.5, blue: 0.1, alpha: 0.5)
      $0.redRange = 0.6
      $0.blueRange = 0.4
    }
    let scales = all.map(\.scale)
    #expect(scales.nonEmptyAndAllSatisfy { $0 >= 1.5 && $0 <= 2.5 })
    #expect(abs(Engine.mean(scales) - 2) < 0.03)
    let spins = all.map { $0.rotation / $0.age }.filter(\.isFinite)
    #expect(spins.nonEmptyAndAllSatisfy { $0 >= -1.001 && $0 <= 3.001 })
    // Colour is clamped to [0, 1] at birth: red samples in [0.6, 1.2] and a third clamp to 1.
    let reds = all.map(\.r)
    #expect(reds.nonEmptyAndAllSatisfy { $0 >= 0.6 && $0 <= 1 })
    let saturated = Float(reds.filter { $0 == 1 }.count) / 2000
    #expect(abs(saturated - 1.0 / 3) < 0.05)
    let blues = all.map(\.b)
    #expect(blues.nonEmptyAndAllSatisfy { $0 >= 0 && $0 <= 0.3 } && blues.contains(0))
    #expect(all.nonEmptyAndAllSatisfy { $0.g == 0.5 && $0.a == 0.5 })
  }

  @Test func multipliersApplyAtBirthOnly() {
    let l = Engine.layer(
      configure: {
        $0.velocity = 2
        $0.scale = 3
        $0.spin = 2
        $0.lifetime = 2
        $0.birthRate = 2
      },
      cell: {
        $0.birthRate = 50
        $0.lifetime = 5
        $0.velocity = 10
        $0.scale = 1
        $0.spin = 1
        $0.scaleSpeed = 0.5
        $0.yAcceleration = 10
      })
    Engine.run(l, to: 1.001, fps: 60)
    #expect(l.birthCount == 100)
    let first = Engine.particles(l)
    #expect(first.nonEmptyAndAllSatisfy { $0.lifetime == 10 })
    #expect(first.nonEmptyAndAllSatisfy { abs($0.vx - 20) < 1e-4 })
    #expect(first.nonEmptyAndAllSatisfy { abs($0.scale - (3 + 0.5 * $0.age)) < 1e-4 })
    #expect(first.nonEmptyAndAllSatisfy { abs($0.rotation - 2 * $0.age) < 1e-4 })
    // Acceleration is not multiplied.
    #expect(first.nonEmptyAndAllSatisfy { abs($0.vy - 10 * $0.age) < 1e-3 })
    l.velocity = 1
    l.scale = 1
    Engine.run(l, to: 2.001, fps: 60)
    let after = Engine.particles(l)
    let old = after.filter { $0.birthTime < 1.001 }
    let new = after.filter { $0.birthTime > 1.001 }
    #expect(old.count == 100 && new.count == 100)
    #expect(old.nonEmptyAndAllSatisfy { abs($0.vx - 20) < 1e-4 && abs($0.scale - (3 + 0.5 * $0.age)) < 1e-4 })
    #expect(new.nonEmptyAndAllSatisfy { abs($0.vx - 10) < 1e-4 && abs($0.scale - (1 + 0.5 * $0.age)) < 1e-4 })
  }

  @Test func closedFormState() {
    let l = Engine.layer(position: Point(x: 10, y: 20)) {
      $0.birthRate = 1
      $0.lifetime = 3
      $0.velocity = 40
      $0.xAcceleration = 2
      $0.yAcceleration = 30
      $0.scale = 0.5
      $0.scaleSpeed = -0.25
      $0.spin = 1.5
      $0.color = Color(red: 0.2, green: 0.8, blue: 0.5, alpha: 1)
      $0.redSpeed = 0.5
      $0.greenSpeed = 100
      $0.blueSpeed = -0.1
      $0.alphaSpeed = -2
    }
    Engine.run(l, to: 3, fps: 60)
    // Born at 1, 2 and 3; the first is 2 s old.
    let p = Engine.particles(l).filter { abs($0.birthTime - 1) < 1e-9 }
    #expect(l.particleCount == 3 && p.count == 1)
    guard let s = p.first else { return }
    let tau: Float = 2
    #expect(abs(s.age - tau) < 1e-6)
    #expect(abs(s.x - (10 + 40 * tau + 0.5 * 2 * tau * tau)) < 1e-3)
    #expect(abs(s.y - (20 + 0.5 * 30 * tau * tau)) < 1e-3)
    #expect(abs(s.vx - (40 + 2 * tau)) < 1e-4 && abs(s.vy - 30 * tau) < 1e-4)
    #expect(abs(s.rotation - 1.5 * tau) < 1e-5)
    // Scale goes negative without clamping (it mirrors the sprite).
    #expect(abs(s.scale - (0.5 - 0.25 * tau)) < 1e-6)
    #expect(abs(s.r - 1) < 1e-6 && s.g == 1 && abs(s.b - 0.3) < 1e-5)
    // Alpha reached 0 long ago; the particle lives on until its lifetime.
    #expect(s.a == 0)
  }

  /// All four colour speeds, at values that stay inside [0, 1] (so a wrong rate cannot hide
  /// behind the clamp).
  @Test func colourSpeedsBeforeClamping() {
    let l = Engine.layer {
      $0.birthRate = 1
      $0.lifetime = 3
      $0.color = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.9)
      $0.redSpeed = 0.1
      $0.greenSpeed = -0.15
      $0.blueSpeed = 0.2
      $0.alphaSpeed = -0.3
    }
    Engine.run(l, to: 3, fps: 60)
    let p = Engine.particles(l).filter { abs($0.birthTime - 1) < 1e-9 }
    #expect(p.count == 1)
    guard let s = p.first else { return }
    let tau = s.age
    #expect(abs(tau - 2) < 1e-6)
    #expect(abs(s.r - (0.5 + 0.1 * tau)) < 1e-6 && abs(s.g - (0.5 - 0.15 * tau)) < 1e-6)
    #expect(abs(s.b - (0.5 + 0.2 * tau)) < 1e-6 && abs(s.a - (0.9 - 0.3 * tau)) < 1e-6)
  }

  @Test func livesWhileAgeIsBelowLifetime() {
    let l = Engine.layer {
      $0.birthRate = 1
      $0.lifetime = 1
    }
    l.step(to: 1)
    #expect(l.particleCount == 1)
    l.step(to: 1.999)
    #expect(l.particleCount == 1)
    l.step(to: 2)
    // The first died at exactly 2; the second was born at exactly 2.
    #expect(l.particleCount == 1)
    #expect(Engine.particles(l).first?.age == 0)
  }

  @Test func lifetimeZeroIsNeverBorn() {
    let l = Engine.layer { $0.birthRate = 100 }
    Engine.run(l, to: 1, fps: 60)
    #expect(l.particleCount == 0 && l.birthCount == 0)
    let paused = Engine.layer(configure: { $0.lifetime = 0 }) {
      $0.birthRate = 100
      $0.lifetime = 1
    }
    Engine.run(paused, to: 1, fps: 60)
    #expect(paused.birthCount == 0)
  }
}
