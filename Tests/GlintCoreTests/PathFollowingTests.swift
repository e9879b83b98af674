import GlintCore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Path expressions (pixi's movePath): the parser's values, slopes and refusals, and particles
/// that follow the path across their birth direction at any step rate.
@Suite struct PathExpressionTests {
  static func value(_ text: String, at x: Float) throws -> (y: Float, slope: Float) {
    try PathExpression(text).value(at: x)
  }

  @Test func valuesAndSlopesAreTheExpressionsAndItsDerivative() throws {
    let sine = try Self.value("sin(x/10) * 20", at: 5)
    #expect(abs(sine.y - 20 * sin(0.5)) < 1e-5 && abs(sine.slope - 2 * cos(0.5)) < 1e-5)
    let parabola = try Self.value("pow(x/10, 2) / 2", at: 30)
    #expect(abs(parabola.y - 4.5) < 1e-5 && abs(parabola.slope - 0.3) < 1e-6)
    #expect(try Self.value("2 * 3 + 4 - 6 / 3", at: 0).y == 8)
    // A power binds tighter than a sign and groups from the right.
    #expect(try Self.value("-x^2", at: 3) == (-9, -6))
    #expect(try Self.value("2^3^2", at: 0).y == 512)
    #expect(try Self.value("max(1, x, 3) + min(x, -2) + hypot(3, 4)", at: 5).y == 5 - 2 + 5)
    #expect(abs(try Self.value("PI * E", at: 0).y - Float.pi * 2.718_281_8) < 1e-5)
    #expect(try Self.value("round(2.5) + floor(-0.5) + ceil(0.2) + abs(-x)", at: 2) == (3 - 1 + 1 + 2, 1))
    #expect(try Self.value(" ( x ) ", at: 7) == (7, 1))
    #expect(try Self.value(".5 + 1.", at: 0).y == 1.5)
  }

  /// Each refusal is one line saying what and where.
  @Test(arguments: [
    ("", "is empty"),
    ("foo(x)", "unknown name 'foo' at character 1"),
    ("Math.sin(x)", "unknown name 'Math'"),
    ("random()", "random (at character 1) is not allowed"),
    ("sin x", "sin at character 5 needs its arguments in parentheses"),
    ("(x", "ends where ')' is expected"),
    ("x;", "unexpected ';' at character 2"),
    ("1..2", "'1..2' at character 1 is not a number"),
    ("5x", "unexpected 'x' at character 2"),
    ("pow(x)", "pow at character 1 takes two arguments"),
    ("sin(x, 2)", "sin at character 1 takes one argument"),
    ("x +", "ends where a value is expected"),
  ])
  func badExpressionsAreRefusedWithWhereAndWhy(text: String, words: String) {
    #expect(throws: PathExpressionError.self) { try PathExpression(text) }
    do {
      _ = try PathExpression(text)
    } catch {
      #expect(error.message.contains(words), "\(error.message)")
      #expect(!error.message.contains("\n"))
    }
  }

  @Test func tooLongOrTooDeepIsRefusedBeforeReading() {
    let long = String(repeating: "x+", count: 5000)
    #expect {
      try PathExpression(long)
    } throws: { error in
      (error as? PathExpressionError)?.message
        == "is 10000 characters long; a path expression has at most 1000"
    }
    let deep = String(repeating: "(", count: 40) + "x" + String(repeating: ")", count: 40)
    #expect(throws: PathExpressionError.self) { try PathExpression(deep) }
    let signs = String(repeating: "-", count: 200) + "x"
    #expect(throws: PathExpressionError.self) { try PathExpression(signs) }
  }
}

@Suite struct PathFollowingTests {
  /// One direction (0.5 rad), speed 100, path y = 20·sin(x/10).
  static func layer(configure: (EmitterCell) -> Void = { _ in }) throws -> EmitterLayer {
    let path = try PathExpression("sin(x/10) * 20")
    return Engine.layer { c in
      c.birthRate = 30
      c.lifetime = 2
      c.velocity = 100
      c.emissionLongitude = 0.5
      c.pathExpression = path
      configure(c)
    }
  }

