import Foundation

/// Checking an output file's path before the work that fills it, so a bad path fails at once
/// with the reason instead of after the work (or with none).
enum OutputPath {
  /// Why a file could not be made at `path` (its folder is missing, is not a folder or is not
  /// writable, or the path is a folder or a read-only file), or nil when it looks writable.
  static func problem(_ path: String) -> String? {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isFolder) {
      if isFolder.boolValue { return "it is a folder" }
      return files.isWritableFile(atPath: path) ? nil : "permission denied"
    }
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard files.fileExists(atPath: parent, isDirectory: &isFolder) else {
      return "the folder '\(parent)' does not exist"
    }
    guard isFolder.boolValue else { return "'\(parent)' is not a folder" }
    return files.isWritableFile(atPath: parent) ? nil : "permission denied in the folder '\(parent)'"
  }
}
