import CBenchYardstick
@_spi(Benchmarks) import GlintCore

/// The radial and tangential accelerations of the benchmark's integrated cell.
let integratedForces = ys_forces(radial: -80, radial_range: 40, tangential: 120, tangential_range: 0)

/// The benchmark's cell with the integrated forces of `integratedForces` (its gravity as well).
func dressIntegrated(_ cell: EmitterCell) {
  cell.radialAcceleration = integratedForces.radial
  cell.radialAccelerationRange = integratedForces.radial_range
  cell.tangentialAcceleration = integratedForces.tangential
}

/// The integrated cell's frames in plain C: retire, births, the paths advanced to their last
/// whole sub-step, and a pack that finishes each with a partial sub-step into 48-byte instances.
func measureIntegratedYardstick(live: Int, budget: Double) -> Figures {
  var cell = yardstickCell(makeCell())
  var forces = integratedForces
  let pool = ys_pool_create(Int32(live * 2))!
  let paths = ys_paths_create(Int32(live * 2))!
  defer {
    ys_paths_destroy(paths)
    ys_pool_destroy(pool)
  }
  let out = UnsafeMutablePointer<ys_instance>.allocate(capacity: live * 2)
  defer { out.deallocate() }
  let rate = Double(live) / 2
  var emitted = 0.0
  var t = -3.5
  func frame(to next: Double) {
    ys_retire_paths(pool, paths, next)
    let first = pool.pointee.count
    ys_emit(pool, &cell, t, next, rate, &emitted, 1, 400, 300)
    ys_paths_begin(pool, paths, &forces, first)
    ys_paths_advance(pool, paths, &cell, next)
    t = next
  }
  while t < 0 { frame(to: t + 1 / fps) }
  let frames = max(10, Int(budget / Double(live)))
  var updates = 0
  let start = ys_thread_cpu_now()
  for _ in 0..<frames {
    frame(to: t + 1 / fps)
    ys_paths_pack(pool, paths, &cell, t, out)
    updates += Int(pool.pointee.count)
  }
  let seconds = ys_thread_cpu_now() - start
  return Figures(
    updatesPerSecond: Double(updates) / seconds, allocationsPerStep: 0,
    meanLive: Double(updates) / Double(frames))
}
