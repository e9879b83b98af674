import Foundation

/// The files this process has read as input (effect files, gesture scripts, imported sources,
/// images), by device and inode: an output is checked against them, so no command writes over a
/// file it reads, whatever path (a link, `./x`, another spelling) names it.
package enum InputRecord {
  private struct Identity: Hashable {
    let device: UInt64
    let inode: UInt64
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var identities: Set<Identity> = []

  /// Notes the file `status` describes as read.
  static func note(_ status: stat) {
    let identity = Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    lock.withLock { _ = identities.insert(identity) }
  }

  /// Whether the file at `path` (links followed) is one this process has read as input.
  package static func wasRead(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    let identity = Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    return lock.withLock { identities.contains(identity) }
  }
}
