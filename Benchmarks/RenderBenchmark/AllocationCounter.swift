import Glibc

// Counts heap allocations made on the benchmark's main thread by interposing malloc and its
// siblings (the executable's definitions win over libc's), forwarding to glibc's own entry
// points. Counting only the main thread leaves out the rasteriser's worker threads.

@_silgen_name("__libc_malloc") private func libcMalloc(_ size: Int) -> UnsafeMutableRawPointer?
@_silgen_name("__libc_calloc") private func libcCalloc(_ n: Int, _ size: Int) -> UnsafeMutableRawPointer?
@_silgen_name("__libc_realloc")
private func libcRealloc(_ p: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer?
@_silgen_name("__libc_memalign")
private func libcMemalign(_ alignment: Int, _ size: Int) -> UnsafeMutableRawPointer?

/// The counter the interposed functions bump; a plain C-layout global with a constant start.
nonisolated(unsafe) private var allocations: Int = 0
nonisolated(unsafe) private var countingThread: pthread_t = 0

@inline(__always) private func note() {
  if pthread_self() == countingThread { allocations &+= 1 }
}

@_cdecl("malloc") public func interposedMalloc(_ size: Int) -> UnsafeMutableRawPointer? {
  note()
  return libcMalloc(size)
}

@_cdecl("calloc") public func interposedCalloc(_ n: Int, _ size: Int) -> UnsafeMutableRawPointer? {
  note()
  return libcCalloc(n, size)
}

@_cdecl("realloc")
public func interposedRealloc(_ p: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
  note()
  return libcRealloc(p, size)
}

@_cdecl("posix_memalign")
public func interposedPosixMemalign(
  _ result: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ alignment: Int, _ size: Int
) -> Int32 {
  note()
  guard let p = libcMemalign(alignment, size) else { return ENOMEM }
  result.pointee = p
  return 0
}

@_cdecl("aligned_alloc") public func interposedAlignedAlloc(_ alignment: Int, _ size: Int)
  -> UnsafeMutableRawPointer?
{
  note()
  return libcMemalign(alignment, size)
}

/// Allocation counts on the thread that calls `startCounting()`.
enum AllocationCounter {
  static func startCounting() { countingThread = pthread_self() }
  static var count: Int { allocations }
}
