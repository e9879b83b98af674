/// The effects a host can load, by id.
///
/// Built once from a list of effect modules (the generated list of Plugins/, or a test's own);
/// it holds no global state.
public struct EffectRegistry: Sendable {
  /// Every effect, in the order given.
  public let effects: [any Effect]

  /// Registers `effects`; a malformed or duplicate id is an error that names it.
  public init(_ effects: [any Effect]) throws(RegistryError) {
    var seen = Set<String>()
    for effect in effects {
      let id = effect.info.id
      guard EffectRegistry.isKebabCase(id) else { throw .invalidID(id) }
      guard seen.insert(id).inserted else { throw .duplicateID(id) }
    }
    self.effects = effects
  }

  /// The ids of every effect, in order.
  public var ids: [String] { effects.map(\.info.id) }

  /// The effect with `id`; an unknown id throws an error that lists the known ids and the
  /// nearest one.
  public func effect(id: String) throws(RegistryError) -> any Effect {
    if let effect = effects.first(where: { $0.info.id == id }) { return effect }
    let nearest = ids.min { editDistance(id, $0) < editDistance(id, $1) }
    throw .unknownID(id, known: ids, nearest: nearest)
  }

  /// Lower-case words of letters and digits joined by single hyphens: "sparkle-trail".
  public static func isKebabCase(_ id: String) -> Bool {
    let words = id.split(separator: "-", omittingEmptySubsequences: false)
    return !id.isEmpty
      && words.allSatisfy { word in
        !word.isEmpty && word.allSatisfy { ($0.isASCII && $0.isLowercase) || $0.isASCII && $0.isNumber }
      } && id.first!.isLetter
  }
}

/// Why the registry refused an effect or an id.
public enum RegistryError: Error, Equatable, CustomStringConvertible {
  case invalidID(String)
  case duplicateID(String)
  case unknownID(String, known: [String], nearest: String?)

  public var description: String {
    switch self {
    case .invalidID(let id):
      return "effect id '\(id)' is not kebab-case (lower-case words joined by '-')"
    case .duplicateID(let id):
      return "two effect modules use the id '\(id)'"
    case .unknownID(let id, let known, let nearest):
      let hint = nearest.map { " (did you mean '\($0)'?)" } ?? ""
      return "unknown effect '\(id)'\(hint); known effects: \(known.joined(separator: ", "))"
    }
  }
}

/// Levenshtein distance, for suggesting the nearest id.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  var previous = Array(0...b.count)
  for i in 1...max(a.count, 1) where !a.isEmpty {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in stride(from: 1, through: b.count, by: 1) {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    previous = current
  }
  return a.isEmpty ? b.count : previous[b.count]
}
