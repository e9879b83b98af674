/// Why a layer refused an animation: one line naming the animation's key and key path.
public struct AnimationError: Error, Equatable, Sendable, CustomStringConvertible {
  public let key: String?
  public let keyPath: String?
  public let reason: String

  public var description: String {
    let name = key.map { "animation '\($0)'" } ?? "animation"
    let path = keyPath.map { " of '\($0)'" } ?? ""
    return "\(name)\(path): \(reason)"
  }
}
