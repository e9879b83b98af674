/// A cell's collisions: what its particles do when they meet the canvas's edges, its own
/// `colliders` or the obstacles its layer's host gives. Colliding particles follow an integrated
/// path (fixed 1/240 s sub-steps of age), and each sub-step's motion is tested as a swept segment,
/// so nothing passes through a shape however fast it goes or however the frames fall.
extension EmitterCell {
  /// `.none` (the default), `.bounce` or `.die`.
  public var collisionMode: CollisionMode {
    get { values.collision.mode }
    set { values.collision.mode = newValue }
  }
  /// The share of the speed along the normal kept by a bounce (0 stops it, 1 keeps it all): a
  /// bounce's height is restitution² of the drop's.
  public var collisionRestitution: Float {
    get { values.collision.restitution }
    set { values.collision.restitution = newValue }
  }
  /// The share of the speed along the shape lost by a bounce.
  public var collisionFriction: Float {
    get { values.collision.friction }
    set { values.collision.friction = newValue }
  }
  /// Seconds of life a bounce takes away; a particle whose life runs out so dies at the hit.
  public var collisionLifetimeLoss: Float {
    get { values.collision.lifetimeLoss }
    set { values.collision.lifetimeLoss = newValue }
  }
  /// Whether the canvas's edges hold the particles in (they are crossed only from outside in, so
  /// particles born outside may enter). The canvas is the host's (`PointerHost.canvas`), or the
  /// layer's `collisionBounds`.
  public var collidesWithCanvasEdges: Bool {
    get { values.collision.canvasEdges }
    set { values.collision.canvasEdges = newValue }
  }
  /// The cell's own shapes, in canvas points.
  public var colliders: [Collider] {
    get { values.collision.colliders }
    set { values.collision.colliders = newValue }
  }
}
