/// GlintFiles: effects and gesture scripts as files, read with Foundation's `JSONDecoder`.
///
/// GlintCore never sees files; this module reads them into GlintCore's values and writes them
/// back. Its API:
///
/// - `EffectFile.load(contentsOf: URL) throws(FileError) -> DataEffect`: an effect file, read,
///   checked against `EffectLimits` (values over a limit clamped, with `warnings`), its images
///   resolved against the file's folder (`DataEffect.imageFiles`, to watch them).
/// - `EffectFile.decode(_:file:folder:)`: the same from bytes already read.
/// - `EffectFile.text(of: DeclaredEffect) -> String`: the file for an effect (`glint export`).
/// - `EffectFile.isEffectFile(_:)`: whether a path names an effect file (`*.json`).
/// - `GestureScript.parse(_:source:)`: a gesture script from JSON text.
///
/// Every refusal is a `FileError` whose description is one line:
/// `file:line:column: field.path: reason`, e.g.
/// `glow.json:12:20: layers[0].emitterCells[2].velocity: expected a number, found a string`.
public enum GlintFiles {
  /// The version of the effect file format this module reads and writes.
  public static let effectFormatVersion = 1
}
