import Foundation
import GlintCore
import Testing

/// Base directions per shape × mode (§4.2), the emission cone (§4.4), the fan, and latitude.
@Suite struct SemanticsDirectionTests {
  /// Particles of a cell at speed 100 with no spread, born over a short run.
  static func particles(
    _ shape: EmitterShape, _ mode: EmitterMode, longitude: Float = 0,
    configure: (EmitterCell) -> Void = { _ in }, layer: (EmitterLayer) -> Void = { _ in }
  ) -> [ParticleSnapshot] {
    let l = Engine.layer(
      configure: {
        $0.emitterShape = shape
        $0.emitterMode = mode
        $0.emitterSize = Size(width: 60, height: 30)
        $0.emitterDepth = 10
        layer($0)
      },
      cell: {
        $0.birthRate = 600
        $0.lifetime = 10
        $0.velocity = 100
        $0.emissionLongitude = longitude
        configure($0)
      })
    Engine.run(l, to: 0.5, fps: 60)
    return Engine.particles(l)
  }

  static func angle(_ p: ParticleSnapshot) -> Float { atan2f(p.vy, p.vx) }

  static func same(_ a: Float, _ b: Float, _ tolerance: Float = 1e-3) -> Bool {
    let d = remainderf(a - b, 2 * .pi)
    return abs(d) <= tolerance
  }

  @Test func plusXForPointAndFilledShapes() {
    let cases: [(EmitterShape, EmitterMode)] = [
      (.point, .volume), (.point, .outline), (.rectangle, .volume), (.rectangle, .surface),
      (.rectangle, .points), (.circle, .surface), (.circle, .volume), (.circle, .points),
      (.cuboid, .volume), (.cuboid, .outline), (.sphere, .volume), (.sphere, .surface),
    ]
    for (shape, mode) in cases {
      let all = Self.particles(shape, mode)
      #expect(all.nonEmptyAndAllSatisfy { Self.same(Self.angle($0), 0) }, "\(shape) \(mode)")
      let turned = Self.particles(shape, mode, longitude: .pi / 2)
      #expect(turned.nonEmptyAndAllSatisfy { Self.same(Self.angle($0), .pi / 2) }, "\(shape) \(mode)")
    }
  }

  @Test(arguments: EmitterMode.allCases) func lineEmitsUp(mode: EmitterMode) {
    #expect(Self.particles(.line, mode).nonEmptyAndAllSatisfy { Self.same(Self.angle($0), -.pi / 2) })
    // NSHipster's confetti: longitude π on a line sends particles down (+y).
    #expect(
      Self.particles(.line, mode, longitude: .pi).nonEmptyAndAllSatisfy { Self.same(Self.angle($0), .pi / 2) }
    )
  }

  @Test func circleOutlineEmitsOutward() {
    let all = Self.particles(.circle, .outline)
    let centre = Point(x: 100, y: 100)
    #expect(
      all.nonEmptyAndAllSatisfy { Self.same(Self.angle($0), atan2f($0.y - centre.y, $0.x - centre.x), 0.01) })
    let backwards = Self.particles(.circle, .outline, longitude: .pi)
    #expect(
      backwards.nonEmptyAndAllSatisfy {
        Self.same(Self.angle($0), atan2f($0.y - centre.y, $0.x - centre.x) + .pi, 0.01)
      })
  }

  @Test func rectangleOutlineEmitsAlongEdgeNormals() {
    let all = Self.particles(.rectangle, .outline) { $0.velocity = 0.0001 }
    var seen = Set<Int>()
    for p in all {
      let (dx, dy) = (p.x - 100, p.y - 100)
      let a = Self.angle(p)
      if abs(dy + 15) < 0.01 && abs(dx) < 29.9 {
        #expect(Self.same(a, -.pi / 2)); seen.insert(0)
      } else if abs(dx - 30) < 0.01 && abs(dy) < 14.9 {
        #expect(Self.same(a, 0)); seen.insert(1)
      } else if abs(dy - 15) < 0.01 && abs(dx) < 29.9 {
        #expect(Self.same(a, .pi / 2)); seen.insert(2)
      } else if abs(dx + 30) < 0.01 && abs(dy) < 14.9 {
        #expect(Self.same(a, .pi)); seen.insert(3)
      }
    }
    #expect(seen.count == 4)
  }

  @Test func coneHalfAngleIsHalfTheRange() {
    let range: Float = 1.1
    let all = Self.particles(.point, .volume) { $0.emissionRange = range }
    let angles = all.map(Self.angle)
    #expect(angles.nonEmptyAndAllSatisfy { abs($0) <= range / 2 + 1e-4 })
    #expect(angles.max()! > range / 2 * 0.8 && angles.min()! < -range / 2 * 0.8)
    // Flattened from 3-D: in-plane speed is at most the speed, and below it off the axis.
    let planar = all.map { ($0.vx * $0.vx + $0.vy * $0.vy).squareRoot() }
    #expect(planar.nonEmptyAndAllSatisfy { $0 <= 100.001 })
    #expect(planar.min()! < 90)
    // The cap is uniform in solid angle: cos θ uniform in [cos(R/2), 1].
    let cosines = all.map { $0.vx / 100 }
    #expect(abs(Engine.mean(cosines) - (1 + cos(range / 2)) / 2) < 0.01)
  }

  @Test func fullConeIsASphereFlattened() {
    let all = Self.particles(.point, .volume) { $0.emissionRange = 2 * .pi }
    let planar = all.map { ($0.vx * $0.vx + $0.vy * $0.vy).squareRoot() / 100 }
    // The mean projected length of a uniform unit vector on a plane is π/4.
    #expect(abs(Engine.mean(planar) - .pi / 4) < 0.03)
    #expect(abs(Engine.mean(all.map(\.vx))) < 5 && abs(Engine.mean(all.map(\.vy))) < 5)
  }

  @Test func fanIsFlatAndUniform() {
    let range: Float = 2
    let all = Self.particles(.point, .volume, configure: { $0.emissionRange = range }) {
      $0.emissionGeometry = .fan
    }
    #expect(all.nonEmptyAndAllSatisfy { abs(($0.vx * $0.vx + $0.vy * $0.vy).squareRoot() - 100) < 0.01 })
    let angles = all.map(Self.angle)
    #expect(angles.nonEmptyAndAllSatisfy { abs($0) <= range / 2 + 1e-4 })
    #expect(abs(Engine.mean(angles)) < 0.08)
    // Uniform in angle: the middle half of the fan holds half the particles.
    let middle = angles.filter { abs($0) < range / 4 }.count
    #expect(abs(Float(middle) / Float(all.count) - 0.5) < 0.07)
  }

  @Test func latitudeTiltsOutOfThePlane() {
    let all = Self.particles(.point, .volume) { $0.emissionLatitude = .pi / 3 }
    #expect(all.nonEmptyAndAllSatisfy { abs($0.vx - 50) < 0.01 && abs($0.vy) < 0.01 })
    // The rest of the speed goes out of the plane: z = 100·sin(π/3)·age.
    #expect(all.nonEmptyAndAllSatisfy { abs($0.z - 100 * sin(.pi / 3) * $0.age) < 1e-3 })
  }

  @Test func negativeRangeActsLikeItsMagnitude() {
    let all = Self.particles(.point, .volume) { $0.emissionRange = -1 }
    #expect(all.nonEmptyAndAllSatisfy { abs(Self.angle($0)) <= 0.5001 })
    #expect(all.map(Self.angle).max()! > 0.4)
  }
}
