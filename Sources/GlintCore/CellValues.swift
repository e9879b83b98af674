/// Every value of an `EmitterCell` but its sub-cells, with Core Animation's defaults, in one
/// stored struct: the engine copies it once per cell per step, so its inner loops read a plain
/// value and never the class.
struct CellValues: Hashable, Sendable {
  var name: String = ""
  var isEnabled: Bool = true

  var birthRate: Float = 0
  var lifetime: Float = 0
  var lifetimeRange: Float = 0

  var emissionLongitude: Float = 0
  var emissionLatitude: Float = 0
  var emissionRange: Float = 0

  var velocity: Float = 0
  var velocityRange: Float = 0
  var xAcceleration: Float = 0
  var yAcceleration: Float = 0
  var zAcceleration: Float = 0

  var scale: Float = 1
  var scaleRange: Float = 0
  var scaleSpeed: Float = 0

  var spin: Float = 0
  var spinRange: Float = 0

  var color: Color = .white
  var redRange: Float = 0
  var greenRange: Float = 0
  var blueRange: Float = 0
  var alphaRange: Float = 0
  var redSpeed: Float = 0
  var greenSpeed: Float = 0
  var blueSpeed: Float = 0
  var alphaSpeed: Float = 0

  /// Start rotation, end values, curves and heading (EmitterCell+Looks).
  var looks = CellLooks()

  var contents: String? = nil
  var contentsRect: Rect = .unit
  var contentsScale: Float = 1
  var magnificationFilter: ContentsFilter = .linear
  var minificationFilter: ContentsFilter = .linear
  var minificationFilterBias: Float = 0

  var beginTime: Double = 0
  var duration: Double = 0
  var timeOffset: Double = 0
  var speed: Float = 1
  var repeatCount: Float = 0
  var repeatDuration: Double = 0
  var autoreverses = false
  var fillMode: FillMode = .removed

  /// Motion beyond Core Animation: integrated forces and orbits (Motion/ParticleMotion).
  var movement = MotionValues()
  /// Waves, spawn chance and the cell's own live cap (see CellEmission).
  var emission = CellEmission()
  /// Flipbook and stretch along the velocity (Sprites/CellSprites).
  var sprites = CellSprites()
  /// Behaviours a package added (`EmitterCell.behaviours`), run after the cell's own.
  var added = AddedBehaviours()
  /// The ribbon each particle leaves behind it (Trails/TrailStyle).
  var trail = TrailStyle()
  /// What the particles do at shapes (Collisions/).
  var collision = CollisionValues()
  /// Cells emitted on each particle's birth, death or collisions (SubEmitters/).
  var subEmitters: [SubEmitter] = []
}
