import Foundation
import GlintCore
import GlintFiles
import GlintImport
import GlintRender

extension Inspector {
  /// Writes the effect the pane runs to its file, in place: only the members edited change, and
  /// the author's key order, formatting and unknown members (`$schema`) stay (see
  /// `EffectFile.editedText`). The file reloads to exactly what the pane runs. Through a link
  /// the target is written; the mode stays; a failed write loses nothing (`FileReplacement`).
  ///
  /// It never writes what it has not read: when the file changed on disk since (an editor's
  /// save, even a broken one, or its removal), it refuses and the edits stay. An imported
  /// effect (a Particle Designer or pixi file) is saved as a new effect file beside its source
  /// (`saveAs`), which stays as it was: Save writes only the format it read.
  @discardableResult
  func save() throws(InspectorError) -> URL {
    guard let file, let current else {
      throw InspectorError("'\(effectInfo.id)' is not from an effect file: save it as a new one")
    }
    if let readOnlyReason { throw InspectorError(readOnlyReason) }
    let read = (baseline?.effect as? DataEffect)?.source
    if let read, SourceFormat.detect(read, name: file.path) != .glintEffect {
      return try saveAs(in: file.deletingLastPathComponent())
    }
    try Self.checkUnchanged(file, since: read)
    let text = String(decoding: read ?? Data(), as: UTF8.self)
    let original =
      (try? EffectFile.decode(Data(text.utf8), file: file.path, url: file))?.declaration
      ?? baseline?.declaration ?? current.declaration
    let target = EffectSourceFile.asFileHolds(current.declaration, fileID: original.info.id)
    let edited = EffectFile.editedText(text, from: original, to: target, url: file)
    do throws(OutputPathError) {
      try FileReplacement.replace(file.path, with: Array(edited.utf8))
    } catch {
      throw InspectorError("\(file.path): cannot write: \(error)")
    }
    saved(try Self.version(written: edited, to: file), to: file)
    return file
  }

  /// Throws unless `file` holds `read`, the bytes the inspector's version of it was read from.
  private static func checkUnchanged(_ file: URL, since read: Data?) throws(InspectorError) {
    let keep = "not saved, the edits are kept (Save as writes them to a new file)"
    // Read as a loader reads it: a folder, a FIFO or a huge file put there is refused, not waited on.
    let onDisk: Data
    do throws(InputFile.Problem) {
      onDisk = try InputFile.contents(file.path, limit: EffectLimits.maxFileBytes)
    } catch {
      throw InspectorError("\(file.path): changed on disk since it was loaded (\(error)); \(keep)")
    }
    guard let read, onDisk == read else {
      throw InspectorError("\(file.path): changed on disk since it was loaded; \(keep)")
    }
  }

  /// Writes the effect the pane runs as a new effect file in `folder` (made when missing), named by
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
    Self.bringCachedImages(&declaration, to: folder)
    let text = EffectFile.text(of: declaration, imagesRelativeTo: folder)
    try Self.writeNew(text, to: url)
    let version = try Self.version(written: text, to: url)
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
    rewriteImages(&effect) { name in
      guard !SpriteImage.builtInNames.contains(name), !name.contains("/") else { return nil }
      let file = imageFolder.appendingPathComponent(
        name.lowercased().hasSuffix(".png") ? name : name + ".png")
      return FileManager.default.fileExists(atPath: file.path) ? relativePath(to: file, from: folder) : nil
    }
  }

  /// Copies each image a cell names from the import cache (the textures an imported effect got as
  /// it loaded) beside the new file in `folder`, and names it from there, as `glint import --out`
  /// places them: the file does not depend on a cache that may be cleared. A cached image's name
  /// holds a hash of its pixels, so one of that name already there with the same bytes is used.
  static func bringCachedImages(_ effect: inout DeclaredEffect, to folder: URL) {
    let cache = ImageStore.cache.folder.standardizedFileURL.path + "/"
    let files = FileManager.default
    rewriteImages(&effect) { path in
      let image = URL(fileURLWithPath: path).standardizedFileURL
      guard path.hasPrefix("/"), image.path.hasPrefix(cache) else { return nil }
      let copy = folder.appendingPathComponent(image.lastPathComponent).path
      if !files.fileExists(atPath: copy) { try? files.copyItem(atPath: image.path, toPath: copy) }
      return files.contentsEqual(atPath: image.path, andPath: copy) ? image.lastPathComponent : nil
    }
  }

  /// Sets the image of every cell of `effect` to what `rewrite` makes of it (nil: as it is).
  private static func rewriteImages(_ effect: inout DeclaredEffect, _ rewrite: (String) -> String?) {
    func rewriteCells(_ cells: inout [CellDeclaration]) {
      for index in cells.indices {
        if let name = cells[index].contents, let new = rewrite(name) { cells[index].contents = new }
        rewriteCells(&cells[index].emitterCells)
      }
    }
    for index in effect.layers.indices { rewriteCells(&effect.layers[index].emitterCells) }
    for index in effect.canvasLayers.indices { rewriteCells(&effect.canvasLayers[index].emitterCells) }
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

  /// The version `text`, just written to `url`, loads to: read from the text written, not the
  /// file, so it is what this save wrote even if the file changes again at once; under the id it
  /// runs as, as a loader gives it (`EffectSourceFile`).
  private static func version(written text: String, to url: URL) throws(InspectorError) -> Version {
    do throws(FileError) {
      let loaded = EffectSourceFile.runningEffect(
        try EffectFile.decode(Data(text.utf8), file: url.relativePath, url: url))
      return Version(declaration: loaded.declaration, effect: loaded)
    } catch {
      throw InspectorError("the file written does not load: \(error)")
    }
  }

  /// Writes `text` as the new file `url`, making its folder when missing; never replaces a file
  /// (one made meanwhile is refused).
  private static func writeNew(_ text: String, to url: URL) throws(InspectorError) {
    let folder = url.deletingLastPathComponent().path
    if !FileManager.default.fileExists(atPath: folder), mkdir(folder, 0o777) != 0 {
      throw InspectorError("\(folder): cannot make the folder: \(OutputPath.reason(errno))")
    }
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw InspectorError("\(url.path): cannot write: \(OutputPath.reason(errno))")
    }
    close(descriptor)
    do throws(OutputPathError) {
      try OutputPath.write(text.utf8, to: url.path)
    } catch {
      throw InspectorError("\(url.path): cannot write: \(error)")
    }
  }
}
