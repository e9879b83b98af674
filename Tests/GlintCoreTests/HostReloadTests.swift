import Testing

@testable import GlintCore

/// An effect whose look is all parameters, to be replaced by another version of itself.
struct TintEffect: Effect {
  let info = EffectInfo(id: "tint", name: "Tint", summary: "Test tints.")
  var color = Color(red: 1, green: 0, blue: 0, alpha: 1)
  var cells = 1
  var layersPerPointer = 1
  var capacity = 1000
  /// Receives this version's tag when a pointer ends under it.
  var tag = ""
  var endings: EndRecorder? = nil

  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    (0..<layersPerPointer).map { _ in
      let layer = EmitterLayer(capacity: capacity)
      layer.emitterCells = (0..<cells).map { index in
        EmitterCell {
          $0.name = "cell\(index)"
          $0.birthRate = 100
          $0.lifetime = 5
          $0.color = color
        }
      }
      return layer
    }
  }

  func pointerEnded(_ pointer: inout PointerTrack, state: inout Void) {
    endings?.tags.append(tag)
    for layer in pointer.layers { layer.birthRate = 0 }
  }
}

/// An effect with only canvas layers: snow along the top edge, its colour and count parameters.
struct CanvasTintEffect: Effect {
  let info = EffectInfo(id: "canvas-tint", name: "Canvas tint", summary: "Test canvas layers.")
  var color = Color(red: 1, green: 0, blue: 0, alpha: 1)
  var layerCount = 1

  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] { [] }

  func makeCanvasLayers(in bounds: Rect) -> [EmitterLayer] {
    (0..<layerCount).map { _ in
      let layer = EmitterLayer(capacity: 1000)
      layer.emitterPosition = Point(x: bounds.midX, y: 0)
      layer.emitterSize = Size(width: bounds.width, height: 1)
      layer.emitterShape = .line
      layer.emitterCells = [
        EmitterCell {
          $0.birthRate = 100; $0.lifetime = 5; $0.color = color
        }
      ]
      return layer
    }
  }
}

final class EndRecorder: @unchecked Sendable {
  var tags: [String] = []
}

private let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)

private func particles(_ layers: [EmitterLayer]) -> [ParticleSnapshot] {
  var all: [ParticleSnapshot] = []
  for layer in layers { layer.forEachParticle { all.append($0) } }
  return all
}

