import Foundation

/// Notices when a GLSL file in a folder changes, by polling modification times now and then
/// (cheap, and needs no inotify).
struct ShaderWatcher {
  let directory: URL
  private var stamps: [String: Date] = [:]
  private var lastCheck: Double = -.infinity
  /// Seconds between looks at the folder.
  static let interval = 0.5

  init(directory: URL) {
    self.directory = directory
    stamps = Self.read(directory)
  }

  /// Whether a shader file was added, removed or modified since the last call that said so.
  mutating func changed(now: Double) -> Bool {
    guard now - lastCheck >= Self.interval else { return false }
    lastCheck = now
    let current = Self.read(directory)
    defer { stamps = current }
    return current != stamps
  }

  private static func read(_ directory: URL) -> [String: Date] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var stamps: [String: Date] = [:]
    for name in names where [".vert", ".frag", ".glsl"].contains(where: name.hasSuffix) {
      let path = directory.appendingPathComponent(name).path
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      stamps[name] = attributes?[.modificationDate] as? Date ?? .distantPast
    }
    return stamps
  }
}