  /// Where the path puts a particle that has gone `d` along direction 0.5 from (100, 100), and its
  /// velocity moving at `speed` there.
  static func expected(along d: Float, speed: Float) -> (x: Float, y: Float, vx: Float, vy: Float) {
    let (ux, uy) = (cos(Float(0.5)), sin(Float(0.5)))
    let (y, slope) = (20 * sin(d / 10), 2 * cos(d / 10))
    return (
      100 + d * ux - y * uy, 100 + d * uy + y * ux, speed * (ux - slope * uy), speed * (uy + slope * ux)
    )
  }

  @Test func particlesFollowThePathTurnedByTheirDirection() throws {
    let layer = try Self.layer()
    Engine.run(layer, to: 1.9, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    #expect(all.count > 40)
    #expect(
      all.nonEmptyAndAllSatisfy { p in
        let e = Self.expected(along: 100 * p.age, speed: 100)
        return abs(p.x - e.x) < 2e-3 && abs(p.y - e.y) < 2e-3 && abs(p.vx - e.vx) < 2e-2
          && abs(p.vy - e.vy) < 2e-2
      })
    // Off the straight line by up to the path's amplitude.
    #expect(
      all.contains { p in
        abs(Self.expected(along: 100 * p.age, speed: 100).y - 100 - 100 * p.age * sin(0.5)) > 15
      })
  }

  /// With a speed curve the distance is the speed's integral: 1 → 0 over a life of 2 s gives
  /// d = 100·(τ − τ²/4).
  @Test func theDistanceIsWhatTheSpeedCurveGives() throws {
    let layer = try Self.layer { $0.curves.speed = ValueCurve([(0, 1), (1, 0)]) }
    Engine.run(layer, to: 1.9, fps: 60)
    #expect(
      Engine.particles(layer, cell: "c").nonEmptyAndAllSatisfy { p in
        let e = Self.expected(along: 100 * (p.age - p.age * p.age / 4), speed: 100 * (1 - p.age / 2))
        return abs(p.x - e.x) < 1e-2 && abs(p.y - e.y) < 1e-2
      })
  }

  @Test(arguments: [30.0, 144.0]) func theStepRateDoesNotChangeTheParticles(fps: Double) throws {
    func run(_ fps: Double) throws -> [UInt64: ParticleSnapshot] {
      let layer = try Self.layer { $0.curves.speed = ValueCurve([(0, 1), (0.5, 0.2), (1, 1)]) }
      Engine.run(layer, to: 1.7013, fps: fps)
      var all: [UInt64: ParticleSnapshot] = [:]
      layer.forEachParticle { all[$0.serial] = $0 }
      return all
    }
    let reference = try run(60)
    let other = try run(fps)
    #expect(reference.count > 40)
    #expect(Set(reference.keys) == Set(other.keys))
    let worst = reference.map { serial, p in
      max(abs(p.x - (other[serial]?.x ?? .infinity)), abs(p.y - (other[serial]?.y ?? .infinity)))
    }.max()
    #expect((worst ?? .infinity) < 0.01)
  }

  /// The layer's emitter offset moves the spawn area, not the pointer: a 200 × 20 rectangle 100
  /// points above the emitter.
  @Test func theEmitterOffsetPlacesBirthsAwayFromTheEmitter() {
    let layer = Engine.layer(
      position: Point(x: 256, y: 300),
      configure: {
        $0.emitterShape = .rectangle
        $0.emitterMode = .surface
        $0.emitterSize = Size(width: 200, height: 20)
        $0.emitterOffset = Point(x: 0, y: -100)
      },
      cell: {
        $0.birthRate = 200
        $0.lifetime = 5
      })
    Engine.run(layer, to: 1, fps: 60)
    let all = Engine.particles(layer, cell: "c")
    #expect(all.count > 150)
    #expect(all.nonEmptyAndAllSatisfy { $0.x >= 156 && $0.x <= 356 && $0.y >= 190 && $0.y <= 210 })
    #expect(all.contains { $0.x < 180 } && all.contains { $0.x > 330 })
  }
}
