/// Whether a particle's sprite turns to its direction of travel (plus the cell's `rotation`):
/// never (Core Animation), all along (pixi's `moveAcceleration.rotate`), or once at birth
/// (cocos2d-x's `rotationIsDir`). A Boolean literal reads as `.never` or `.always`.
public enum RotationFollowsVelocity: String, Hashable, Sendable, CaseIterable, ExpressibleByBooleanLiteral {
  case never = "false"
  case always = "true"
  case atBirth = "birth"

  public init(booleanLiteral value: Bool) { self = value ? .always : .never }
}