@Suite struct HostReloadTests {
  @Test func sameShapeKeepsTheParticlesAndTakesTheNewValues() {
    let host = PointerHost(effect: TintEffect(), seed: 1)
    host.handle(event(1, .began, 50, 50, 0))
    host.advance(to: 0.5)
    let layer = host.layers[0]
    let before = Set(particles(host.layers).map(\.serial))
    #expect(before.count >= 40)

    host.replaceEffect(with: TintEffect(color: blue))
    #expect(host.layers[0] === layer)
    host.advance(to: 1)
    let after = particles(host.layers)
    #expect(before.isSubset(of: Set(after.map(\.serial))), "the live particles stay")
    #expect(after.count >= before.count + 40, "births go on")
    let born = after.filter { $0.birthTime > 0.5 }
    #expect(born.nonEmptyAndAllSatisfy { $0.b == 1 && $0.r == 0 }, "new births take the new colour")
    #expect(
      after.filter { before.contains($0.serial) }.nonEmptyAndAllSatisfy { $0.r == 1 },
      "the others keep theirs")
    #expect(layer.emitterPosition == Point(x: 50, y: 50))
  }

  @Test func anotherCellShapeResetsTheLayerWithTheNewCells() {
    let host = PointerHost(effect: TintEffect(), seed: 1)
    host.handle(event(1, .began, 50, 50, 0))
    host.advance(to: 0.5)
    host.replaceEffect(with: TintEffect(color: blue, cells: 2))
    #expect(host.particleCount == 0)
    host.advance(to: 1)
    let names = Set(particles(host.layers).map(\.cell))
    #expect(names == ["cell0", "cell1"])
  }

  @Test func endedPointersFinishAsTheyWereAndNewPointersGetTheNewEffect() {
    let host = PointerHost(effect: TintEffect(), seed: 1)
    host.handle(event(1, .began, 50, 50, 0))
    host.handle(event(1, .ended, 50, 50, 0.5))
    let ended = host.layers[0]
    host.replaceEffect(with: TintEffect(color: blue, layersPerPointer: 2))
    host.handle(event(2, .began, 150, 50, 0.6))
    host.advance(to: 1)
    #expect(particles([ended]).nonEmptyAndAllSatisfy { $0.r == 1 && $0.b == 0 })
    let fresh = host.pointer(id: 2)!.layers
    #expect(fresh.count == 2)
    #expect(particles(fresh).nonEmptyAndAllSatisfy { $0.b == 1 && $0.r == 0 })
  }

  @Test func aLivePointerKeepsItsBehaviourAndALayerCountChangeLeavesItAsItWas() {
    let endings = EndRecorder()
    let host = PointerHost(effect: TintEffect(tag: "old", endings: endings), seed: 1)
    host.handle(event(1, .began, 50, 50, 0))
    host.handle(event(2, .began, 90, 50, 0))
    host.advance(to: 0.2)
    let kept = host.pointer(id: 2)!.layers[0]
    host.replaceEffect(with: TintEffect(color: blue, layersPerPointer: 2, tag: "new", endings: endings))
    host.handle(event(3, .began, 130, 50, 0.3))
    host.advance(to: 0.6)
    #expect(host.pointer(id: 2)!.layers.count == 1 && host.pointer(id: 2)!.layers[0] === kept)
    #expect(particles([kept]).nonEmptyAndAllSatisfy { $0.r == 1 })
    for id in [1, 2, 3] { host.handle(event(id, .ended, 50, 50, 0.7)) }
    #expect(endings.tags == ["old", "old", "new"])
  }

  @Test func anotherCapacityReplacesTheLayerInPlace() {
    let host = PointerHost(effect: TintEffect(), seed: 1)
    host.handle(event(1, .began, 50, 50, 0))
    host.handle(event(1, .moved, 70, 60, 0.2))
    let old = host.layers[0]
    host.replaceEffect(with: TintEffect(color: blue, capacity: 50))
    let new = host.layers[0]
    #expect(new !== old && new.capacity == 50)
    #expect(new.emitterPosition == Point(x: 70, y: 60) && new.seed == old.seed && new.time == 0.2)
    host.advance(to: 1)
    #expect(particles(host.layers).nonEmptyAndAllSatisfy { $0.b == 1 })
    #expect(host.particleCount == 50)
  }

  @Test func canvasLayersTakeTheNewValuesOrAreMadeAfresh() {
    let host = PointerHost(effect: CanvasTintEffect(), seed: 1)
    host.canvas = Rect(x: 0, y: 0, width: 200, height: 100)
    host.advance(to: 0.5)
    let layer = host.canvasLayers[0]
    let before = Set(particles(host.layers).map(\.serial))
    #expect(before.count >= 40)

    host.replaceEffect(with: CanvasTintEffect(color: blue))
    #expect(host.canvasLayers.count == 1 && host.canvasLayers[0] === layer)
    host.advance(to: 1)
    let after = particles(host.layers)
    #expect(before.isSubset(of: Set(after.map(\.serial))))
    #expect(after.filter { $0.birthTime > 0.5 }.nonEmptyAndAllSatisfy { $0.b == 1 && $0.r == 0 })

    host.replaceEffect(with: CanvasTintEffect(color: blue, layerCount: 2))
    #expect(host.canvasLayers.count == 2 && !host.canvasLayers.contains { $0 === layer })
    host.advance(to: 1.5)
    #expect(particles(host.layers).nonEmptyAndAllSatisfy { $0.b == 1 })
  }
}
