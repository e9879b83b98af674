import Foundation
import GlintCore
import GlintFiles

extension Command {
  /// `glint list`: every effect, one per line, with where it comes from.
  static let list = Command(
    name: "list",
    summary: "List every effect: id, name, where it comes from (Swift module, Effects/, file) and summary.",
    synopsis: "[--json] [FILE|FOLDER ...]",
    options: [
      OptionSpec("--json", help: "One JSON object per effect (id, name, source, summary) instead of a table.")
    ],
    positionals: "FILE|FOLDER ..."
  ) { (arguments, output) throws(CLIError) in
    for argument in arguments.positionals
    where !EffectFile.isEffectFile(argument) && !FileManager.default.fileExists(atPath: argument) {
      throw arguments.usage("unexpected argument '\(argument)': list takes effect files and folders")
    }
    var catalog = try arguments.effectCatalog()
    do throws(CatalogError) {
      for argument in arguments.positionals { _ = try catalog.resolve(argument) }
    } catch {
      throw arguments.failure(error.reason)
    }
    var warnings = catalog.failures.map { "\($0.error.reason); left out" }
    for (entry, file) in catalog.replaced {
      warnings.append(
        "\(entry.origin.label) left out: \(file) has its id '\(entry.effect.info.id)' and takes its place")
    }
    for warning in warnings { FileHandle.standardError.write(Data("glint list: warning: \(warning)\n".utf8)) }
    let rows = catalog.entries.map { (info: $0.effect.info, source: $0.origin.label) }
    if arguments.has("--json") {
      for row in rows {
        output.line(
          "{\"id\":\(JSON.string(row.info.id)),\"name\":\(JSON.string(row.info.name)),"
            + "\"source\":\(JSON.string(row.source)),\"summary\":\(JSON.string(row.info.summary))}")
      }
      return
    }
    let idWidth = rows.map(\.info.id.count).max() ?? 0
    let nameWidth = rows.map(\.info.name.count).max() ?? 0
    let sourceWidth = rows.map(\.source.count).max() ?? 0
    for row in rows {
      output.line(
        row.info.id.padding(to: idWidth) + "  " + row.info.name.padding(to: nameWidth) + "  "
          + row.source.padding(to: sourceWidth) + "  " + row.info.summary)
    }
  }
}
