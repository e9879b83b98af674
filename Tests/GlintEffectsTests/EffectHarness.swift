import GlintCore
import GlintEffects

/// Drives an effect headless with a gesture, the way the preview and `glint simulate` do.
struct EffectHarness {
  /// Every registered effect's id; a registry that fails to load is caught by its own test.
  static let ids: [String] = (try? EffectRegistry.standard().ids) ?? []

  static func effect(_ id: String) throws -> any Effect {
    try EffectRegistry.standard().effect(id: id)
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
