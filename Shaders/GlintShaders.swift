import Foundation

/// Finds the GLSL sources: an installed copy beside the program (`make install` puts
/// <prefix>/bin/glint and <prefix>/share/glint/shaders), else the checkout's Shaders/ folder when
/// there is one (so an edited shader shows without a rebuild), else the copies bundled as resources.
public enum ShaderSources {
  /// The folder that holds the .vert and .frag files.
  public static var directory: URL {
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("share/glint/shaders")
      if FileManager.default.fileExists(atPath: installed.appendingPathComponent("sprite.vert").path) {
        return installed
      }
    }
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
