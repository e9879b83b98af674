import GlintCore

extension CometEffect: ProceduralEffect {
  public var proceduralBehaviour: String {
    "its tail's direction, speed and birth rate follow the pointer's velocity (CometEffect.steerTail)"
  }
}
