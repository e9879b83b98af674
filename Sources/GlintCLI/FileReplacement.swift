import Foundation
import GlintRender

/// Replacing a file the user owns with new contents, so that nothing about it but the contents
/// changes and a failure changes nothing: through a symbolic link the link stays and its target
/// gets the contents; the mode (0600 stays 0600) and, where allowed, the owner stay; the bytes go
/// to a new file in the target's own folder, which is renamed over the target only when whole,
/// so a full disk or a crash leaves the old contents.
enum FileReplacement {
  /// The real path `path` leads to through any symbolic links, or nil when nothing is there.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Replaces the contents of the file at `path` (following links) with `bytes`; throws the
  /// reason, without the path.
  static func replace(_ path: String, with bytes: [UInt8]) throws(OutputPathError) {
    guard let target = realPath(path) else { throw OutputPathError(reason: OutputPath.reason(errno)) }
    var status = stat()
    guard stat(target, &status) == 0 else { throw OutputPathError(reason: OutputPath.reason(errno)) }
    guard status.st_mode & S_IFMT == S_IFREG else { throw OutputPathError(reason: "not a regular file") }
    let temporary = try makeTemporary(beside: target)
    do {
      try CheckedFile.write(bytes, to: temporary)
    } catch {
      unlink(temporary)
      throw OutputPathError(reason: error.reason)
    }
    // The owner where the system allows it (root, or the same user); the mode always.
    _ = chown(temporary, status.st_uid, status.st_gid)
    guard chmod(temporary, status.st_mode & 0o7777) == 0, rename(temporary, target) == 0 else {
      let reason = OutputPath.reason(errno)
      unlink(temporary)
      throw OutputPathError(reason: reason)
    }
  }

  /// A new empty file beside `target`, named after it, made exclusively (mode 0600 until set).
  private static func makeTemporary(beside target: String) throws(OutputPathError) -> String {
    let url = URL(fileURLWithPath: target)
    var template = Array(
      url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".XXXXXX").path
        .utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw OutputPathError(reason: OutputPath.reason(errno)) }
    close(descriptor)
    return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }
}
