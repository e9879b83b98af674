import Foundation

/// The inotify side of `FileWatcher`: one non-blocking inotify descriptor watching folders for
/// files written, renamed in or out, created and removed.
final class FolderEvents {
  /// One event: the folder (nil when the kernel's queue overflowed and anything may have
  /// changed), the file's name in it (nil when the event is about the folder itself), and how
  /// complete the change is.
  struct Event {
    var folder: String?
    var name: String?
    var kind: FileEventKind
  }

  private let descriptor: Int32
  private var folders: [Int32: String] = [:]
  private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

  private static let fileMask =
    UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB)
  private static let folderMask = UInt32(IN_DELETE_SELF | IN_MOVE_SELF)

  /// Nil where inotify is not available (the watcher then polls).
  init?() {
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
  }

  deinit { close(descriptor) }

  /// Watches `folder`; false when it cannot be (it does not exist, or the watch limit is reached).
  func watch(_ folder: String) -> Bool {
    if isWatching(folder) { return true }
    let id = inotify_add_watch(descriptor, folder, Self.fileMask | Self.folderMask | UInt32(IN_ONLYDIR))
    guard id >= 0 else { return false }
    folders[id] = folder
    return true
  }

  func isWatching(_ folder: String) -> Bool {
    folders.values.contains(folder)
  }

  /// Every event queued since the last call; returns at once when there is none.
  func read() -> [Event] {
    var events: [Event] = []
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return events }
      buffer.withUnsafeBytes { bytes in
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= count {
          let header = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          let nameStart = offset + MemoryLayout<inotify_event>.size
          let nameBytes = bytes[nameStart..<min(nameStart + Int(header.len), count)]
          let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
          if let event = self.event(header, name: name) { events.append(event) }
          offset = nameStart + Int(header.len)
        }
      }
    }
  }

  /// Turns one raw event into what the watcher needs; forgets a folder that is gone.
  private func event(_ header: inotify_event, name: String) -> Event? {
    let mask = header.mask
    if mask & UInt32(IN_Q_OVERFLOW) != 0 { return Event(folder: nil, name: nil, kind: .removed) }
    guard let folder = folders[header.wd] else { return nil }
    if mask & (Self.folderMask | UInt32(IN_IGNORED)) != 0 {
      inotify_rm_watch(descriptor, header.wd)
      folders[header.wd] = nil
      return Event(folder: folder, name: nil, kind: .removed)
    }
    guard !name.isEmpty else { return nil }
    let kind: FileEventKind
    if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 {
      kind = .complete
    } else if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
      kind = .removed
    } else {
      kind = .partial
    }
    return Event(folder: folder, name: name, kind: kind)
  }
}
