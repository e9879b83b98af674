#define _GNU_SOURCE
#include "allocation_counter.h"

#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

// A sanitizer brings its own allocator: interposing malloc under it would hand its free() memory
// it never made. Under one, nothing is interposed and nothing is counted.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define GLINT_UNDER_SANITIZER 1
#endif
#endif

static _Atomic uint64_t allocations;
// Initial-exec TLS in the executable: reading it never allocates, so malloc may touch it.
static _Thread_local uint64_t thread_allocations;

#ifndef GLINT_UNDER_SANITIZER
static void note(void) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  thread_allocations += 1;
}

void *malloc(size_t n) {
  note();
  return __libc_malloc(n);
}
void *calloc(size_t n, size_t m) {
  note();
  return __libc_calloc(n, m);
}
void *realloc(void *p, size_t n) {
  note();
  return __libc_realloc(p, n);
}
void *memalign(size_t a, size_t n) {
  note();
  return __libc_memalign(a, n);
}
void *aligned_alloc(size_t a, size_t n) { return memalign(a, n); }
int posix_memalign(void **out, size_t a, size_t n) {
  void *p = memalign(a, n);
  if (!p) return 12;  // ENOMEM
  *out = p;
  return 0;
}
void free(void *p) { __libc_free(p); }
#endif

bool glint_allocations_counted(void) {
#ifdef GLINT_UNDER_SANITIZER
  return false;
#else
  return true;
#endif
}

uint64_t glint_allocations(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
uint64_t glint_thread_allocations(void) { return thread_allocations; }
