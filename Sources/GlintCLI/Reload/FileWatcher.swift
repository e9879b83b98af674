import Foundation

/// Notices when watched files are saved, removed or replaced, for live reload.
///
/// It watches the folders, not the files: editors often save by writing a temporary file and
/// renaming it over the old one, which gives the name a new inode that a watch on the old one
/// would never see. On Linux it uses inotify (`FolderEvents`); where a folder cannot be watched
/// that way (no inotify, the watch limit reached), it compares `stat` signatures a few times a
/// second (`PollingStamps`). Both report a change well under 0.5 s after the save is complete.
///
/// Call `changes(now:)` once a frame: it never blocks.
final class FileWatcher {
  /// What one watch looks for in a folder: one file by name, or every file a filter accepts.
  struct Target {
    let folder: String
    /// The one file watched, or nil for every file `accepts` takes.
    let name: String?
    let accepts: (String) -> Bool
  }

  enum Mechanism: Equatable {
    /// inotify where it works, polling for any folder it cannot watch.
    case automatic
    /// `stat` signatures only.
    case polling
  }

  private var targets: [Target] = []
  private let events: FolderEvents?
  private var stamps = PollingStamps()
  /// Paths with an event not yet reported, and when each becomes due.
  private var pending: [String: Double] = [:]
  private var lastPoll = -Double.infinity

  /// Seconds between two looks at the polled folders.
  static let pollInterval = 0.05
  /// How long a file that is being written (modified, not yet closed) may stay quiet before
  /// it is reported anyway.
  static let quietWrite = 0.25
  /// How long a removal waits for the replacement an editor may be about to rename into place.
  static let removalGrace = 0.05

  init(mechanism: Mechanism = .automatic) {
    events = mechanism == .automatic ? FolderEvents() : nil
  }

  /// The mechanism in use for `folder` (tests and the benchmark report it).
  func isPolling(_ folder: String) -> Bool {
    events?.isWatching(folder) != true
  }

  /// Watches the file at `path`, which need not exist yet (its creation is a change); watching
  /// a file twice is watching it once.
  func watch(file path: String) {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    let folder = url.deletingLastPathComponent().path
    let name = url.lastPathComponent
    guard !targets.contains(where: { $0.folder == folder && $0.name == name }) else { return }
    add(Target(folder: folder, name: name, accepts: { $0 == name }))
  }

  /// Watches every file in `folder` whose name `accepts` takes.
  func watch(folder: String, accepts: @escaping (String) -> Bool) {
    add(Target(folder: URL(fileURLWithPath: folder).standardizedFileURL.path, name: nil, accepts: accepts))
  }

  private func add(_ target: Target) {
    targets.append(target)
    if events?.watch(target.folder) != true { stamps.start(target) }
  }

  /// The paths saved, created, removed or replaced since the last call that reported them.
  func changes(now: Double) -> Set<String> {
    if let events {
      for event in events.read() {
        guard let name = event.name else {
          // The queue overflowed, or the folder itself went (it is polled from now on): every
          // file watched there may have changed.
          for target in targets where event.folder == nil || target.folder == event.folder {
            for path in PollingStamps.paths(of: target) { mark(path, due: now + event.kind.delay) }
            if !isPolling(target.folder) { continue }
            stamps.start(target)
          }
          continue
        }
        guard targets.contains(where: { $0.folder == event.folder && $0.accepts(name) }) else { continue }
        mark(event.folder! + "/" + name, due: now + event.kind.delay)
      }
    }
    if now - lastPoll >= Self.pollInterval {
      lastPoll = now
      for path in stamps.poll(targets.filter { isPolling($0.folder) }) { mark(path, due: now) }
    }
    var ready = Set<String>()
    for (path, due) in pending where due <= now { ready.insert(path) }
    for path in ready { pending[path] = nil }
    return ready
  }

  private func mark(_ path: String, due: Double) {
    pending[path] = min(pending[path] ?? due, due)
  }
}

/// What an inotify event says about a file, and so how soon to report it.
enum FileEventKind {
  /// Closed after writing, or renamed into place: the new contents are whole.
  case complete
  /// Modified, created or its attributes changed: more may follow before it is closed.
  case partial
  /// Removed or renamed away: a replacement may be renamed into place in a moment.
  case removed

  var delay: Double {
    switch self {
    case .complete: return 0
    case .partial: return FileWatcher.quietWrite
    case .removed: return FileWatcher.removalGrace
    }
  }
}
