import Foundation
import GlintCore
import GlintFiles
import Testing

/// Collisions and sub-emitters in effect files: read under the model's names, written back as
/// they were, and hostile values (a million colliders, absurd counts, a cell naming itself)
/// refused with one line naming the file and the field.
@Suite struct CollisionFieldTests {
  static let url = URL(fileURLWithPath: "/tmp/collide.json")

  static func load(_ cell: String) throws(FileError) -> DataEffect {
    let text = #"{"version": 1, "id": "collide", "layers": [{"emitterCells": [\#(cell)]}]}"#
    return try EffectFile.decode(Data(text.utf8), file: "collide.json", url: url)
  }

  static let every = """
    {"name": "drop", "collisionMode": "bounce", "collisionRestitution": 0.5, "collisionFriction": 0.25,
     "collisionLifetimeLoss": 0.5, "collidesWithCanvasEdges": true,
     "colliders": [{"shape": "segment", "from": [0, 300], "to": [400, 310]},
                   {"shape": "rectangle", "rect": [10, 20, 30, 40]},
                   {"shape": "circle", "center": [200, 150], "radius": 30}],
     "subEmitters": [{"event": "collision", "cell": "splash", "count": 3, "countRange": 2,
                      "probability": 0.5, "inheritsVelocity": 0.2, "inheritsColor": true},
                     {"event": "death", "cell": "splash", "count": 7, "inheritsPosition": false,
                      "inheritsScale": true}],
     "emitterCells": [{"name": "splash"}]}
    """

