// Counts heap allocations for the benchmark programs. Linked into an executable, its malloc and
// siblings interpose glibc's for the whole process and forward to glibc's own entry points.
#pragma once
#include <stdbool.h>
#include <stdint.h>

/// Whether allocations are counted at all: not in a sanitizer's build, whose allocator it leaves be.
bool glint_allocations_counted(void);
/// Allocations (malloc, calloc, realloc, aligned) by every thread since the process started.
uint64_t glint_allocations(void);
/// Allocations by the calling thread only: leaves out a software rasteriser's worker threads.
uint64_t glint_thread_allocations(void);
