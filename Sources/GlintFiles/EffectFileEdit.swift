import Foundation
import GlintCore

extension EffectFile {
  /// The text of an effect file whose effect went from `original` (what `text` loads to) to
  /// `edited` by changing values only: each changed member is rewritten where it stands, and a
  /// member the file left out is added at the end of its object, in the object's own layout, so
  /// the author's key order, formatting and unknown members (`$schema`) stay and a diff shows
  /// only what changed. When that cannot be done (the layers or cells changed shape, or the text
  /// would not load to `edited`), the whole file is written afresh, keeping its `$schema`.
  ///
  /// `url` is the file's place: image paths resolve against its folder.
  public static func editedText(
    _ text: String, from original: DeclaredEffect, to edited: DeclaredEffect, url: URL
  )
    -> String
  {
    if let edits = FileEdits(from: original, to: edited) {
      var patched = text
      var applied = true
      let folder = url.deletingLastPathComponent()
      for var edit in edits.list {
        // An image is written as the loader resolved it; inside the file's folder, relative again.
        if edit.name == "contents", case .string(let path) = edit.value, EffectChecker.isPath(path) {
          edit.value = .string(relativePath(path, in: folder))
        }
        guard let next = edit.apply(to: patched) else {
          applied = false
          break
        }
        patched = next
      }
      if applied, let loaded = try? decode(Data(patched.utf8), file: url.path, url: url),
        loaded.declaration == edited
      {
        return patched
      }
    }
    return freshText(of: edited, keepingSchemaOf: text, folder: url.deletingLastPathComponent())
  }

  /// The whole file for `effect`, with the `$schema` of `text`, if it had one.
  static func freshText(of effect: DeclaredEffect, keepingSchemaOf text: String, folder: URL) -> String {
    let fresh = self.text(of: effect, imagesRelativeTo: folder)
    guard let old = try? JSONDecoder().decode(JSONTree.self, from: Data(text.utf8)),
      case .string(let schema) = old["$schema"],
      let data = fresh.data(using: .utf8),
      case .object(var members) = try? JSONDecoder().decode(JSONTree.self, from: data)
    else { return fresh }
    members["$schema"] = .string(schema)
    return EffectFileWriter().text(.object(members)) + "\n"
  }
}

/// The members to rewrite or add to turn a file of one effect into a file of another of the
/// same shape.
struct FileEdits {
  /// One member set to a value: rewritten in place, or added to its object.
  struct Edit {
    var object: [JSONText.Step]
    var name: String
    var value: JSONTree

    /// The text with this member set, or nil when its object is not in the text.
    func apply(to text: String) -> String? {
      var bytes = Array(text.utf8)
      let json = JSONText(bytes)
      let valueText = Array(EffectFileWriter().text(value).utf8)
      if let range = json.range(of: object + [.key(name)]) {
        bytes.replaceSubrange(range, with: valueText)
        return String(decoding: bytes, as: UTF8.self)
      }
      guard let objectRange = json.range(of: object), bytes[objectRange.lowerBound] == UInt8(ascii: "{")
      else {
        return nil
      }
      let member = Array((EffectFileWriter.string(name) + ": ").utf8) + valueText
      bytes.insert(
        contentsOf: Self.insertion(of: member, in: bytes, object: objectRange),
        at: Self.end(of: objectRange, in: bytes))
      return String(decoding: bytes, as: UTF8.self)
    }

    /// Where a new member goes: after the object's last value (before the spaces that close it).
    static func end(of object: Range<Int>, in bytes: [UInt8]) -> Int {
      var index = object.upperBound - 1  // the closing brace
      while index > object.lowerBound + 1, isSpace(bytes[index - 1]) { index -= 1 }
      return index
    }

