import Foundation
import GlintImport
import Testing

/// Formats are told apart by content: a `.json` may be an effect file or a pixi config.
@Suite struct SourceFormatTests {
  @Test func anXMLPlistIsParticleDesigner() {
    let text = #"<?xml version="1.0"?><plist version="1.0"><dict></dict></plist>"#
    #expect(SourceFormat.detect(Data(text.utf8)) == .particleDesigner)
  }

  @Test func aBinaryPlistIsToldApart() {
    #expect(SourceFormat.detect(Data("bplist00\u{0}\u{1}".utf8)) == .binaryPropertyList)
  }

  @Test func pixiConfigsAreToldApartFromEffectFiles() {
    let v5 = #"{"lifetime": {"min": 1, "max": 2}, "frequency": 0.1, "behaviors": []}"#
    let legacy = #"{"lifetime": {"min": 1, "max": 2}, "frequency": 0.1, "spawnType": "point"}"#
    let effect = #"{"version": 1, "id": "glow", "layers": []}"#
    #expect(SourceFormat.detect(Data(v5.utf8)) == .pixiBehaviors)
    #expect(SourceFormat.detect(Data(legacy.utf8)) == .pixiLegacy)
    #expect(SourceFormat.detect(Data(effect.utf8)) == .glintEffect)
    #expect(SourceFormat.detect(Data("{ not json".utf8)) == .glintEffect)
  }

  /// Neither XML nor a JSON object: the name decides which reader says what is wrong.
  @Test func anythingElseIsWhatItsNameSays() {
    #expect(SourceFormat.detect(Data(), name: "empty.json") == .glintEffect)
    #expect(SourceFormat.detect(Data("glow".utf8), name: "words.json") == .glintEffect)
    #expect(SourceFormat.detect(Data(), name: "Empty.plist") == .particleDesigner)
    #expect(SourceFormat.detect(Data("glow".utf8), name: "Words.PLIST") == .particleDesigner)
  }
}
