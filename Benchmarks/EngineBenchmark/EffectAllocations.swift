import CAllocationCounter
import Foundation
@_spi(Benchmarks) import GlintCore
import GlintEffects
import GlintFiles

#if canImport(Glibc)
  import Glibc
#endif

/// `glint-bench-engine effects` prints, for every built-in effect (the modules and the Effects/
/// files), the heap allocations of a step and a pack of its layers once they have grown, taken
/// mid-gesture (the figure-eight at 60 steps a second), so every behaviour an effect uses
/// (fields, collisions, sub-emitters, trails, looks) is counted as it runs. Only a release build
/// allocates nothing: a debug build's closures and temporaries allocate on their own.
func printOnlyEffectAllocationsIfAsked() {
  guard CommandLine.arguments.dropFirst().first == "effects" else { return }
  printEffectAllocations()
  exit(0)
}

/// The effects Glint ships: the registry's modules, then the files of the checkout's Effects/.
private func shippedEffects() -> [any Effect] {
  var effects: [any Effect] = []
  if let registry = try? EffectRegistry.standard() {
    effects += registry.ids.compactMap { try? registry.effect(id: $0) }
  }
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Effects")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  for name in names.sorted() where name.hasSuffix(".json") {
    if let effect = try? EffectFile.load(contentsOf: folder.appendingPathComponent(name)) {
      effects.append(effect)
    }
  }
  return effects
}

/// Steps and packs `layers` a second at a time from `time`, after a first second in which the
/// scratch lists grow too, until a second in which no store or buffer grew; returns that
/// second's allocations per step and its mean particles drawn (nil when every second grew).
private func allocationsOnceGrown(_ layers: [EmitterLayer], from time: Double) -> (Double, Int)? {
  let buffer = InstanceBuffer()
  let frames = 60
  var t = time
  for second in 0..<6 {
    let growths = layers.reduce(buffer.growths) { $0 + $1.storageGrowths }
    let before = glint_thread_allocations()
    var live = 0
    for _ in 0..<frames {
      t += 1.0 / 60
      for layer in layers { layer.step(to: t) }
      buffer.fill(from: layers)
      live += buffer.count
    }
    let allocated = Double(glint_thread_allocations() - before) / Double(frames)
    if second > 0 && layers.reduce(buffer.growths, { $0 + $1.storageGrowths }) == growths {
      return (allocated, live / frames)
    }
  }
  return nil
}

func printEffectAllocations() {
  print(
    "built-in effects mid-gesture (figure-eight, 60 steps/s): heap allocations per step + pack once grown")
  for effect in shippedEffects() {
    let host = PointerHost(effect: effect, seed: 2026)
    guard let script = try? GestureScript.builtIn(named: "figure-eight") else { return }
    host.canvas = Rect(origin: .zero, size: script.size)
    var player = GesturePlayer(script: script)
    let middle = (script.events.last?.time ?? 0) / 2
    var t = 0.0
    while t < middle {
      t = min(middle, t + 1.0 / 60)
      player.advance(host, to: t)
    }
    let name = effect.info.id
    guard let (allocations, live) = allocationsOnceGrown(host.layers, from: middle) else {
      print("  \(name): its stores grew every second")
      continue
    }
    print(
      "  \(name): \(allocations)"
        + (live > 0 ? " (\(live) particles drawn)" : " (none drawn: its bursts are over)"))
  }
}
