import GlintCore

/// An option a command accepts: "--seed N".
package struct OptionSpec: Sendable {
  /// With the dashes: "--seed".
  package let name: String
  /// The value's placeholder ("N"), or nil for a flag without a value.
  package let value: String?
  let help: String

  init(_ name: String, value: String? = nil, help: String) {
    self.name = name
    self.value = value
    self.help = help
  }

  /// "--seed N" or "--loop", as help shows it.
  var label: String { value.map { "\(name) \($0)" } ?? name }
}

/// A command's arguments after parsing: option values by name, flags, positionals.
package struct ParsedArguments: Sendable {
  package let command: String
  package private(set) var values: [String: String] = [:]
  package private(set) var flags: Set<String> = []
  package private(set) var positionals: [String] = []
  package private(set) var wantsHelp = false

  /// Reads `arguments` (after the command name) against `command`'s options.
  /// `--name value` and `--name=value` both work; `--` ends the options.
  package init(_ arguments: [String], for command: Command) throws(CLIError) {
    self.command = command.name
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        guard command.positionals != nil else {
          throw usage("unexpected argument '\(argument)'")
        }
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        wantsHelp = true
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      guard let spec = command.options.first(where: { $0.name == name }) else {
        throw usage("unknown option '\(name)'")
      }
      guard values[name] == nil, !flags.contains(name) else { throw usage("option \(name) given twice") }
      if let placeholder = spec.value {
        if parts.count == 2 {
          values[name] = String(parts[1])
        } else {
          guard index < arguments.count else { throw usage("option \(name) needs a value (\(placeholder))") }
          values[name] = arguments[index]
          index += 1
        }
      } else {
        guard parts.count == 1 else { throw usage("option \(name) takes no value") }
        flags.insert(name)
      }
    }
  }

  /// A usage error that names the command and points at its help.
  func usage(_ reason: String) -> CLIError {
    .usage("glint \(command): \(reason) (see 'glint \(command) --help')")
  }

  /// A bad-input error that names the command.
  func failure(_ reason: String) -> CLIError {
    .failure("glint \(command): \(reason)")
  }

  func has(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }

  /// The value of an option that must be given.
  func required(_ name: String) throws(CLIError) -> String {
    guard let value = values[name] else { throw usage("missing required option \(name)") }
    guard !value.isEmpty else { throw usage("option \(name) needs a non-empty value") }
    return value
  }

  func string(_ name: String) -> String? { values[name] }

  /// A finite number within `range`, or nil when the option is absent.
  func double(_ name: String, in range: ClosedRange<Double>) throws(CLIError) -> Double? {
    guard let text = values[name] else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw usage("option \(name) expects a number, got '\(text)'")
    }
    guard range.contains(value) else {
      throw usage("option \(name) must be between \(range.lowerBound) and \(range.upperBound), got \(text)")
    }
    return value
  }

  /// A seed: an integer from 0 to 4294967295, or nil when absent.
  func seed(_ name: String = "--seed") throws(CLIError) -> UInt32? {
    guard let text = values[name] else { return nil }
    guard let value = UInt32(text) else {
      throw usage("option \(name) expects an integer from 0 to \(UInt32.max), got '\(text)'")
    }
    return value
  }

  /// A whole number within `range`, or nil when absent.
  func int(_ name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
    guard let text = values[name] else { return nil }
    guard let value = Int(text) else { throw usage("option \(name) expects an integer, got '\(text)'") }
    guard range.contains(value) else {
      throw usage("option \(name) must be between \(range.lowerBound) and \(range.upperBound), got \(text)")
    }
    return value
  }

  /// The most pixels of an image `glint render` makes or of a preview window, in points:
  /// 4096 × 4096, about 300 MB of memory and a few seconds to draw and encode.
  static let maxCanvasPixels = 4096 * 4096

  /// A size written WxH ("800x600") in points, each side from 1 to 16384; nil when absent.
  func size(_ name: String = "--size") throws(CLIError) -> Size? {
    guard let text = values[name] else { return nil }
    let sides = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]),
      width.isFinite, height.isFinite
    else {
      throw usage("option \(name) expects WIDTHxHEIGHT such as 800x600, got '\(text)'")
    }
    guard (1...16384).contains(width), (1...16384).contains(height) else {
      throw usage("option \(name) sides must be between 1 and 16384, got '\(text)'")
    }
    return Size(width: Float(width), height: Float(height))
  }
}

/// Options several commands share, so they read the same everywhere.
extension OptionSpec {
  static let effect = OptionSpec(
    "--effect", value: "ID|FILE", help: "The effect to run: an id (see 'glint list') or an effect file.")
  static let gesture = OptionSpec(
    "--gesture", value: "FILE|NAME",
    help: "A gesture script (JSON file) or a built-in gesture: "
      + GestureScript.builtInNames.joined(separator: ", ") + ".")
  static let seed = OptionSpec(
    "--seed", value: "N", help: "Seed for every random choice, 0 to 4294967295 (default 0).")
  static let size = OptionSpec(
    "--size", value: "WxH",
    help: "Canvas size in points (default: the script's own size; 800x600 for built-ins).")
}
