@preconcurrency internal import CEpoxy
import Foundation

/// A linked GLSL program built from a vertex and a fragment file, read at run time so an
/// edited shader shows without a rebuild.
final class ShaderProgram: GLResource {
  let id: GLuint
  private let lifetime: ContextLifetime
  private var released = false

  /// Compiles `vertex` and `fragment` of `files`, both preceded by `defines`, each stage also by
  /// the files named in its library (functions shaders share); a failure names the file, the
  /// line and the driver's log.
  init(
    files: ShaderFiles, vertex: String, fragment: String, vertexLibrary: [String] = [],
    fragmentLibrary: [String] = [], defines: [String] = [],
    lifetime: ContextLifetime
  ) throws(RenderError) {
    let vertexShader = try ShaderProgram.compile(
      [vertex] + vertexLibrary, of: files, defines: defines, kind: GLenum(GL_VERTEX_SHADER))
    defer { epoxy_glDeleteShader(vertexShader) }
    let fragmentShader = try ShaderProgram.compile(
      [fragment] + fragmentLibrary, of: files, defines: defines, kind: GLenum(GL_FRAGMENT_SHADER))
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
      throw .shaderLink(files: [vertex, fragment].map { files.url(of: $0).path }, log: log)
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

  /// Compiles `names[0]` with the other files and the `#define`s between its `#version` line
  /// and the rest. `#line` directives number the lines of file i from i × `linesPerFile` (Mesa
  /// ignores the source-string number of `#line`), so the driver's log points into the right
  /// file and line.
  private static func compile(_ names: [String], of files: ShaderFiles, defines: [String], kind: GLenum)
    throws(RenderError) -> GLuint
  {
    let main = try files.text(of: names[0])
    let versionEnd = main.firstIndex(of: "\n").map { main.index(after: $0) } ?? main.endIndex
    var parts = [String(main[..<versionEnd])]
    if !parts[0].hasSuffix("\n") { parts[0] += "\n" }
    parts += defines.map { "#define \($0)\n" }
    for (index, name) in names.enumerated().dropFirst() {
      parts.append("#line \(index * Self.linesPerFile + 1)\n" + (try files.text(of: name)) + "\n")
    }
    parts.append("#line 2 0\n" + main[versionEnd...])
    let shader = epoxy_glCreateShader(kind)
    let source = parts.joined()
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
      let line = firstLine(in: log)
      let index = line.map { $0 / linesPerFile }.flatMap { names.indices.contains($0) ? $0 : nil } ?? 0
      throw .shaderCompile(
        file: files.url(of: names[index]).path, line: line.map { $0 % linesPerFile }, log: log)
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

  /// How many lines each file of a stage may have before the numbering of the next begins.
  static let linesPerFile = 100_000

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

/// The shader files of a folder, each read once, when a program first needs it, so that every
/// program made from them, now or later, sees the same text even while the files are edited.
final class ShaderFiles {
  let directory: URL
  private var texts: [String: String] = [:]

  init(directory: URL) { self.directory = directory }

  func url(of name: String) -> URL { directory.appendingPathComponent(name) }

  /// The text of file `name`, read the first time it is asked for; a file that cannot be read
  /// is named.
  func text(of name: String) throws(RenderError) -> String {
    if let text = texts[name] { return text }
    let url = url(of: name)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw .shaderMissing(file: url.path)
    }
    texts[name] = text
    return text
  }
}
