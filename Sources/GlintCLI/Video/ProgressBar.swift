import Foundation

/// A one-line progress bar on stderr (frames done, frames per second, time left), redrawn in
/// place; only when stderr is a terminal, so logs and pipes stay quiet.
struct ProgressBar {
  let total: Int
  let isShown: Bool
  private let start: Double
  private var lastDrawn = -1.0

  init(total: Int, isShown: Bool = isatty(STDERR_FILENO) == 1) {
    self.total = total
    self.isShown = isShown
    start = Self.now()
  }

  /// Shows that `done` frames are finished (at most about ten redraws a second).
  mutating func update(done: Int) {
    guard isShown else { return }
    let now = Self.now()
    guard done == total || now - lastDrawn >= 0.1 else { return }
    lastDrawn = now
    FileHandle.standardError.write(
      Data(("\r" + Self.line(done: done, total: total, seconds: now - start)).utf8))
    if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
  }

  /// "[#######.............] 35/100 frames  12.3 fps  5.3 s left", padded so a shorter line
  /// covers a longer one.
  static func line(done: Int, total: Int, seconds: Double) -> String {
    let width = 20
    let filled = total > 0 ? width * done / total : width
    let rate = seconds > 0 ? Double(done) / seconds : 0
    let left = rate > 0 ? Double(total - done) / rate : 0
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
    let text = "[\(bar)] \(done)/\(total) frames  " + String(format: "%.1f fps  %.1f s left", rate, left)
    return text.padding(toLength: max(text.count, 64), withPad: " ", startingAt: 0)
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
