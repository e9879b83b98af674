/// Where the shapes beyond a cell's own come from: the layer's, and its host's (a host app's own
/// views as obstacles, the canvas as the edges).
extension EmitterLayer {
  /// Shapes every colliding cell of the layer meets, besides its own `colliders` and its host's
  /// obstacles (canvas points). At most `ColliderShapes.most` shapes count for a cell.
  public var obstacles: [Collider] {
    get { simulation.events.obstacles }
    set { simulation.events.obstacles = newValue }
  }

  /// The canvas whose edges hold the particles of cells that collide with them
  /// (`collidesWithCanvasEdges`), for a layer stepped on its own; a host's canvas replaces it.
  public var collisionBounds: Rect? {
    get { simulation.events.bounds }
    set { simulation.events.bounds = newValue }
  }
}

extension PointerHost {
  /// Hands layer `layer` the host's obstacles and canvas before it steps.
  func shareShapes(with layer: EmitterLayer) {
    layer.simulation.events.hostObstacles = obstacles
    layer.simulation.events.hostBounds = canvas
  }
}
