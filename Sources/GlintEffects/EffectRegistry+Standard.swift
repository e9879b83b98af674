import Foundation
import GlintCore

extension EffectRegistry {
  /// A registry of every effect module in Plugins/, found at build time, each with the folder of
  /// its images (`EffectImages.folder(module:checkout:)`); it throws only when two modules share
  /// an id or one is malformed.
  public static func standard() throws(RegistryError) -> EffectRegistry {
    let folders = effectImageFolders
    return try EffectRegistry(
      zip(effectModules, folders).map { effect, folder in
        effect.withImages(in: EffectImages.folder(module: folder.module, checkout: folder.checkout))
      })
  }
}

/// Where the images an effect module ships (Plugins/<Name>/Resources) are found at run time.
public enum EffectImages {
  /// `make install` puts them in <prefix>/share/glint/effects/<Name>, beside <prefix>/bin/glint:
  /// that copy wins when the running program has one; otherwise the checkout's folder, recorded
  /// when the registry was generated (so `swift run`, the built program and a package that
  /// depends on Glint all find them in place).
  public static func folder(module: String, checkout: String) -> String {
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("share/glint/effects").appendingPathComponent(module)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: installed.path, isDirectory: &isFolder), isFolder.boolValue {
        return installed.path
      }
    }
    return checkout
  }
}
