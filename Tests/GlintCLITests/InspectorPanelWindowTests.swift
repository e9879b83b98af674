import Foundation
import GlintCore
import GlintFiles
import GlintRender
import Testing

/// The inspector panel end to end: a real window under Xvfb, the panel opened with I and used
/// through its own controls with real X input (xdotool clicks, drags and typing), checked by
/// the program's own screenshots and the files it writes.
@Suite(.serialized) struct InspectorPanelWindowTests {
  /// A one-cell effect: big red dots around the pointer that live 0.4 s.
  static func dots(id: String, color: String) -> String {
    """
    {
      "version": 1,
      "id": "\(id)",
      "name": "Dots \(id)",
      "layers": [
        {
          "capacity": 2000,
          "emitterCells": [
            {
              "name": "dot",
              "birthRate": 200,
              "lifetime": 0.4,
              "velocity": 60,
              "emissionRange": 6.2831855,
              "scale": 1,
              "color": \(color),
              "contents": "dot"
            }
          ]
        }
      ]
    }
    """
  }

  static let red = "[1, 0.2, 0.2, 1]"
  static let green = "[0.2, 1, 0.2, 1]"

  // Where the panel's controls are, from its left edge (x) and the window's top (y), in points:
  // ImGui's layout with its default font and style is fixed, and nothing above the properties
  // moves (the messages sit at the panel's foot).
  static let cellRow = (x: 60, y: 170)
  static let saveButton = (x: 221, y: 71)
  static let saveAsButton = (x: 275, y: 71)
  /// The first property's row; each row is 23 points high.
  static let firstPropertyY = 290
  static let numberField = 175
  static let colorRed = 27
  static let colorGreen = 72

  /// The window's height: tall enough for the panel to show a cell's first 36 properties.
  static let height = 1250

  /// The row of a cell's property `name` (the rows follow the effect file's field table).
  static func propertyY(_ name: String) throws -> Int {
    let index = try #require(CellDeclaration.editableFields.firstIndex { $0.name == name })
    try #require(index <= 36, "the property \(name) is below the panel's first screen")
    return firstPropertyY + 23 * index
  }

  /// A private X server with room for the tall window.
  static func display() throws -> XvfbDisplay { try XvfbDisplay(width: 1280, height: height + 50) }

