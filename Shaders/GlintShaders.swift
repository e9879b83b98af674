import Foundation

/// Finds the GLSL sources: the checkout's Shaders/ folder when the program runs from one (so an
/// edited shader shows without a rebuild), otherwise the copies bundled as resources.
public enum ShaderSources {
  /// The folder that holds the .vert and .frag files.
  public static var directory: URL {
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    if FileManager.default.fileExists(atPath: checkout.appendingPathComponent("sprite.vert").path) {
      return checkout
    }
    return Bundle.module.resourceURL ?? checkout
  }

  /// The URL of one shader file, e.g. `url(named: "sprite.vert")`.
  public static func url(named name: String) -> URL {
    directory.appendingPathComponent(name)
  }
}
