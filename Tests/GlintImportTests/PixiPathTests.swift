import Foundation
import GlintCore
import GlintImport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// pixi's movePath, rotation acceleration, `pos` and a spawn shape's offset, in both config
/// formats: imported without warnings, and the particles start at the offset, follow the path
/// turned by their direction, and turn as the acceleration says.
struct PixiPathTests {
  static let v5 = PixiBehaviourTests.config(
    [
      #"{ "type": "movePath", "config": { "path": "sin(x/10) * 20", "speed": { "list": [{ "time": 0, "value": 100 }, { "time": 1, "value": 100 }] }, "minMult": 1 } }"#,
      #"{ "type": "rotation", "config": { "minStart": 30, "maxStart": 30, "minSpeed": 10, "maxSpeed": 10, "accel": 90 } }"#,
      #"{ "type": "spawnShape", "config": { "type": "rect", "data": { "x": -40, "y": -100, "w": 80, "h": 10 } } }"#,
      #"{ "type": "textureSingle", "config": { "texture": "spark.png" } }"#,
    ]
  ).replacingOccurrences(of: #""pos": { "x": 0, "y": 0 }"#, with: #""pos": { "x": 20, "y": 30 }"#)
    .replacingOccurrences(
      of: #""lifetime": { "min": 0.5, "max": 1.5 }"#, with: #""lifetime": { "min": 2, "max": 2 }"#)

  static let legacy = """
    { "lifetime": { "min": 2, "max": 2 }, "frequency": 0.05, "speed": { "start": 100, "end": 100 },
      "extraData": { "path": "sin(x/10) * 20" }, "startRotation": { "min": 30, "max": 30 },
      "rotationSpeed": { "min": 10, "max": 10 }, "rotationAcceleration": 90, "pos": { "x": 20, "y": 30 },
      "spawnType": "rect", "spawnRect": { "x": -40, "y": -100, "w": 80, "h": 10 } }
    """

  /// The keys that were warned about before these behaviours were followed.
  static let followedKeys = ["path", "accel", "rotationAcceleration", "pos", "spawnShape", "spawnRect"]

  @Test(arguments: [("v5", v5), ("legacy", legacy)])
  func importedWithoutWarningsTheParticlesFollowThePathFromTheOffset(format: String, config: String) throws {
    let result = try Pixi.importText(config, images: ["spark.png"])
    let warned = result.warnings.filter { warning in Self.followedKeys.contains { warning.key.contains($0) } }
    #expect(warned.isEmpty, "\(format): \(warned)")
    let cell = try Pixi.cell(result)
    #expect(cell.pathExpression?.text == "sin(x/10) * 20")
    #expect(abs(cell.spinAcceleration - 90 * .pi / 180) < 1e-6 && abs(cell.spin - 10 * .pi / 180) < 1e-6)
    #expect(try Pixi.layer(result).emitterOffset == Point(x: 20, y: 30 - 95))

    let effect = try Pixi.load(result).declaration
    let particles = Pixi.particles(Pixi.held(effect, at: Point(x: 256, y: 256), until: 1.9))
    #expect(particles.count > 30)
    let (ux, uy) = (cos(Float.pi / 6), sin(Float.pi / 6))
    #expect(
      particles.nonEmptyAndAllSatisfy { p in
        // Back along the path to where the particle was born: inside the rectangle, whose
        // centre is the pointer plus pos plus the shape's own centre.
        let d = 100 * p.age
        let y = 20 * sin(d / 10)
        let (bx, by) = (p.x - d * ux + y * uy, p.y - d * uy - y * ux)
        let slope = 2 * cos(d / 10)
        return bx >= 256 + 20 - 40 - 1e-2 && bx <= 256 + 20 + 40 + 1e-2 && by >= 256 + 30 - 100 - 1e-2
          && by <= 256 + 30 - 90 + 1e-2 && abs(p.vx - 100 * (ux - slope * uy)) < 0.05
          && abs(p.vy - 100 * (uy + slope * ux)) < 0.05
      }, "\(format)")
    // The sprite starts at the direction (30°) and turns at 10°/s + 90°/s² · t.
    #expect(
      particles.nonEmptyAndAllSatisfy { p in
        let expected = (30 + 10 * p.age + 45 * p.age * p.age) * .pi / 180
        return abs(remainder(p.rotation - expected, 2 * .pi)) < 1e-4
      }, "\(format)")
  }

  /// The snow sample's spawn rectangle is 900 × 20 with its centre 50 left of and 290 above the
  /// emitter: flakes are born there, not round the pointer.
  @Test func snowIsBornInItsRectangleAboveThePointer() throws {
    let result = try Pixi.importFile(Pixi.samples.appendingPathComponent("snow.json"))
    #expect(!result.warnings.contains { $0.key == "pos" || $0.key == "spawnRect" })
    let effect = try Pixi.load(result).declaration
    let particles = Pixi.particles(Pixi.held(effect, at: Point(x: 256, y: 400), until: 1))
    #expect(particles.count > 100)
    #expect(
      particles.nonEmptyAndAllSatisfy { p in
        let (bx, by) = (p.x - p.vx * p.age, p.y - p.vy * p.age)
        return bx >= 256 - 500 - 0.1 && bx <= 256 + 400 + 0.1 && by >= 400 - 300 - 0.1
          && by <= 400 - 280 + 0.1
      })
  }

  /// A path pixi's parser would not read, or one of 10,000 characters, is refused naming the key.
  @Test func badPathsAreRefusedWithTheKey() throws {
    let unknown = Self.v5.replacingOccurrences(of: "sin(x/10) * 20", with: "wobble(x)")
    #expect {
      try Pixi.importText(unknown, images: ["spark.png"])
    } throws: { error in
      let text = "\(error)"
      return text.contains("config.json") && text.contains("behaviors[0].config.path")
        && text.contains("unknown name 'wobble'")
    }
    let long = Self.legacy.replacingOccurrences(
      of: "sin(x/10) * 20", with: String(repeating: "x+", count: 5000) + "x")
    #expect {
      try Pixi.importText(long)
    } throws: { error in
      "\(error)".contains("extraData.path") && "\(error)".contains("10001 characters")
    }
  }
}
