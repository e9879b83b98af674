// Save-to-screen time of live reload: runs the real preview under a private Xvfb, saves its
// effect file again and again (a new colour each time), and measures from the save (the rename
// over the file, or the last write of an in-place save) to the preview's "glint: reloaded" line,
// which it prints once the first frame drawn with the new values has been swapped to the screen.
// Prints the median and the maximum over each kind of save.
import Foundation

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("glint-bench-reload: \(message)\n".utf8))
  exit(1)
}

/// Lines a child writes to a pipe, each with the time it was read.
final class LineLog: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [(text: String, time: Double)] = []

  init(_ pipe: Pipe) {
    let handle = pipe.fileHandleForReading
    Thread.detachNewThread { [self] in
      var pending = Data()
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { return }
        let time = now()
        pending.append(chunk)
        while let newline = pending.firstIndex(of: 10) {
          let text = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
          pending.removeSubrange(pending.startIndex...newline)
          lock.withLock { lines.append((text, time)) }
        }
      }
    }
  }

  /// Waits up to `timeout` seconds for the line number `index` (counting from 0) that starts with
  /// `prefix`; returns it and when it was read.
  func wait(for prefix: String, index: Int, timeout: Double = 20) -> (text: String, time: Double)? {
    let end = now() + timeout
    while now() < end {
      let found = lock.withLock { lines.filter { $0.text.hasPrefix(prefix) } }
      if found.count > index { return found[index] }
      Thread.sleep(forTimeInterval: 0.0005)
    }
    return nil
  }

  var all: [String] { lock.withLock { lines.map(\.text) } }
}

/// An effect file whose dots have colour `hue` (0...1 around the colour wheel).
func effect(hue: Double) -> String {
  let r = 0.5 + 0.5 * cos(2 * .pi * hue)
  let g = 0.5 + 0.5 * cos(2 * .pi * (hue - 1.0 / 3))
  let b = 0.5 + 0.5 * cos(2 * .pi * (hue - 2.0 / 3))
  return """
    {"version": 1, "id": "reload-bench", "name": "Reload bench", "summary": "Dots whose colour is saved again.",
     "layers": [{"renderMode": "additive", "emitterShape": "circle", "emitterSize": [30, 0],
       "emitterCells": [{"name": "dot", "birthRate": 2000, "lifetime": 1, "velocity": 60, "emissionRange": 6.3,
         "contents": "spark", "color": [\(r), \(g), \(b), 0.8]}]}]}
    """
}

func startXvfb() -> (Process, String) {
  for number in 300..<400 where !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    server.arguments = [":\(number)", "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
    server.standardOutput = FileHandle.nullDevice
    server.standardError = FileHandle.nullDevice
    do { try server.run() } catch { fail("cannot start Xvfb: \(error)") }
    for _ in 0..<100 where server.isRunning {
      if FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { return (server, ":\(number)") }
      Thread.sleep(forTimeInterval: 0.05)
    }
    server.terminate()
  }
  fail("no free X display from :300 to :399")
}

let saves = 20
let glint = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent()
  .appendingPathComponent("glint")
guard FileManager.default.isExecutableFile(atPath: glint.path) else {
  fail(
    "no glint beside the benchmark at \(glint.path); build it first (swift build -c release --product glint)")
}
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glint-bench-reload-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let file = folder.appendingPathComponent("reload-bench.json")
try effect(hue: 0).write(to: file, atomically: true, encoding: .utf8)

let (server, display) = startXvfb()
let preview = Process()
preview.executableURL = glint
preview.arguments = [
  "preview", "--effect", file.path, "--gesture", "figure-eight", "--loop", "--size", "800x600",
]
preview.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
let out = Pipe()
let err = Pipe()
preview.standardOutput = out
preview.standardError = err
try preview.run()
let stdout = LineLog(out)
let stderr = LineLog(err)
defer {
  preview.terminate()
  preview.waitUntilExit()
  server.terminate()
  server.waitUntilExit()
  try? FileManager.default.removeItem(at: folder)
}
guard stdout.wait(for: "glint: showing", index: 0) != nil else {
  fail("the preview did not show: \(stderr.all.joined(separator: " / "))")
}
Thread.sleep(forTimeInterval: 1)

/// Saves `saves` times with `save`, each a new colour; returns each save's milliseconds to screen.
func measure(offset: Int, _ save: (String) throws -> Void) -> [Double] {
  var times: [Double] = []
  for index in 0..<saves {
    let number = offset + index
    do { try save(effect(hue: Double(number + 1) / Double(2 * saves + 1))) } catch {
      fail("cannot save: \(error)")
    }
    let saved = now()
    guard let line = stderr.wait(for: "glint: reloaded", index: number) else {
      fail("save \(number + 1) was not reloaded: \(stderr.all.suffix(3).joined(separator: " / "))")
    }
    times.append((line.time - saved) * 1000)
    // A pause of an uneven length, so saves fall at every phase of the frame.
    Thread.sleep(forTimeInterval: 0.15 + 0.013 * Double(index % 7))
  }
  return times
}

let renamed = measure(offset: 0) { text in
  let temporary = folder.appendingPathComponent(".reload-bench.json.tmp")
  try Data(text.utf8).write(to: temporary)
  guard rename(temporary.path, file.path) == 0 else { fail("rename failed") }
}
let inPlace = measure(offset: saves) { text in
  let handle = try FileHandle(forWritingTo: file)
  try handle.truncate(atOffset: 0)
  try handle.write(contentsOf: Data(text.utf8))
  try handle.close()
}

func report(_ label: String, _ times: [Double]) {
  let sorted = times.sorted()
  let median = (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
  print(
    String(
      format:
        "reload: %@ to screen: median %.1f ms, max %.1f ms over %d saves (800x600 preview, Xvfb, llvmpipe)",
      label, median, sorted.last!, sorted.count))
}
report("save by rename", renamed)
report("save in place ", inPlace)
