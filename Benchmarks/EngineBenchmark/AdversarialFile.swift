import CBenchYardstick
import Foundation
import GlintCore
import GlintFiles

/// The costliest effect files the limits allow, near enough, on the built-in `taps` gesture (five
/// pointers, each with a full layer) for 3 s at 60 steps a second: the figures
/// docs/EFFECT_FILES.md states as the worst case. In Benchmarks/Effects: nested-waves.json
/// (rockets each releasing a wave of 100,000 sparks every millisecond), bounded by the host's
/// birth budget, and nested-wide.json (255 sub-cells under one cell), bounded by the limit on a
/// layer's capacity times its nested cells.
func printAdversarialFiles() {
  for name in ["nested-waves.json", "nested-wide.json"] { printAdversarialFile(name) }
}

func printAdversarialFile(_ name: String) {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Effects").appendingPathComponent(name)
  let effect: DataEffect
  do throws(FileError) {
    effect = try EffectFile.load(contentsOf: url)
  } catch {
    print("\(name): \(error)")
    return
  }
  let script: GestureScript
  do throws(GestureError) {
    script = try GestureScript.builtIn(named: "taps")
  } catch {
    print("taps: \(error)")
    return
  }
  let host = PointerHost(effect: effect, seed: 0)
  host.canvas = Rect(origin: .zero, size: script.size)
  var player = GesturePlayer(script: script)
  var slowest = 0.0
  var peak = 0
  let start = ys_thread_cpu_now()
  for frame in 0...Int(3 * fps) {
    let stepStart = ys_thread_cpu_now()
    player.advance(host, to: Double(frame) / fps)
    slowest = max(slowest, ys_thread_cpu_now() - stepStart)
    peak = max(peak, host.particleCount)
  }
  let seconds = ys_thread_cpu_now() - start
  print(
    "\(name) on taps (5 pointers), 3 s at \(Int(fps)) steps/s: \(rounded(seconds)) s, slowest step "
      + "\(rounded(slowest * 1000)) ms, \(host.birthCount) births, \(host.droppedBirths) dropped, "
      + "at most \(peak) live")
}

private func rounded(_ x: Double) -> Double { (x * 100).rounded() / 100 }
