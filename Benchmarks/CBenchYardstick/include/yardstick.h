// The engine benchmark's yardstick: the same per-particle arithmetic as Glint's engine (retire,
// births from a point emitter with a cone, closed-form pack into 48-byte instances) as a plain C
// structure-of-arrays loop, compiled -O3 -march=native.
#pragma once
#include <stdint.h>

typedef struct {
  float x, y, scale, rotation, r, g, b, a, u, v, w, h;
} ys_instance;

/// What a cell contributes to births and to the pack.
typedef struct {
  float lifetime, lifetime_range, velocity, velocity_range, emission_range;
  float scale, scale_range, scale_speed, spin, spin_range;
  float red, green, blue, alpha, red_speed, green_speed, blue_speed, alpha_speed;
  float x_acceleration, y_acceleration, inverse_contents_scale;
} ys_cell;

typedef struct {
  int count, capacity;
  double *birth;
  uint64_t *serial;
  float *life, *px, *py, *pz, *vx, *vy, *vz, *spin, *scale, *red, *green, *blue, *alpha, *dirx, *diry;
  void *block;
} ys_pool;

ys_pool *ys_pool_create(int capacity);
void ys_pool_destroy(ys_pool *pool);
/// Removes particles dead at `time` (swap with the last); returns how many.
int ys_retire(ys_pool *pool, double time);
/// Births at rate/s over [t0, t1] from a point at (x, y); `emitted` is the accumulator.
void ys_emit(ys_pool *pool, const ys_cell *cell, double t0, double t1, double rate, double *emitted,
             uint32_t seed, float x, float y);
/// Writes every particle's state at `time`.
void ys_pack(const ys_pool *pool, const ys_cell *cell, double time, ys_instance *out);

/// Seconds on a monotonic clock.
double ys_now(void);
/// CPU seconds used by the calling thread: unlike wall time, not inflated by other processes
/// sharing the core.
double ys_thread_cpu_now(void);

// ---- The integrated path's yardstick: radial + tangential accelerations about the emitter
// position at birth, plus the cell's constant acceleration, integrated with the explicit midpoint
// method at fixed 1/240 s sub-steps of age on structure-of-arrays columns beside a pool, as the
// engine's integrated paths are; the pack finishes each path with one partial sub-step.

/// The path columns of a pool's particles.
typedef struct {
  float *x, *y, *vx, *vy, *cx, *cy, *radial, *tangential;
  int32_t *steps;
  void *block;
} ys_paths;

/// The forces a cell's particles draw at birth.
typedef struct {
  float radial, radial_range, tangential, tangential_range;
} ys_forces;

ys_paths *ys_paths_create(int capacity);
void ys_paths_destroy(ys_paths *paths);
/// `ys_retire` that moves the path columns too.
int ys_retire_paths(ys_pool *pool, ys_paths *paths, double time);
/// Starts the paths of the particles born since `first` (their centre is their birth position).
void ys_paths_begin(const ys_pool *pool, ys_paths *paths, const ys_forces *forces, int first);
/// Advances every path to the last whole sub-step within its age at `time`.
void ys_paths_advance(const ys_pool *pool, ys_paths *paths, const ys_cell *cell, double time);
/// Writes every particle's state at `time`: its path finished with one partial sub-step.
void ys_paths_pack(const ys_pool *pool, const ys_paths *paths, const ys_cell *cell, double time,
                   ys_instance *out);
