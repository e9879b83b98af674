import Foundation
import Testing

/// `make install` with DESTDIR and PREFIX: the installed glint runs from any folder and reads the
/// shaders installed beside it. It installs the glint the suite tests (`BUILT=`), as a build
/// inside `swift test` would wait for the build folder's lock.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["GLINT_SKIP_BUILD_TESTS"] == nil))
struct InstallTests {
  @Test func anInstalledGlintRendersFromAnotherFolderWithItsInstalledShaders() throws {
    let root = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let (installed, log) = try NewEffectBuildTests().run(
      "make",
      [
        "-C", NewEffectBuildTests.repository.path, "install",
        "BUILT=\(try GlintProcess.executable().deletingLastPathComponent().path)",
        "DESTDIR=\(root.path)", "PREFIX=/opt/glint",
      ],
      in: root)
    try #require(installed == 0, "make install failed: \(log)")
    let prefix = root.appendingPathComponent("opt/glint")
    let glint = prefix.appendingPathComponent("bin/glint").path
    let shaders = prefix.appendingPathComponent("share/glint/shaders")
    try #require(FileManager.default.isExecutableFile(atPath: glint))
    #expect(FileManager.default.fileExists(atPath: shaders.appendingPathComponent("sprite.vert").path))

    let (versioned, version) = try NewEffectBuildTests().run(glint, ["--version"], in: root)
    #expect(versioned == 0 && version.hasPrefix("glint "), "\(version)")

    let elsewhere = root.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let render = [
      "render", "--effect", "ring", "--gesture", "hold", "--at", "0.4", "--size", "160x100", "--out", "a.png",
    ]
    let (rendered, output) = try NewEffectBuildTests().run(glint, render, in: elsewhere)
    #expect(rendered == 0, "\(output)")
    let png = (try? Data(contentsOf: elsewhere.appendingPathComponent("a.png"))) ?? Data()
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))

    // Each effect's images are installed beside the shaders, and the installed program reads them.
    let paper = prefix.appendingPathComponent("share/glint/effects/Confetti/paper.png")
    #expect(FileManager.default.fileExists(atPath: paper.path))
    #expect(
      FileManager.default.fileExists(
        atPath: prefix.appendingPathComponent("share/glint/effects/Snowfall/flake.png").path))
    let confetti = [
      "render", "--effect", "confetti", "--gesture", "hold", "--at", "0.4", "--size", "160x100", "--out",
      "c.png",
    ]
    let (drawn, quiet) = try NewEffectBuildTests().run(glint, confetti, in: elsewhere)
    #expect(drawn == 0 && !quiet.contains("warning"), "\(quiet)")
    try Data("not a png".utf8).write(to: paper)
    let (fallback, warning) = try NewEffectBuildTests().run(glint, confetti + ["--force"], in: elsewhere)
    #expect(fallback == 0)
    #expect(warning.contains("effect 'confetti'") && warning.contains(paper.path), "\(warning)")

    // The data effects are installed too, their images beside them, and the installed glint lists
    // and renders them from the installed folder.
    let effects = prefix.appendingPathComponent("share/glint/effects")
    #expect(FileManager.default.fileExists(atPath: effects.appendingPathComponent("images/bubble.png").path))
    // The schema is where the installed files' "$schema" (../docs/effect.schema.json) points.
    #expect(
      FileManager.default.fileExists(
        atPath: effects.appendingPathComponent("../docs/effect.schema.json").standardizedFileURL.path))
    let (listed, list) = try NewEffectBuildTests().run(glint, ["list"], in: elsewhere)
    #expect(listed == 0 && list.contains("Effects/bubbles.json"), "\(list)")
    let bubbles = [
      "render", "--effect", "bubbles", "--gesture", "hold", "--at", "0.8", "--size", "160x100", "--out",
      "b.png",
    ]
    let (renderedData, dataOutput) = try NewEffectBuildTests().run(glint, bubbles, in: elsewhere)
    #expect(renderedData == 0 && !dataOutput.contains("warning"), "\(dataOutput)")
    // A broken installed file is left out of the list with a warning, and naming it says why;
    // every other effect still works.
    try "{}".write(to: effects.appendingPathComponent("bubbles.json"), atomically: true, encoding: .utf8)
    let (stillListed, warned) = try NewEffectBuildTests().run(glint, ["list"], in: elsewhere)
    #expect(stillListed == 0 && warned.contains("Effects/bubbles.json:1:1: version: missing"), "\(warned)")
    let (refused, reason) = try NewEffectBuildTests().run(glint, bubbles, in: elsewhere)
    #expect(refused == 1 && reason.contains("Effects/bubbles.json:1:1: version: missing"), "\(reason)")

    // The program reads the installed copy, not the checkout: break it and render says so.
    let fragment = shaders.appendingPathComponent("sprite.frag")
    try "#version 330 core\nthis is not GLSL\n".write(to: fragment, atomically: true, encoding: .utf8)
    let (broken, complaint) = try NewEffectBuildTests().run(glint, render + ["--force"], in: elsewhere)
    #expect(broken == 1)
    #expect(complaint.contains(fragment.path), "\(complaint)")
  }
}
