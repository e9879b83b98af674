import GlintCore

extension BurstEffect: DeclarativeEffect {
  /// A burst of `count` sparks when the pointer begins, every `holdInterval` seconds held and
  /// every `spacing` points dragged.
  public var layerBehaviours: [LayerBehaviour] {
    [
      LayerBehaviour {
        $0.repeating = RepeatingBursts(
          interval: holdInterval, spacing: spacing, bursts: [CellBurst(cell: 0, count: count)])
      }
    ]
  }
}
