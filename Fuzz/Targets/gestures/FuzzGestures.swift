import Foundation
import FuzzDriver
import GlintCore
import GlintFiles

/// Gesture scripts: any bytes through JSONDecoder and the script checks, and on a refusal through
/// the reader that places the error (line, column, field). A script that parses must write back to
/// the same script, scale, and replay through a pointer host without trapping.
func fuzzGestures(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = count > 0 ? Data(UnsafeBufferPointer(start: data, count: count)) : Data()
  let script: GestureScript
  do {
    script = try GestureScript.parse(bytes, source: "fuzz.json")
  } catch {
    guard !error.description.contains("\n") else { fatalError("an error of more than one line: \(error)") }
    return 0
  }
  let written = script.jsonText
  guard let reread = try? GestureScript.parse(written, source: "written.json"), reread == script else {
    fatalError("a parsed script does not read back from its own jsonText:\n\(written)")
  }
  _ = script.scaled(to: Size(width: 1280, height: 720))
  replay(script)
  return 0
}

/// Plays `script` into a host at the times of its first events and once after the end: the
/// host's and the player's pointer handling, at a small bounded cost.
private func replay(_ script: GestureScript) {
  let host = PointerHost(effect: QuietEffect(), seed: 1, maxPointers: 16)
  var player = GesturePlayer(script: script)
  for event in script.events.prefix(128) { player.advance(host, to: event.time) }
  player.advance(host, to: script.duration + 1)
}

/// One small emitter per pointer, so replays cost little whatever the coordinates.
private struct QuietEffect: Effect {
  let info = EffectInfo(id: "quiet", name: "Quiet", summary: "One small emitter per pointer.")
  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    let layer = EmitterLayer()
    layer.emitterCells = [
      EmitterCell {
        $0.birthRate = 20
        $0.lifetime = 0.5
        $0.velocity = 50
      }
    ]
    return [layer]
  }
}

@main
enum FuzzGestures {
  static func main() { runFuzzer(fuzzGestures) }
}
