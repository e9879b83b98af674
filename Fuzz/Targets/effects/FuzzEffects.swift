import Foundation
import FuzzDriver
import GlintCore
import GlintFiles

/// Effect files: any bytes through JSONDecoder, the field tables and the limits, and on a refusal
/// through the reader that places the error. An effect that loads must write back to a file that
/// loads to the same effect, and play a short stroke without trapping. Images resolve in the run's
/// own empty folder.
func fuzzEffects(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = count > 0 ? Data(UnsafeBufferPointer(start: data, count: count)) : Data()
  let url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("fuzz.json")
  let effect: DataEffect
  do {
    effect = try EffectFile.decode(bytes, file: "fuzz.json", url: url)
  } catch {
    guard !error.description.contains("\n") else { fatalError("an error of more than one line: \(error)") }
    return 0
  }
  let written = EffectFile.text(of: effect.declaration)
  guard let reread = try? EffectFile.decode(Data(written.utf8), file: "written.json", url: url),
    reread.declaration == effect.declaration
  else {
    fatalError("a loaded effect does not read back from its own file:\n\(written)")
  }
  play(effect)
  return 0
}

/// A tap and a short drag, a tenth of a second each, on a small canvas with an obstacle and a
/// named point (its layers, their fields and their shapes run too): the hooks and the engine at
/// a bounded cost.
private func play(_ effect: DataEffect) {
  let host = PointerHost(effect: effect, seed: 1, maxPointers: 4)
  host.canvas = Rect(x: 0, y: 0, width: 200, height: 150)
  host.setPoint("p", to: Point(x: 20, y: 30))
  host.obstacles = [.circle(center: Point(x: 100, y: 60), radius: 20)]
  host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 10, y: 10), time: 0))
  host.handle(PointerEvent(id: 1, phase: .ended, location: Point(x: 10, y: 10), time: 0))
  host.handle(PointerEvent(id: 2, phase: .began, location: Point(x: 50, y: 50), time: 0.02))
  host.handle(PointerEvent(id: 2, phase: .moved, location: Point(x: 150, y: 60), time: 0.06))
  host.handle(PointerEvent(id: 2, phase: .ended, location: Point(x: 160, y: 60), time: 0.1))
  host.advance(to: 0.12)
}

@main
enum FuzzEffects {
  static func main() { runFuzzer(fuzzEffects) }
}
