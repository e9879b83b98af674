// The inspector panel's cost per preview frame: the preview's own frame (session, panes, draw
// list, renderer) in a real window under a private Xvfb, without the panel's code, with it hidden
// and with it shown, the three taking turns. Prints the median and 90th percentile milliseconds
// per frame of each, input to finished picture; asserts nothing.
import Foundation
import GlintCLI
import GlintCore

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("glint-bench-panel: \(message)\n".utf8))
  exit(1)
}

/// Starts Xvfb on a free display and points DISPLAY at it; returns the server.
func startDisplay() -> Process {
  for number in 300..<400 where !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    server.arguments = [":\(number)", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"]
    server.standardOutput = FileHandle.nullDevice
    server.standardError = FileHandle.nullDevice
    guard (try? server.run()) != nil else { continue }
    for _ in 0..<100 where server.isRunning {
      if FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
        Thread.sleep(forTimeInterval: 0.2)
        setenv("DISPLAY", ":\(number)", 1)
        return server
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    server.terminate()
  }
  fail("Xvfb could not start on any display from :300 to :399")
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

let server = startDisplay()
defer { server.terminate() }
let effects = ["sparkle-trail", "burst", "comet", "sparkle-trail"]
let frames = 60
let rounds = 8
do {
  let times = try PanelFrameBenchmark.measure(
    effects: effects, size: Size(width: 1280, height: 720), frames: frames, rounds: rounds)
  print(
    "preview frame, compare of \(effects.joined(separator: ", ")) replaying figure-eight at 1280 × 720, "
      + "\(rounds) rounds × \(frames) frames each (llvmpipe under Xvfb):")
  for variant in PanelFrameBenchmark.Variant.allCases {
    let values = times[variant] ?? []
    let name = variant.rawValue.padding(toLength: 24, withPad: " ", startingAt: 0)
    print(
      "  " + name
        + String(format: "median %6.2f ms   p90 %6.2f ms", percentile(values, 0.5), percentile(values, 0.9)))
  }
} catch {
  server.terminate()
  fail("\(error)")
}
server.terminate()
