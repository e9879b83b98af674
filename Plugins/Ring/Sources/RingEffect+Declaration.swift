import GlintCore

extension RingEffect: DeclarativeEffect {
  /// Both layers pulse together every `pulseInterval` seconds: `count` dots and one halo.
  public var layerBehaviours: [LayerBehaviour] {
    [
      LayerBehaviour {
        $0.repeating = RepeatingBursts(interval: pulseInterval, bursts: [CellBurst(cell: 0, count: count)])
      },
      LayerBehaviour {
        $0.repeating = RepeatingBursts(interval: pulseInterval, bursts: [CellBurst(cell: 0, count: 1)])
      },
    ]
  }
}
