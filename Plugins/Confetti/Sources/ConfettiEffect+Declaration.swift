import GlintCore

extension ConfettiEffect: DeclarativeEffect {
  /// The pop (`popCount` strips of every colour when the pointer begins), then the defaults.
  public var layerBehaviours: [LayerBehaviour] {
    [
      LayerBehaviour {
        $0.beginBursts = Self.colors.indices.map { CellBurst(cell: $0, count: popCount) }
      }
    ]
  }
}
