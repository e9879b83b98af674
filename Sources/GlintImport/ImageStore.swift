import Foundation

/// Where an importer puts the textures it decodes (embedded images, TIFFs, images that are not
/// square), as PNG files an effect file can name.
///
/// `glint import --out FILE` writes them beside FILE; an effect loaded straight from its source
/// (`glint preview --effect Galaxy.plist`) keeps them in a cache folder
/// (`$XDG_CACHE_HOME/glint/imported`, by default `~/.cache/glint/imported`). Each file's name holds
/// a hash of its pixels, so two sources whose textures share a name never share a file (the cache
/// clash of cocos2d-x #11551), and loading the same source again writes nothing new.
public struct ImageStore: Sendable {
  /// The folder the PNG files go into (made when the first one is written).
  public var folder: URL

  public init(folder: URL) { self.folder = folder }

  /// The cache folder for effects imported as they are loaded.
  public static var cache: ImageStore {
    let environment = ProcessInfo.processInfo.environment
    let base: URL
    if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
      base = URL(fileURLWithPath: cacheHome, isDirectory: true)
    } else {
      let home = environment["HOME"] ?? NSTemporaryDirectory()
      base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache")
    }
    return ImageStore(folder: base.appendingPathComponent("glint/imported", isDirectory: true))
  }

  /// Writes `png` as `<stem>-<hash>.png` and gives its absolute path; throws a one-line reason.
  func store(png: Data, stem: String) throws(ImageStoreError) -> String {
    let url = folder.appendingPathComponent("\(stem)-\(Self.hash(png)).png")
    if let existing = FileManager.default.contents(atPath: url.path), existing == png { return url.path }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try png.write(to: url, options: .atomic)
    } catch {
      throw ImageStoreError(reason: "cannot write \(url.path)")
    }
    return url.path
  }

  /// FNV-1a over the bytes, as 8 hex digits: names a file by its content.
  static func hash(_ bytes: Data) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(UInt32(truncatingIfNeeded: value ^ (value >> 32)), radix: 16).leftPadded(to: 8)
  }
}

/// A texture that could not be written; the import goes on with a built-in sprite.
struct ImageStoreError: Error {
  var reason: String
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
