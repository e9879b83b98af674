import Foundation
import GlintFiles
import Testing

@testable import GlintCLI

/// Every malformed effect file the command line refuses, saved over a good file while the
/// preview's reloader watches it: one line that names the file and the reason, and the last good
/// effect stays.
@Suite struct EffectFileReloadErrorTests {
  /// Feeds the watcher's changes to the reloader until one outcome arrives (or 5 s pass).
  static func nextOutcomes(_ reloader: EffectFileReloader, _ watcher: FileWatcher) -> [EffectFileReloader
    .Outcome]
  {
    let start = PreviewWindow.now()
    var all: [EffectFileReloader.Outcome] = []
    while all.isEmpty && PreviewWindow.now() - start < 5 {
      all += reloader.reload(watcher.changes(now: PreviewWindow.now()), watcher: watcher)
      Thread.sleep(forTimeInterval: 0.005)
    }
    Thread.sleep(forTimeInterval: 0.05)
    return all + reloader.reload(watcher.changes(now: PreviewWindow.now()), watcher: watcher)
  }

  @Test func everyMalformedSaveKeepsTheLastGoodEffectWithOneLine() throws {
    let folder = try FileWatcherTests.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try EffectFileErrorTests.png30k.write(to: URL(fileURLWithPath: folder + "/huge.png"))
    let good = EffectFileErrorTests.effect()
    for (name, text, expected) in EffectFileErrorTests.cases {
      let path = folder + "/" + name
      try good.write(toFile: path, atomically: true, encoding: .utf8)
      let loaded = try EffectFile.load(contentsOf: URL(fileURLWithPath: path), file: name)
      let reloader = EffectFileReloader.forDataEffects(in: [loaded])
      let watcher = FileWatcher()
      reloader.watch(with: watcher)

      try EffectFileReloaderTests.save(text, to: path)
      let outcomes = Self.nextOutcomes(reloader, watcher)
      #expect(outcomes.count == 1, "\(name): \(outcomes)")
      guard case .failed(_, let message) = outcomes.first else {
        Issue.record("\(name): expected a failure, got \(outcomes)")
        continue
      }
      #expect(!message.contains("\n"), "\(name): \(message)")
      #expect(message.contains(expected), "\(name): \(message)")
      #expect(
        reloader.effect(of: URL(fileURLWithPath: path).standardizedFileURL.path) is DataEffect, "\(name)")
    }
  }
}
