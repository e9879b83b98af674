import Foundation
import GlintCore
import GlintFiles
import GlintRender

extension Inspector {
  /// Writes the effect the pane runs to its file, in place: only the members edited change, and
  /// the author's key order, formatting and unknown members (`$schema`) stay (see
  /// `EffectFile.editedText`). The file reloads to exactly what the pane runs. Written to a
  /// new file beside it, then moved over it, so a failed write loses nothing.
  @discardableResult
  func save() throws(InspectorError) -> URL {
    guard let file, let current else {
      throw InspectorError("'\(effectInfo.id)' is not from an effect file: save it as a new one")
    }
    if let readOnlyReason { throw InspectorError(readOnlyReason) }
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    let original =
      (try? EffectFile.decode(Data(text.utf8), file: file.path, url: file))?.declaration
      ?? baseline?.declaration ?? current.declaration
    let edited = EffectFile.editedText(text, from: original, to: current.declaration, url: file)
    try Self.replace(file, with: edited)
    saved(try Self.load(file, as: current.declaration), to: file)
    return file
  }

  /// Writes the effect the pane runs as a new effect file in `folder` (`Effects/`), named by
  /// `id` (by default the effect's id and "-edited", numbered when that is taken), and from
  /// then on inspects that file: a Swift effect becomes a data effect to go on tuning, and the
  /// pane reloads when the file is saved from outside too. Refuses to overwrite a file.
  @discardableResult
  func saveAs(in folder: URL, id: String? = nil) throws(InspectorError) -> URL {
    guard var declaration = current?.declaration else {
      throw InspectorError("the pane's effect cannot be inspected")
    }
    if let readOnlyReason { throw InspectorError(readOnlyReason) }
    let newID = id ?? freeID(for: declaration.info.id, in: folder)
    guard EffectRegistry.isKebabCase(newID) else {
      throw InspectorError("'\(newID)' is not kebab-case (lower-case words joined by '-')")
    }
    guard !takenIDs.contains(newID) || newID == declaration.info.id && file != nil else {
      throw InspectorError("the id '\(newID)' is taken by another effect")
    }
    let url = folder.appendingPathComponent(newID + ".json")
    guard !FileManager.default.fileExists(atPath: url.path) else {
      throw InspectorError("\(url.path): already exists; choose another name")
    }
    if newID != declaration.info.id {
      declaration.info.id = newID
      declaration.info.name += " (edited)"
    }
    Self.pointAtOwnImages(&declaration, from: folder)
    do throws(OutputPathError) {
      try OutputPath.write(EffectFile.text(of: declaration, imagesRelativeTo: folder).utf8, to: url.path)
    } catch {
      throw InspectorError("\(url.path): cannot write: \(error)")
    }
    let version = try Self.load(url, as: declaration)
    saved(version, to: url)
    pane.adopt(file: url.standardizedFileURL.path)
    if let effect = version.effect as? DataEffect { session?.filesSavedAs.append(effect) }
    return url
  }

  /// Turns each image a cell names from the effect's image folder (a Swift effect's
  /// `Resources/`, or the old file's folder) into a path from `folder`, where the new file goes,
  /// so the file draws the same sprites.
  static func pointAtOwnImages(_ effect: inout DeclaredEffect, from folder: URL) {
    guard let images = effect.imageFolder?.path else { return }
    let imageFolder = URL(fileURLWithPath: images, isDirectory: true).standardizedFileURL
    guard imageFolder.path != folder.standardizedFileURL.path else { return }
    func rewrite(_ cells: inout [CellDeclaration]) {
      for index in cells.indices {
        if let name = cells[index].contents, !SpriteImage.builtInNames.contains(name), !name.contains("/") {
          let file = imageFolder.appendingPathComponent(
            name.lowercased().hasSuffix(".png") ? name : name + ".png")
          if FileManager.default.fileExists(atPath: file.path) {
            cells[index].contents = relativePath(to: file, from: folder)
          }
        }
        rewrite(&cells[index].emitterCells)
      }
    }
    for index in effect.layers.indices { rewrite(&effect.layers[index].emitterCells) }
    for index in effect.canvasLayers.indices { rewrite(&effect.canvasLayers[index].emitterCells) }
  }

  /// The path of `file` from `folder`, with `..` where it must climb.
  static func relativePath(to file: URL, from folder: URL) -> String {
    let target = file.standardizedFileURL.pathComponents
    let base = folder.standardizedFileURL.pathComponents
    var shared = 0
    while shared < min(target.count - 1, base.count), target[shared] == base[shared] { shared += 1 }
    return (Array(repeating: "..", count: base.count - shared) + target[shared...]).joined(separator: "/")
  }

  /// The ids of the preview's effects: a new file may not take one.
  private var takenIDs: Set<String> {
    Set((session?.effects ?? []).map(\.effect.info.id) + [effectInfo.id])
  }

  /// `base` + "-edited", or with a number after it, taken by no effect and no file in `folder`.
  private func freeID(for base: String, in folder: URL) -> String {
    let taken = takenIDs
    for number in 1... {
      let id = base + "-edited" + (number == 1 ? "" : "-\(number)")
      if !taken.contains(id),
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent(id + ".json").path)
      {
        return id
      }
    }
    return base
  }

  /// The effect file at `url` loaded again, to check it holds `declaration`.
  private static func load(_ url: URL, as declaration: DeclaredEffect) throws(InspectorError) -> Version {
    do throws(FileError) {
      let loaded = try EffectFile.load(contentsOf: url)
      return Version(declaration: loaded.declaration, effect: loaded)
    } catch {
      throw InspectorError("the file written does not load: \(error)")
    }
  }

  /// Replaces `file` by `text`: written beside it, then renamed over it.
  private static func replace(_ file: URL, with text: String) throws(InspectorError) {
    let temporary = file.deletingLastPathComponent().appendingPathComponent(
      "." + file.lastPathComponent + ".saving")
    do throws(OutputPathError) {
      try OutputPath.write(text.utf8, to: temporary.path)
    } catch {
      throw InspectorError("\(file.path): cannot write: \(error)")
    }
    guard rename(temporary.path, file.path) == 0 else {
      let reason = OutputPath.reason(errno)
      unlink(temporary.path)
      throw InspectorError("\(file.path): cannot write: \(reason)")
    }
  }
}
