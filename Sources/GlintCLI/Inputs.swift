import Foundation
import GlintCore
import GlintEffects

/// Turning command-line values into the things they name: effects and gesture scripts.
extension ParsedArguments {
  /// The effect with `id` from the standard registry; an unknown id lists the known ones.
  func effect(id: String) throws(CLIError) -> any Effect {
    do {
      return try EffectRegistry.standard().effect(id: id)
    } catch {
      throw failure(error.description)
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
