import GlintCore

extension SparkleTrailEffect: DeclarativeEffect {
  /// The protocol's defaults: the ring follows the pointer and stops emitting when it ends.
  public var layerBehaviours: [LayerBehaviour] { [LayerBehaviour()] }
}
