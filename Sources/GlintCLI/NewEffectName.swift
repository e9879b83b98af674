import GlintCore

/// A new effect's names, all derived from the one a person typed: "MagicDust", "magic-dust" or
/// "magic_dust" all give the module MagicDust, the type MagicDustEffect, the id "magic-dust" and
/// the display name "Magic dust".
struct NewEffectName: Equatable {
  /// UpperCamelCase: the folder, the module and the prefix of the type.
  let module: String
  /// Kebab-case: what `glint list` and `--effect` use.
  let id: String
  /// For people: the words of the module, the first capitalised.
  let title: String

  /// Module names an effect folder may not take besides the package's own targets (those are
  /// read from the package, see `NewEffectTakenNames`): the toolchain's and the system's modules.
  static let reserved: Set<String> = [
    "swift", "foundation", "foundationessentials", "foundationinternationalization",
    "foundationnetworking", "foundationxml", "glibc", "musl", "darwin", "android", "wasilibc",
    "dispatch", "testing", "xctest", "packagedescription", "packageplugin", "observation",
    "synchronization", "regexbuilder", "distributed", "cxx", "cxxstdlib", "os",
  ]

  /// Swift keywords that an UpperCamelCase name can spell: `import Any` does not parse.
  static let keywords: Set<String> = ["Any", "Self"]

  /// Derives the names from `raw`, or says in one line why it cannot be an effect's name: it is
  /// malformed, reserved, or its module `<Name>` or test module `<Name>Tests` is among `taken`.
  static func parse(_ raw: String, taken: NewEffectTakenNames) throws(NewEffectNameError) -> NewEffectName {
    guard !raw.isEmpty else { throw NewEffectNameError(raw, "the name is empty") }
    guard raw.count <= 48 else { throw NewEffectNameError(raw, "the name is longer than 48 characters") }
    guard raw.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
      throw NewEffectNameError(raw, "use only ASCII letters and digits, words joined by '-' or '_'")
    }
    let words = raw.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
    guard let first = words.first?.first, first.isLetter else {
      throw NewEffectNameError(raw, "the name must start with a letter")
    }
    // Every separator joins two words: "a--b" or "abc-" would give an id that is not the name.
    guard words.allSatisfy({ !$0.isEmpty }) else {
      throw NewEffectNameError(raw, "join words with a single '-' or '_', with none at either end")
    }
    let capitalised = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }
    let module = capitalised.joined()
    guard !keywords.contains(module) else {
      throw NewEffectNameError(raw, "'\(module)' is a Swift keyword, which cannot name a module")
    }
    guard module.lowercased() != "effect" else {
      throw NewEffectNameError(raw, "'Effect' is the name of the protocol every effect conforms to")
    }
    guard !reserved.contains(module.lowercased()) else {
      throw NewEffectNameError(raw, "'\(module)' is reserved for one of Swift's or the system's modules")
    }
    for target in [module, module + "Tests"] {
      if let clash = taken.clash(target) { throw NewEffectNameError(raw, clash) }
    }
    guard !module.hasSuffix("Tests") else {
      throw NewEffectNameError(raw, "a name ending in 'Tests' would clash with the test modules")
    }
    // Word by word, so the id keeps the words as typed ("a-b" is "a-b", not "ab").
    let parts = capitalised.flatMap(splitWords)
    let id = parts.map { $0.lowercased() }.joined(separator: "-")
    guard EffectRegistry.isKebabCase(id) else {
      throw NewEffectNameError(raw, "its id '\(id)' is not kebab-case")
    }
    let title = ([parts[0]] + parts.dropFirst().map { $0.allSatisfy(\.isUppercase) ? $0 : $0.lowercased() })
      .joined(separator: " ")
    return NewEffectName(module: module, id: id, title: title)
  }

  /// "MagicDust2" → ["Magic", "Dust2"]; "HTTPSpark" → ["HTTP", "Spark"].
  static func splitWords(_ name: String) -> [String] {
    let characters = Array(name)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      if character.isUppercase, let previous = current.last {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let startsWord =
          previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true)
        if startsWord {
          words.append(current)
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}

/// Why a name cannot be an effect's: one line, naming the name.
struct NewEffectNameError: Error, Equatable, CustomStringConvertible {
  let name: String
  let reason: String
  init(_ name: String, _ reason: String) {
    self.name = name
    self.reason = reason
  }
  var description: String { "invalid effect name '\(name)': \(reason)" }
}
