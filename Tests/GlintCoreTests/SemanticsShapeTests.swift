import Foundation
import GlintCore
import Testing

/// Birth positions per shape × mode (caemitter-semantics.md §3.2), from still particles.
@Suite struct SemanticsShapeTests {
  static let centre = Point(x: 200, y: 100)

  /// Offsets from the centre of 600 still particles (z from the emitter's z of 0).
  static func births(
    _ shape: EmitterShape, _ mode: EmitterMode, size: Size = Size(width: 80, height: 40), depth: Float = 20
  ) -> [(x: Float, y: Float, z: Float)] {
    let layer = Engine.layer(
      position: centre,
      configure: {
        $0.emitterShape = shape
        $0.emitterMode = mode
        $0.emitterSize = size
        $0.emitterDepth = depth
      },
      cell: {
        $0.birthRate = 1200
        $0.lifetime = 10
      })
    Engine.run(layer, to: 0.5, fps: 60)
    let all = Engine.particles(layer)
    #expect(all.count == 600, "\(shape) \(mode) gave \(all.count) particles")
    return all.map { ($0.x - centre.x, $0.y - centre.y, $0.z) }
  }

  static func near(_ a: Float, _ b: Float, _ tolerance: Float = 1e-3) -> Bool { abs(a - b) <= tolerance }

  @Test(arguments: EmitterMode.allCases) func pointShapeIsTheCentre(mode: EmitterMode) {
    let all = Self.births(.point, mode)
    #expect(all.count == 600)
    #expect(all.nonEmptyAndAllSatisfy { $0.x == 0 && $0.y == 0 && $0.z == 0 })
  }

  @Test(arguments: [EmitterMode.outline, .surface, .volume]) func lineSpansAlongX(mode: EmitterMode) {
    let all = Self.births(.line, mode)
    #expect(all.nonEmptyAndAllSatisfy { $0.y == 0 && abs($0.x) <= 40 })
    #expect(Engine.mean(all.map(\.x)).magnitude < 4)
    #expect(all.map(\.x).min()! < -36 && all.map(\.x).max()! > 36)
  }

  @Test func linePointsAreTheEnds() {
    let all = Self.births(.line, .points)
    #expect(all.nonEmptyAndAllSatisfy { $0.y == 0 && Self.near(abs($0.x), 40) })
    #expect(all.contains { $0.x < 0 } && all.contains { $0.x > 0 })
  }

  @Test func rectangleCornersOutlineAndArea() {
    let corners = Self.births(.rectangle, .points)
    #expect(corners.nonEmptyAndAllSatisfy { Self.near(abs($0.x), 40) && Self.near(abs($0.y), 20) })
    #expect(Set(corners.map { "\($0.x > 0)\($0.y > 0)" }).count == 4)

    let outline = Self.births(.rectangle, .outline)
    #expect(
      outline.nonEmptyAndAllSatisfy {
        abs($0.x) <= 40.001 && abs($0.y) <= 20.001
          && (Self.near(abs($0.x), 40, 0.01) || Self.near(abs($0.y), 20, 0.01))
      })
    // Uniform along the perimeter: the long edges (80 each) get 2/3 of births.
    let onLong = outline.filter { Self.near(abs($0.y), 20, 0.01) }.count
    #expect(abs(Float(onLong) / 600 - 2.0 / 3) < 0.07)

    for mode in [EmitterMode.surface, .volume] {
      let area = Self.births(.rectangle, mode)
      #expect(area.nonEmptyAndAllSatisfy { abs($0.x) <= 40 && abs($0.y) <= 20 })
      let inner = area.filter { abs($0.x) < 20 && abs($0.y) < 10 }.count
      #expect(abs(Float(inner) / 600 - 0.25) < 0.07)
    }
  }

  @Test func cuboidCornersEdgesFacesVolume() {
    func extremes(_ p: (x: Float, y: Float, z: Float)) -> Int {
      (Self.near(abs(p.x), 40, 0.01) ? 1 : 0) + (Self.near(abs(p.y), 20, 0.01) ? 1 : 0)
        + (Self.near(abs(p.z), 10, 0.01) ? 1 : 0)
    }
    func inside(_ p: (x: Float, y: Float, z: Float)) -> Bool {
      abs(p.x) <= 40.001 && abs(p.y) <= 20.001 && abs(p.z) <= 10.001
    }
    #expect(Self.births(.cuboid, .points).nonEmptyAndAllSatisfy { extremes($0) == 3 })
    #expect(Self.births(.cuboid, .outline).nonEmptyAndAllSatisfy { inside($0) && extremes($0) >= 2 })
    #expect(Self.births(.cuboid, .surface).nonEmptyAndAllSatisfy { inside($0) && extremes($0) >= 1 })
    let volume = Self.births(.cuboid, .volume)
    #expect(volume.nonEmptyAndAllSatisfy(inside))
    #expect(volume.filter { extremes($0) >= 1 }.isEmpty)
    #expect(Set(volume.map { $0.z > 0 }).count == 2)
  }

  @Test func circleCentreRingAndDisc() {
    let size = Size(width: 25, height: 0)
    #expect(Self.births(.circle, .points, size: size).nonEmptyAndAllSatisfy { $0.x == 0 && $0.y == 0 })
    let ring = Self.births(.circle, .outline, size: size)
    #expect(ring.nonEmptyAndAllSatisfy { Self.near(($0.x * $0.x + $0.y * $0.y).squareRoot(), 25, 0.01) })
    let angles = ring.map { atan2f($0.y, $0.x) }
    #expect(angles.min()! < -3 && angles.max()! > 3)
    for mode in [EmitterMode.surface, .volume] {
      let disc = Self.births(.circle, mode, size: size)
      let r2 = disc.map { ($0.x * $0.x + $0.y * $0.y) / (25 * 25) }
      #expect(r2.nonEmptyAndAllSatisfy { $0 <= 1.0001 })
      // Area-uniform: r² is uniform in [0, 1].
      #expect(abs(Engine.mean(r2) - 0.5) < 0.05)
    }
  }

  @Test func sphereCentreShellAndBall() {
    let size = Size(width: 30, height: 0)
    func radius(_ p: (x: Float, y: Float, z: Float)) -> Float {
      (p.x * p.x + p.y * p.y + p.z * p.z).squareRoot()
    }
    #expect(Self.births(.sphere, .points, size: size).nonEmptyAndAllSatisfy { radius($0) == 0 })
    for mode in [EmitterMode.outline, .surface] {
      let shell = Self.births(.sphere, mode, size: size)
      #expect(shell.nonEmptyAndAllSatisfy { Self.near(radius($0), 30, 0.01) })
      #expect(abs(Engine.mean(shell.map(\.z))) < 3)
    }
    let ball = Self.births(.sphere, .volume, size: size)
    let r3 = ball.map { pow(radius($0) / 30, 3) }
    #expect(r3.nonEmptyAndAllSatisfy { $0 <= 1.0001 })
    #expect(abs(Engine.mean(r3) - 0.5) < 0.05)
  }
}
