/// Why drawing could not start or go on; each description is one line a person can act on.
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// No OpenGL context: what was tried, and what to install or set.
  case noContext(tried: String, advice: String)
  /// No window could be opened (no display, or no GL 3.3 through it).
  case noWindow(reason: String)
  /// A shader did not compile: its file, the first line the driver names, and the driver's log.
  case shaderCompile(file: String, line: Int?, log: String)
  /// The shaders compiled but did not link.
  case shaderLink(files: [String], log: String)
  /// A shader file could not be read.
  case shaderMissing(file: String)
  /// The driver refused a framebuffer or another object.
  case gl(String)
  /// An image could not be written.
  case imageWrite(path: String, reason: String)
  /// An image (a sprite, a PNG to compare) could not be read: the decoder's reason.
  case imageRead(path: String, reason: String)
  /// A setting (an option or environment variable) has a value it does not take.
  case setting(name: String, value: String, allowed: String)

  public var description: String {
    switch self {
    case .noContext(let tried, let advice):
      return "no OpenGL context: tried \(tried); \(advice)"
    case .noWindow(let reason):
      return "cannot open a window: \(reason); set DISPLAY to a running X server (or run under"
        + " xvfb-run), or make pictures without a display with 'glint render'"
    case .shaderCompile(let file, let line, let log):
      let place = line.map { "\(file):\($0)" } ?? file
      return "\(place): shader compile failed: \(RenderError.oneLine(log))"
    case .shaderLink(let files, let log):
      return "\(files.joined(separator: " + ")): shader link failed: \(RenderError.oneLine(log))"
    case .shaderMissing(let file):
      return "\(file): cannot read the shader"
    case .gl(let what):
      return "OpenGL: \(what)"
    case .imageWrite(let path, let reason):
      return "\(path): cannot write the PNG: \(reason)"
    case .imageRead(let path, let reason):
      return "\(path): cannot read the image (\(reason))"
    case .setting(let name, let value, let allowed):
      return "\(name): '\(value)' is not one of \(allowed)"
    }
  }

  /// The driver's log folded onto one line.
  static func oneLine(_ log: String) -> String {
    log.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: " | ")
  }
}
