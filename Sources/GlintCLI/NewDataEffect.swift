import Foundation
import GlintCore
import GlintFiles

extension Command {
  /// `glint new-effect NAME --data [--out FILE]`: an effect file from the template, named by the
  /// same rules as a module, with an id no other effect has.
  static func newDataEffect(_ arguments: ParsedArguments, _ output: inout Output) throws(CLIError) {
    if arguments.has("--root") { throw arguments.usage("option --root does not go with --data") }
    let name: NewEffectName
    do throws(NewEffectNameError) {
      name = try NewEffectName.parse(
        arguments.positionals[0], taken: NewEffectTakenNames(manifestNames: [], folders: []))
    } catch {
      throw arguments.failure(error.description)
    }
    let catalog = try arguments.effectCatalog()
    if let entry = catalog.entries.first(where: { $0.effect.info.id == name.id }) {
      throw arguments.failure("the id '\(name.id)' is taken (\(entry.origin.label)); choose another name")
    }
    let path = arguments.string("--out") ?? name.id + ".json"
    try arguments.refuseOverwriting(path, option: "--out")
    let text = dataEffectTemplate(id: name.id, title: name.title, schema: schemaReference(from: path))
    do throws(OutputPathError) {
      try OutputPath.write(text.utf8, to: path)
    } catch {
      throw arguments.failure("cannot write '\(path)': \(error)")
    }
    output.line("created effect '\(name.id)' in \(path)")
    output.line(
      "next: `glint preview --effect \(path)` draws with it (saving the file updates the window); "
        + "its fields are in docs/EFFECT_FILES.md")
  }

  /// Where the effect schema is, as the `$schema` of a file written at `path`: relative to the
  /// file's folder when they share a folder below the root (Effects/x.json gets
  /// "../docs/effect.schema.json", as the shipped files have), else absolute; nil when Glint's
  /// schema is not found (docs/ of the checkout, or share/glint/docs/ installed).
  static func schemaReference(from path: String) -> String? {
    guard let shipped = EffectCatalog.shippedFolder else { return nil }
    let schema = shipped.deletingLastPathComponent().appendingPathComponent("docs/effect.schema.json")
      .standardizedFileURL
    guard FileManager.default.fileExists(atPath: schema.path) else { return nil }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
    let from = folder.pathComponents
    let to = schema.pathComponents
    let shared = zip(from, to).prefix { $0 == $1 }.count
    guard shared > 1 else { return schema.path }
    return (Array(repeating: "..", count: from.count - shared) + to[shared...]).joined(separator: "/")
  }

  /// A small working effect that shows the parts of a file: a layer, a cell with a nested cell,
  /// and what the pointer does.
  static func dataEffectTemplate(id: String, title: String, schema: String? = nil) -> String {
    let schemaLine = schema.map { "\n  \"$schema\": \(JSON.string($0))," } ?? ""
    return """
      {\(schemaLine)
        "version": \(GlintFiles.effectFormatVersion),
        "id": "\(id)",
        "name": "\(title)",
        "summary": "A soft glow that follows the pointer, with a flash of sparks when it lands.",
        "layers": [
          {
            "capacity": 2000,
            "emitterShape": "circle",
            "emitterSize": [12, 0],
            "renderMode": "additive",
            "emitterCells": [
              {
                "name": "glow",
                "birthRate": 60,
                "lifetime": 0.6,
                "lifetimeRange": 0.2,
                "velocity": 30,
                "velocityRange": 20,
                "emissionRange": 6.2831855,
                "scale": 0.6,
                "scaleSpeed": -0.5,
                "color": [0.4, 0.8, 1, 0.8],
                "alphaSpeed": -1.2,
                "contents": "spark"
              },
              {
                "name": "flash",
                "lifetime": 0.4,
                "velocity": 160,
                "velocityRange": 60,
                "emissionRange": 6.2831855,
                "scale": 0.3,
                "color": [1, 1, 1, 1],
                "alphaSpeed": -2.5,
                "contents": "spark"
              }
            ],
            "pointer": {
              "beginBursts": [{ "cell": "flash", "count": 30 }],
              "end": "stopBirths"
            }
          }
        ]
      }

      """
  }
}
