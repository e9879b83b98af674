/// GlintImport: effects written for other particle tools, turned into Glint effect files.
///
/// `EffectImport.convert(contentsOf:file:images:)` reads a source file, tells its format apart
/// (`SourceFormat`), and gives the effect file's text (fields in the order `glint export`
/// writes them, its `summary` naming the source) with a list of `ImportWarning`s: one line for
/// every key whose meaning Glint does not reproduce exactly, saying what Glint does instead.
/// A file that cannot be used at all throws an `ImportError`, one line naming the file and key.
///
/// The importers write the same fields a person writes, so an imported effect is an ordinary
/// effect file: the engine behaviours it needs (end values, curves, radial forces, orbits, caps,
/// waves, blend pairs) are engine features, not importer special cases.
public enum GlintImport {}
