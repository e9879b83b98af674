import Foundation
import GlintCore

/// Reading and writing effect files: JSON, one effect a file.
///
/// ```json
/// { "version": 1, "id": "glow", "name": "Glow", "summary": "A soft light under the pointer.",
///   "layers": [ { "renderMode": "additive",
///                 "emitterCells": [ { "name": "dot", "birthRate": 30, "lifetime": 0.5, "contents": "dot" } ] } ] }
/// ```
/// Field names are Core Animation's; docs/EFFECT_FILES.md lists them all with units and defaults,
/// docs/effect.schema.json states them for editors.
public enum EffectFile {
  /// Reads, decodes and checks the effect file at `url` (`file` names it in errors; by default
  /// its path as given); its cells may name the kinds of behaviour in `behaviours`.
  public static func load(
    contentsOf url: URL, file: String? = nil, behaviours: BehaviourKinds = BehaviourKinds()
  )
    throws(FileError) -> DataEffect
  {
    let name = file ?? url.relativePath
    let data = try read(url, name: name)
    return try decode(data, file: name, url: url, behaviours: behaviours)
  }

  /// Decodes and checks an effect file's bytes; images are resolved against `url`'s folder.
  public static func decode(
    _ data: Data, file: String, url: URL, behaviours: BehaviourKinds = BehaviourKinds()
  ) throws(FileError) -> DataEffect {
    let text = JSONText(Array(data))
    let placer = ErrorPlacer(file: file, text: text)
    if let place = text.placeDeeperThan(EffectLimits.maxTextDepth) {
      throw FileError(
        file: file, line: place.line, column: place.column,
        reason: "nested more than \(EffectLimits.maxTextDepth) levels deep (cells nest at most "
          + "\(EffectLimits.maxCellDepth) deep)")
    }
    var effect: DeclaredEffect
    do {
      let decoder = JSONDecoder()
      decoder.userInfo[AddedBehaviourRecord.kindsKey] = behaviours
      effect = try decoder.decode(EffectDocument.self, from: data).effect
    } catch {
      throw placer.error(for: error)
    }
    let folder = url.deletingLastPathComponent()
    var checker = EffectChecker(placer: placer, folder: folder)
    try checker.check(&effect)
    effect.imageFolder = ImageFolder(path: folder.path, effect: effect.info.id)
    return DataEffect(
      declaration: effect, file: url, imageFiles: checker.images, warnings: checker.warnings, source: data)
  }

  /// The file's bytes, refusing a folder, a missing or special file, and one over the limit.
  static func read(_ url: URL, name: String) throws(FileError) -> Data {
    do throws(InputFile.Problem) {
      return try InputFile.contents(url.path, limit: EffectLimits.maxFileBytes)
    } catch {
      throw FileError(file: name, reason: error.description)
    }
  }

  /// Whether `path` looks like an effect file rather than an id: it ends in ".json" or has a '/'.
  public static func isEffectFile(_ path: String) -> Bool {
    path.hasSuffix(".json") || path.contains("/")
  }

  /// The effect file for `effect`: fields in the model's order, defaults left out, numbers as
  /// the shortest text that reads back to the same value. Images inside `folder` (the folder the
  /// file is written to) are written relative to it, so the file and its images move together.
  public static func text(of effect: DeclaredEffect, imagesRelativeTo folder: URL? = nil) -> String {
    var effect = effect
    if let folder { effect.rewriteImages { relativePath($0, in: folder) } }
    guard let data = try? JSONEncoder().encode(EffectDocument(effect: effect)),
      let tree = try? JSONDecoder().decode(JSONTree.self, from: data)
    else { return "" }
    return EffectFileWriter().text(tree) + "\n"
  }
}

/// `path` relative to `folder` when it lies inside it; otherwise `path` itself.
func relativePath(_ path: String, in folder: URL) -> String {
  let prefix = folder.standardizedFileURL.path + "/"
  return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

extension DeclaredEffect {
  /// Changes every cell's image path (at any depth) with `change`; built-in names stay.
  mutating func rewriteImages(_ change: (String) -> String) {
    func rewrite(_ cells: inout [CellDeclaration]) {
      for index in cells.indices {
        if let contents = cells[index].contents, EffectChecker.isPath(contents) {
          cells[index].contents = change(contents)
        }
        rewrite(&cells[index].emitterCells)
      }
    }
    for index in layers.indices { rewrite(&layers[index].emitterCells) }
    for index in canvasLayers.indices { rewrite(&canvasLayers[index].emitterCells) }
  }
}

/// The top level of an effect file.
struct EffectDocument: Codable {
  var effect: DeclaredEffect

  init(effect: DeclaredEffect) { self.effect = effect }

  static let names = ["$schema", "version", "id", "name", "summary", "layers", "canvasLayers", "forceFields"]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    let root = FieldPath()
    try refuseUnknown(container, known: Self.names, at: root)
    let version = try Int.read(container, FieldKey("version"), root.appending("version"))
    guard version == GlintFiles.effectFormatVersion else {
      throw FieldError(
        path: root.appending("version"),
        reason:
          "version \(version) is not one this glint reads (it reads version \(GlintFiles.effectFormatVersion))"
      )
    }
    let id = try String.read(container, FieldKey("id"), root.appending("id"))
    guard EffectRegistry.isKebabCase(id) else {
      throw FieldError(
        path: root.appending("id"), reason: "'\(id)' is not kebab-case (lower-case words joined by '-')")
    }
    let name = try container.decodeIfPresent(String.self, forKey: FieldKey("name")) ?? id
    let summary = try container.decodeIfPresent(String.self, forKey: FieldKey("summary")) ?? ""
    let layers = try container.decode([LayerRecord].self, forKey: FieldKey("layers")).map(\.layer)
    let canvasLayers =
      try container.decodeIfPresent([LayerRecord].self, forKey: FieldKey("canvasLayers")) ?? []
    effect = DeclaredEffect(
      info: EffectInfo(id: id, name: name, summary: summary), layers: layers,
      canvasLayers: canvasLayers.map(\.layer))
    effect.forceFields =
      try container.decodeIfPresent([ForceFieldRecord].self, forKey: FieldKey("forceFields"))?.map(\.field)
      ?? []
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(GlintFiles.effectFormatVersion, forKey: FieldKey("version"))
    try container.encode(effect.info.id, forKey: FieldKey("id"))
    try container.encode(effect.info.name, forKey: FieldKey("name"))
    try container.encode(effect.info.summary, forKey: FieldKey("summary"))
    try container.encode(effect.layers.map(LayerRecord.init), forKey: FieldKey("layers"))
    if !effect.canvasLayers.isEmpty {
      try container.encode(effect.canvasLayers.map(LayerRecord.init), forKey: FieldKey("canvasLayers"))
    }
    if !effect.forceFields.isEmpty {
      try container.encode(effect.forceFields.map(ForceFieldRecord.init), forKey: FieldKey("forceFields"))
    }
  }
}
