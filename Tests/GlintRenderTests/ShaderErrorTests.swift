import Foundation
import GlintCore
import GlintRender
import GlintShaders
import Testing

/// A broken shader is reported with its file, line and the driver's log.
@Suite(.serialized)
struct ShaderErrorTests {
  /// A copy of the shader folder with `fragment` as the quads' fragment shader.
  func shaders(fragment: String) throws -> URL {
    let folder = temporaryFolder()
    for name in ["sprite.vert", "sprite-point.vert", "sprite-point.frag"] {
      let text = try String(contentsOf: ShaderSources.url(named: name), encoding: .utf8)
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try fragment.write(to: folder.appendingPathComponent("sprite.frag"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test func compileErrorNamesFileLineAndLog() throws {
    let folder = try shaders(
      fragment: "#version 330 core\nout vec4 fragColor;\nvoid main() {\n  fragColor = nonsense;\n}\n")
    #expect {
      _ = try OffscreenRenderer(size: Size(width: 8, height: 8), shaderDirectory: folder)
    } throws: { error in
      guard case .shaderCompile(let file, let line, let log) = error as? RenderError else { return false }
      let text = (error as! RenderError).description
      return file.hasSuffix("sprite.frag") && line == 4 && log.contains("nonsense")
        && text.contains("sprite.frag:4") && !text.contains("\n")
    }
  }

  @Test func linkErrorNamesBothFiles() throws {
    // Compiles, but a fragment stage without main() cannot link.
    let folder = try shaders(fragment: "#version 330 core\nout vec4 c;\nvoid notMain() { c = vec4(1); }\n")
    #expect {
      _ = try OffscreenRenderer(size: Size(width: 8, height: 8), shaderDirectory: folder)
    } throws: { error in
      guard case .shaderLink(let files, _) = error as? RenderError else { return false }
      return files.count == 2
    }
  }

  @Test func missingFileIsNamed() throws {
    let folder = temporaryFolder()
    #expect(throws: RenderError.shaderMissing(file: folder.appendingPathComponent("sprite.vert").path)) {
      _ = try OffscreenRenderer(size: Size(width: 8, height: 8), shaderDirectory: folder)
    }
  }

  @Test func failedReloadKeepsTheLastGoodProgram() throws {
    let fragment = try String(contentsOf: ShaderSources.url(named: "sprite.frag"), encoding: .utf8)
    let folder = try shaders(fragment: fragment)
    let target = try OffscreenRenderer(size: Size(width: 32, height: 32), shaderDirectory: folder)
    try "#version 330 core\nvoid main() { broken }\n".write(
      to: folder.appendingPathComponent("sprite.frag"), atomically: true, encoding: .utf8)
    #expect(throws: RenderError.self) { try target.renderer.reloadShaders() }
    let image = draw([sprite(x: 16, y: 16, scale: 8)], sprite: "solid", on: target)
    #expect(image.pixel(x: 16, y: 16).r == 255)
    try fragment.write(to: folder.appendingPathComponent("sprite.frag"), atomically: true, encoding: .utf8)
    try target.renderer.reloadShaders()
    #expect(draw([sprite(x: 16, y: 16, scale: 8)], sprite: "solid", on: target).pixel(x: 16, y: 16).r == 255)
  }
}
