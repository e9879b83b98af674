@preconcurrency import CStb
import GlintCore

/// Tiny text for labels and overlays: stb_easy_font turns a string into axis-aligned quads, and
/// each quad becomes one instance of the 1 × 1 "solid" sprite, so text draws with the sprite
/// program in one batch.
public enum TextLayout {
  /// Instances spelling `text` with its top-left corner at `origin`; `unit` is points per font
  /// unit (a capital letter is about 7 units tall, a line 12).
  public static func instances(_ text: String, at origin: Point, unit: Float, color: Color)
    -> [SpriteInstance]
  {
    var bytes = fontBytes(text)
    // Room for the worst case: stb_easy_font draws a printable character with at most 11 quads
    // of four 16-byte vertices.
    var vertices = [Float](repeating: 0, count: max(1, text.utf8.count) * 11 * 16)
    var noColor: [UInt8] = [255, 255, 255, 255]
    let quads = vertices.withUnsafeMutableBytes { buffer in
      Int(stb_easy_font_print(0, 0, &bytes, &noColor, buffer.baseAddress, Int32(buffer.count)))
    }
    var result: [SpriteInstance] = []
    result.reserveCapacity(quads)
    for quad in 0..<quads {
      // Four vertices of 16 bytes (x, y, z, colour) each: corners 0 and 2 are opposite.
      let first = quad * 16
      let x0 = vertices[first]
      let y0 = vertices[first + 1]
      let x1 = vertices[first + 8]
      let y1 = vertices[first + 9]
      result.append(
        SpriteInstance(
          x: origin.x + (x0 + x1) / 2 * unit, y: origin.y + (y0 + y1) / 2 * unit, scale: unit,
          rotation: 0, r: color.red, g: color.green, b: color.blue, a: color.alpha,
          u: 0, v: 0, w: abs(x1 - x0), h: abs(y1 - y0)))
    }
    return result
  }

  /// `text` as the C string stb_easy_font reads: it only knows printable ASCII (and indexes its
  /// tables past their end for other bytes), so anything else becomes '?'.
  private static func fontBytes(_ text: String) -> [CChar] {
    text.unicodeScalars.map { scalar in
      (32...126).contains(scalar.value) || scalar == "\n" ? CChar(scalar.value) : CChar(UInt8(ascii: "?"))
    } + [0]
  }

  /// The size `text` takes at `unit` points per font unit.
  public static func size(_ text: String, unit: Float) -> Size {
    var bytes = fontBytes(text)
    return Size(
      width: Float(stb_easy_font_width(&bytes)) * unit,
      height: Float(stb_easy_font_height(&bytes)) * unit)
  }
}

extension SpriteRenderer {
  /// Draws `text` source-over with its top-left corner at `origin` (points).
  public func drawText(_ text: String, at origin: Point, unit: Float = 2, color: Color = .white) {
    let instances = TextLayout.instances(text, at: origin, unit: unit, color: color)
    draw(instances, batches: [DrawBatch(sprite: "solid", additive: false, range: 0..<instances.count)])
  }
}
