import GlintCore
import GlintRender

/// What `glint render` draws at a time: one effect filling the picture, or a contact sheet of
/// labelled panes, one per effect, all on the same gesture. Stills, sequences and clips all draw
/// through it, so a clip's frame is the picture `--at` that time gives.
final class RenderStage {
  let pane: Size
  let columns: Int
  private let scenes: [Scene]
  /// The panes' labels, or nil for one effect filling the picture.
  private let labels: [String]?

  static let sheetBackground = Color(red: 0.3, green: 0.3, blue: 0.35)

  /// One effect filling the picture.
  init(effect: any Effect, script: GestureScript, seed: UInt32) {
    pane = script.size
    columns = 1
    scenes = [Scene(effect: effect, script: script, seed: seed)]
    labels = nil
  }

  /// A sheet of `effects`, `columns` panes a row.
  init(sheet effects: [any Effect], columns: Int, script: GestureScript, seed: UInt32) {
    pane = script.size
    self.columns = columns
    scenes = effects.map { Scene(effect: $0, script: script, seed: seed) }
    labels = effects.map(\.info.name)
  }

  /// Advances every scene to `time` (never back) and draws them into `target`.
  func draw(at time: Double, on target: OffscreenRenderer, background: Color) {
    guard let labels else {
      scenes[0].advance(to: time)
      target.begin(background: background)
      scenes[0].draw(with: target.renderer)
      return
    }
    target.begin(background: Self.sheetBackground)
    for (index, scene) in scenes.enumerated() {
      let place = Rect(
        x: Float(index % columns) * pane.width, y: Float(index / columns) * pane.height,
        width: pane.width, height: pane.height)
      scene.advance(to: time)
      target.begin(pane: place, background: background)
      scene.draw(with: target.renderer)
      target.renderer.drawText(labels[index], at: Point(x: 6, y: 6), unit: 2)
      drawFrame(with: target.renderer)
    }
  }

  /// A one-point grey border round the current pane, so the sheet's panes read apart.
  private func drawFrame(with renderer: SpriteRenderer) {
    let grey = Self.sheetBackground
    func bar(_ x: Float, _ y: Float, _ w: Float, _ h: Float) -> SpriteInstance {
      SpriteInstance(
        x: x, y: y, scale: 1, rotation: 0, r: grey.red, g: grey.green, b: grey.blue, a: 1, u: 0, v: 0, w: w,
        h: h)
    }
    let (w, h) = (pane.width, pane.height)
    let bars = [
      bar(w / 2, 0.5, w, 1), bar(w / 2, h - 0.5, w, 1), bar(0.5, h / 2, 1, h), bar(w - 0.5, h / 2, 1, h),
    ]
    renderer.draw(bars, batches: [DrawBatch(sprite: "solid", additive: false, range: 0..<bars.count)])
  }
}

/// One effect driven by a gesture on a canvas of the gesture's size, stepped at 60 Hz up to the
/// time asked for.
final class Scene {
  let host: PointerHost
  var player: GesturePlayer
  let buffer = InstanceBuffer(capacity: 1024)
  private var time: Double = 0

  init(effect: any Effect, script: GestureScript, seed: UInt32) {
    host = PointerHost(effect: effect, seed: seed)
    host.canvas = Rect(origin: .zero, size: script.size)
    player = GesturePlayer(script: script)
    player.advance(host, to: 0)
  }

  /// Steps on to `target` (never back).
  func advance(to target: Double) {
    let step = 1.0 / 60
    while time + step < target {
      time = (((time + step) / step).rounded() * step)
      player.advance(host, to: time)
    }
    if target > time {
      time = target
      player.advance(host, to: time)
    }
  }

  func draw(with renderer: SpriteRenderer) {
    buffer.fill(from: host.layers)
    renderer.draw(buffer)
  }
}
