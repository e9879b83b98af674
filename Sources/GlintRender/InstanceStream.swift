@preconcurrency import CEpoxy
import GlintCore

/// The vertex array for instanced sprites and the instance buffer streamed into it each frame,
/// without making the CPU wait for draws still reading earlier data.
///
/// Where GL 4.4 (or ARB_buffer_storage) allows, the buffer is a ring of three persistently mapped
/// segments: a frame copies into the next segment, after waiting on that segment's fence (set
/// when it was last drawn from, two frames back). Elsewhere the buffer is orphaned (glBufferData
/// with no data) before each upload, so the driver hands out fresh storage.
final class InstanceStream {
  private var vertexArray: GLuint = 0
  private var cornerBuffer: GLuint = 0
  private var instanceBuffer: GLuint = 0
  /// Whether the buffer is a persistently mapped ring.
  let isPersistent: Bool
  private static let segmentCount = 3
  /// Bytes per ring segment (or of the orphaned buffer); grows to the largest frame, never shrinks.
  private var capacityBytes = 0
  private var mapped: UnsafeMutableRawPointer?
  private var fences: [GLsync?] = Array(repeating: nil, count: InstanceStream.segmentCount)
  private var segment = 0
  /// Byte offset of the data of the latest upload.
  private var base = 0
  static let stride = MemoryLayout<SpriteInstance>.stride

  init() {
    isPersistent = epoxy_gl_version() >= 44 || epoxy_has_gl_extension("GL_ARB_buffer_storage")
    epoxy_glGenVertexArrays(1, &vertexArray)
    epoxy_glBindVertexArray(vertexArray)
    epoxy_glGenBuffers(1, &cornerBuffer)
    epoxy_glBindBuffer(GLenum(GL_ARRAY_BUFFER), cornerBuffer)
    let corners: [Float] = [-0.5, -0.5, 0.5, -0.5, -0.5, 0.5, 0.5, 0.5]
    corners.withUnsafeBytes { bytes in
      epoxy_glBufferData(
        GLenum(GL_ARRAY_BUFFER), bytes.count, bytes.baseAddress, GLenum(GL_STATIC_DRAW))
    }
    epoxy_glEnableVertexAttribArray(0)
    epoxy_glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 8, nil)
    epoxy_glGenBuffers(1, &instanceBuffer)
    epoxy_glBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
    for location: GLuint in 1...3 {
      epoxy_glEnableVertexAttribArray(location)
      epoxy_glVertexAttribDivisor(location, 1)
    }
    pointInstances(at: 0)
  }

  deinit {
    releaseRing()
    epoxy_glDeleteBuffers(1, &cornerBuffer)
    epoxy_glDeleteBuffers(1, &instanceBuffer)
    epoxy_glDeleteVertexArrays(1, &vertexArray)
  }

  /// Makes this the current vertex array.
  func bind() {
    epoxy_glBindVertexArray(vertexArray)
    epoxy_glBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
  }

  /// Copies `count` instances to storage no pending draw reads.
  func upload(_ instances: UnsafePointer<SpriteInstance>, count: Int) {
    bind()
    let bytes = count * InstanceStream.stride
    let target = GLenum(GL_ARRAY_BUFFER)
    guard isPersistent else {
      if bytes > capacityBytes { capacityBytes = max(bytes, capacityBytes * 2, 64 * 1024) }
      epoxy_glBufferData(target, capacityBytes, nil, GLenum(GL_STREAM_DRAW))
      if bytes > 0 { epoxy_glBufferSubData(target, 0, bytes, instances) }
      base = 0
      return
    }
    if bytes > capacityBytes || mapped == nil {
      makeRing(segmentBytes: max(bytes, capacityBytes * 2, 64 * 1024))
    }
    segment = (segment + 1) % InstanceStream.segmentCount
    wait(forSegment: segment)
    base = segment * capacityBytes
    if bytes > 0, let mapped { (mapped + base).copyMemory(from: instances, byteCount: bytes) }
  }

  /// Marks the end of the draws from the latest upload, so its segment is not overwritten early.
  func fenceDraws() {
    guard isPersistent else { return }
    if let old = fences[segment] { epoxy_glDeleteSync(old) }
    fences[segment] = epoxy_glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0)
  }

  /// Points the per-instance attributes at instance `first` of the latest upload (GL 3.3 has no
  /// base instance).
  func pointInstances(at first: Int) {
    let offset = base + first * InstanceStream.stride
    let stride = GLsizei(InstanceStream.stride)
    for (location, field) in [(GLuint(1), 0), (2, 16), (3, 32)] {
      epoxy_glVertexAttribPointer(
        location, 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
        UnsafeRawPointer(bitPattern: offset + field))
    }
  }

  private func wait(forSegment index: Int) {
    guard let fence = fences[index] else { return }
    _ = epoxy_glClientWaitSync(fence, GLbitfield(GL_SYNC_FLUSH_COMMANDS_BIT), UInt64.max)
    epoxy_glDeleteSync(fence)
    fences[index] = nil
  }

  /// Replaces the ring with one of three `segmentBytes` segments (immutable storage cannot grow).
  private func makeRing(segmentBytes: Int) {
    releaseRing()
    epoxy_glDeleteBuffers(1, &instanceBuffer)
    epoxy_glGenBuffers(1, &instanceBuffer)
    let target = GLenum(GL_ARRAY_BUFFER)
    epoxy_glBindBuffer(target, instanceBuffer)
    let flags = GLbitfield(GL_MAP_WRITE_BIT | GL_MAP_PERSISTENT_BIT | GL_MAP_COHERENT_BIT)
    let total = segmentBytes * InstanceStream.segmentCount
    epoxy_glBufferStorage(target, total, nil, flags)
    mapped = epoxy_glMapBufferRange(target, 0, total, flags)
    capacityBytes = segmentBytes
    segment = 0
  }

  private func releaseRing() {
    for index in fences.indices { wait(forSegment: index) }
    guard mapped != nil else { return }
    epoxy_glBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
    _ = epoxy_glUnmapBuffer(GLenum(GL_ARRAY_BUFFER))
    mapped = nil
  }
}