    /// `member` with what separates it from the object's members before it: a comma and the
    /// line break and indent of the object's first member when it lays members out one a line,
    /// else a comma and a space.
    static func insertion(of member: [UInt8], in bytes: [UInt8], object: Range<Int>) -> [UInt8] {
      let inside = bytes[(object.lowerBound + 1)..<end(of: object, in: bytes)]
      guard inside.contains(where: { !isSpace($0) }) else { return member }
      guard let firstBreak = inside.firstIndex(of: UInt8(ascii: "\n")) else {
        return Array(", ".utf8) + member
      }
      var indentEnd = firstBreak + 1
      while indentEnd < inside.endIndex, bytes[indentEnd] == UInt8(ascii: " ") || bytes[indentEnd] == 0x09 {
        indentEnd += 1
      }
      return Array(",\n".utf8) + Array(bytes[(firstBreak + 1)..<indentEnd]) + member
    }

    static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
  }

  private(set) var list: [Edit] = []

  /// The edits, or nil when the two effects differ in shape (layers, cells) or in anything but
  /// the values of layers, cells and canvas places.
  init?(from original: DeclaredEffect, to edited: DeclaredEffect) {
    guard original.info == edited.info, original.layers.count == edited.layers.count,
      original.canvasLayers.count == edited.canvasLayers.count
    else { return nil }
    for (group, pairs) in [
      ("layers", zip(original.layers, edited.layers)),
      ("canvasLayers", zip(original.canvasLayers, edited.canvasLayers)),
    ] {
      for (index, (old, new)) in pairs.enumerated() {
        guard addLayer(old, new, at: [.key(group), .index(index)]) else { return nil }
      }
    }
  }

  private mutating func addLayer(_ old: LayerDeclaration, _ new: LayerDeclaration, at path: [JSONText.Step])
    -> Bool
  {
    var oldRest = old
    var newRest = new
    (oldRest.emitterCells, newRest.emitterCells) = ([], [])
    oldRest.canvasLayout = CanvasLayout()
    newRest.canvasLayout = CanvasLayout()
    guard addFields(old.forceFields, new.forceFields, at: path + [.key("forceFields")]) else { return false }
    (oldRest.forceFields, newRest.forceFields) = ([], [])
    add(LayerDeclaration.editableFields, &oldRest, newRest, at: path)
    guard oldRest == newRest else { return false }
    var oldPlace = old.canvasLayout
    add(CanvasLayout.editableFields, &oldPlace, new.canvasLayout, at: path + [.key("canvas")])
    return addCells(old.emitterCells, new.emitterCells, at: path)
  }

  /// The edits of a list of force fields of the same length whose cells are the same.
  private mutating func addFields(_ old: [ForceField], _ new: [ForceField], at path: [JSONText.Step]) -> Bool
  {
    guard old.count == new.count else { return false }
    for (index, (oldField, newField)) in zip(old, new).enumerated() {
      var edited = oldField
      add(ForceField.editableFields, &edited, newField, at: path + [.index(index)])
      guard edited == newField else { return false }
    }
    return true
  }

  private mutating func addCells(_ old: [CellDeclaration], _ new: [CellDeclaration], at path: [JSONText.Step])
    -> Bool
  {
    guard old.count == new.count else { return false }
    for (index, (oldCell, newCell)) in zip(old, new).enumerated() {
      let cellPath = path + [.key("emitterCells"), .index(index)]
      var oldRest = oldCell
      var newRest = newCell
      (oldRest.emitterCells, newRest.emitterCells) = ([], [])
      add(CellDeclaration.editableFields, &oldRest, newRest, at: cellPath)
      guard oldRest == newRest, addCells(oldCell.emitterCells, newCell.emitterCells, at: cellPath) else {
        return false
      }
    }
    return true
  }

  /// Adds an edit for each field whose value differs, setting it in `old` as it goes, so the
  /// caller can tell whether anything the fields do not reach differs too.
  private mutating func add<Root>(
    _ fields: [EditableField<Root>], _ old: inout Root, _ new: Root, at path: [JSONText.Step]
  ) {
    let oldValues = EditableField.values(of: old, fields)
    let newValues = EditableField.values(of: new, fields)
    for (index, field) in fields.enumerated() where oldValues[index] != newValues[index] {
      list.append(Edit(object: path, name: field.name, value: JSONTree(newValues[index])))
      try? field.set(newValues[index], in: &old)
    }
  }
}
