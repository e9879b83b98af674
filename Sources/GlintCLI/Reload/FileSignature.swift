import Foundation

/// What `stat` says of a file, enough to tell one save from the next: a rename gives a new
/// inode, a write a new size or modification time (to the nanosecond).
struct FileSignature: Hashable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modifiedSeconds: Int
  var modifiedNanoseconds: Int

  /// The file's signature, or nil when there is nothing at `path`.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    modifiedSeconds = Int(status.st_mtim.tv_sec)
    modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
  }
}

/// The polling side of `FileWatcher`: remembers each watched file's signature and reports the
/// ones that changed, once their signature has held still for one poll (a file being written
/// changes size from one poll to the next, and is reported when whole).
struct PollingStamps {
  /// Signatures as last reported (nil: absent), and as seen at the latest poll.
  private var reported: [String: FileSignature?] = [:]
  private var latest: [String: FileSignature?] = [:]

  /// Takes the files `target` watches now as the baseline: they are not changes.
  mutating func start(_ target: FileWatcher.Target) {
    for path in Self.paths(of: target) {
      let signature = FileSignature(path: path)
      reported[path] = .some(signature)
      latest[path] = .some(signature)
    }
  }

  /// The paths of `targets` whose files changed since they were last reported.
  mutating func poll(_ targets: [FileWatcher.Target]) -> [String] {
    var changed: [String] = []
    var seen = Set<String>()
    for target in targets {
      // Files that were there before and are not listed now have gone: look at them too.
      let known = reported.keys.filter {
        Self.folder(of: $0) == target.folder && target.accepts(Self.name(of: $0))
      }
      for path in Self.paths(of: target) + known where seen.insert(path).inserted {
        let now = FileSignature(path: path)
        let before = latest[path].flatMap { $0 }
        latest[path] = .some(now)
        if now == before, now != reported[path].flatMap({ $0 }) {
          reported[path] = .some(now)
          changed.append(path)
        }
      }
    }
    return changed
  }

  /// The one file a file target names, or every accepted file its folder holds now.
  static func paths(of target: FileWatcher.Target) -> [String] {
    if let name = target.name { return [target.folder + "/" + name] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: target.folder)) ?? []
    return names.filter(target.accepts).sorted().map { target.folder + "/" + $0 }
  }

  private static func folder(of path: String) -> String {
    (path as NSString).deletingLastPathComponent
  }

  private static func name(of path: String) -> String {
    (path as NSString).lastPathComponent
  }
}
