import Foundation

/// File names and arguments as the bytes the system holds. Swift's strings are Unicode, and
/// `CommandLine.arguments` and Foundation's folder listings repair bytes that are not UTF-8 into
/// U+FFFD, which names another file: so such a name is refused or left out with a line that
/// shows its bytes, never read or written under a name that is not its own.
enum RawNames {
  /// The arguments after the program's name, as the bytes the program was given.
  static func arguments() -> [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      bytes(of: CommandLine.unsafeArgv[index]!)
    }
  }

  /// One line naming the first argument that is not UTF-8, or nil when all are.
  static func argumentProblem(_ arguments: [[UInt8]]) -> String? {
    guard let bad = arguments.firstIndex(where: { String(validating: $0, as: UTF8.self) == nil }) else {
      return nil
    }
    let command = arguments.first.flatMap { String(validating: $0, as: UTF8.self) } ?? ""
    let prefix = command.isEmpty || bad == 0 ? "glint" : "glint \(command)"
    return "\(prefix): the argument '\(shown(arguments[bad]))' is not UTF-8 text; glint reads and "
      + "writes only file names in UTF-8 (convmv renames files)"
  }

  /// The names in the folder at `path` (without "." and ".."), split into those that are UTF-8
  /// and those that are not (shown with their odd bytes as \xFF); nil when it cannot be read.
  static func folder(_ path: String) -> (names: [String], notUTF8: [String])? {
    guard let folder = opendir(path) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    var notUTF8: [String] = []
    while let entry = readdir(folder) {
      let bytes = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { Self.bytes(of: $0) }
      }
      if bytes == Array(".".utf8) || bytes == Array("..".utf8) { continue }
      if let name = String(validating: bytes, as: UTF8.self) {
        names.append(name)
      } else {
        notUTF8.append(shown(bytes))
      }
    }
    return (names, notUTF8)
  }

  /// The bytes as text, each byte that is not part of UTF-8 written \xFF.
  static func shown(_ bytes: [UInt8]) -> String {
    var text = ""
    var index = 0
    while index < bytes.count {
      let decoded = (1...4).lazy.compactMap { length -> (String, Int)? in
        guard index + length <= bytes.count,
          let piece = String(validating: bytes[index..<index + length], as: UTF8.self)
        else { return nil }
        return (piece, length)
      }.first
      if let (piece, length) = decoded {
        text += piece
        index += length
      } else {
        text += String(format: "\\x%02X", bytes[index])
        index += 1
      }
    }
    return text
  }

  private static func bytes(of text: UnsafePointer<CChar>) -> [UInt8] {
    UnsafeBufferPointer(start: text, count: strlen(text)).map { UInt8(bitPattern: $0) }
  }
}
