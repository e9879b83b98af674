import Foundation
import Testing

@testable import GlintCLI

/// The live-reload watcher on real files: each kind of save is noticed, once, well within 0.5 s,
/// through inotify and through the polling fallback alike.
@Suite struct FileWatcherTests {
  static let mechanisms: [FileWatcher.Mechanism] = [.automatic, .polling]

  /// Calls `changes` every 5 ms for up to a second; returns what was reported and how long the
  /// first report took.
  static func collect(_ watcher: FileWatcher, for seconds: Double = 1) -> (paths: [String], first: Double?) {
    let start = PreviewWindow.now()
    var paths: [String] = []
    var first: Double?
    while PreviewWindow.now() - start < seconds {
      let now = PreviewWindow.now()
      let changed = watcher.changes(now: now)
      if !changed.isEmpty, first == nil { first = now - start }
      paths += changed.sorted()
      Thread.sleep(forTimeInterval: 0.005)
    }
    return (paths, first)
  }

  static func folder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glint-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  @Test(arguments: mechanisms) func aWriteInPlaceIsNoticedOnce(mechanism: FileWatcher.Mechanism) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/effect.json"
    try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
    let watcher = FileWatcher(mechanism: mechanism)
    watcher.watch(file: file)
    #expect(watcher.isPolling(folder) == (mechanism == .polling))
    #expect(Self.collect(watcher, for: 0.2).paths.isEmpty, "nothing changed yet")

    let handle = try #require(FileHandle(forWritingAtPath: file))
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data("{\"version\": 1}".utf8))
    try handle.close()
    let seen = Self.collect(watcher)
    #expect(seen.paths == [file])
    #expect(try #require(seen.first) < 0.5)
  }

  @Test(arguments: mechanisms) func aRenameOverTheFileIsNoticedOnce(mechanism: FileWatcher.Mechanism) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/effect.json"
    try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
    let watcher = FileWatcher(mechanism: mechanism)
    watcher.watch(file: file)

    let temporary = folder + "/.effect.json.swp"
    try Data("{\"version\": 1}".utf8).write(to: URL(fileURLWithPath: temporary))
    #expect(rename(temporary, file) == 0)
    let seen = Self.collect(watcher)
    #expect(seen.paths == [file])
    #expect(try #require(seen.first) < 0.5)
  }

  @Test(arguments: mechanisms) func removalAndRecreationAreEachNoticed(mechanism: FileWatcher.Mechanism)
    throws
  {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/spark.png"
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: file))
    let watcher = FileWatcher(mechanism: mechanism)
    watcher.watch(file: file)

    try FileManager.default.removeItem(atPath: file)
    #expect(Self.collect(watcher).paths == [file])
    try Data([4, 5]).write(to: URL(fileURLWithPath: file))
    #expect(Self.collect(watcher).paths == [file])
  }

  @Test(arguments: mechanisms) func otherFilesInTheFolderAreNotReported(mechanism: FileWatcher.Mechanism)
    throws
  {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let watcher = FileWatcher(mechanism: mechanism)
    watcher.watch(file: folder + "/effect.json")
    watcher.watch(folder: folder, accepts: { $0.hasSuffix(".frag") })

    try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
    try Data("y".utf8).write(to: URL(fileURLWithPath: folder + "/sprite.frag"))
    #expect(Self.collect(watcher).paths == [folder + "/sprite.frag"])
  }
}
