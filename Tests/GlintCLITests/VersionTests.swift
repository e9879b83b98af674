import Foundation
import Testing

/// `glint --version`: the version from the one place that defines it, and nothing else.
@Suite struct VersionTests {
  @Test func versionPrintsOneLineAndExitsZero() throws {
    let result = try GlintProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let line = result.stdout.trimmingCharacters(in: .newlines)
    #expect(result.stdoutLines.count == 1)
    let version = try #require(line.split(separator: " ").last.map(String.init))
    #expect(line == "glint \(version)")
    let parts = version.split(separator: ".")
    #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "not a semantic version: \(line)")
    let source = try String(
      contentsOf: NewEffectBuildTests.repository.appendingPathComponent(
        "Sources/GlintCore/GlintVersion.swift"),
      encoding: .utf8)
    #expect(source.contains("\"\(version)\""))
  }

  @Test func versionWithMoreArgumentsIsAUsageError() throws {
    let result = try GlintProcess.run(["--version", "extra"])
    #expect(result.status == 2)
    #expect(result.stderrLines.count == 1)
  }
}
