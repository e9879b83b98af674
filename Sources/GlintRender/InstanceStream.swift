@preconcurrency import CEpoxy
import GlintCore

/// The vertex array for instanced sprites and the instance buffer streamed into it each frame.
///
/// Streaming orphans the buffer (glBufferData with no data) before writing, so the driver hands
/// out fresh storage instead of waiting for draws still reading the old contents.
final class InstanceStream {
  private var vertexArray: GLuint = 0
  private var cornerBuffer: GLuint = 0
  private var instanceBuffer: GLuint = 0
  /// Bytes the instance buffer holds now; it grows to the largest frame seen, never shrinks.
  private var capacityBytes = 0
  static let stride = MemoryLayout<SpriteInstance>.stride

  init() {
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
    epoxy_glDeleteBuffers(1, &cornerBuffer)
    epoxy_glDeleteBuffers(1, &instanceBuffer)
    epoxy_glDeleteVertexArrays(1, &vertexArray)
  }

  /// Makes this the current vertex array.
  func bind() {
    epoxy_glBindVertexArray(vertexArray)
    epoxy_glBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
  }

  /// Copies `count` instances into fresh buffer storage.
  func upload(_ instances: UnsafePointer<SpriteInstance>, count: Int) {
    bind()
    let bytes = count * InstanceStream.stride
    let target = GLenum(GL_ARRAY_BUFFER)
    if bytes > capacityBytes { capacityBytes = max(bytes, capacityBytes * 2, 64 * 1024) }
    epoxy_glBufferData(target, capacityBytes, nil, GLenum(GL_STREAM_DRAW))
    guard bytes > 0 else { return }
    epoxy_glBufferSubData(target, 0, bytes, instances)
  }

  /// Points the per-instance attributes at instance `first` (GL 3.3 has no base instance).
  func pointInstances(at first: Int) {
    let base = first * InstanceStream.stride
    let stride = GLsizei(InstanceStream.stride)
    for (location, offset) in [(GLuint(1), 0), (2, 16), (3, 32)] {
      epoxy_glVertexAttribPointer(
        location, 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
        UnsafeRawPointer(bitPattern: base + offset))
    }
  }
}
