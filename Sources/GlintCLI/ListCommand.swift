import GlintCore
import GlintEffects

extension Command {
  /// `glint list`: every registered effect, one per line.
  static let list = Command(
    name: "list", summary: "List every registered effect: id, name and summary.",
    synopsis: "[--json]",
    options: [
      OptionSpec("--json", help: "One JSON object per effect (id, name, summary) instead of a table.")
    ]
  ) { (arguments, output) throws(CLIError) in
    let registry: EffectRegistry
    do {
      registry = try EffectRegistry.standard()
    } catch {
      throw arguments.failure("cannot load the effect registry: \(error)")
    }
    let infos = registry.effects.map(\.info)
    if arguments.has("--json") {
      for info in infos {
        output.line(
          "{\"id\":\(JSON.string(info.id)),\"name\":\(JSON.string(info.name)),"
            + "\"summary\":\(JSON.string(info.summary))}")
      }
      return
    }
    let idWidth = infos.map(\.id.count).max() ?? 0
    let nameWidth = infos.map(\.name.count).max() ?? 0
    for info in infos {
      output.line(
        info.id.padding(to: idWidth) + "  " + info.name.padding(to: nameWidth) + "  " + info.summary)
    }
  }
}
