import Foundation

/// The kinds of file `glint import` and every command that takes an effect can read, told apart
/// by their content (not their name): a `.json` may be a Glint effect file or a pixi config.
public enum SourceFormat: Equatable, Sendable {
  /// A Particle Designer / cocos2d XML property list.
  case particleDesigner
  /// A pixi-particle-emitter config in the legacy flat format (v1 to v4, the old editor's).
  case pixiLegacy
  /// A pixi-particle-emitter v5 config (`behaviors`).
  case pixiBehaviors
  /// A Glint effect file: nothing to convert.
  case glintEffect
  /// A binary property list: cocos2d-x and Particle Designer read XML only.
  case binaryPropertyList

  /// The format of `bytes`, read from a file called `name`. XML is a Particle Designer plist;
  /// JSON that is not plainly a pixi config is taken for a Glint effect file, so its own reader
  /// names what is wrong with it; anything else is a plist when the name says so (the plist
  /// reader then says what is wrong), else an effect file.
  public static func detect(_ bytes: Data, name: String = "") -> SourceFormat {
    let head = bytes.prefix(64)
    if head.starts(with: Array("bplist".utf8)) { return .binaryPropertyList }
    let start = head.first { byte in !(byte == 0xEF || byte == 0xBB || byte == 0xBF || isSpace(byte)) }
    if start == UInt8(ascii: "<") { return .particleDesigner }
    guard start == UInt8(ascii: "{") else {
      return isImportedByName(name) ? .particleDesigner : .glintEffect
    }
    guard let object = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any] else {
      return .glintEffect
    }
    if object["behaviors"] is [Any] { return .pixiBehaviors }
    if object["layers"] != nil || object["version"] != nil { return .glintEffect }
    let legacyKeys = ["frequency", "spawnType", "startRotation", "emitterLifetime", "particlesPerWave"]
    if object["lifetime"] != nil && legacyKeys.contains(where: { object[$0] != nil }) { return .pixiLegacy }
    return .glintEffect
  }

  /// How a summary names the format: "Particle Designer 2", "pixi legacy config".
  public var label: String {
    switch self {
    case .particleDesigner: return "Particle Designer"
    case .pixiLegacy: return "pixi legacy config"
    case .pixiBehaviors: return "pixi v5 behaviors config"
    case .glintEffect: return "Glint effect file"
    case .binaryPropertyList: return "binary property list"
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}

extension SourceFormat {
  /// Whether `path` names a file some importer reads by its extension (`.plist`), as opposed to
  /// a `.json` whose content decides.
  public static func isImportedByName(_ path: String) -> Bool {
    path.lowercased().hasSuffix(".plist")
  }
}
