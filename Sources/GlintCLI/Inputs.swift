import Foundation
import GlintCore
import GlintEffects
import GlintFiles

/// Turning command-line values into the things they name: effects and gesture scripts.
extension ParsedArguments {
  /// The effect `argument` names: an id, or a path to an effect file (see `EffectCatalog`); an
  /// unknown id lists the known ones.
  func effect(id argument: String) throws(CLIError) -> any Effect {
    var catalog = try effectCatalog()
    do throws(CatalogError) {
      return try catalog.resolveOne(argument)
    } catch {
      throw failure(error.reason)
    }
  }

  /// The effects `arguments` name (a folder names every effect file in it), and every effect the
  /// catalog then holds, files named included: what the window's number keys and Tab choose from.
  func effects(_ arguments: [String]) throws(CLIError) -> (shown: [any Effect], all: [any Effect]) {
    var catalog = try effectCatalog()
    var shown: [any Effect] = []
    do throws(CatalogError) {
      for argument in arguments { shown += try catalog.resolve(argument) }
    } catch {
      throw failure(error.reason)
    }
    return (shown, catalog.effects)
  }

  /// The standard catalog: Swift modules and the shipped Effects/ folder.
  func effectCatalog() throws(CLIError) -> EffectCatalog {
    do throws(CatalogError) {
      return try EffectCatalog.standard()
    } catch {
      throw failure(error.reason)
    }
  }

  /// A gesture script from a file path or a built-in name, drawn or scaled for `size` (a file
  /// keeps its own size when `size` is nil; a built-in uses the default canvas).
  ///
  /// An argument with a '/' or ending in ".json" is always a file; otherwise a built-in name
  /// wins over a file of the same name.
  func gesture(_ argument: String, size: Size?) throws(CLIError) -> GestureScript {
    let looksLikeFile = argument.contains("/") || argument.hasSuffix(".json")
    if !looksLikeFile,
      let script = try? GestureScript.builtIn(named: argument, size: size ?? GestureScript.defaultSize)
    {
      return script
    }
    let data: Data
    do {
      data = try InputFile.contents(argument, limit: GestureScript.maxTextBytes)
    } catch .missing where !looksLikeFile {
      let names = GestureScript.builtInNames.joined(separator: ", ")
      throw failure("gesture '\(argument)' is neither a file nor a built-in gesture (\(names))")
    } catch {
      throw failure("gesture file '\(argument)' \(error)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw failure("\(argument): not JSON: the file is not UTF-8 text")
    }
    do {
      let script = try GestureScript.parse(text, source: argument)
      return size.map { script.scaled(to: $0) } ?? script
    } catch {
      throw failure(error.description)
    }
  }
}
