import Foundation
import GlintCore
import GlintEffects
import Testing

/// What is drawn is what is tested: for every effect, the packed instances are exactly the
/// particles' states (position, scale over contentsScale, rotation, colour, sprite rectangle),
/// one instance per live particle of a drawn cell.
@Suite struct PackedStateTests {
  /// A layer's cells by name, each with whether it is drawn (it and its ancestors enabled, and
  /// it has contents).
  static func cells(of layer: EmitterLayer) -> [String: (cell: EmitterCell, drawn: Bool)] {
    var found: [String: (cell: EmitterCell, drawn: Bool)] = [:]
    func visit(_ cells: [EmitterCell], enabled: Bool) {
      for cell in cells {
        let on = enabled && cell.isEnabled
        #expect(found[cell.name] == nil, "two cells named \(cell.name): name them apart")
        found[cell.name] = (cell, on && cell.contents != nil)
        visit(cell.emitterCells, enabled: on)
      }
    }
    visit(layer.emitterCells, enabled: true)
    return found
  }

  /// The instance a particle of `cell` should be drawn as: its state, the cell's contentsRect
  /// or the flipbook frame due at its age, turned to its velocity and longer by its speed when
  /// the cell stretches.
  static func expected(_ p: ParticleSnapshot, _ cell: EmitterCell) -> SpriteInstance {
    let inverse = cell.contentsScale > 0 ? 1 / cell.contentsScale : 1
    let rect = cell.contentsRect
    var s = SpriteInstance(
      x: p.x, y: p.y, scale: p.scale * inverse, rotation: p.rotation, r: p.r, g: p.g, b: p.b, a: p.a,
      u: rect.x, v: rect.y, w: rect.width, h: rect.height)
    let (columns, rows) = (cell.flipbookColumns, cell.flipbookRows)
    let frames = cell.flipbookFrameCount > 0 ? cell.flipbookFrameCount : columns * rows
    if frames > 1 {
      #expect(!cell.flipbookRandomStart, "random starts are checked in FlipbookTests")
      let n = Float(frames)
      let advanced = cell.flipbookOverLife ? p.age / p.lifetime * n : p.age * cell.flipbookFrameRate
      let k = cell.flipbookStartFrame + Int(advanced)
      let frame = cell.flipbookLoops ? k % frames : min(k, frames - 1)
      (s.w, s.h) = (rect.width / Float(columns), rect.height / Float(rows))
      s.u = rect.x + Float(frame % columns) * s.w
      s.v = rect.y + Float(frame / columns) * s.h
    }
    let speed = (p.vx * p.vx + p.vy * p.vy).squareRoot()
    if cell.stretchAlongVelocity && speed > 1e-6 {
      s.rotation = atan2(p.vy, p.vx)
      s.w *= 1 + speed * cell.stretchSpeedFactor
    }
    return s
  }

  /// Counts of each instance: the packed order depends on the render mode, the multiset does not.
  static func tally(_ instances: some Sequence<SpriteInstance>) -> [SpriteInstance: Int] {
    instances.reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }

  @Test(arguments: EffectHarness.pointerIDs)
  func packedInstancesAreTheParticleStates(effectID: String) throws {
    let host = PointerHost(effect: try EffectHarness.effect(effectID), seed: 13)
    let script = EffectHarness.gesture("figure-eight")
    let end = EffectHarness.end(of: script)
    let buffer = InstanceBuffer()
    var checked = 0
    var moments = 0
    EffectHarness.play(script, into: host, fps: 60, until: end + 0.3) { time in
      // A few moments along the gesture, including after it ends.
      guard Int((time * 60).rounded()) % 23 == 0 else { return }
      moments += 1
      for layer in host.layers {
        let cells = Self.cells(of: layer)
        var expected: [SpriteInstance] = []
        layer.forEachParticle { p in
          guard let entry = cells[p.cell] else {
            Issue.record("particle of unknown cell \(p.cell)")
            return
          }
          if entry.drawn { expected.append(Self.expected(p, entry.cell)) }
        }
        buffer.fill(from: [layer])
        // The sprites' batches (a layer's ribbons are batches of strip vertices of their own).
        let sprites = buffer.batches.filter { !$0.isRibbon }.flatMap { buffer.instances[$0.range] }
        #expect(sprites.count == expected.count)
        #expect(Self.tally(sprites) == Self.tally(expected))
        checked += expected.count
      }
    }
    #expect(moments > 3)
    #expect(checked > 100, "\(effectID) drew too little to check")
  }
}
