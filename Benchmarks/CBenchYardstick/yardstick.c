#define _GNU_SOURCE
#include "yardstick.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

double ys_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double ys_thread_cpu_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

// ---- The pool: one block, arrays staggered by 320 bytes, as the engine does.
ys_pool *ys_pool_create(int capacity) {
  ys_pool *p = calloc(1, sizeof *p);
  p->capacity = capacity;
  size_t slot8 = ((size_t)capacity * 8 + 63) / 64 * 64 + 320;
  size_t slot4 = ((size_t)capacity * 4 + 63) / 64 * 64 + 320;
  char *b = aligned_alloc(64, 2 * slot8 + 15 * slot4);
  p->block = b;
  p->birth = (double *)b; b += slot8;
  p->serial = (uint64_t *)b; b += slot8;
  float **f[] = {&p->life, &p->px, &p->py, &p->pz, &p->vx, &p->vy, &p->vz, &p->spin, &p->scale,
                 &p->red, &p->green, &p->blue, &p->alpha, &p->dirx, &p->diry};
  for (int i = 0; i < 15; i++) { *f[i] = (float *)b; b += slot4; }
  return p;
}

void ys_pool_destroy(ys_pool *p) {
  free(p->block);
  free(p);
}

int ys_retire(ys_pool *p, double time) {
  int before = p->count;
  int i = 0;
  while (i < p->count) {
    if (time - p->birth[i] >= (double)p->life[i]) {
      int l = --p->count;
      p->birth[i] = p->birth[l]; p->serial[i] = p->serial[l]; p->life[i] = p->life[l];
      p->px[i] = p->px[l]; p->py[i] = p->py[l]; p->pz[i] = p->pz[l];
      p->vx[i] = p->vx[l]; p->vy[i] = p->vy[l]; p->vz[i] = p->vz[l];
      p->spin[i] = p->spin[l]; p->scale[i] = p->scale[l];
      p->red[i] = p->red[l]; p->green[i] = p->green[l]; p->blue[i] = p->blue[l];
      p->alpha[i] = p->alpha[l]; p->dirx[i] = p->dirx[l]; p->diry[i] = p->diry[l];
    } else {
      i++;
    }
  }
  return before - p->count;
}

