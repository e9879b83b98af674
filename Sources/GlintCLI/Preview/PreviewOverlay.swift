import Foundation
import GlintCore
import GlintRender

/// The text drawn over each pane: the effect's name always, statistics while the overlay shows.
struct PreviewOverlay {
  /// Frames per second over the last frames (smoothed).
  var framesPerSecond: Double = 0
  /// Milliseconds the whole last frame took to draw (smoothed).
  var frameDrawMilliseconds: Double = 0
  /// The shader error to show until a reload succeeds.
  var shaderError: String?

  static let textColor = Color(red: 0.85, green: 0.87, blue: 0.95, alpha: 1)
  static let errorColor = Color(red: 1, green: 0.35, blue: 0.3, alpha: 1)

  mutating func record(frameSeconds: Double, drawSeconds: Double) {
    if frameSeconds > 0 { framesPerSecond += (1 / frameSeconds - framesPerSecond) * 0.1 }
    frameDrawMilliseconds += (drawSeconds * 1000 - frameDrawMilliseconds) * 0.1
  }

  /// Adds the label and, when `detailed`, the statistics of `pane` at its top-left corner to
  /// `frame`: its own counts, simulate and (GPU) draw milliseconds, then the window's frame
  /// rate. The frame's current viewport must be the pane.
  func append(
    _ pane: PreviewPane, drawMilliseconds: Double, session: PreviewSession, detailed: Bool,
    to frame: DrawList
  ) {
    frame.appendText(pane.effect.info.name, at: Point(x: 10, y: 10), unit: 2, color: Self.textColor)
    // A save that did not load shows even with the statistics hidden: the pane is not showing it.
    var y: Float = 36
    if let problem = session.reloadProblem(of: pane) {
      for line in Self.wrap(problem, width: pane.frame.width - 20, maxLines: 6) {
        frame.appendText(line, at: Point(x: 10, y: y), unit: 1, color: Self.errorColor)
        y += 14
      }
      y += 4
    }
    guard detailed else { return }
    let host = pane.host
    var lines = [
      "particles \(host.particleCount)  emitters \(host.emitterCount)  pointers \(host.pointerCount)",
      String(format: "simulate %.2f ms  draw %.2f ms", pane.simulateMilliseconds, drawMilliseconds),
      String(format: "window %.0f fps  frame %.1f ms", framesPerSecond, frameDrawMilliseconds),
    ]
    if session.paused || session.speed != 1 {
      lines.append((session.paused ? "paused (. steps)  " : "") + "speed x\(formatSpeed(session.speed))")
    }
    if let behind = Self.behindLine(session) { lines.append(behind) }
    for (index, line) in lines.enumerated() {
      frame.appendText(line, at: Point(x: 10, y: y + Float(index) * 14), unit: 1, color: Self.textColor)
    }
    if let shaderError {
      frame.appendText(
        String(shaderError.prefix(160)), at: Point(x: 10, y: y + Float(lines.count) * 14 + 4), unit: 1,
        color: Self.errorColor)
    }
  }

  /// Says when the simulation falls behind real time: how much of it each frame keeps up with.
  static func behindLine(_ session: PreviewSession) -> String? {
    guard session.isBehind, !session.paused else { return nil }
    return String(
      format: "behind real time: x%.2f (frames over %.0f ms)", session.realTimeShare,
      PreviewSession.longestFrame * 1000)
  }

  /// `text` in lines no wider than `width` points at unit 1, broken between words where it can
  /// be, at most `maxLines` of them (the last one cut short with "...").
  static func wrap(_ text: String, width: Float, maxLines: Int) -> [String] {
    let fits = { (line: String) in TextLayout.size(line, unit: 1).width <= max(width, 40) }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      let candidate = current.isEmpty ? word : current + " " + word
      if fits(candidate) || current.isEmpty && fits(word) {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = word
      // A word wider than the pane (a long path) is cut into pieces that fit.
      while !fits(current), current.count > 1 {
        var piece = current
        while !fits(piece), piece.count > 1 { piece.removeLast() }
        lines.append(piece)
        current.removeFirst(piece.count)
      }
    }
    if !current.isEmpty { lines.append(current) }
    guard lines.count > maxLines else { return lines }
    return Array(lines.prefix(maxLines - 1)) + [String(lines[maxLines - 1].dropLast(3)) + "..."]
  }

  private func formatSpeed(_ speed: Double) -> String {
    speed >= 1 ? String(Int(speed)) : "1/\(Int((1 / speed).rounded()))"
  }
}
