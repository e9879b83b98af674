/// Four particles' states, a vector per field: what a pass that works four particles at a time
/// reads and writes (all of `ParticleState` but z, which no such pass reads). The pack of a cell
/// whose behaviours all have a pass over lanes (`CellMotion.packsInLanes`) runs the closed form
/// and those passes in lanes and writes the instances from them, never storing a run.
struct StateLanes {
  var x, y, vx, vy, scale, rotation, age: SIMD4<Float>
  var red, green, blue, alpha: SIMD4<Float>

  /// Elements `k` to `k + 3` of `run`, read through `access`.
  @inline(__always)
  init(_ run: ParticleRun, _ k: Int, _ access: some LaneAccess) {
    (x, y) = (access.read(run.x, at: k), access.read(run.y, at: k))
    (vx, vy) = (access.read(run.vx, at: k), access.read(run.vy, at: k))
    scale = access.read(run.scale, at: k)
    rotation = access.read(run.rotation, at: k)
    age = access.read(run.age, at: k)
    (red, green) = (access.read(run.red, at: k), access.read(run.green, at: k))
    (blue, alpha) = (access.read(run.blue, at: k), access.read(run.alpha, at: k))
  }

  /// The closed form's fields (positions, velocities, scale, rotation, colour) at `age`.
  @inline(__always)
  init(
    x: SIMD4<Float>, y: SIMD4<Float>, vx: SIMD4<Float>, vy: SIMD4<Float>, scale: SIMD4<Float>,
    rotation: SIMD4<Float>, age: SIMD4<Float>, color: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)
  ) {
    (self.x, self.y, self.vx, self.vy) = (x, y, vx, vy)
    (self.scale, self.rotation, self.age) = (scale, rotation, age)
    (red, green, blue, alpha) = color
  }

  /// Writes the lanes a look may change (scale, rotation, colour) back to elements `k` to
  /// `k + 3` of `run`, through `access`.
  @inline(__always)
  func storeLooks(_ run: ParticleRun, _ k: Int, _ access: some LaneAccess) {
    access.write(scale, to: run.scale, at: k)
    access.write(rotation, to: run.rotation, at: k)
    access.write(red, to: run.red, at: k)
    access.write(green, to: run.green, at: k)
    access.write(blue, to: run.blue, at: k)
    access.write(alpha, to: run.alpha, at: k)
  }
}

extension CellMotion {
  /// Whether the cell's only behaviours are looks (`LooksMotion.applyLanes`) or an integrated
  /// path (`PathMotion.collidesInLanes`) or both, whose passes work in lanes: its pack then runs
  /// `closedLanes` and those passes four particles at a time, straight into the instances.
  var packsInLanes: Bool {
    (looks != nil || paths != nil) && (paths.map(\.collidesInLanes) ?? true) && easedSpeed == nil
      && following == nil && spinAcceleration == nil && spinBySpeed == nil && speedLooks == nil
      && added == nil
  }

  /// Particles `i` to `i + 3` at ages `tau` by Core Animation's closed form: `closedRun`'s
  /// arithmetic in lanes.
  @inline(__always)
  func closedLanes(_ p: ParticleColumns, _ i: Int, age tau: SIMD4<Float>) -> StateLanes {
    let h = halfAcceleration
    let c = colorSpeed
    let (vx, vy) = (p.vx.lanes(at: i), p.vy.lanes(at: i))
    return StateLanes(
      x: p.px.lanes(at: i) + (vx + h.x * tau) * tau, y: p.py.lanes(at: i) + (vy + h.y * tau) * tau,
      vx: vx + (2 * h.x) * tau, vy: vy + (2 * h.y) * tau, scale: p.scale.lanes(at: i) + scaleSpeed * tau,
      rotation: p.spin.lanes(at: i) * tau, age: tau,
      color: (
        clampMinMax01(p.red.lanes(at: i) + c.x * tau), clampMinMax01(p.green.lanes(at: i) + c.y * tau),
        clampMinMax01(p.blue.lanes(at: i) + c.z * tau), clampMinMax01(p.alpha.lanes(at: i) + c.w * tau)
      ))
  }

  /// The ages of particles `i` to `i + 3` at `time`: `age` in lanes.
  @inline(__always)
  func ages(_ p: ParticleColumns, _ i: Int, at time: Double) -> SIMD4<Float> {
    Self.ages(p.birth, i, at: time)
  }

  /// The ages at `time` of the particles born at `birth[i]` to `birth[i + 3]`.
  @inline(__always)
  static func ages(_ birth: UnsafeMutablePointer<Double>, _ i: Int, at time: Double) -> SIMD4<Float> {
    SIMD4<Float>(SIMD4(repeating: time) - UnsafeRawPointer(birth + i).loadUnaligned(as: SIMD4<Double>.self))
  }
}

/// Each lane as `clamp01(_: Float)` clamps it (`min(max(x, 0), 1)`: NaN stays NaN).
@inline(__always)
func clampMinMax01(_ x: SIMD4<Float>) -> SIMD4<Float> {
  var y = x
  y.replace(with: 0, where: 0 .>= x)
  y.replace(with: 1, where: 1 .< y)
  return y
}