static inline uint64_t mix64(uint64_t x) {
  uint64_t z = x + 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
static inline float unit(uint64_t serial, uint64_t k) {
  return (float)(mix64(serial + k * 0xD1B54A32D192ED03ull) >> 40) * 0x1p-24f;
}
static inline float sample(float m, float r, float u) { return m + (2 * u - 1) * fabsf(r) * 0.5f; }
static inline float clamp01(float x) { return fminf(fmaxf(x, 0), 1); }

void ys_emit(ys_pool *p, const ys_cell *c, double t0, double t1, double rate, double *emitted,
             uint32_t seed, float x, float y) {
  double e = *emitted, total = e + rate * (t1 - t0);
  *emitted = total;
  uint64_t key = mix64(mix64(0x5EEDCE11ull ^ 1));
  for (double index = floor(e) + 1; index <= total; index += 1) {
    if (p->count >= p->capacity) return;
    double t = t0 + (index - e) / rate;
    uint64_t s = mix64(mix64(mix64(mix64((uint64_t)seed) ^ key) ^ 0) ^ (uint64_t)index);
    float life = sample(c->lifetime, c->lifetime_range, unit(s, 8));
    if (!(life > 0)) continue;
    // Cone around +x, latitude 0.
    float half = fminf(fabsf(c->emission_range) * 0.5f, (float)M_PI);
    float cosT = 1 - unit(s, 5) * (1 - cosf(half));
    float sinT = sqrtf(fmaxf(0, 1 - cosT * cosT));
    float psi = 2 * (float)M_PI * unit(s, 6);
    float dx = cosT, dy = cosf(psi) * sinT, dz = sinf(psi) * sinT;
    float speed = sample(c->velocity, c->velocity_range, unit(s, 7));
    int i = p->count++;
    p->birth[i] = t; p->serial[i] = s; p->life[i] = life;
    p->px[i] = x; p->py[i] = y; p->pz[i] = 0;
    p->vx[i] = speed * dx; p->vy[i] = speed * dy; p->vz[i] = speed * dz;
    p->dirx[i] = dx; p->diry[i] = dy;
    p->spin[i] = sample(c->spin, c->spin_range, unit(s, 10));
    p->scale[i] = sample(c->scale, c->scale_range, unit(s, 9));
    p->red[i] = clamp01(sample(c->red, 0, unit(s, 11)));
    p->green[i] = clamp01(sample(c->green, 0, unit(s, 12)));
    p->blue[i] = clamp01(sample(c->blue, 0, unit(s, 13)));
    p->alpha[i] = clamp01(sample(c->alpha, 0, unit(s, 14)));
  }
}

void ys_pack(const ys_pool *restrict p, const ys_cell *c, double time, ys_instance *restrict out) {
  const float hax = c->x_acceleration * 0.5f, hay = c->y_acceleration * 0.5f, ss = c->scale_speed;
  const float inv = c->inverse_contents_scale;
  const float rs = c->red_speed, gs = c->green_speed, bs = c->blue_speed, as = c->alpha_speed;
  const double *restrict birth = p->birth;
  const float *restrict px = p->px, *restrict py = p->py, *restrict vx = p->vx, *restrict vy = p->vy;
  const float *restrict spin = p->spin, *restrict scale = p->scale;
  const float *restrict red = p->red, *restrict green = p->green, *restrict blue = p->blue,
              *restrict alpha = p->alpha;
  int n = p->count;
  for (int i = 0; i < n; i++) {
    float tau = (float)(time - birth[i]);
    ys_instance o;
    o.x = px[i] + (vx[i] + hax * tau) * tau;
    o.y = py[i] + (vy[i] + hay * tau) * tau;
    o.scale = (scale[i] + ss * tau) * inv;
    o.rotation = spin[i] * tau;
    o.r = clamp01(red[i] + rs * tau);
    o.g = clamp01(green[i] + gs * tau);
    o.b = clamp01(blue[i] + bs * tau);
    o.a = clamp01(alpha[i] + as * tau);
    o.u = 0; o.v = 0; o.w = 1; o.h = 1;
    out[i] = o;
  }
}

// ---- The integrated path.
enum { ys_path_columns = 9 };
static const float ys_step = 1.0f / 240;

ys_paths *ys_paths_create(int capacity) {
  ys_paths *p = calloc(1, sizeof *p);
  size_t slot4 = ((size_t)capacity * 4 + 63) / 64 * 64 + 320;
  char *b = aligned_alloc(64, ys_path_columns * slot4);
  p->block = b;
  float **f[] = {&p->x, &p->y, &p->vx, &p->vy, &p->cx, &p->cy, &p->radial, &p->tangential};
  for (int i = 0; i < 8; i++) { *f[i] = (float *)b; b += slot4; }
  p->steps = (int32_t *)b;
  return p;
}

void ys_paths_destroy(ys_paths *p) {
  free(p->block);
  free(p);
}

int ys_retire_paths(ys_pool *p, ys_paths *q, double time) {
  int before = p->count;
  int i = 0;
  while (i < p->count) {
    if (time - p->birth[i] >= (double)p->life[i]) {
      int l = --p->count;
      q->x[i] = q->x[l]; q->y[i] = q->y[l]; q->vx[i] = q->vx[l]; q->vy[i] = q->vy[l];
      q->cx[i] = q->cx[l]; q->cy[i] = q->cy[l]; q->radial[i] = q->radial[l];
      q->tangential[i] = q->tangential[l]; q->steps[i] = q->steps[l];
      // The pool's own move.
      p->birth[i] = p->birth[l]; p->serial[i] = p->serial[l]; p->life[i] = p->life[l];
      p->px[i] = p->px[l]; p->py[i] = p->py[l]; p->pz[i] = p->pz[l];
      p->vx[i] = p->vx[l]; p->vy[i] = p->vy[l]; p->vz[i] = p->vz[l];
      p->spin[i] = p->spin[l]; p->scale[i] = p->scale[l];
      p->red[i] = p->red[l]; p->green[i] = p->green[l]; p->blue[i] = p->blue[l];
      p->alpha[i] = p->alpha[l]; p->dirx[i] = p->dirx[l]; p->diry[i] = p->diry[l];
    } else {
      i++;
    }
  }
  return before - p->count;
}

void ys_paths_begin(const ys_pool *p, ys_paths *q, const ys_forces *f, int first) {
  for (int i = first; i < p->count; i++) {
    uint64_t s = p->serial[i];
    q->x[i] = p->px[i]; q->y[i] = p->py[i]; q->vx[i] = p->vx[i]; q->vy[i] = p->vy[i];
    q->cx[i] = p->px[i]; q->cy[i] = p->py[i];
    q->radial[i] = sample(f->radial, f->radial_range, unit(s, 20));
    q->tangential[i] = sample(f->tangential, f->tangential_range, unit(s, 21));
    q->steps[i] = 0;
  }
}

/// One midpoint sub-step of `dt`: the acceleration at the start and at the midpoint.
static inline void ys_midpoint(float *x, float *y, float *vx, float *vy, float cx, float cy, float radial,
                               float tangential, float gx, float gy, float dt) {
  float h = dt * 0.5f;
  float dx = *x - cx, dy = *y - cy, l = sqrtf(dx * dx + dy * dy);
  float ux = l > 0 ? dx / l : 0, uy = l > 0 ? dy / l : 0;
  float ax = gx + radial * ux - tangential * uy, ay = gy + radial * uy + tangential * ux;
  float xm = *x + *vx * h, ym = *y + *vy * h, vxm = *vx + ax * h, vym = *vy + ay * h;
  dx = xm - cx; dy = ym - cy; l = sqrtf(dx * dx + dy * dy);
  ux = l > 0 ? dx / l : 0; uy = l > 0 ? dy / l : 0;
  float bx = gx + radial * ux - tangential * uy, by = gy + radial * uy + tangential * ux;
  *x += vxm * dt; *y += vym * dt;
  *vx += bx * dt; *vy += by * dt;
}

void ys_paths_advance(const ys_pool *restrict p, ys_paths *restrict q, const ys_cell *c, double time) {
  const float gx = c->x_acceleration, gy = c->y_acceleration;
  int n = p->count;
  for (int i = 0; i < n; i++) {
    float tau = (float)(time - p->birth[i]);
    float whole = floorf(tau * 240);
    int32_t target = whole > 0 ? (int32_t)whole : 0;
    float x = q->x[i], y = q->y[i], vx = q->vx[i], vy = q->vy[i];
    const float cx = q->cx[i], cy = q->cy[i], radial = q->radial[i], tangential = q->tangential[i];
    for (int32_t k = q->steps[i]; k < target; k++)
      ys_midpoint(&x, &y, &vx, &vy, cx, cy, radial, tangential, gx, gy, ys_step);
    q->x[i] = x; q->y[i] = y; q->vx[i] = vx; q->vy[i] = vy;
    if (target > q->steps[i]) q->steps[i] = target;
  }
}

void ys_paths_pack(const ys_pool *restrict p, const ys_paths *restrict q, const ys_cell *c, double time,
                   ys_instance *restrict out) {
  const float gx = c->x_acceleration, gy = c->y_acceleration, ss = c->scale_speed;
  const float inv = c->inverse_contents_scale;
  const float rs = c->red_speed, gs = c->green_speed, bs = c->blue_speed, as = c->alpha_speed;
  int n = p->count;
  for (int i = 0; i < n; i++) {
    float tau = (float)(time - p->birth[i]);
    float x = q->x[i], y = q->y[i], vx = q->vx[i], vy = q->vy[i];
    float rest = tau - (float)q->steps[i] * ys_step;
    if (rest != 0)
      ys_midpoint(&x, &y, &vx, &vy, q->cx[i], q->cy[i], q->radial[i], q->tangential[i], gx, gy, rest);
    ys_instance o;
    o.x = x;
    o.y = y;
    o.scale = (p->scale[i] + ss * tau) * inv;
    o.rotation = p->spin[i] * tau;
    o.r = clamp01(p->red[i] + rs * tau);
    o.g = clamp01(p->green[i] + gs * tau);
    o.b = clamp01(p->blue[i] + bs * tau);
    o.a = clamp01(p->alpha[i] + as * tau);
    o.u = 0; o.v = 0; o.w = 1; o.h = 1;
    out[i] = o;
  }
}