  @Test func everyFieldReadsAndWritesBack() throws {
    let effect = try Self.load(Self.every)
    #expect(effect.warnings.isEmpty)
    let cell = effect.declaration.layers[0].emitterCells[0]
    #expect(
      cell.collisionMode == .bounce && cell.collisionRestitution == 0.5 && cell.collisionFriction == 0.25)
    #expect(cell.collisionLifetimeLoss == 0.5 && cell.collidesWithCanvasEdges)
    #expect(
      cell.colliders == [
        .segment(from: Point(x: 0, y: 300), to: Point(x: 400, y: 310)),
        .rectangle(Rect(x: 10, y: 20, width: 30, height: 40)),
        .circle(center: Point(x: 200, y: 150), radius: 30),
      ])
    #expect(
      cell.subEmitters == [
        SubEmitter(
          event: .collision, cell: "splash", count: 3, countRange: 2, probability: 0.5, inheritsVelocity: 0.2,
          inheritsColor: true),
        SubEmitter(event: .death, cell: "splash", count: 7, inheritsPosition: false, inheritsScale: true),
      ])
    let text = EffectFile.text(of: effect.declaration)
    let again = try EffectFile.decode(Data(text.utf8), file: "again.json", url: Self.url)
    #expect(again.declaration == effect.declaration)
    // A cell made from the declaration carries them to the engine.
    let made = cell.makeCell()
    #expect(made.colliders.count == 3 && made.subEmitters.count == 2 && made.collisionMode == .bounce)
  }

  /// One shape more than a cell may declare (a file of a million is refused by its size before).
  static let tooMany =
    #"{"colliders": ["#
    + Array(repeating: #"{"shape": "circle", "center": [1, 2], "radius": 3}"#, count: 257)
    .joined(separator: ",") + "]}"

  @Test(arguments: [
    (#"{"collisionMode": "stick"}"#, "emitterCells[0].collisionMode: unknown value 'stick'"),
    (#"{"collisionRestitution": 2}"#, "emitterCells[0].collisionRestitution"),
    (#"{"collisionLifetimeLoss": -1}"#, "emitterCells[0].collisionLifetimeLoss: must not be negative"),
    (#"{"colliders": [{"shape": "blob"}]}"#, "emitterCells[0].colliders[0].shape: unknown shape 'blob'"),
    (#"{"colliders": [{"shape": "circle", "center": [0, 0], "radius": -1}]}"#, "colliders[0].radius"),
    (#"{"colliders": [{"shape": "segment", "from": [0, 1e39], "to": [0, 0]}]}"#, "colliders[0].from[1]"),
    (
      #"{"colliders": [{"shape": "segment", "from": [0, 0], "to": [1, 1], "width": 3}]}"#,
      "colliders[0].width"
    ),
    (
      #"{"colliders": [{"shape": "circle", "center": [3e38, 0], "radius": 1}]}"#, "colliders[0]: a coordinate"
    ),
    (Self.tooMany, "emitterCells[0].colliders: more than 256 items"),
    (
      #"{"name": "a", "subEmitters": [{"event": "death", "cell": "a"}]}"#,
      "subEmitters[0].cell: 'a' is not one"
    ),
    (#"{"subEmitters": [{"event": "end", "cell": "s"}]}"#, "subEmitters[0].event: unknown event 'end'"),
    (#"{"subEmitters": [{"event": "death"}]}"#, "subEmitters[0]: a sub-emitter needs 'cell'"),
    (#"{"subEmitters": [{"event": "death", "cell": "s", "count": 1e12}]}"#, "subEmitters[0].count"),
    (
      #"{"subEmitters": [{"event": "death", "cell": "s", "count": 5000}]}"#,
      "subEmitters[0].count: must be within"
    ),
    (#"{"subEmitters": [{"event": "death", "cell": "s", "count": 600, "countRange": 600}]}"#, "countRange"),
    (
      #"{"subEmitters": [{"event": "death", "cell": "s", "probability": 1.5}]}"#, "subEmitters[0].probability"
    ),
    (#"{"subEmitters": [{"event": "death", "cell": "s", "inheritsVelocity": 1e6}]}"#, "inheritsVelocity"),
  ])
  func hostileValuesAreRefusedWithOneLine(cell: String, says: String) {
    do {
      _ = try Self.load(cell)
      Issue.record("\(cell.prefix(200)) was accepted")
    } catch {
      #expect(error.description.contains(says), "\(error.description)")
      #expect(error.description.contains("collide.json"))
      #expect(!error.description.contains("\n"))
    }
  }

  /// A layer made in Swift with collisions and sub-emitters exports to a file that gives the
  /// same particles, bit for bit.
  @Test func aSwiftLayerExportsToAFileThatGivesTheSameParticles() throws {
    let layer = EmitterLayer()
    layer.emitterCells = [
      EmitterCell {
        $0.name = "ball"
        $0.birthRate = 30
        $0.lifetime = 2
        $0.velocity = 300
        $0.emissionRange = 6
        $0.yAcceleration = 500
        $0.collisionMode = .bounce
        $0.collisionRestitution = 0.6
        $0.collisionLifetimeLoss = 0.2
        $0.colliders = [.segment(from: Point(x: 0, y: 250), to: Point(x: 400, y: 250))]
        $0.subEmitters = [SubEmitter(event: .collision, cell: "chip", count: 2, inheritsVelocity: 0.5)]
        $0.contents = "dot"
        $0.emitterCells = [
          EmitterCell {
            $0.name = "chip"
            $0.lifetime = 0.5
            $0.velocity = 50
            $0.contents = "dot"
          }
        ]
      }
    ]
    let declared = DeclaredEffect(
      info: EffectInfo(id: "balls", name: "Balls", summary: "Bouncing balls that chip."),
      layers: [LayerDeclaration(describing: layer)])
    let text = EffectFile.text(of: declared)
    let loaded = try EffectFile.decode(Data(text.utf8), file: "balls.json", url: Self.url)
    #expect(loaded.warnings.isEmpty)
    let (a, b) = (declared.layers[0].emitterCells[0], loaded.declaration.layers[0].emitterCells[0])
    #expect(
      a.colliders == b.colliders && a.subEmitters == b.subEmitters && a.collisionMode == b.collisionMode)
    func particles(_ effect: any Effect) -> [ParticleSnapshot] {
      let host = PointerHost(effect: effect, seed: 3)
      host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 200, y: 100), time: 0))
      host.advance(to: 1.5)
      var all: [ParticleSnapshot] = []
      for layer in host.layers { layer.forEachParticle { all.append($0) } }
      return all
    }
    let original = particles(declared)
    #expect(original.contains { $0.cell == "chip" })
    #expect(original == particles(loaded))
  }
}
