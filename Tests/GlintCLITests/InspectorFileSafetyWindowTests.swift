import Foundation
import GlintCore
import GlintFiles
import GlintRender
import Testing

/// The inspector panel keeps a user's files safe, end to end: a real window under Xvfb, the
/// panel used through its own controls with real X input, checked by the program's screenshots,
/// its stderr and the files on disk.
@Suite(.serialized) struct InspectorFileSafetyWindowTests {
  typealias Panel = InspectorPanelWindowTests

  /// Waits until the program's stderr has a line holding `text`, and gives that line.
  static func waitForError(containing text: String, in folder: URL) throws -> String {
    let err = folder.appendingPathComponent("preview.err")
    for _ in 0..<300 {
      let lines = ((try? String(contentsOf: err, encoding: .utf8)) ?? "").split(separator: "\n")
      if let line = lines.first(where: { $0.contains(text) }) { return String(line) }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw HarnessError("no line holding '\(text)' in \(err.path)")
  }

  /// xdotool command lines: click the panel's Save button.
  static func clickSave(window: String, panelLeft left: Int) -> [[String]] {
    [
      [
        "mousemove", "--window", window, "\(left + Panel.saveButton.x)", "\(Panel.saveButton.y)", "click",
        "1",
      ]
    ]
  }

  @Test func saveOfAnImportedPlistWritesANewEffectFileAndLeavesTheSourceByteForByte() throws {
    let display = try Panel.display()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Galaxy.plist")
    try FileManager.default.copyItem(
      at: InspectorFileSafetyTests.samples.appendingPathComponent("particle-designer/Galaxy.plist"),
      to: source)
    let original = try Data(contentsOf: source)
    let process = try display.launchGlint(
      ["preview", "--effect", "Galaxy.plist", "--size", "900x\(Panel.height)"], in: folder,
      environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
    let window = try display.window(titled: "Glint preview")
    try PreviewWindowTests.waitUntilShowing(in: folder)
    let left = Panel.dotsPanelLeft
    try display.xdotool(Panel.openPanel(window: window, pin: Panel.dotsPin, panelLeft: left))
    try Panel.run(
      display,
      Panel.type("33", atY: try Panel.propertyY("birthRate"), panelLeft: left, window: window)
        + Self.clickSave(window: window, panelLeft: left))
    let line = try Self.waitForError(containing: "glint: saved ", in: folder)
    #expect(try PreviewWindowTests.quit(process, window: window, display: display) == 0)

    #expect(try Data(contentsOf: source) == original)
    #expect(line.contains("as a new effect file") && line.contains("Galaxy.plist"), "\(line)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".json")
    }
    #expect(names.count == 1 && names.first?.hasSuffix("-edited.json") == true, "\(names)")
    let saved = try EffectFile.load(contentsOf: folder.appendingPathComponent(try #require(names.first)))
    #expect(saved.declaration.layers[0].emitterCells[0].birthRate == 33)
  }

  @Test func saveWritesThroughALinkKeepsTheModeAndRefusesAFileChangedOnDisk() throws {
    let display = try Panel.display()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let real = folder.appendingPathComponent("real-dots.json")
    try Panel.dots(id: "test-dots", color: Panel.red).write(to: real, atomically: false, encoding: .utf8)
    #expect(chmod(real.path, 0o600) == 0)
    let link = folder.appendingPathComponent("dots.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real-dots.json")
    let process = try display.launchGlint(
      ["preview", "--effect", "dots.json", "--size", "900x\(Panel.height)"], in: folder)
    let window = try display.window(titled: "Glint preview")
    try PreviewWindowTests.waitUntilShowing(in: folder)
    let (left, birthRate) = (Panel.dotsPanelLeft, try Panel.propertyY("birthRate"))
    try display.xdotool(Panel.openPanel(window: window, pin: Panel.dotsPin, panelLeft: left))
    try Panel.run(
      display,
      Panel.type("50", atY: birthRate, panelLeft: left, window: window)
        + Self.clickSave(window: window, panelLeft: left))
    _ = try Self.waitForError(containing: "glint: saved ", in: folder)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real-dots.json")
    #expect(try String(contentsOf: real, encoding: .utf8).contains("\"birthRate\": 50"))
    let mode = try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? NSNumber
    #expect(mode?.intValue == 0o600)
    // An editor's newer version, broken and with a member Glint does not know, then Save again.
    let newer =
      "{ \"$schema\": \"../docs/effect.schema.json\", \"version\": 1, \"id\": \"test-dots\", \"layers\": ["
    try newer.write(to: link, atomically: false, encoding: .utf8)
    try Panel.run(
      display,
      Panel.type("60", atY: birthRate, panelLeft: left, window: window)
        + Self.clickSave(window: window, panelLeft: left))
    let refusal = try Self.waitForError(containing: "changed on disk", in: folder)
    #expect(try PreviewWindowTests.quit(process, window: window, display: display) == 0)

    #expect(refusal.contains("dots.json") && refusal.contains("the edits are kept"), "\(refusal)")
    #expect(try String(contentsOf: real, encoding: .utf8) == newer)
  }

  @Test func editsAndUndoOutliveATouchAndAChangeOfContentIsOneUndoAway() throws {
    let display = try Panel.display()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (process, window, file) = try Panel.previewRedDots(on: display, in: folder)
    let (left, pin) = (Panel.dotsPanelLeft, Panel.dotsPin)
    let nothing: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool = { !PreviewWindowTests.isBackground($0) }
    // Birth rate 0: the dots die out. Then the file is touched: the edit stays.
    try display.xdotool(Panel.openPanel(window: window, pin: pin, panelLeft: left))
    try Panel.run(
      display, Panel.type("0", atY: try Panel.propertyY("birthRate"), panelLeft: left, window: window))
    try InspectorFileSafetyTests.touch(file.path)
    try display.xdotool(Panel.capture(window: window, after: 1.5))
    let touched = try Panel.screenshot(1, in: folder)
    // An editor saves green dots: they replace the edit...
    let temporary = folder.appendingPathComponent("edit.tmp")
    try Panel.dots(id: "test-dots", color: Panel.green).write(
      to: temporary, atomically: false, encoding: .utf8)
    #expect(rename(temporary.path, file.path) == 0)
    _ = try PreviewWindowTests.waitForLine("glint: reloaded ", in: folder, file: "preview.err")
    try display.xdotool(Panel.capture(window: window))
    let changed = try Panel.screenshot(2, in: folder)
    // ...which Ctrl+Z brings back, and Ctrl+Z again takes back as before the change.
    try display.xdotool(["key", "--window", window, "ctrl+z"] + Panel.capture(window: window))
    let undone = try Panel.screenshot(3, in: folder)
    try display.xdotool(["key", "--window", window, "ctrl+z"] + Panel.capture(window: window))
    let undoneTwice = try Panel.screenshot(4, in: folder)
    #expect(try PreviewWindowTests.quit(process, window: window, display: display) == 0)

    #expect(Panel.count(touched, around: pin, nothing) == 0)
    #expect(Panel.count(changed, around: pin, Panel.isGreen) > 400)
    // The panel says so at its foot, in the colour of edits.
    let foot = (x: left + 190, y: Panel.height - 50)
    let said = { (image: RenderedImage) in
      Panel.count(image, around: foot, reach: 50) { $0.r > 200 && $0.g > 170 && $0.g < 230 && $0.b < 120 }
    }
    #expect(said(changed) > 20 && said(touched) == 0)
    #expect(Panel.count(undone, around: pin, nothing) == 0)
    #expect(Panel.count(undoneTwice, around: pin, Panel.isRed) > 400)
  }

  /// A Swift effect's "Save as" goes to Effects/ in the current folder, made when missing.
  @Test func saveAsOfASwiftEffectWritesIntoEffectsInTheCurrentFolder() throws {
    let display = try Panel.display()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = try display.launchGlint(
      ["preview", "--effect", "sparkle-trail", "--size", "900x\(Panel.height)"], in: folder)
    let window = try display.window(titled: "Glint preview")
    try PreviewWindowTests.waitUntilShowing(in: folder)
    let left = Panel.dotsPanelLeft
    try display.xdotool(
      Panel.openPanel(window: window, pin: Panel.dotsPin, panelLeft: left) + [
        "mousemove", "--window", window, "\(left + Panel.saveAsButton.x)", "\(Panel.saveAsButton.y)", "click",
        "1",
      ])
    let line = try Self.waitForError(containing: "glint: saved ", in: folder)
    #expect(try PreviewWindowTests.quit(process, window: window, display: display) == 0)
    #expect(line.hasSuffix("/Effects/sparkle-trail-edited.json"), "\(line)")
    let saved = folder.appendingPathComponent("Effects/sparkle-trail-edited.json")
    #expect(try EffectFile.load(contentsOf: saved).info.id == "sparkle-trail-edited")
  }
}
