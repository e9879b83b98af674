import Foundation
import GlintCore
import GlintFiles
import Testing

@testable import GlintCLI

/// The preview's reload of effect files on real files and a real watcher, with a stand-in
/// loader: a file holding "birthRate N [image PATH]" loads, anything else fails with a reason.
@Suite struct EffectFileReloaderTests {
  struct RateEffect: Effect {
    let info = EffectInfo(id: "rate", name: "Rate", summary: "A stand-in for a loaded file.")
    var birthRate: Float
    func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
      let layer = EmitterLayer(capacity: 100)
      layer.emitterCells = [
        EmitterCell {
          $0.birthRate = birthRate; $0.lifetime = 1
        }
      ]
      return [layer]
    }
  }

  static func load(_ file: String) -> Result<EffectFileReloader.Loaded, EffectFileReloader.LoadFailure> {
    let words = ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: " ")
    guard words.count >= 2, words[0] == "birthRate", let rate = Float(words[1]) else {
      return .failure(.init(message: "\(file):1:1: birthRate: expected a number"))
    }
    let images = words.count == 4 ? [String(words[3])] : []
    return .success(.init(effect: RateEffect(birthRate: rate), images: images))
  }

  static func rate(_ effect: (any Effect)?) -> Float? {
    (effect as? RateEffect)?.birthRate
  }

  /// Feeds the watcher's changes to the reloader for up to `seconds`; returns every outcome.
  static func outcomes(_ reloader: EffectFileReloader, _ watcher: FileWatcher, for seconds: Double = 0.6)
    -> [EffectFileReloader.Outcome]
  {
    let start = PreviewWindow.now()
    var all: [EffectFileReloader.Outcome] = []
    while PreviewWindow.now() - start < seconds {
      all += reloader.reload(watcher.changes(now: PreviewWindow.now()), watcher: watcher)
      Thread.sleep(forTimeInterval: 0.005)
    }
    return all
  }

  static func save(_ text: String, to path: String) throws {
    // As editors do: a temporary file renamed over the old one.
    try text.write(toFile: path + ".tmp", atomically: false, encoding: .utf8)
    guard rename(path + ".tmp", path) == 0 else { throw HarnessError("rename failed") }
  }

  @Test func aBrokenSaveKeepsTheLastGoodEffectOnceAndAFixReloads() throws {
    let folder = try FileWatcherTests.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/rate.effect"
    try Self.save("birthRate 10", to: file)
    let watcher = FileWatcher()
    let reloader = EffectFileReloader(
      files: [.init(path: file, name: "rate.effect"): try Self.load(file).get()], load: Self.load)
    reloader.watch(with: watcher)

    try Self.save("birthRate 20", to: file)
    let good = Self.outcomes(reloader, watcher)
    #expect(good.count == 1)
    guard case .reloaded(file, let effect, []) = good.first else {
      Issue.record("expected a reload, got \(good)")
      return
    }
    #expect(Self.rate(effect) == 20 && Self.rate(reloader.effect(of: file)) == 20)

    try Self.save("birthRate twenty", to: file)
    let broken = Self.outcomes(reloader, watcher)
    #expect(broken.count == 1, "one message per save")
    guard case .failed(file, let message) = broken.first else {
      Issue.record("expected a failure, got \(broken)")
      return
    }
    #expect(message == "\(file):1:1: birthRate: expected a number (keeping the last good effect)")
    #expect(reloader.problem(of: file) == message && Self.rate(reloader.effect(of: file)) == 20)

    try Self.save("birthRate 30", to: file)
    #expect(Self.outcomes(reloader, watcher).count == 1)
    #expect(reloader.problem(of: file) == nil && Self.rate(reloader.effect(of: file)) == 30)
  }

  @Test func aRemovedFileKeepsTheEffectUntilItIsBack() throws {
    let folder = try FileWatcherTests.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/rate.effect"
    try Self.save("birthRate 10", to: file)
    let watcher = FileWatcher()
    let reloader = EffectFileReloader(
      files: [.init(path: file, name: "rate.effect"): try Self.load(file).get()], load: Self.load)
    reloader.watch(with: watcher)

    try FileManager.default.removeItem(atPath: file)
    let removed = Self.outcomes(reloader, watcher)
    guard removed.count == 1, case .failed(file, let message) = removed[0] else {
      Issue.record("expected one failure, got \(removed)")
      return
    }
    #expect(message.hasPrefix("rate.effect: the file was removed"))
    #expect(Self.rate(reloader.effect(of: file)) == 10)

    try Self.save("birthRate 40", to: file)
    #expect(Self.outcomes(reloader, watcher).count == 1)
    #expect(reloader.problem(of: file) == nil && Self.rate(reloader.effect(of: file)) == 40)
  }

  @Test func savingAnImageReloadsTheEffectThatReadsIt() throws {
    let folder = try FileWatcherTests.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/rate.effect"
    let image = folder + "/images/spark.png"
    try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
    try Data([1]).write(to: URL(fileURLWithPath: image))
    try Self.save("birthRate 10 image \(image)", to: file)
    let watcher = FileWatcher()
    let reloader = EffectFileReloader(
      files: [.init(path: file, name: "rate.effect"): try Self.load(file).get()], load: Self.load)
    reloader.watch(with: watcher)

    try Data([2, 3]).write(to: URL(fileURLWithPath: image))
    let outcomes = Self.outcomes(reloader, watcher)
    guard outcomes.count == 1, case .reloaded(file, _, let images) = outcomes[0] else {
      Issue.record("expected one reload, got \(outcomes)")
      return
    }
    #expect(images == [image])
  }

  /// Saves over `path`, renaming a temporary file as editors do, the first 40 bytes of a
  /// 16 × 16 PNG: its header reads, its image does not.
  static func saveTruncatedPNG(to path: URL) throws {
    let temporary = path.deletingLastPathComponent().appendingPathComponent("broken.tmp")
    try EffectReloadWindowTests.saveSprite((20, 20, 255), to: temporary)
    try Data(Data(contentsOf: temporary).prefix(40)).write(to: temporary)
    guard rename(temporary.path, path.path) == 0 else { throw HarnessError("rename failed") }
  }

  /// The real loader of effect files: an image saved broken (its header whole, its data cut)
  /// keeps the last good effect and its textures with one problem; a good image reloads.
  @Test func anImageThatDoesNotDecodeKeepsTheLastGoodEffect() throws {
    let folder = URL(fileURLWithPath: try FileWatcherTests.folder())
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = folder.appendingPathComponent("square.png")
    try EffectReloadWindowTests.saveSprite((255, 20, 20), to: image)
    // Named relative to its folder, as the command line names it.
    let file = URL(fileURLWithPath: "reload-test.json", relativeTo: folder)
    try EffectReloadWindowTests.effect((1, 1, 1), contents: "square.png").write(
      to: file, atomically: true, encoding: .utf8)
    let effect = try EffectSourceFile.load(file, name: "reload-test.json")
    let reloader = EffectFileReloader.forDataEffects(in: [effect])
    let watcher = FileWatcher()
    reloader.watch(with: watcher)
    let path = file.standardizedFileURL.path

    try Self.saveTruncatedPNG(to: image)
    let broken = Self.outcomes(reloader, watcher)
    guard broken.count == 1, case .failed(path, let message) = broken[0] else {
      Issue.record("expected one failure, got \(broken)")
      return
    }
    let reason = "cannot read the image (damaged or truncated; the decoder says"
    #expect(message.hasPrefix("reload-test.json: \(image.standardizedFileURL.path): \(reason)"), "\(message)")
    #expect(message.hasSuffix("(keeping the last good effect)") && !message.contains("\n"), "\(message)")
    #expect(reloader.problem(of: path) == message)
    #expect((reloader.effect(of: path) as? DataEffect)?.file == effect.file)

    try EffectReloadWindowTests.saveSprite((20, 20, 255), to: image)
    let fixed = Self.outcomes(reloader, watcher)
    guard fixed.count == 1, case .reloaded(path, _, let images) = fixed[0] else {
      Issue.record("expected one reload, got \(fixed)")
      return
    }
    #expect(images == [image.standardizedFileURL.path] && reloader.problem(of: path) == nil)
  }

  @Test func aReloadReachesEveryPaneShowingTheFileAndKeepsItsPointers() throws {
    let file = "/effects/rate.effect"
    let first = PreviewEffect(effect: RateEffect(birthRate: 10), file: file)
    let other = PreviewEffect(effect: RateEffect(birthRate: 5))
    let session = PreviewSession(
      effects: [first, other], shown: [first, other, first], seed: 1,
      windowSize: Size(width: 900, height: 300),
      columns: 3, clock: { 0 })
    session.handle(.mouseButton(.left, pressed: true, at: Point(x: 150, y: 150)))
    session.advance(realSeconds: 0.05)
    session.effectFileFailed(file, problem: "broken")
    #expect(session.panes.map { session.reloadProblem(of: $0) } == ["broken", nil, "broken"])

    session.effectFileReloaded(file, to: RateEffect(birthRate: 99))
    #expect(session.panes.map { Self.rate($0.effect) } == [99, 5, 99])
    #expect(session.panes.map { Self.rate($0.host.effect) } == [99, 5, 99])
    #expect(session.panes.map { $0.host.pointerCount } == [1, 1, 1], "the drag goes on")
    #expect(session.panes[0].host.layers[0].emitterCells[0].birthRate == 99)
    #expect(session.panes.allSatisfy { session.reloadProblem(of: $0) == nil })
    #expect(Self.rate(session.effects[0].effect) == 99 && Self.rate(session.effects[1].effect) == 5)
  }
}
