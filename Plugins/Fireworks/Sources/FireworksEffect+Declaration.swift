import GlintCore

extension FireworksEffect: DeclarativeEffect {
  /// One rocket when the pointer begins; at the end the layer stops emitting, and rockets in
  /// flight still burst.
  public var layerBehaviours: [LayerBehaviour] {
    [LayerBehaviour { $0.beginBursts = [CellBurst(cell: 0, count: 1)] }]
  }
}
