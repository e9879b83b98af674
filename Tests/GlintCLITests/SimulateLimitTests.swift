import Foundation
import Testing

/// `glint simulate` takes at most an hour of 60 Hz steps, whatever --fps and --seconds ask.
@Suite struct SimulateLimitTests {
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
