import Foundation
import Testing

/// The registry generator (the build's EffectRegistry plugin runs it on every effect module)
/// stops the build at a hook written with a signature the host never calls, naming the line;
/// helpers, comments and the right signatures pass. Runs the built generator on a scratch
/// Plugins/ folder.
@Suite struct HookSignatureTests {
  /// The generator, built beside glint.
  static func generator() throws -> URL {
    try GlintProcess.executable().deletingLastPathComponent().appendingPathComponent("glint-registry-gen")
  }

  /// An effect whose pointerBegan (line 6) and update (line 8) lack `state:`, with a correct
  /// pointerMoved, a commented-out hook and a helper named update.
  static let misnamed = """
    import GlintCore

    public struct DustEffect: Effect {
      public init() {}
      public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] { [] }
      public func pointerBegan(_ pointer: inout PointerTrack) {}
      public func pointerMoved(_ pointer: inout PointerTrack, state: inout Void) {}
      public func update(_ pointer: inout PointerTrack, from start: Double, to end: Double) {}
      // public func pointerEnded(_ pointer: inout PointerTrack) {}
      func update(count: Int) {}
    }

    """

  func generate(_ source: String) throws -> (result: GlintProcess.Result, output: URL) {
    let root = try GlintProcess.temporaryFolder()
    let sources = root.appendingPathComponent("Plugins/Dust/Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try source.write(
      to: sources.appendingPathComponent("DustEffect.swift"), atomically: true, encoding: .utf8)
    let output = root.appendingPathComponent("EffectModules.swift")
    let result = try GlintProcess.run(
      program: Self.generator(), [output.path, root.appendingPathComponent("Plugins").path, "-", "Dust"])
    return (result, output)
  }

  @Test func aHookWithoutItsStateStopsTheBuildNamingTheLine() throws {
    let (result, output) = try generate(Self.misnamed)
    defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
    #expect(result.status == 1)
    let file = output.deletingLastPathComponent().appendingPathComponent(
      "Plugins/Dust/Sources/DustEffect.swift")
    #expect(
      result.stderrLines == [
        "\(file.path):6: error: pointerBegan(_:) is never called: the Effect hook is pointerBegan(_:state:), "
          + "with `state: inout PointerState` (a helper taking a PointerTrack needs another name)",
        "\(file.path):8: error: update(_:from:to:) is never called: the Effect hook is "
          + "update(_:state:from:to:), with `state: inout PointerState` (a helper taking a PointerTrack "
          + "needs another name)",
      ], "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output.path), "nothing generated")
  }

  @Test func aStateThatIsNotInoutIsNeverCalledEither() throws {
    let source = "func pointerEnded(_ pointer: inout PointerTrack, state: Int) {}\n"
    let (result, output) = try generate(source)
    defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
    #expect(result.status == 1 && result.stderrLines.count == 1)
    #expect(result.stderr.contains("DustEffect.swift:1: error: pointerEnded(_:state:) is never called"))
  }

  @Test func theRightSignaturesGenerateTheRegistry() throws {
    let fixed = Self.misnamed
      .replacingOccurrences(
        of: "pointerBegan(_ pointer: inout PointerTrack)",
        with: "pointerBegan(_ pointer: inout PointerTrack, state: inout Void)"
      )
      .replacingOccurrences(
        of: "PointerTrack, from start", with: "PointerTrack, state: inout Void, from start")
    let (result, output) = try generate(fixed)
    defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let generated = try String(contentsOf: output, encoding: .utf8)
    #expect(generated.contains("  DustEffect(),"))
  }
}
