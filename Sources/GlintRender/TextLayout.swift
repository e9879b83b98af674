@preconcurrency internal import CStb
import GlintCore

/// Tiny text for labels and overlays: stb_easy_font turns a string into axis-aligned quads, and
/// each quad becomes one instance of the 1 × 1 "solid" sprite, so text draws with the sprite
/// program in the same upload as the particles.
public enum TextLayout {
  /// Instances spelling `text` with its top-left corner at `origin`; `unit` is points per font
  /// unit (a capital letter is about 7 units tall, a line 12).
  public static func instances(_ text: String, at origin: Point, unit: Float, color: Color)
    -> [SpriteInstance]
  {
    var result: [SpriteInstance] = []
    var scratch: [Float] = []
    append(text, at: origin, unit: unit, color: color, to: &result, scratch: &scratch)
    return result
  }

  /// Appends the instances spelling `text` to `instances`; `scratch` holds stb's vertices and
  /// is reused between calls, so a frame's text allocates nothing once it has grown.
  static func append(
    _ text: String, at origin: Point, unit: Float, color: Color, to instances: inout [SpriteInstance],
    scratch: inout [Float]
  ) {
    var bytes = fontBytes(text)
    // Room for the worst case: stb_easy_font draws a printable character with at most 11 quads
    // of four 16-byte vertices.
    let needed = max(1, bytes.count) * 11 * 16
    if scratch.count < needed { scratch = [Float](repeating: 0, count: needed) }
    // No colour: the instances carry it.
    let quads = scratch.withUnsafeMutableBytes { buffer in
      Int(stb_easy_font_print(0, 0, &bytes, nil, buffer.baseAddress, Int32(needed * 4)))
    }
    for quad in 0..<quads {
      // Four vertices of 16 bytes (x, y, z, colour) each: corners 0 and 2 are opposite.
      let first = quad * 16
      let x0 = scratch[first]
      let y0 = scratch[first + 1]
      let x1 = scratch[first + 8]
      let y1 = scratch[first + 9]
      instances.append(
        SpriteInstance(
          x: origin.x + (x0 + x1) / 2 * unit, y: origin.y + (y0 + y1) / 2 * unit, scale: unit,
          rotation: 0, r: color.red, g: color.green, b: color.blue, a: color.alpha,
          u: 0, v: 0, w: abs(x1 - x0), h: abs(y1 - y0)))
    }
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
