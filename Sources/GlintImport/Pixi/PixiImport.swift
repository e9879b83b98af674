import Foundation
import GlintCore

/// pixi-particle-emitter configs (the legacy flat format and v5's `behaviors`) into Glint
/// effects: read with `JSONDecoder`, checked (a wrong type, a number that is not finite, a
/// negative or absurd count is one line naming the key), turned into behaviours as pixi itself
/// does, then mapped onto one layer of the engine's fields by `PixiEffectBuilder`.
enum PixiImport {
  static func convert(_ source: ImportSource, format: SourceFormat) throws(ImportError) -> ImportedEffect {
    let root = try PixiNode.root(source.data, file: source.file)
    let config = try PixiConfig.read(root, format: format == .pixiLegacy ? .legacy : .behaviors)
    var builder = PixiEffectBuilder(config: config, source: source)
    let name = source.url.lastPathComponent
    let info = EffectInfo(
      id: source.id, name: source.stem, summary: "Imported from \(name) (\(format.label))")
    let effect = builder.build(info: info)
    return ImportedEffect(declaration: effect, warnings: builder.warnings)
  }
}
