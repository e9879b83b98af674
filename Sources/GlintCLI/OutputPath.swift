import Foundation
import GlintFiles
import GlintRender

/// Checking an output file's path before the work that fills it, so a bad path fails at once
/// with the reason instead of after the work (or with none), and writing the file with every
/// write checked.
enum OutputPath {
  /// Why a file could not be made at `path` (its folder is missing or is not a folder, the path
  /// is a folder, or the system refuses to open it for writing), or nil when it can be written.
  ///
  /// It asks the system, not the permission bits, by opening the path for writing (and removing
  /// what it made): root passes every permission check, yet cannot make files in /proc.
  static func problem(_ path: String) -> String? {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isFolder) {
      if isFolder.boolValue { return "it is a folder" }
      // No truncation and no blocking: the file stays as it is, and a FIFO with no reader fails.
      let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else { return reason(errno) }
      close(descriptor)
      return nil
    }
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard files.fileExists(atPath: parent, isDirectory: &isFolder) else {
      return "the folder '\(parent)' does not exist"
    }
    guard isFolder.boolValue else { return "'\(parent)' is not a folder" }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      return errno == EACCES
        ? "permission denied in the folder '\(parent)'"
        : "cannot make a file in the folder '\(parent)': \(reason(errno))"
    }
    close(descriptor)
    unlink(path)
    return nil
  }

  /// Why this command must not write `path`, or nil when it may: a file the command reads (this
  /// process read it as input, or it is one of `inputs`) is never written over, even with
  /// --force; another existing file only with `force`. Devices and FIFOs (/dev/stdout) are not
  /// files a person keeps, so they pass.
  static func refusal(_ path: String, force: Bool, inputs: [String] = []) -> String? {
    if InputRecord.wasRead(path) || inputs.contains(where: { isSameFile($0, path) }) {
      return "'\(path)' is a file this command reads; write to another file"
    }
    var status = stat()
    guard !force, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return "'\(path)' already exists; add --force to replace it"
  }

  /// Whether `a` and `b` name one existing file (links followed): same device and inode.
  static func isSameFile(_ a: String, _ b: String) -> Bool {
    var first = stat()
    var second = stat()
    guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino
  }

  /// Writes `bytes` to `path` (made or truncated), checking every write and the close, so a full
  /// disk or /dev/full fails with the reason; a partial regular file is removed. Throws the
  /// reason, without the path.
  static func write(_ bytes: some Collection<UInt8>, to path: String) throws(OutputPathError) {
    do {
      try CheckedFile.write(Array(bytes), to: path)
    } catch {
      throw OutputPathError(reason: error.reason)
    }
  }

  /// Whether `path` is something other than a regular file or a folder: a device, a FIFO.
  static func isSpecialFile(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    let kind = status.st_mode & S_IFMT
    return kind != S_IFREG && kind != S_IFDIR
  }

  /// The system's reason for `code`, in the lower case of the other reasons.
  static func reason(_ code: Int32) -> String { CheckedFile.Failure(code: code).reason }
}

/// Why an output file could not be written: the reason only (the caller names the path).
struct OutputPathError: Error, CustomStringConvertible {
  let reason: String
  var description: String { reason }
}

extension ParsedArguments {
  /// Refuses, before any work, to write the output `path` of `option` over a file this command
  /// reads (or one of `inputs`, read later), or over an existing file without --force: the one
  /// check every command that writes files makes, so they all answer alike.
  func refuseOverwriting(_ path: String, option: String, inputs: [String] = []) throws(CLIError) {
    if let refusal = OutputPath.refusal(path, force: has("--force"), inputs: inputs) {
      throw failure("option \(option): \(refusal)")
    }
  }

  /// Readies the effect file `path` that `import` and `export` write for `option`, before the
  /// work: refuses overwriting (see `refuseOverwriting`), makes its folder with its parents when
  /// missing (textures go beside the file, so the folder is part of the output) and checks the
  /// file can be made there.
  func prepareEffectFile(_ path: String, option: String, inputs: [String]) throws(CLIError) {
    try refuseOverwriting(path, option: option, inputs: inputs)
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    if !FileManager.default.fileExists(atPath: folder) {
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw failure("option \(option): cannot make the folder '\(folder)': \(error.localizedDescription)")
      }
    }
    if let problem = OutputPath.problem(path) {
      throw failure("option \(option): cannot write '\(path)': \(problem)")
    }
  }
}

extension OptionSpec {
  /// The flag every command that writes files takes to replace one that exists.
  static let force = OptionSpec(
    "--force", help: "Replace an output file that exists (never a file the command reads).")
}
