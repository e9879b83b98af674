import Foundation

/// A bitmap as a cell's `contents` takes it: the image's name, which the renderer looks up in
/// the effect's Resources folder (then among the built-in sprites, then as a path).
public final class CGImage: Sendable {
  let source: String
  init(source: String) { self.source = source }
}

/// UIKit's image: a name the renderer resolves. Glint cannot draw images in code, so only named
/// images and files exist.
open class UIImage: @unchecked Sendable {
  public let cgImage: CGImage?

  /// The image `name` of the effect's Resources folder (`spark`, `spark.png`); whether the file
  /// exists is known when it is drawn, so this never fails (a missing image is drawn as the
  /// built-in spark, with a warning naming it).
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    cgImage = CGImage(source: name)
  }
  public init?(named name: String, in bundle: Bundle?, compatibleWith traits: Any?) {
    guard !name.isEmpty else { return nil }
    cgImage = CGImage(source: name)
  }
  public init?(contentsOfFile path: String) {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    cgImage = CGImage(source: path)
  }
  public init(cgImage: CGImage) { self.cgImage = cgImage }
}
