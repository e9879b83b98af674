/// What moved through the step a behaviour's pass reads particles in (`BehaviourRun.inputs`):
/// the pointers and the named moving points the host or the program gave the layer before the
/// step (`EmitterLayer.setPointerInputs`, `setPoint`; a `PointerHost` gives a pointer's own
/// layers that pointer, canvas layers every live one, and every layer its named points). They
/// hold from the step's births to the next step, so what a pass makes of them is drawn as it
/// was computed. A particle at time T sees where the inputs are at T whatever the frame rate;
/// a velocity is the move through the step over its length.
public final class BehaviourInputs: @unchecked Sendable {
  /// Inputs of a layer that has not stepped since its cells took behaviours: none.
  static let none = BehaviourInputs()

  /// The pointers at the step's end, each with its velocity through the step.
  public private(set) var pointers: [PointerInput] = []
  /// The step's end on the layer's clock (seconds).
  public private(set) var time: Double = 0
  private var points: [(name: String, input: PointInput)] = []

  /// The moving point `name` at the step's end with its velocity through the step, or nil when
  /// the layer has no point of that name.
  public func point(_ name: String) -> PointInput? {
    points.first { $0.name == name }?.input
  }

  /// Takes the inputs of the step [begin, end] from `forces` (its points where the previous step
  /// left them and where they are now). Keeps its lists' room, so a step allocates nothing.
  func take(_ forces: LayerForces, begin: Double, end: Double) {
    let span = Float(end - begin)
    time = end
    pointers.removeAll(keepingCapacity: true)
    pointers.append(contentsOf: forces.pointers)
    points.removeAll(keepingCapacity: true)
    for p in forces.points {
      let velocity =
        span > 0 ? Point(x: (p.to.x - p.from.x) / span, y: (p.to.y - p.from.y) / span) : .zero
      points.append((p.name, PointInput(location: p.to, velocity: velocity)))
    }
  }
}

/// A named moving point as a step sees it: where it is at the step's end and how fast it moved
/// through the step (points per second).
public struct PointInput: Hashable, Sendable {
  public var location: Point
  public var velocity: Point

  public init(location: Point, velocity: Point = .zero) {
    self.location = location
    self.velocity = velocity
  }
}
