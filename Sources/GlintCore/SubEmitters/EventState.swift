/// A layer's state for collisions and sub-emitters: what a step's shapes are built from, the
/// built shapes, the hits of the step, and what the births made at events read. Its lists keep
/// their room from step to step, so a steady state allocates nothing.
struct EventState {
  /// Shapes the layer's particles meet, besides their cells' own (`EmitterLayer.obstacles`).
  var obstacles: [Collider] = []
  /// The host's obstacles (`PointerHost.obstacles`), given before each step.
  var hostObstacles: [Collider] = []
  /// The canvas whose edges hold particles in: the host's, else the layer's own.
  var bounds: Rect?
  var hostBounds: Rect?
  /// Per node, its built shapes (nodes whose cells collide).
  var shapes: [ColliderShapes?] = []
  /// Per node, the node of each of its cell's sub-emitters (-1: no such sub-cell).
  var targets: [[Int]] = []
  /// Per node, whether its cell has a sub-emitter on birth (read at each of its births).
  var emitsOnBirth: [Bool] = []
  /// The hits of the node being advanced.
  var hits: [PendingHit] = []
  /// The step's layer parameters and emitter position (event births made after the emission).
  var params: LayerParameters?
  var emitter: SIMD3<Float> = .zero

  init() { hits.reserveCapacity(256) }
}

/// One hit recorded in a step, turned into an event and sub-emitter births once the node's
/// particles have all advanced.
struct PendingHit {
  var particle: Int
  /// The sub-step it happened in (from 1): the key of its births.
  var subStep: Int32
  var age: Float
  var x, y, z, vx, vy: Float
}
