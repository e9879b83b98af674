#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pointer as a layer's step sees it: where it is at the step's end and how fast it moved
/// through the step (the host computes both from the pointer's track).
public struct PointerInput: Hashable, Sendable {
  public var id: Int
  public var location: Point
  /// Points per second over the step.
  public var velocity: Point

  public init(id: Int, location: Point, velocity: Point = .zero) {
    self.id = id
    self.location = location
    self.velocity = velocity
  }
}

/// A layer's force fields and the per-step inputs that place them: the pointers, the named
/// moving points, and the fields resolved for each cell of the tree for the step under way.
/// Nothing here allocates in the steady state: lists keep their room, and the resolved fields
/// live in one buffer that grows only when more fields act.
final class LayerForces {
  /// A named point with where it was at the step's start and where it is now.
  struct MovingPoint {
    let name: String
    var from: Point
    var to: Point
  }

  /// The most fields a layer holds (more are refused by effect files and ignored by the engine).
  static let maxFields = 16
  /// The most pointers one field follows at once on a canvas layer.
  static let maxPointers = 16

  var fields: [ForceField] = []
  var pointers: [PointerInput] = []
  var points: [MovingPoint] = []
  /// The step's inputs as the passes of behaviours a package added read them.
  lazy var behaviourInputs = BehaviourInputs()
  /// Per node, the fields acting on it this step.
  private(set) var perNode: [ActiveFields] = []
  /// Whether some node has fields this step, and whether the nodes' cells were last given some.
  private(set) var isActive = false
  var wasActive = false
  /// The emitter's velocity through the step under way.
  var emitterVelocity = SIMD3<Float>.zero
  /// The velocity of what emits the births being made (the emitter, or a parent particle).
  var birthVelocity = SIMD3<Float>.zero
  private var buffer: UnsafeMutablePointer<ResolvedField>?
  private var room = 0

  deinit { buffer?.deallocate() }

  /// Sets moving point `name` to `location`; its velocity through the next step is the move
  /// from where the previous step left it (a new point starts still).
  func setPoint(_ name: String, to location: Point) {
    if let k = points.firstIndex(where: { $0.name == name }) {
      points[k].to = location
    } else {
      points.append(MovingPoint(name: name, from: location, to: location))
    }
  }

  /// After a step: each point starts the next where this one left it.
  func finishStep() {
    for k in points.indices { points[k].from = points[k].to }
  }

  /// Resolves the fields for every node for the step [begin, end] with the emitter's `path`
  /// (their centres at `end`, each moving in a straight line through the step).
  func resolve(names: (Int) -> String, nodeCount: Int, path: EmitterPath, begin: Double, end: Double) {
    if perNode.count != nodeCount {
      perNode = Array(repeating: ActiveFields(), count: nodeCount)
    }
    isActive = false
    guard !fields.isEmpty else {
      for k in perNode.indices where !perNode[k].isEmpty { perNode[k] = ActiveFields() }
      return
    }
    let used = fields.prefix(Self.maxFields)
    var needed = 0
    for k in 0..<nodeCount {
      let name = names(k)
      for field in used where field.acts(on: name) { needed += anchors(field) }
    }
    reserve(needed)
    let span = Float(end - begin)
    var next = 0
    for k in 0..<nodeCount {
      let name = names(k)
      let first = next
      var (points, winds, flows, vortices) = (false, false, false, false)
      for field in used where field.acts(on: name) {
        let isFlow = field.kind == .vortex || field.kind == .turbulence
        for a in 0..<anchors(field) {
          guard let buffer, next < room else { break }
          buffer[next] = resolved(field, anchor: a, path: path, span: span).withGusts(from: begin)
          next += 1
          (points, winds) = (points || field.kind == .point, winds || field.kind == .wind)
          (flows, vortices) = (flows || isFlow, vortices || field.kind == .vortex)
        }
      }
      perNode[k] = ActiveFields(
        base: next > first ? UnsafePointer(buffer.map { $0 + first }) : nil, count: next - first,
        hasPoints: points, hasWinds: winds, hasFlows: flows, hasVortices: vortices, time: end)
      isActive = isActive || next > first
    }
  }

  /// How many centres `field` has this step.
  private func anchors(_ field: ForceField) -> Int {
    switch field.anchor {
    case .canvas, .emitter: return 1
    case .pointer: return min(pointers.count, Self.maxPointers)
    case .point: return points.contains { $0.name == field.pointName } ? 1 : 0
    }
  }

  private func reserve(_ count: Int) {
    guard count > room else { return }
    buffer?.deallocate()
    room = max(count, 2 * room)
    buffer = UnsafeMutablePointer<ResolvedField>.allocate(capacity: room)
  }

  /// `field` at its `a`-th centre.
  private func resolved(_ field: ForceField, anchor a: Int, path: EmitterPath, span: Float)
    -> ResolvedField
  {
    var centre = SIMD2(field.position.x, field.position.y)
    var velocity = SIMD2<Float>.zero
    func moving(_ from: Point, _ to: Point) {
      centre += SIMD2(to.x, to.y)
      if span > 0 { velocity = SIMD2(to.x - from.x, to.y - from.y) / span }
    }
    switch field.anchor {
    case .canvas: break
    case .emitter: moving(path.from, path.to)
    case .pointer:
      let p = pointers[a]
      centre += SIMD2(p.location.x, p.location.y)
      velocity = SIMD2(p.velocity.x, p.velocity.y)
    case .point:
      if let point = points.first(where: { $0.name == field.pointName }) { moving(point.from, point.to) }
    }
    let radius = field.radius > 0 ? field.radius : Float.infinity
    return ResolvedField(
      kind: field.kind, falloff: field.falloff, centre: centre, velocity: velocity,
      strength: field.strength.isFinite ? field.strength : 0, radiusSquared: radius * radius,
      inverseRadius: field.radius > 0 ? 1 / field.radius : 0,
      softeningSquared: field.softening * field.softening,
      direction: SIMD2(cos(field.angle), sin(field.angle)), gust: field.gust,
      gustFrequency: field.gustFrequency, frequency: field.frequency,
      octaves: min(max(field.octaves, 1), 6), scroll: field.scroll, seed: field.seed)
  }
}
