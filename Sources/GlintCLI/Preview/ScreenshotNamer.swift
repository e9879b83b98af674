import Foundation

/// Picks the next free name glint-screenshot-NNN.png (or STEM-NNN.EXTENSION) in a folder and
/// takes it by making the file there, empty, create-exclusive: two windows saving into one folder
/// at once never pick the same name, so neither writes over the other's file.
struct ScreenshotNamer {
  let directory: String
  let stem: String
  let fileExtension: String
  private var number = 0

  /// The most names tried before giving up (a folder already holding a million of them).
  static let maxNumber = 999_999

  init(directory: String, stem: String = "glint-screenshot", extension fileExtension: String = "png") {
    self.directory = directory
    self.stem = stem
    self.fileExtension = fileExtension
  }

  /// The path of a new empty file with the next free name, now this window's to fill (or to
  /// remove when what was to fill it fails). Throws the reason when no file can be made there.
  mutating func next() throws(OutputPathError) -> String {
    while number < Self.maxNumber {
      number += 1
      let name = String(format: "%03d", number).withCString {
        "\(stem)-\(String(cString: $0)).\(fileExtension)"
      }
      let path = (directory as NSString).appendingPathComponent(name)
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor >= 0 {
        close(descriptor)
        return path
      }
      guard errno == EEXIST else {
        throw OutputPathError(reason: "cannot make \(path): \(OutputPath.reason(errno))")
      }
    }
    throw OutputPathError(reason: "no free name \(stem)-NNN.\(fileExtension) left in \(directory)")
  }
}
