import Foundation
import GlintCore
import Testing

/// Nested emitterCells (§5.2) and cell timing windows (§2.3).
@Suite struct SemanticsNestedTests {
  /// An invisible parent flying +x at 100 pt/s for 1 s, trailing still children.
  static func trail(
    child: (EmitterCell) -> Void = { _ in }, parent: (EmitterCell) -> Void = { _ in },
    layer: (EmitterLayer) -> Void = { _ in }
  ) -> EmitterLayer {
    let sub = EmitterCell()
    sub.name = "child"
    sub.contents = "dot"
    sub.birthRate = 20
    sub.lifetime = 5
    sub.scale = 0.5
    sub.color = Color(red: 1, green: 1, blue: 0.5, alpha: 1)
    child(sub)
    return Engine.layer(configure: layer) {
      $0.name = "parent"
      $0.contents = nil
      $0.birthRate = 2
      $0.lifetime = 1
      $0.velocity = 100
      $0.scale = 4
      $0.color = Color(red: 0.5, green: 0.25, blue: 1, alpha: 0.8)
      $0.emitterCells = [sub]
      parent($0)
    }
  }

  @Test func childrenInheritColourScaleAndPosition() {
    let l = Self.trail()
    Engine.run(l, to: 1.01, fps: 60)
    let all = Engine.particles(l)
    let children = all.filter { $0.cell == "child" }
    // Two parents (born at 0.5 and 1.0); the first emitted at ages 0.05, 0.10, ... 0.5.
    #expect(children.count == 10)
    #expect(children.nonEmptyAndAllSatisfy { abs($0.y - 100) < 1e-4 })
    for c in children {
      let parentAge = Float(c.birthTime - 0.5)
      #expect(abs(c.x - (100 + 100 * parentAge)) < 1e-3)
    }
    #expect(
      children.nonEmptyAndAllSatisfy { $0.r == 0.5 && $0.g == 0.25 && $0.b == 0.5 && abs($0.a - 0.8) < 1e-6 })
    #expect(children.nonEmptyAndAllSatisfy { $0.scale == 2 })
    #expect(children.nonEmptyAndAllSatisfy { $0.vx == 0 && $0.vy == 0 })
  }

  @Test func childrenTakeTheParentsCurrentColourAndScale() {
    let l = Self.trail(parent: {
      $0.color = Color(red: 0, green: 1, blue: 1, alpha: 1)
      $0.redSpeed = 1
      $0.scaleSpeed = 2
    })
    Engine.run(l, to: 1.0, fps: 60)
    for c in Engine.particles(l, cell: "child") {
      let parentAge = Float(c.birthTime - 0.5)
      #expect(abs(c.r - parentAge) < 1e-5)
      #expect(abs(c.scale - 0.5 * (4 + 2 * parentAge)) < 1e-5)
    }
  }

  @Test func childrenOutliveTheirParents() {
    let l = Self.trail()
    Engine.run(l, to: 0.6, fps: 60)
    l.emitterCells[0].birthRate = 0
    Engine.run(l, to: 3, fps: 60)
    let all = Engine.particles(l)
    #expect(!all.contains { $0.cell == "parent" })
    #expect(all.filter { $0.cell == "child" }.count == 20)
    #expect(!l.isRetired)
    Engine.run(l, to: 7, fps: 60)
    #expect(l.particleCount == 0 && l.isRetired)
  }

  @Test func subCellAnglesFollowTheParentsMotion() {
    // The parent falls under gravity; a child is thrown straight along the parent's heading.
    let l = Self.trail(
      child: {
        $0.velocity = 10
        $0.emissionLongitude = .pi / 2
      },
      parent: { $0.yAcceleration = 200 })
    Engine.run(l, to: 1.0, fps: 60)
    for c in Engine.particles(l, cell: "child") {
      let parentAge = Float(c.birthTime - 0.5)
      let heading = atan2f(200 * parentAge, 100)
      let expected = heading + .pi / 2
      #expect(abs(c.vx - 10 * cos(expected)) < 1e-3 && abs(c.vy - 10 * sin(expected)) < 1e-3)
    }
  }

  @Test func subCellWindowCountsFromParentBirth() {
    let l = Self.trail(child: {
      $0.birthRate = 100
      $0.beginTime = 0.3
      $0.duration = 0.2
    })
    Engine.run(l, to: 1.2, fps: 60)
    let children = Engine.particles(l).filter { $0.cell == "child" }
    // The parent born at 0.5 emits 20 children at ages (0.3, 0.5]; the one born at 1.0 none yet.
    #expect(children.count == 20)
    for c in children {
      let age = c.birthTime - 0.5
      #expect(age > 0.3 && age <= 0.5 + 1e-9)
    }
  }

  @Test func multipliersApplyToSubCells() {
    let l = Self.trail(child: { $0.velocity = 10 }, layer: { $0.velocity = 3 })
    Engine.run(l, to: 0.8, fps: 60)
    let children = Engine.particles(l).filter { $0.cell == "child" }
    #expect(!children.isEmpty)
    #expect(children.nonEmptyAndAllSatisfy { abs(($0.vx * $0.vx + $0.vy * $0.vy).squareRoot() - 30) < 1e-3 })
  }

  @Test func disabledCellsEmitAndDrawNothing() {
    let off = Self.trail(parent: { $0.isEnabled = false })
    Engine.run(off, to: 2, fps: 60)
    #expect(off.particleCount == 0)
    let childOff = Self.trail(child: { $0.isEnabled = false })
    Engine.run(childOff, to: 2, fps: 60)
    #expect(Engine.particles(childOff).nonEmptyAndAllSatisfy { $0.cell == "parent" })
    #expect(childOff.particleCount > 0)
  }

  @Test func topLevelWindowCountsFromLayerStart() {
    let l = Engine.layer {
      $0.birthRate = 10
      $0.lifetime = 100
      $0.beginTime = 1
      $0.duration = 2
    }
    l.start(at: 5)
    Engine.run(l, to: 10, fps: 60)
    let times = Engine.particles(l).map(\.birthTime).sorted()
    #expect(times.count == 20)
    #expect(abs(times.first! - 6.1) < 1e-9 && abs(times.last! - 8) < 1e-9)
    #expect(l.particleCount == 20)
    l.birthRate = 1
    #expect(!l.isRetired)
  }
}
