import Testing

@Suite struct CLIHelpTests {
  @Test func helpListsEveryCommand() throws {
    for arguments in [["--help"], ["-h"], ["help"]] {
      let result = try GlintProcess.run(arguments)
      #expect(result.status == 0)
      #expect(result.stdout.contains("usage: glint COMMAND"))
      #expect(result.stdout.contains("list") && result.stdout.contains("simulate"))
      #expect(result.stderr.isEmpty)
    }
  }

  @Test func commandHelpExplainsEveryOption() throws {
    let simulate = try GlintProcess.run(["simulate", "--help"])
    #expect(simulate.status == 0)
    for option in [
      "--effect ID", "--gesture FILE|NAME", "--seed N", "--fps F", "--seconds S", "--size WxH",
      "--dump FILE", "--dump-at T", "--help",
    ] {
      #expect(simulate.stdout.contains(option), "simulate --help lacks \(option)")
    }
    for name in ["hold", "swipe", "circle", "figure-eight", "pinch", "taps", "fling"] {
      #expect(simulate.stdout.contains(name))
    }
    let list = try GlintProcess.run(["help", "list"])
    #expect(list.status == 0 && list.stdout.contains("usage: glint list"))
    #expect(try GlintProcess.run(["list", "-h"]).stdout == list.stdout)
  }

  @Test func listShowsEveryEffect() throws {
    let result = try GlintProcess.run(["list"])
    #expect(result.status == 0)
    let line = try #require(result.stdoutLines.first { $0.hasPrefix("sparkle-trail ") })
    #expect(line.contains("Sparkle trail") && line.contains("SparkleTouchView"))
    let json = try GlintProcess.run(["list", "--json"])
    let objects = try jsonObjects(json.stdoutLines)
    #expect(
      objects.contains { $0["id"] as? String == "sparkle-trail" && $0["name"] as? String == "Sparkle trail" })
  }

  @Test(arguments: [
    (["bogus"], "unknown command 'bogus'"),
    (["--bogus"], "unknown option '--bogus'"),
    (["help", "bogus"], "unknown command 'bogus'"),
    (["list", "--bogus"], "unknown option '--bogus'"),
    (["list", "extra"], "unexpected argument 'extra'"),
    (["list", "--json=yes"], "option --json takes no value"),
  ])
  func usageErrorsExitTwoWithOneLine(arguments: [String], message: String) throws {
    let result = try GlintProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains(message))
  }
}
