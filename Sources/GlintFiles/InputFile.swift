import Foundation

/// Reading a file a person names (a gesture script, an effect file, an image an effect names),
/// with one-line reasons a person can act on (not Foundation's "error 256" or "You don't have
/// permission" for a FIFO), and a bound on its size checked before anything is read. Only regular
/// files are opened, so a FIFO or a device never blocks or streams for ever; a file that vanishes
/// between the check and the read "does not exist", one that grows while read is refused.
package enum InputFile {
  /// The bytes of the regular file at `path`, at most `limit` of them; otherwise throws the
  /// reason, without the path (the caller says which file and what it is for).
  package static func contents(_ path: String, limit: Int) throws(Problem) -> Data {
    let status = try regularFile(path)
    guard status.st_size <= limit else {
      throw .tooLarge(bytes: Int(status.st_size), limit: limit)
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw Problem(errno: errno) }
    defer { close(descriptor) }
    // One byte more than stat said, to notice a file that grows while it is read.
    let size = Int(status.st_size)
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var filled = 0
    while filled < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + filled, $0.count - filled)
      }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw Problem(errno: errno) }
      if count == 0 { break }
      filled += count
    }
    guard filled <= size else { throw .system("it grew while being read") }
    return Data(bytes[..<filled])
  }

  /// The first `count` bytes of the regular file at `path` (fewer if it is shorter): an image's
  /// header, read to check it without decoding it.
  package static func prefix(_ path: String, count: Int) throws(Problem) -> Data {
    _ = try regularFile(path)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw Problem(errno: errno) }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
      if got < 0 && errno == EINTR { continue }
      guard got >= 0 else { throw Problem(errno: errno) }
      if got == 0 { break }
      filled += got
    }
    return Data(bytes[..<filled])
  }

  /// The `stat` of `path` when it is a regular file (following links).
  private static func regularFile(_ path: String) throws(Problem) -> stat {
    var status = stat()
    guard stat(path, &status) == 0 else { throw Problem(errno: errno) }
    guard let kind = Kind(mode: status.st_mode), kind == .regular else {
      throw .notARegularFile(Kind(mode: status.st_mode)?.name ?? "a special file")
    }
    InputRecord.note(status)
    return status
  }

  /// Why a file could not be read.
  package enum Problem: Error, Equatable, CustomStringConvertible {
    case missing
    case notARegularFile(String)
    case tooLarge(bytes: Int, limit: Int)
    case system(String)

    package init(errno code: Int32) {
      self = code == ENOENT ? .missing : .system(String(cString: strerror(code)).lowercased())
    }

    /// A predicate for "gesture file 'x' ...": "does not exist", "is a folder, not a regular file".
    package var description: String {
      switch self {
      case .missing: return "does not exist"
      case .notARegularFile(let kind): return "is \(kind), not a regular file"
      case .tooLarge(let bytes, let limit):
        return "is \(bytes) bytes, over the limit of \(limit) bytes"
      case .system(let reason): return "cannot be read: \(reason)"
      }
    }
  }

  /// The kinds of file `stat` tells apart, named for messages.
  package enum Kind: Equatable {
    case regular, folder, fifo, characterDevice, blockDevice, socket, link

    init?(mode: mode_t) {
      switch mode & S_IFMT {
      case S_IFREG: self = .regular
      case S_IFDIR: self = .folder
      case S_IFIFO: self = .fifo
      case S_IFCHR: self = .characterDevice
      case S_IFBLK: self = .blockDevice
      case S_IFSOCK: self = .socket
      case S_IFLNK: self = .link
      default: return nil
      }
    }

    var name: String {
      switch self {
      case .regular: return "a regular file"
      case .folder: return "a folder"
      case .fifo: return "a FIFO (named pipe)"
      case .characterDevice: return "a character device"
      case .blockDevice: return "a block device"
      case .socket: return "a socket"
      case .link: return "a symbolic link"
      }
    }
  }
}
