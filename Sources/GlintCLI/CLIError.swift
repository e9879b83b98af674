/// Why a command stopped; the message is one line and names what was wrong.
package enum CLIError: Error, Equatable {
  /// The command line itself is wrong: an unknown command or option, a missing or malformed value.
  case usage(String)
  /// The command line is fine but the input is not (a file, an id) or the work failed.
  case failure(String)

  /// 2 for a usage error, 1 for bad input or a runtime failure.
  package var exitStatus: Int32 {
    switch self {
    case .usage: return 2
    case .failure: return 1
    }
  }

  package var message: String {
    switch self {
    case .usage(let message), .failure(let message): return message
    }
  }

  /// The message as stderr shows it: on one line even when it quotes an argument that holds
  /// line breaks of any kind (\n, \r, \r\n, U+2028...).
  package var line: String {
    message.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
