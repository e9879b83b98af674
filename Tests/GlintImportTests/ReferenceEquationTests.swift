import Foundation
import GlintCore
import GlintFiles
import Testing

@testable import GlintImport

/// One imported particle, every variance 0, against cocos2d-x's own per-step equations (the
/// reference note §1.7, written out here in the file's y-up space and mirrored at the end),
/// stepped at 2000 Hz so its Euler steps are close to the path they approximate.
@Suite struct ReferenceEquationTests {
  static func single(_ extra: [String: Any]) -> [String: Any] {
    var keys: [String: Any] = [
      "maxParticles": 1, "particleLifespan": 2.5, "duration": -1.0, "startParticleSize": 32.0,
      "finishParticleSize": -1.0, "startColorRed": 1.0, "startColorAlpha": 1.0, "finishColorBlue": 1.0,
      "finishColorAlpha": 1.0, "blendFuncSource": 770, "blendFuncDestination": 771,
    ]
    keys.merge(extra) { $1 }
    return keys
  }

  /// The first particle, followed over 2 s of its life at 60 steps a second.
  static func follow(_ keys: [String: Any]) throws -> [(age: Double, particle: ParticleSnapshot)] {
    let result = try ImportTests.importKeys(keys)
    let effect = try EffectFile.decode(
      Data(result.text.utf8), file: "single", url: URL(fileURLWithPath: "/tmp/x"))
    var seen: [(Double, ParticleSnapshot)] = []
    var born: Double?
    ImportTests.run(effect, times: stride(from: 0.0, through: 6, by: 1.0 / 60).map { $0 }) {
      time, particles in
      guard let first = particles.first(where: { $0.serial == 0 }) ?? particles.first else { return }
      born = born ?? first.birthTime
      if first.birthTime == born, Double(first.age) <= 2 { seen.append((Double(first.age), first)) }
    }
    return seen
  }

  @Test func gravityModeFollowsCocosStepByStep() throws {
    let (angle, speed, gravity) = (30.0, 120.0, (x: 10.0, y: -60.0))
    let (radial, tangential) = (25.0, 40.0)
    let path = try Self.follow(
      Self.single([
        "emitterType": 0, "angle": angle, "speed": speed, "gravityx": gravity.x, "gravityy": gravity.y,
        "radialAcceleration": radial, "tangentialAcceleration": tangential,
      ]))
    #expect(path.count > 100)
    for (age, particle) in path {
      // cocos2d-x's gravity step (y up, f = 1), from the emitter origin.
      var (px, py) = (0.0, 0.0)
      var (vx, vy) = (speed * cos(angle * .pi / 180), speed * sin(angle * .pi / 180))
      let dt = 1.0 / 2000
      for _ in 0..<Int((age / dt).rounded()) {
        let length = (px * px + py * py).squareRoot()
        let (ux, uy) = length > 0 ? (px / length, py / length) : (0, 0)
        vx += (radial * ux - tangential * uy + gravity.x) * dt
        vy += (radial * uy + tangential * ux + gravity.y) * dt
        px += vx * dt
        py += vy * dt
      }
      let (x, y) = (400 + px, 300 - py)
      #expect(abs(Double(particle.x) - x) < 0.5 && abs(Double(particle.y) - y) < 0.5, "at age \(age)")
    }
  }

  @Test func radiusModeFollowsCocosStepByStep() throws {
    let (angle, rotate, start, end, life) = (20.0, 90.0, 80.0, 10.0, 2.5)
    let path = try Self.follow(
      Self.single([
        "emitterType": 1, "angle": angle, "maxRadius": start, "minRadius": end, "rotatePerSecond": rotate,
      ]))
    #expect(path.count > 100)
    for (age, particle) in path {
      let theta = (angle + rotate * age) * .pi / 180
      let radius = start + (end - start) * age / life
      let (x, y) = (400 - cos(theta) * radius, 300 + sin(theta) * radius)
      #expect(abs(Double(particle.x) - x) < 0.5 && abs(Double(particle.y) - y) < 0.5, "at age \(age)")
    }
  }

  /// Half way through its life a particle's colour is half way from its start to its end.
  @Test func colourAtHalfLifeIsTheMidpoint() throws {
    let path = try Self.follow(Self.single(["speed": 10.0]))
    let half = try #require(path.min { abs($0.age - 1.25) < abs($1.age - 1.25) })
    #expect(abs(half.age - 1.25) < 0.01)
    let p = half.particle
    #expect(abs(p.r - 0.5) < 0.01 && p.g == 0 && abs(p.b - 0.5) < 0.01 && abs(p.a - 1) < 1e-6)
  }
}