  static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
    p.r > 150 && p.g < 110 && p.b < 110
  }
  static func isGreen(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
    p.g > 150 && p.r < 110 && p.b < 110
  }

  /// How many pixels of `image` within `reach` points of `center` pass `test`.
  static func count(
    _ image: RenderedImage, around center: (x: Int, y: Int), reach: Int = 90,
    _ test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool
  ) -> Int {
    var found = 0
    for y in max(0, center.y - reach)..<min(image.height, center.y + reach) {
      for x in max(0, center.x - reach)..<min(image.width, center.x + reach)
      where test(image.pixel(x: x, y: y)) {
        found += 1
      }
    }
    return found
  }

  /// Starts a preview of red dots from `dots.json` in `folder`, 900 points wide, and waits until
  /// it shows.
  static func previewRedDots(on display: XvfbDisplay, in folder: URL) throws -> (
    process: Process, window: String, file: URL
  ) {
    let file = folder.appendingPathComponent("dots.json")
    try dots(id: "test-dots", color: red).write(to: file, atomically: true, encoding: .utf8)
    let process = try display.launchGlint(
      ["preview", "--effect", "dots.json", "--size", "900x\(height)"], in: folder)
    let window = try display.window(titled: "Glint preview")
    try PreviewWindowTests.waitUntilShowing(in: folder)
    return (process, window, file)
  }
  /// Where that preview's panel begins, and where its tests pin a pointer.
  static let dotsPanelLeft = 900 - 380
  static let dotsPin = (x: 260, y: 450)

  /// Waits for the program's `number`-th screenshot (1 up) and reads it.
  static func screenshot(_ number: Int, in folder: URL) throws -> RenderedImage {
    let name = String(format: "glint-screenshot-%03d.png", number)
    let path = try PreviewWindowTests.waitForLine("screenshot: \(folder.path)/\(name)", in: folder)
    #expect(path.isEmpty)
    return try RenderedImage.readPNG(path: folder.appendingPathComponent(name).path)
  }

  /// Runs xdotool once per command line (its `type` takes every word after it as text).
  static func run(_ display: XvfbDisplay, _ lines: [[String]]) throws {
    for line in lines { try display.xdotool(line) }
  }

  /// xdotool command lines: click the typed field of property `y` in the panel at `left`, type
  /// `text` and press Enter.
  static func type(_ text: String, atY y: Int, panelLeft left: Int, window: String) -> [[String]] {
    [
      ["mousemove", "--window", window, "\(left + numberField)", "\(y)", "click", "1", "sleep", "0.3"],
      ["type", "--window", window, "--delay", "60", text],
      ["key", "--window", window, "Return", "sleep", "0.3"],
    ]
  }

  /// Opens the panel, pins a pointer at `pin` and selects the effect's cell in the panel.
  static func openPanel(window: String, pin: (x: Int, y: Int), panelLeft left: Int) -> [String] {
    [
      "key", "--window", window, "i", "sleep", "0.3",
      "mousemove", "--window", window, "\(pin.x)", "\(pin.y)", "click", "3", "sleep", "0.2",
      "mousemove", "--window", window, "\(left + cellRow.x)", "\(cellRow.y)", "click", "1", "sleep", "0.3",
    ]
  }

  static func capture(window: String, after seconds: Double = 0.8) -> [String] {
    ["sleep", "\(seconds)", "key", "--window", window, "s"]
  }

  @Test func thePanelsControlsChangeBirthRateAndColourUndoRestoresAndSaveWritesTheFile() throws {
    let display = try Self.display()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (process, window, file) = try Self.previewRedDots(on: display, in: folder)
    let (left, pin) = (Self.dotsPanelLeft, Self.dotsPin)
    let birthRate = try Self.propertyY("birthRate")
    let color = try Self.propertyY("color")

    try display.xdotool(
      Self.openPanel(window: window, pin: pin, panelLeft: left) + Self.capture(window: window))
    let opened = try Self.screenshot(1, in: folder)
    // Birth rate 0, typed into its field: the dots die out.
    try Self.run(
      display,
      Self.type("0", atY: birthRate, panelLeft: left, window: window) + [Self.capture(window: window)])
    let stopped = try Self.screenshot(2, in: folder)
    // Ctrl+Z gives the birth rate back.
    try display.xdotool(["key", "--window", window, "ctrl+z"] + Self.capture(window: window))
    let undone = try Self.screenshot(3, in: folder)
    // The colour's red dragged to 0 and its green to 255 in the colour control.
    try display.xdotool(
      [
        "mousemove", "--window", window, "\(left + Self.colorRed)", "\(color)", "mousedown", "1",
        "mousemove", "--window", window, "\(left + Self.colorRed - 300)", "\(color)", "mouseup", "1", "sleep",
        "0.2",
        "mousemove", "--window", window, "\(left + Self.colorGreen)", "\(color)", "mousedown", "1",
        "mousemove", "--window", window, "\(left + Self.colorGreen + 300)", "\(color)", "mouseup", "1",
      ] + Self.capture(window: window))
    let recoloured = try Self.screenshot(4, in: folder)
    // And typed birth rate 50, then Save.
    try Self.run(
      display,
      Self.type("50", atY: birthRate, panelLeft: left, window: window) + [
        [
          "mousemove", "--window", window, "\(left + Self.saveButton.x)", "\(Self.saveButton.y)", "click",
          "1",
        ]
      ])
    _ = try PreviewWindowTests.waitForLine("glint: saved ", in: folder, file: "preview.err")
    #expect(try PreviewWindowTests.quit(process, window: window, display: display) == 0)

    // The panel shows beside the pane (its window background is not the pane's).
    #expect(!PreviewWindowTests.isBackground(opened.pixel(x: left + 5, y: 8)))
    #expect(Self.count(opened, around: pin, Self.isRed) > 400)
    #expect(Self.count(stopped, around: pin) { !PreviewWindowTests.isBackground($0) } == 0)
    #expect(Self.count(undone, around: pin, Self.isRed) > 400)
    #expect(Self.count(recoloured, around: pin, Self.isGreen) > 400)
    #expect(Self.count(recoloured, around: pin, Self.isRed) == 0)

    // The file saved holds the edits, keeps the rest, and loads to the particles of the same
    // effect written by hand.
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(saved.contains("\"birthRate\": 50"), "\(saved)")
    #expect(saved.contains("\"lifetime\": 0.4"))
    let expected = folder.appendingPathComponent("expected.json")
    try Self.dots(id: "test-dots", color: "[0, 1, 0.2, 1]").replacingOccurrences(
      of: "\"birthRate\": 200", with: "\"birthRate\": 50"
    ).write(to: expected, atomically: true, encoding: .utf8)
    var dumps: [Data] = []
    for (effect, dump) in [("dots.json", "saved-dump.json"), ("expected.json", "expected-dump.json")] {
      let run = try GlintProcess.run(
        ["simulate", "--effect", effect, "--gesture", "hold", "--dump", dump, "--dump-at", "1"], in: folder)
      #expect(run.status == 0, "\(run.stderr)")
      dumps.append(try Data(contentsOf: folder.appendingPathComponent(dump)))
    }
    #expect(dumps[0].count > 100 && dumps[0] == dumps[1])
  }

  /// "Save as" writes a new file beside the old one and the pane follows it: an editor's save
  /// of the new file shows in the window.
  @Test func aFileWrittenBySaveAsReloadsWhenAnEditorSavesIt() throws {
    let display = try Self.display()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (process, window, _) = try Self.previewRedDots(on: display, in: folder)
    let (left, pin) = (Self.dotsPanelLeft, Self.dotsPin)
    try display.xdotool(
      Self.openPanel(window: window, pin: pin, panelLeft: left) + Self.capture(window: window, after: 0.3) + [
        "mousemove", "--window", window, "\(left + Self.saveAsButton.x)", "\(Self.saveAsButton.y)", "click",
        "1",
      ])
    let opened = try Self.screenshot(1, in: folder)
    let saved = folder.appendingPathComponent("test-dots-edited.json")
    let path = try PreviewWindowTests.waitForLine("glint: saved ", in: folder, file: "preview.err")
    #expect(path.hasSuffix("/test-dots-edited.json"), "\(path)")
    // An editor saves the new file in green: a new file renamed over it.
    let temporary = folder.appendingPathComponent("edit.tmp")
    try Self.dots(id: "test-dots-edited", color: Self.green).write(
      to: temporary, atomically: false, encoding: .utf8)
    #expect(rename(temporary.path, saved.path) == 0)
    _ = try PreviewWindowTests.waitForLine("glint: reloaded ", in: folder, file: "preview.err")
    try display.xdotool(Self.capture(window: window))
    let reloaded = try Self.screenshot(2, in: folder)
    #expect(try PreviewWindowTests.quit(process, window: window, display: display) == 0)
    #expect(Self.count(opened, around: pin, Self.isRed) > 400)
    #expect(Self.count(reloaded, around: pin, Self.isGreen) > 400)
    #expect(Self.count(reloaded, around: pin, Self.isRed) == 0)
  }

  /// A number typed past a 32-bit float's range reaches the inspector as typed and is clamped
  /// to the field's limit, as a file's would be: Save writes the limit.
  @Test func aNumberTypedPastAFloatsRangeIsClampedToTheFieldsLimit() throws {
    let display = try Self.display()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (process, window, file) = try Self.previewRedDots(on: display, in: folder)
    let left = Self.dotsPanelLeft
    try display.xdotool(Self.openPanel(window: window, pin: Self.dotsPin, panelLeft: left))
    try Self.run(
      display,
      Self.type("1e39", atY: try Self.propertyY("birthRate"), panelLeft: left, window: window) + [
        [
          "mousemove", "--window", window, "\(left + Self.saveButton.x)", "\(Self.saveButton.y)", "click",
          "1",
        ]
      ])
    _ = try PreviewWindowTests.waitForLine("glint: saved ", in: folder, file: "preview.err")
    #expect(try PreviewWindowTests.quit(process, window: window, display: display) == 0)
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(saved.contains("\"birthRate\": 100000,"), "\(saved)")
  }

  @Test func aBrokenExternalEditKeepsTheLastGoodStateAndShowsTheErrorInThePanel() throws {
    let display = try Self.display()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (process, window, file) = try Self.previewRedDots(on: display, in: folder)
    let (left, pin) = (Self.dotsPanelLeft, Self.dotsPin)
    try display.xdotool(Self.openPanel(window: window, pin: pin, panelLeft: left))
    try "{ \"version\": 1, \"layers\": [ {".write(to: file, atomically: true, encoding: .utf8)
    let problem = try PreviewWindowTests.waitForLine("glint: ", in: folder, file: "preview.err")
    try display.xdotool(Self.capture(window: window, after: 0.5))
    let broken = try Self.screenshot(1, in: folder)
    #expect(try PreviewWindowTests.quit(process, window: window, display: display) == 0)

    #expect(problem.contains("dots.json"))
    // The effect runs on as it was, and the panel still shows the cell's properties...
    #expect(Self.count(broken, around: pin, Self.isRed) > 400)
    let field = (x: left + Self.numberField, y: try Self.propertyY("birthRate"))
    #expect(!PreviewWindowTests.isBackground(broken.pixel(x: field.x, y: field.y)))
    // ...with the error in its own colour at the panel's foot.
    let errorPixels = Self.count(broken, around: (x: left + 190, y: Self.height - 50), reach: 50) { pixel in
      pixel.r > 180 && pixel.g > 50 && pixel.g < 140 && pixel.b > 40 && pixel.b < 130
    }
    #expect(errorPixels > 20)
  }

  @Test func eachPaneHasItsOwnInspectorAndTypingInThePanelDoesNotReachThePreview() throws {
    let display = try Self.display()
    let folder = try GlintProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.dots(id: "test-red", color: Self.red).write(
      to: folder.appendingPathComponent("red.json"), atomically: true, encoding: .utf8)
    try Self.dots(id: "test-green", color: Self.green).write(
      to: folder.appendingPathComponent("green.json"), atomically: true, encoding: .utf8)
    let process = try display.launchGlint(
      ["compare", "red.json", "green.json", "--size", "1000x\(Self.height)"], in: folder)
    let window = try display.window(titled: "Glint compare")
    try PreviewWindowTests.waitUntilShowing(in: folder)
    // With the panel shown the panes share 620 points: 310 each.
    let left = 1000 - 380
    let pins = [(x: 155, y: 450), (x: 465, y: 450)]
    let birthRate = try Self.propertyY("birthRate")
    // Over the first pane, then into the panel: its inspector is the first pane's. Typing "20"
    // there does not reach the preview, where 2 would switch the pane to the green effect.
    try Self.run(
      display,
      [
        Self.openPanel(window: window, pin: pins[0], panelLeft: left)
          + ["mousemove", "--window", window, "155", "300", "sleep", "0.2"]
          + ["mousemove", "--window", window, "\(left + Self.cellRow.x)", "\(Self.cellRow.y)", "click", "1"]
      ] + Self.type("20", atY: birthRate, panelLeft: left, window: window) + [Self.capture(window: window)])
    let typed = try Self.screenshot(1, in: folder)
    // Over the second pane, then into the panel: birth rate 0 stops the second pane only.
    try Self.run(
      display,
      [
        ["mousemove", "--window", window, "465", "300", "sleep", "0.2"]
          + ["mousemove", "--window", window, "\(left + Self.cellRow.x)", "\(Self.cellRow.y)", "click", "1"]
      ] + Self.type("0", atY: birthRate, panelLeft: left, window: window) + [Self.capture(window: window)])
    let stopped = try Self.screenshot(2, in: folder)
    #expect(try PreviewWindowTests.quit(process, window: window, display: display) == 0)

    #expect(Self.count(typed, around: pins[0], Self.isRed) > 100)
    #expect(Self.count(typed, around: pins[0], Self.isGreen) == 0)
    #expect(Self.count(typed, around: pins[1], Self.isGreen) > 400)
    #expect(Self.count(stopped, around: pins[0], Self.isRed) > 100)
    #expect(Self.count(stopped, around: pins[1]) { !PreviewWindowTests.isBackground($0) } == 0)
  }
}
