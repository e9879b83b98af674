import GlintCore
import Testing

/// The shooting-star port: the emitter follows its keyframe path, at the key times.
@Suite struct ShootingStarPortTests {
  let size = Size(width: 800, height: 600)

  /// The path's vertices on an 800 × 600 canvas, at key times 0, 0.3, 0.7 and 1 of 4 s.
  var keyframes: [(time: Double, place: Point)] {
    let start = Point(x: 40, y: size.height - 40)
    return [
      (0, start), (1.2, Point(x: size.width / 2, y: 40)),
      (2.8, Point(x: size.width - 40, y: size.height / 2)), (4, start),
    ]
  }

  /// The glitter born within half a step of `time`, with where it was born.
  func bornNear(_ time: Double, in particles: [ParticleSnapshot]) -> [Point] {
    particles.filter { abs($0.birthTime - time) < 1.0 / 240 }.map { $0.birthPlace() }
  }

  @Test(arguments: [30.0, 60.0])
  func theEmitterIsAtEachVertexAtItsKeyTime(fps: Double) {
    let host = Ports.host(ShootingStarEffect(), size: size)
    var seen: [(expected: Point, born: [Point])] = []
    Ports.run(host, to: 9, fps: fps) { time in
      let particles = Ports.particles(Ports.canvasLayers(host))
      // Each keyframe, in the first pass and in the repeat 4 s later.
      for keyframe in keyframes {
        for pass in [0.0, 4] where abs(time - (keyframe.time + pass)) < 1e-9 {
          seen.append((keyframe.place, bornNear(keyframe.time + pass, in: particles)))
        }
      }
    }
    #expect(seen.count >= 7)
    for sample in seen {
      #expect(!sample.born.isEmpty)
      for place in sample.born {
        #expect(distance(place, sample.expected) < 5, "born at \(place), keyframe at \(sample.expected)")
      }
    }
  }

  @Test func halfWayAlongTheFirstSegmentAtHalfItsTime() {
    let host = Ports.host(ShootingStarEffect(), size: size)
    Ports.run(host, to: 0.6, fps: 60)
    let born = bornNear(0.6, in: Ports.particles(Ports.canvasLayers(host)))
    let a = keyframes[0].place
    let b = keyframes[1].place
    let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    #expect(!born.isEmpty)
    #expect(born.allSatisfy { distance($0, middle) < 5 })
  }
}
