import FuzzDriver
import GlintRender

/// Sprite images: any bytes through `SpriteImage.decode` (the PNG check, stb_image's PNG decoder
/// and the premultiplication), as `SpriteImage.load(path:)` reads a sprite file. A decoded sprite
/// must hold exactly width × height RGBA pixels, no side over the limit, no colour above its alpha.
func fuzzImages(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = [UInt8](UnsafeBufferPointer(start: data, count: count))
  guard let image = try? SpriteImage.decode(bytes, source: "fuzz.png") else { return 0 }
  guard (1...SpriteImage.maxSide).contains(image.width), (1...SpriteImage.maxSide).contains(image.height),
    image.pixels.count == image.width * image.height * 4
  else {
    fatalError("decoded \(image.width) × \(image.height) with \(image.pixels.count) bytes")
  }
  for i in stride(from: 0, to: image.pixels.count, by: 4) {
    let alpha = image.pixels[i + 3]
    guard image.pixels[i] <= alpha, image.pixels[i + 1] <= alpha, image.pixels[i + 2] <= alpha else {
      fatalError("pixel \(i / 4) is not premultiplied")
    }
  }
  return 0
}

@main
enum FuzzImages {
  static func main() { runFuzzer(fuzzImages) }
}
