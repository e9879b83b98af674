import Foundation
import Testing

/// `glint simulate` takes at most an hour of 60 Hz steps, whatever --fps and --seconds ask, and
/// any effect's births are held to the host's birth budget.
@Suite struct SimulateLimitTests {
  /// The costliest file the limits allow, near enough: rockets that each release a wave of
  /// 100,000 sparks every millisecond, and keep on after the pointer ends.
  static let nestedWaves = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Benchmarks/Effects/nested-waves.json")

  /// Five taps make five pointers, each with a full layer: together they are born no faster
  /// than the standard budget lets (200,000 at once, a million a second), and what it refused
  /// is counted as dropped.
  @Test func theNestedWavesFileWithTapsIsHeldToTheBirthBudget() throws {
    let result = try GlintProcess.run([
      "simulate", "--effect", Self.nestedWaves.path, "--gesture", "taps", "--seconds", "0.5",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let steps = try jsonObjects(result.stdoutLines)
    #expect(steps.count == 31)
    let births = steps.map { $0["births"] as? Int ?? -1 }
    let dropped = steps.map { $0["dropped"] as? Int ?? -1 }
    #expect(births.allSatisfy { $0 >= 0 && $0 <= 200_000 }, "\(births)")
    #expect(births.reduce(0, +) <= 200_000 + 500_000, "\(births.reduce(0, +)) births")
    #expect(births.reduce(0, +) >= 500_000, "the budget is used: \(births.reduce(0, +)) births")
    #expect(dropped.allSatisfy { $0 >= 0 } && dropped.reduce(0, +) > 0)
    #expect(steps.allSatisfy { ($0["particles"] as? Int ?? .max) <= 500_000 })
  }

  @Test func aRunOverTheStepLimitIsRefusedBeforeAnyStep() throws {
    let result = try GlintProcess.run([
      "simulate", "--effect", "burst", "--gesture", "hold", "--fps", "1000", "--seconds", "3600",
    ])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderrLines == [
        "glint simulate: --seconds × --fps makes 3600000 steps, over the limit of 216000 (an hour at 60 steps a"
          + " second) (see 'glint simulate --help')"
      ])
  }

  @Test func theLastStepCountWithinTheLimitIsAccepted() throws {
    // 216 s at 1000 steps a second: the limit exactly; --dump-at past the end stops it at once.
    let result = try GlintProcess.run([
      "simulate", "--effect", "burst", "--gesture", "hold", "--fps", "1000", "--seconds", "216", "--dump",
      "/dev/null", "--dump-at", "217",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("--dump-at 217.0 is after the end of the run (216.0 s)"), "\(result.stderr)")
  }
}
