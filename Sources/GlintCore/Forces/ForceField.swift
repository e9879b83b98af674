/// A force field: a push or pull on the particles of the cells it names, integrated with their
/// paths (fixed 1/240 s sub-steps of age), so the particles are the same at any frame rate.
///
/// A field belongs to a layer (`EmitterLayer.forceFields`) or, in a declared effect, to the
/// whole effect (every layer it makes gets it). Its place is fixed on the canvas, rides on the
/// layer's emitter, on a pointer, or on a named moving point an effect or host sets each step
/// (`anchor`); one that moves during a step moves along a straight line through it.
///
/// ```swift
/// layer.forceFields = [ForceField(kind: .point, anchor: .pointer) { $0.strength = 400; $0.radius = 300 }]
/// ```
public struct ForceField: Hashable, Sendable {
  /// What the field does.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// Pulls towards its centre (pushes away when `strength` is negative), in points per second².
    case point
    /// Carries particles round its centre at `strength` radians per second (clockwise on screen
    /// when positive): a flow added to their own motion, so a still particle turns at exactly it.
    case vortex
    /// A uniform acceleration along `angle`, `strength` points per second², varied over time by
    /// seeded gusts.
    case wind
    /// Curl noise: a swirling flow with no sources or sinks (smoke), `strength` points per second.
    case turbulence
  }

  /// Where the field's centre is.
  public enum Anchor: String, CaseIterable, Hashable, Sendable {
    /// At `position` on the canvas.
    case canvas
    /// At the layer's emitter position (plus `position`), moving with it.
    case emitter
    /// At a pointer (plus `position`): a pointer's layer's own pointer; on a canvas layer,
    /// every live pointer, each a field of its own. No pointer, no field.
    case pointer
    /// At the moving point named `pointName` (plus `position`), set by an effect on the layer
    /// (`EmitterLayer.setPoint`) or by the host on all its layers (`PointerHost.setPoint`).
    case point
  }

  /// How a field weakens with distance `r` from its centre.
  public enum Falloff: String, CaseIterable, Hashable, Sendable {
    /// Full strength out to `radius` (everywhere when `radius` is 0).
    case none
    /// From full strength at the centre to none at `radius`.
    case linear
    /// A point field pulls as strength / (r² + softening²) (strength is then G·M, points³ per
    /// second², a softened Kepler pull); the others fall as softening² / (r² + softening²),
    /// softening at least 1 point.
    case inverseSquare
  }

  public var kind: Kind
  public var anchor: Anchor
  /// For the `point` anchor: the moving point's name.
  public var pointName: String = ""
  /// On the canvas anchor, the centre (points); on the others, the offset from the anchor.
  public var position: Point = .zero
  /// Acceleration (point, wind), angular speed (vortex) or flow speed (turbulence).
  public var strength: Float = 0
  /// Beyond this distance from the centre the field does nothing; 0 is no limit.
  public var radius: Float = 0
  public var falloff: Falloff = .none
  /// Smooths the inverse-square falloff near the centre (points).
  public var softening: Float = 0
  /// Wind: its direction (radians, 0 along +x, clockwise on screen).
  public var angle: Float = 0
  /// Wind: how much gusts vary its strength, as a fraction of it (0 is steady).
  public var gust: Float = 0
  /// Wind: gusts per second, about.
  public var gustFrequency: Float = 1
  /// Turbulence: the size of its swirls, as their number per point (0.01: swirls about 100 pt).
  public var frequency: Float = 0.01
  /// Turbulence: layers of finer swirls, each twice as fine and half as strong.
  public var octaves: Int = 1
  /// Turbulence: how fast the pattern drifts up the canvas (points per second; negative is down).
  public var scroll: Float = 0
  /// Turbulence and gusts: which pattern (a seeded field is the same run after run).
  public var seed: UInt32 = 0
  /// The names of the cells it acts on, at any depth; empty is every cell of the layer.
  public var cells: [String] = []

  public init(kind: Kind = .point, anchor: Anchor = .emitter) {
    self.kind = kind
    self.anchor = anchor
  }

  /// A field configured from the defaults.
  public init(kind: Kind = .point, anchor: Anchor = .emitter, _ configure: (inout ForceField) -> Void) {
    self.init(kind: kind, anchor: anchor)
    configure(&self)
  }

  /// Whether it acts on a cell named `name`.
  func acts(on name: String) -> Bool { cells.isEmpty || cells.contains(name) }
}

extension ForceField.Kind: KeyPathValueConvertible {}
extension ForceField.Anchor: KeyPathValueConvertible {}
extension ForceField.Falloff: KeyPathValueConvertible {}
