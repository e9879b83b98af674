import Foundation

/// Writing a whole file with every write and the close checked, so that a full disk or a device
/// that takes nothing (/dev/full) fails with its reason instead of passing unnoticed; a partial
/// regular file is removed. Shared by the PNG writer and the command line's other outputs.
package enum CheckedFile {
  /// Writes `bytes` to `path` (made or truncated); throws the system's error number.
  package static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Failure(code: errno) }
    var failure: Int32 = 0
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
          failure = count < 0 ? errno : ENOSPC
          return
        }
        offset += count
      }
    }
    if close(descriptor) != 0 && failure == 0 { failure = errno }
    guard failure == 0 else {
      var status = stat()
      if stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG { unlink(path) }
      throw Failure(code: failure)
    }
  }

  /// Why a write failed: the system's error number.
  package struct Failure: Error, Equatable {
    package let code: Int32

    package init(code: Int32) { self.code = code }

    /// The system's reason, in lower case to sit inside Glint's one-line messages.
    package var reason: String {
      let text = String(cString: strerror(code))
      return text.prefix(1).lowercased() + text.dropFirst()
    }
  }
}
