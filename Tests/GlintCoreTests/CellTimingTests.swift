import GlintCore
import Testing

/// Media timing on cells: the emission window and the speed of the cell's time.
@Suite struct CellTimingTests {
  static func births(after seconds: Double, _ configure: (EmitterCell) -> Void) -> Int {
    let layer = Engine.layer {
      $0.birthRate = 10
      $0.lifetime = 100
      configure($0)
    }
    Engine.run(layer, to: seconds, fps: 60)
    return layer.birthCount
  }

  @Test func repeatsAutoreversesAndRepeatDurationSetTheWindow() {
    #expect(Self.births(after: 5) { $0.duration = 0.5 } == 5)
    #expect(
      Self.births(after: 5) {
        $0.duration = 0.5; $0.repeatCount = 3
      } == 15)
    #expect(
      Self.births(after: 5) {
        $0.duration = 0.5; $0.repeatCount = 1.5
      } == 7)
    #expect(
      Self.births(after: 5) {
        $0.duration = 0.5; $0.autoreverses = true
      } == 10)
    #expect(
      Self.births(after: 5) {
        $0.duration = 0.5; $0.repeatDuration = 2.2
      } == 22)
    #expect(
      Self.births(after: 5) {
        $0.beginTime = 1; $0.duration = 0.5; $0.repeatCount = .infinity
      } == 40)
  }

  @Test func speedRunsTheCellsTimeFaster() {
    #expect(Self.births(after: 2) { $0.speed = 2 } == 40)
    #expect(
      Self.births(after: 2) {
        $0.speed = 2; $0.duration = 1
      } == 10)  // 1 s of cell time
    #expect(Self.births(after: 2) { $0.speed = 0 } == 0)
    // Particles age twice as fast: a speed-2 cell is a cell with twice the velocity and
    // acceleration and half the lifetime.
    let fast = Engine.layer(position: .zero) {
      $0.birthRate = 1
      $0.lifetime = 4
      $0.velocity = 10
      $0.yAcceleration = 3
      $0.scaleSpeed = 0.5
      $0.speed = 2
    }
    Engine.run(fast, to: 1, fps: 60)
    let p = Engine.particles(fast)
    #expect(p.count == 2)
    let oldest = p.max { $0.age < $1.age }!
    #expect(abs(oldest.age - 0.5) < 1e-6)
    #expect(abs(oldest.lifetime - 2) < 1e-6)
    #expect(abs(oldest.x - 10) < 1e-4)  // 10 pt/s of cell time for 1 s of cell time
    #expect(abs(oldest.y - 1.5) < 1e-4)  // ½ · 3 · 1²
    #expect(abs(oldest.scale - 1.5) < 1e-5)
    #expect(fast.speed == 1 && fast.emitterCells[0].speed == 2)
  }

  @Test func subCellWindowsRepeatFromTheParentsBirth() {
    let trail = EmitterCell()
    trail.name = "trail"
    trail.birthRate = 20
    trail.lifetime = 100
    trail.beginTime = 0.25
    trail.duration = 0.25
    trail.repeatCount = 2
    let layer = Engine.layer {
      $0.name = "parent"
      $0.birthRate = 1
      $0.lifetime = 3
      $0.emitterCells = [trail]
    }
    Engine.run(layer, to: 2.5, fps: 60)
    // Parents born at 1 and 2; the first emitted over ages 0.25...0.75 (10), the second over
    // 0.25...0.5 so far (5).
    #expect(Engine.particles(layer, cell: "trail").count == 15)
  }
}
