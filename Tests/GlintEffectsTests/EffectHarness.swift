import Foundation
import GlintCore
import GlintEffects
import GlintFiles

/// Drives an effect headless with a gesture, the way the preview and `glint simulate` do.
struct EffectHarness {
  /// Every registered effect module's id; a registry that fails to load is caught by its own test.
  static let moduleIDs: [String] = (try? EffectRegistry.standard().ids) ?? []

  /// The data effects of the Effects/ folder shipped with Glint (a file that fails to load is
  /// caught by its own test).
  static let dataEffects: [DataEffect] = dataEffectFiles.compactMap { try? EffectFile.load(contentsOf: $0) }

  static let effectsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Effects")

  static var dataEffectFiles: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: effectsFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { effectsFolder.appendingPathComponent($0) }
  }

  /// Every effect's id: the modules, then the data effects; every test over `ids` covers both.
  static let ids: [String] = moduleIDs + dataEffects.map(\.info.id)

  /// The effects that give a pointer layers of its own, which the tests over pointers without a
  /// canvas drive; a hosted view (GlintUIKit's `ViewEffect`) makes every layer on the canvas, as
  /// iOS does on its window, and is tested with one in GlintUIKitTests.
  static let pointerIDs: [String] = ids.filter { id in
    let layers = (try? effect(id))?.makeLayers(for: PointerTrack(id: 0, location: .zero, time: 0))
    return !(layers ?? []).isEmpty
  }

  static func effect(_ id: String) throws -> any Effect {
    if let data = dataEffects.first(where: { $0.info.id == id }) { return data }
    return try EffectRegistry.standard().effect(id: id)
  }

  /// The built-in gesture `name` on the default canvas.
  static func gesture(_ name: String) -> GestureScript {
    try! GestureScript.builtIn(named: name)
  }

  /// Seconds within which every particle an effect makes has died: over the cells of the layers
  /// it gives a pointer, the longest chain of (lifetime + half its range) × the layer's lifetime
  /// multiplier from a top-level cell down through its nested cells.
  static func longestLifetime(of effect: any Effect) -> Double {
    func chain(_ cell: EmitterCell) -> Double {
      let own = Double(cell.lifetime) + Double(abs(cell.lifetimeRange)) / 2
      return own + (cell.emitterCells.map(chain).max() ?? 0)
    }
    let layers = effect.makeLayers(for: PointerTrack(id: 0, location: .zero, time: 0))
    return layers.map { layer in
      Double(layer.lifetime) * (layer.emitterCells.map(chain).max() ?? 0)
    }.max() ?? 0
  }

  /// When the gesture's last event happens.
  static func end(of script: GestureScript) -> Double {
    script.events.last?.time ?? 0
  }

  /// Plays `script` into `host` at `fps` steps a second from 0 to `until`, calling `check` after
  /// every step.
  static func play(
    _ script: GestureScript, into host: PointerHost, fps: Double, until: Double,
    check: (Double) -> Void = { _ in }
  ) {
    var player = GesturePlayer(script: script)
    let frames = Int((until * fps).rounded(.up))
    for frame in 0...frames {
      let time = min(until, Double(frame) / fps)
      player.advance(host, to: time)
      check(time)
    }
  }

  /// Every live particle of `host`, layer by layer.
  static func particles(of host: PointerHost) -> [ParticleSnapshot] {
    var all: [ParticleSnapshot] = []
    for layer in host.layers { layer.forEachParticle { all.append($0) } }
    return all
  }
}

extension ParticleSnapshot {
  /// Whether every number in the particle is finite.
  var isFinite: Bool {
    [x, y, z, vx, vy, age, lifetime, scale, rotation, r, g, b, a].allSatisfy(\.isFinite)
      && birthTime.isFinite
  }
}
