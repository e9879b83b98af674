/// Sprite programs under keys, made on first use: one that fails to build (its constants broke
/// it) is said once and replaced by a fallback made at once, and is not tried again.
struct ProgramCache<Key: Hashable> {
  private var made: [Key: SpriteProgram] = [:]
  private var failed: Set<Key> = []

  /// Makes the programs under `keys` now, so that a broken file is reported at once.
  init(making keys: [Key], with make: (Key) throws(RenderError) -> SpriteProgram) throws(RenderError) {
    for key in keys { made[key] = try make(key) }
  }

  /// The program under `key`, made by `make` on first use; the one under `fallback` (made at
  /// once) when it fails to build, which `warn` says once, with what is done `instead`.
  mutating func program(
    _ key: Key, fallback: Key, instead: String, warn: (String) -> Void,
    make: (Key) throws(RenderError) -> SpriteProgram
  ) -> SpriteProgram {
    if let program = made[key] { return program }
    let sampled = made[fallback]!
    guard !failed.contains(key) else { return sampled }
    do {
      let program = try make(key)
      made[key] = program
      return program
    } catch {
      failed.insert(key)
      warn("warning: \(error); \(instead)")
      return sampled
    }
  }

  func releaseGL() {
    for program in made.values { program.program.releaseGL() }
  }
}
