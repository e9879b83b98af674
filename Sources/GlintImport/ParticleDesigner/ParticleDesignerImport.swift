import Foundation
import GlintCore

/// Particle Designer / cocos2d `.plist` files into effects: one layer with one cell, mapped as
/// docs/IMPORTING.md says key by key (y up to y down, degrees to radians, ± variances to full
/// ranges, the rate maxParticles / particleLifespan, maxParticles as the layer's live cap).
enum ParticleDesignerImport {
  static func convert(_ source: ImportSource) throws(ImportError) -> ImportedEffect {
    var keys = try PlistKeys(source)
    let emitter = try ParticleDesignerEmitter(&keys)
    var textures = ParticleDesignerTexture(source: source)
    let texture = textures.sprite(fileName: emitter.textureFileName, imageData: emitter.textureImageData)
    var mapping = ParticleDesignerMapping(emitter: emitter, texture: texture)
    let layer = mapping.layer()
    keys.ignore(ParticleDesignerMapping.placementKeys)
    var warnings = keys.warnings + textures.warnings + mapping.warnings
    let unknown = keys.unread
    if !unknown.isEmpty {
      warnings.append(
        ImportWarning(
          key: unknown.joined(separator: ", "), instead: "not Particle Designer keys Glint reads; ignored"))
    }
    let label = "Particle Designer \(emitter.version)"
    let info = EffectInfo(
      id: source.id, name: emitter.name.flatMap { $0.isEmpty ? nil : $0 } ?? source.stem,
      summary: "Imported from \(source.url.lastPathComponent) (\(label))")
    return ImportedEffect(declaration: DeclaredEffect(info: info, layers: [layer]), warnings: warnings)
  }
}
