import GlintCore

extension EffectRegistry {
  /// A registry of every effect module in Plugins/, found at build time.
  public static func standard() throws -> EffectRegistry {
    try EffectRegistry(effectModules)
  }
}
