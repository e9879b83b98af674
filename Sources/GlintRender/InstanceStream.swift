@preconcurrency internal import CEpoxy
import GlintCore

/// How instance data reaches the GPU.
public enum StreamingMode: Sendable, Equatable {
  /// A persistently mapped ring (GL 4.4 or ARB_buffer_storage) where the driver allows, with
  /// orphaning as the fallback.
  case automatic
  /// Orphaning only: glBufferData with no data, then glBufferSubData, for every upload.
  case orphaning
}

/// The one buffer that instance data streams through, without making the CPU wait for draws
/// still reading earlier data.
///
/// As designed: a ring, persistently mapped once. Each upload takes the next free stretch of it
/// (one allocation) and the draws that read it end with one fence; a stretch is reused only once
/// its fence has signalled. The wait is bounded: a fence that does not signal within
/// `fenceTimeout` (a hung or lost GPU) is reported and the stream falls back to orphaning, as it
/// does when the driver cannot map the buffer. The ring grows only when one upload needs more
/// than a third of it, never frame after frame.
final class InstanceStream: GLResource {
  private(set) var buffer: GLuint = 0
  /// Whether uploads go through the mapped ring (false: orphaning).
  private(set) var isPersistent: Bool
  private var capacityBytes = 0
  private var head = 0
  private var mapped: UnsafeMutableRawPointer?
  /// The stretches the GPU may still read, oldest first, with the fence after their draws.
  private var pending: [(fence: GLsync, bytes: Range<Int>)] = []
  /// The stretch of the latest upload, until its draws are fenced.
  private var unfenced: Range<Int>?
  /// The byte offset of the latest upload.
  private var reserved = 0
  private let fenceTimeoutNanoseconds: UInt64
  private let warn: (String) -> Void
  private let lifetime: ContextLifetime
  private var released = false
  static let stride = MemoryLayout<SpriteInstance>.stride
  /// Uploads start at multiples of this, which keeps every attribute offset aligned.
  private static let alignment = 256
  private static let smallestRing = 4 << 20

  init(mode: StreamingMode, fenceTimeout: Double, lifetime: ContextLifetime, warn: @escaping (String) -> Void)
  {
    let ringAllowed = epoxy_gl_version() >= 44 || epoxy_has_gl_extension("GL_ARB_buffer_storage")
    isPersistent = mode == .automatic && ringAllowed
    fenceTimeoutNanoseconds = UInt64(max(0, fenceTimeout) * 1e9)
    self.warn = warn
    self.lifetime = lifetime
    pending.reserveCapacity(16)
    epoxy_glGenBuffers(1, &buffer)
    lifetime.register(self)
  }

  deinit { releaseGL() }

  func releaseGL() {
    guard !released else { return }
    released = true
    lifetime.whileCurrent {
      for entry in pending { epoxy_glDeleteSync(entry.fence) }
      unmap()
      epoxy_glDeleteBuffers(1, &buffer)
    }
    pending.removeAll()
    mapped = nil
  }

  /// Takes room for `count` instances that no pending draw reads, leaves the buffer bound to
  /// GL_ARRAY_BUFFER, and returns the byte offset of the room in it. Fill it with `write`.
  func reserve(count: Int) -> Int {
    let bytes = count * InstanceStream.stride
    let target = GLenum(GL_ARRAY_BUFFER)
    epoxy_glBindBuffer(target, buffer)
    if isPersistent, let start = allocate(bytes) {
      reserved = start
      unfenced = start..<start + bytes
      return start
    }
    // Orphaning: the driver hands out fresh storage while earlier draws keep the old.
    if bytes > capacityBytes { capacityBytes = max(bytes, capacityBytes * 2, 64 * 1024) }
    epoxy_glBufferData(target, capacityBytes, nil, GLenum(GL_STREAM_DRAW))
    reserved = 0
    return 0
  }

  /// Copies `count` instances to instance `index` of the room `reserve` took.
  func write(_ instances: UnsafePointer<SpriteInstance>, count: Int, at index: Int) {
    guard count > 0 else { return }
    let offset = reserved + index * InstanceStream.stride
    let bytes = count * InstanceStream.stride
    if isPersistent, let mapped {
      (mapped + offset).copyMemory(from: instances, byteCount: bytes)
    } else {
      epoxy_glBufferSubData(GLenum(GL_ARRAY_BUFFER), offset, bytes, instances)
    }
  }

