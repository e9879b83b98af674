@preconcurrency internal import CEpoxy
import Foundation

/// A linked GLSL program built from a vertex and a fragment file, read at run time so an
/// edited shader shows without a rebuild.
final class ShaderProgram: GLResource {
  let id: GLuint
  private let lifetime: ContextLifetime
  private var released = false

  /// Compiles `vertex` and `fragment` from `directory`; a failure names the file, the line and
  /// the driver's log.
  init(directory: URL, vertex: String, fragment: String, lifetime: ContextLifetime) throws(RenderError) {
    let vertexShader = try ShaderProgram.compile(
      directory.appendingPathComponent(vertex), kind: GLenum(GL_VERTEX_SHADER))
    defer { epoxy_glDeleteShader(vertexShader) }
    let fragmentShader = try ShaderProgram.compile(
      directory.appendingPathComponent(fragment), kind: GLenum(GL_FRAGMENT_SHADER))
    defer { epoxy_glDeleteShader(fragmentShader) }
    let program = epoxy_glCreateProgram()
    epoxy_glAttachShader(program, vertexShader)
    epoxy_glAttachShader(program, fragmentShader)
    epoxy_glLinkProgram(program)
    var linked: GLint = 0
    epoxy_glGetProgramiv(program, GLenum(GL_LINK_STATUS), &linked)
    guard linked != 0 else {
      let log = ShaderProgram.log(of: program, program: true)
      epoxy_glDeleteProgram(program)
      let files = [vertex, fragment].map { directory.appendingPathComponent($0).path }
      throw .shaderLink(files: files, log: log)
    }
    id = program
    self.lifetime = lifetime
    lifetime.register(self)
  }

  deinit { releaseGL() }

  func releaseGL() {
    guard !released else { return }
    released = true
    lifetime.whileCurrent { epoxy_glDeleteProgram(id) }
  }

  /// The location of a uniform (-1 when the driver optimised it away).
  func uniform(_ name: String) -> GLint { epoxy_glGetUniformLocation(id, name) }

  private static func compile(_ url: URL, kind: GLenum) throws(RenderError) -> GLuint {
    guard let source = try? String(contentsOf: url, encoding: .utf8) else {
      throw .shaderMissing(file: url.path)
    }
    let shader = epoxy_glCreateShader(kind)
    source.withCString { text in
      var pointer: UnsafePointer<GLchar>? = text
      epoxy_glShaderSource(shader, 1, &pointer, nil)
    }
    epoxy_glCompileShader(shader)
    var compiled: GLint = 0
    epoxy_glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &compiled)
    guard compiled != 0 else {
      let log = log(of: shader, program: false)
      epoxy_glDeleteShader(shader)
      throw .shaderCompile(file: url.path, line: firstLine(in: log), log: log)
    }
    return shader
  }

  private static func log(of object: GLuint, program: Bool) -> String {
    var length: GLint = 0
    if program {
      epoxy_glGetProgramiv(object, GLenum(GL_INFO_LOG_LENGTH), &length)
    } else {
      epoxy_glGetShaderiv(object, GLenum(GL_INFO_LOG_LENGTH), &length)
    }
    guard length > 1 else { return "(the driver gave no log)" }
    var buffer = [GLchar](repeating: 0, count: Int(length))
    if program {
      epoxy_glGetProgramInfoLog(object, length, nil, &buffer)
    } else {
      epoxy_glGetShaderInfoLog(object, length, nil, &buffer)
    }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The line a driver log names first: Mesa writes "0:7(12): error", others "ERROR: 0:7:".
  static func firstLine(in log: String) -> Int? {
    for line in log.split(whereSeparator: \.isNewline) {
      var rest = Substring(line)
      if rest.hasPrefix("ERROR: ") { rest = rest.dropFirst(7) }
      let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      guard parts.count >= 2, Int(parts[0]) != nil else { continue }
      let digits = parts[1].prefix { $0.isNumber }
      if let number = Int(digits) { return number }
    }
    return nil
  }
}
