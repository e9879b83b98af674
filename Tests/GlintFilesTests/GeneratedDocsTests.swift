import Foundation
import Testing

@testable import GlintFiles

/// docs/effect.schema.json and the field tables of docs/EFFECT_FILES.md hold what the property
/// descriptors say: their property parts are made from them (`make regenerate-docs` rewrites
/// them), and these fail when a committed file differs from what the descriptors give.
@Suite struct GeneratedDocsTests {
  static let schemaURL = SchemaTests.root.appendingPathComponent("docs/effect.schema.json")

  /// Set by `make regenerate-docs`: the test writes the generated files instead of comparing.
  static var regenerating: Bool { ProcessInfo.processInfo.environment["GLINT_REGENERATE_DOCS"] == "1" }

  @Test func theCommittedSchemaIsWhatTheDescriptorsGive() throws {
    let text = try String(contentsOf: Self.schemaURL, encoding: .utf8)
    let generated = try #require(EffectSchema.regenerated(text))
    if Self.regenerating {
      if generated != text { try generated.write(to: Self.schemaURL, atomically: true, encoding: .utf8) }
      return
    }
    #expect(
      generated == text,
      "docs/effect.schema.json differs from the property descriptors (run `make regenerate-docs`)")
  }

  static let docsURL = SchemaTests.root.appendingPathComponent("docs/EFFECT_FILES.md")

  @Test func theCommittedFieldTablesAreWhatTheDescriptorsGive() throws {
    let text = try String(contentsOf: Self.docsURL, encoding: .utf8)
    let schemaText = try String(contentsOf: Self.schemaURL, encoding: .utf8)
    let regenerated = try #require(EffectSchema.regenerated(schemaText))
    let schema = try #require(OrderedJSON.parse(regenerated))
    let generated = FieldTables.regenerated(text, schema: schema)
    if Self.regenerating {
      if generated != text { try generated.write(to: Self.docsURL, atomically: true, encoding: .utf8) }
      return
    }
    #expect(
      generated == text,
      "docs/EFFECT_FILES.md's field tables differ from the property descriptors (run `make regenerate-docs`)")
  }

  /// The generator keeps what it does not make as written: reading and writing the schema
  /// untouched gives the same text.
  @Test func readingAndWritingKeepsTheText() throws {
    let text = try String(contentsOf: Self.schemaURL, encoding: .utf8)
    #expect(try #require(OrderedJSON.parse(text)).text() + "\n" == text)
  }
}
