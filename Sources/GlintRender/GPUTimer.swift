@preconcurrency internal import CEpoxy

/// Measures how long the GPU spends on a stretch of commands without waiting for it: each
/// measurement is a GL_TIME_ELAPSED query read back a few frames later, from a small ring.
///
/// Needs the current GL context that made it; keep it on that thread. Stretches may not nest.
public final class GPUTimer: GLResource {
  private var queries = [GLuint](repeating: 0, count: 4)
  private var pending = [Bool](repeating: false, count: 4)
  private var next = 0
  private var measuring = false
  /// The latest measurements, smoothed, in milliseconds (0 until the first result arrives).
  public private(set) var milliseconds: Double = 0

  private let lifetime: ContextLifetime
  private var released = false

  /// Makes the queries in the context of `lifetime` (current on this thread).
  public init(lifetime: ContextLifetime) {
    self.lifetime = lifetime
    guard lifetime.isAlive else {
      released = true
      return
    }
    epoxy_glGenQueries(GLsizei(queries.count), &queries)
    lifetime.register(self)
  }

  deinit { releaseGL() }

  func releaseGL() {
    guard !released else { return }
    released = true
    lifetime.whileCurrent { epoxy_glDeleteQueries(GLsizei(queries.count), &queries) }
  }

  /// Starts timing; if every query of the ring is still in flight, this stretch goes untimed.
  public func begin() {
    guard lifetime.isAlive, !released else { return }
    collect()
    measuring = !pending[next]
    if measuring { epoxy_glBeginQuery(GLenum(GL_TIME_ELAPSED), queries[next]) }
  }

  public func end() {
    guard measuring, lifetime.isAlive, !released else { return }
    epoxy_glEndQuery(GLenum(GL_TIME_ELAPSED))
    pending[next] = true
    next = (next + 1) % queries.count
    measuring = false
  }

  /// Reads the results that are ready, oldest first, without stalling.
  private func collect() {
    for offset in 0..<queries.count {
      let index = (next + offset) % queries.count
      guard pending[index] else { continue }
      var available: GLuint = 0
      epoxy_glGetQueryObjectuiv(queries[index], GLenum(GL_QUERY_RESULT_AVAILABLE), &available)
      guard available != 0 else { return }
      var nanoseconds: GLuint64 = 0
      epoxy_glGetQueryObjectui64v(queries[index], GLenum(GL_QUERY_RESULT), &nanoseconds)
      pending[index] = false
      let sample = Double(nanoseconds) / 1e6
      milliseconds = milliseconds == 0 ? sample : milliseconds + (sample - milliseconds) * 0.1
    }
  }
}