  /// Marks the end of the draws that read the latest upload: its stretch is not reused before
  /// they finish.
  func fenceDraws() {
    guard isPersistent, let bytes = unfenced, !bytes.isEmpty else { return }
    unfenced = nil
    guard let fence = epoxy_glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0) else {
      fallBackToOrphaning("the driver made no fence")
      return
    }
    pending.append((fence, bytes))
  }

  /// The start of a free stretch of `bytes` in the ring (made or grown as needed), or nil when
  /// the stream fell back to orphaning.
  private func allocate(_ bytes: Int) -> Int? {
    if mapped == nil || bytes > capacityBytes / 3 {
      guard makeRing(bytes: max(InstanceStream.smallestRing, capacityBytes * 2, bytes * 3)) else {
        return nil
      }
    }
    var start = (head + InstanceStream.alignment - 1) / InstanceStream.alignment * InstanceStream.alignment
    if start + bytes > capacityBytes { start = 0 }
    let wanted = start..<start + max(bytes, 1)
    while pending.contains(where: { $0.bytes.overlaps(wanted) }) {
      guard waitForOldest() else { return nil }
    }
    head = start + bytes
    return start
  }

  /// Waits, at most `fenceTimeout`, for the oldest pending stretch; false (after falling back to
  /// orphaning) when it does not come free.
  private func waitForOldest() -> Bool {
    let oldest = pending.removeFirst()
    defer { epoxy_glDeleteSync(oldest.fence) }
    let result = epoxy_glClientWaitSync(
      oldest.fence, GLbitfield(GL_SYNC_FLUSH_COMMANDS_BIT), fenceTimeoutNanoseconds)
    switch Int32(result) {
    case GL_ALREADY_SIGNALED, GL_CONDITION_SATISFIED: return true
    case GL_TIMEOUT_EXPIRED:
      fallBackToOrphaning("a draw did not finish within \(Double(fenceTimeoutNanoseconds) / 1e9) s")
    default:
      fallBackToOrphaning("waiting for a draw failed (GL error 0x\(String(epoxy_glGetError(), radix: 16)))")
    }
    return false
  }

  /// Replaces the ring with one of `bytes` (immutable storage cannot grow), after the draws that
  /// read the old one; false (after falling back to orphaning) when it cannot be mapped.
  private func makeRing(bytes: Int) -> Bool {
    while !pending.isEmpty {
      guard waitForOldest() else { return false }
    }
    unmap()
    epoxy_glDeleteBuffers(1, &buffer)
    epoxy_glGenBuffers(1, &buffer)
    let target = GLenum(GL_ARRAY_BUFFER)
    epoxy_glBindBuffer(target, buffer)
    let flags = GLbitfield(GL_MAP_WRITE_BIT | GL_MAP_PERSISTENT_BIT | GL_MAP_COHERENT_BIT)
    epoxy_glBufferStorage(target, bytes, nil, flags)
    mapped = epoxy_glMapBufferRange(target, 0, bytes, flags)
    capacityBytes = bytes
    head = 0
    guard mapped != nil else {
      fallBackToOrphaning("the driver could not map \(bytes) bytes persistently")
      return false
    }
    return true
  }

  /// Gives up the ring for good: says why once, and orphans from now on. The old buffer is
  /// deleted; draws still reading it keep it alive in the driver.
  private func fallBackToOrphaning(_ reason: String) {
    guard isPersistent else { return }
    isPersistent = false
    warn("warning: instance streaming: \(reason); orphaning the buffer from now on")
    for entry in pending { epoxy_glDeleteSync(entry.fence) }
    pending.removeAll()
    unfenced = nil
    unmap()
    epoxy_glDeleteBuffers(1, &buffer)
    epoxy_glGenBuffers(1, &buffer)
    epoxy_glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
    capacityBytes = 0
  }

  private func unmap() {
    guard mapped != nil else { return }
    epoxy_glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
    _ = epoxy_glUnmapBuffer(GLenum(GL_ARRAY_BUFFER))
    mapped = nil
  }
}
