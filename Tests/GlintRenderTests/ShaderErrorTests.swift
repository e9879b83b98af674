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
    let names = try FileManager.default.contentsOfDirectory(atPath: ShaderSources.directory.path)
      .filter { [".vert", ".frag", ".glsl"].contains(where: $0.hasSuffix) }
    #expect(names.contains("sprite-shapes.glsl"))
    for name in names {
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

  @Test func anErrorInTheSharedFileNamesThatFile() throws {
    let fragment = try String(contentsOf: ShaderSources.url(named: "sprite.frag"), encoding: .utf8)
    let folder = try shaders(fragment: fragment)
    try "// shared\nvec4 spriteColor(vec2 uv) { return nonsense; }\n".write(
      to: folder.appendingPathComponent("sprite-shapes.glsl"), atomically: true, encoding: .utf8)
    #expect {
      _ = try OffscreenRenderer(size: Size(width: 8, height: 8), shaderDirectory: folder)
    } throws: { error in
      guard case .shaderCompile(let file, let line, _) = error as? RenderError else { return false }
      return file.hasSuffix("sprite-shapes.glsl") && line == 2
    }
  }

  /// A computed sprite whose program does not build (here the star's: only its constants make a
  /// zero-length array) is said once and drawn from its texture; the others still compute.
  @Test func aComputedSpriteThatDoesNotBuildIsDrawnFromItsTexture() throws {
    let fragment = try String(contentsOf: ShaderSources.url(named: "sprite.frag"), encoding: .utf8)
    let folder = try shaders(fragment: fragment)
    let shapes = folder.appendingPathComponent("sprite-shapes.glsl")
    let broken =
      try String(contentsOf: shapes, encoding: .utf8)
      + "\n#ifdef COMPUTED\nfloat probe[62 - int(SPIKES * 100.0 + 0.5)];\n#endif\n"
    try broken.write(to: shapes, atomically: true, encoding: .utf8)
    let warnings = Warnings()
    let target = try OffscreenRenderer(
      size: Size(width: 64, height: 64), shaderDirectory: folder, warn: warnings.add)
    #expect(warnings.lines.isEmpty)
    for _ in 0..<2 {
      let star = draw([sprite(x: 32, y: 32, scale: 1.5)], sprite: "star", on: target)
      #expect(star.pixel(x: 32, y: 32).r > 200)
    }
    #expect(warnings.lines.count == 1)
    #expect(warnings.lines.first?.contains("sprite-shapes.glsl") == true)
    #expect(warnings.lines.first?.contains("from its texture") == true)
    _ = draw([sprite(x: 32, y: 32, scale: 1.5)], sprite: "ring", on: target)
    #expect(warnings.lines.count == 1)
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
