import GlintCore

extension EffectRegistry {
  /// A registry of every effect module in Plugins/, found at build time; it throws only when two
  /// modules share an id or one is malformed.
  public static func standard() throws(RegistryError) -> EffectRegistry {
    try EffectRegistry(effectModules)
  }
}
