import Foundation
import GlintCore

/// What an effect file may ask for. Each limit keeps a file's cost bounded: over one, a value is
/// clamped with a warning that names it, or the file is refused.
///
/// The memory budget: a data effect holds at most `maxParticlesPerPointer` particles for one
/// pointer, all its layers together: about 100 bytes each in the engine (140 with cells nested
/// 8 deep), so at most 14 MB a pointer, as much as one full layer of a Swift effect. A pointer
/// host holds at most 256 pointers. Rates multiply down the nesting and across pointers, so what
/// bounds a step's births is the host's birth budget (`BirthBudget`), shared by all its layers;
/// births past it, or past a capacity, are dropped without work per dropped birth. Reading a
/// file costs at most `maxFileBytes` of text and `maxTextDepth` levels of nesting; an image it
/// names is checked from its header, never decoded here.
public enum EffectLimits {
  /// The longest effect file, in bytes.
  public static let maxFileBytes = 4 << 20
  /// The deepest JSON nesting read (cells nested 8 deep need about 20).
  public static let maxTextDepth = 40
  public static let maxLayers = 16
  /// The most cells in one effect, every layer and level together.
  public static let maxCells = 256
  /// The deepest nesting of cells: a top-level cell is at depth 1.
  public static let maxCellDepth = 8
  /// A layer's capacity times its nested cells (those below the top level) is clamped to this:
  /// each nested cell looks at every live particle of its parent every step, whatever its rate,
  /// so this bounds that work (and the per-particle counts each parent keeps for its sub-cells)
  /// as the capacity bounds the rest. A full layer may have 10 nested cells.
  public static let maxNestedPasses = 1_000_000
  /// A layer's capacity is clamped to this.
  public static let maxLayerCapacity = EmitterLayer.defaultCapacity
  /// The most particles alive at once for one pointer, all layers together.
  public static let maxParticlesPerPointer = 100_000
  /// A cell's birth rate, in particles per second, is clamped to this.
  public static let maxCellBirthRate = Float(most(of: "birthRate", in: CellDeclaration.properties))
  /// A layer's birth-rate multiplier is clamped to this.
  public static let maxLayerBirthRate = Float(most(of: "birthRate", in: LayerDeclaration.properties))
  /// Lifetimes (and their ranges, and the layer's lifetime multiplier) are clamped to an hour.
  public static let maxLifetime = Float(most(of: "lifetime", in: CellDeclaration.properties))
  /// The shortest interval between repeated bursts, in seconds.
  public static let minBurstInterval: Double = 0.01
  /// The shortest spacing between repeated bursts, in points.
  public static let minBurstSpacing: Float = 1
  /// The shortest interval between a cell's waves, in seconds (a shorter one is raised to it).
  public static let minWaveInterval: Double = {
    guard
      case .zeroOrAtLeast(let least, _)? = CellDeclaration.properties.first(where: {
        $0.name == "waveInterval"
      })?.limit
    else { return 0 }
    return least
  }()
  /// The most force fields in one list (a layer's, or the effect's).
  public static let maxForceFields = 16
  /// The widest or tallest image a cell may name, in pixels (the renderer's limit).
  public static let maxImageSide = 4096

  /// The most the descriptor of `name` in `properties` lets a file ask (limits are declared there).
  private static func most<Root>(of name: String, in properties: [PropertyDescriptor<Root>]) -> Double {
    properties.first { $0.name == name }?.limit?.most ?? 0
  }
}

/// The checks made on a decoded effect: values out of range are refused or clamped (with a
/// warning), images are resolved against the file's folder and checked.
struct EffectChecker {
  let placer: ErrorPlacer
  /// The folder image paths are relative to.
  let folder: URL
  private(set) var warnings: [FileError] = []
  private(set) var images: [URL] = []
  private var cellCount = 0
  /// The capacity of the layer whose cells are being checked.
  private var layerCapacity = EffectLimits.maxLayerCapacity

  init(placer: ErrorPlacer, folder: URL) {
    self.placer = placer
    self.folder = folder
  }

  mutating func check(_ effect: inout DeclaredEffect) throws(FileError) {
    let layersPath = FieldPath([.key("layers")])
    guard !effect.layers.isEmpty else {
      throw placer.error(at: layersPath, "an effect needs at least one layer")
    }
    guard effect.layers.count <= EffectLimits.maxLayers else {
      throw placer.error(
        at: layersPath, "\(effect.layers.count) layers, over the limit of \(EffectLimits.maxLayers)")
    }
    for index in effect.layers.indices {
      try check(&effect.layers[index], at: layersPath.appending(index))
    }
    try checkCanvasLayers(&effect)
    let allCells = (effect.layers + effect.canvasLayers).flatMap { Self.names(of: $0.emitterCells) }
    try check(&effect.forceFields, cells: allCells, at: FieldPath([.key("forceFields")]))
    let total = effect.layers.reduce(0) { $0 + $1.capacity }
    guard total <= EffectLimits.maxParticlesPerPointer else {
      throw placer.error(
        at: layersPath,
        "the layers' capacities add up to \(total) particles, over the budget of "
          + "\(EffectLimits.maxParticlesPerPointer) a pointer (lower some layer's capacity)")
    }
  }

  /// The canvas layers: the same checks as a pointer's, and a budget of their own.
  private mutating func checkCanvasLayers(_ effect: inout DeclaredEffect) throws(FileError) {
    let canvasPath = FieldPath([.key("canvasLayers")])
    guard effect.canvasLayers.count <= EffectLimits.maxLayers else {
      throw placer.error(
        at: canvasPath, "\(effect.canvasLayers.count) layers, over the limit of \(EffectLimits.maxLayers)")
    }
    for index in effect.canvasLayers.indices {
      try check(&effect.canvasLayers[index], at: canvasPath.appending(index))
      let perWidth = effect.canvasLayers[index].canvasLayout.birthRatePerWidth
      guard perWidth == 0 || perWidth >= 1 else {
        throw placer.error(
          at: canvasPath.appending(index).appending("canvas").appending("birthRatePerWidth"),
          "must be 0 (off) or at least 1 point, found \(perWidth)")
      }
    }
    let total = effect.canvasLayers.reduce(0) { $0 + $1.capacity }
    guard total <= EffectLimits.maxParticlesPerPointer else {
      throw placer.error(
        at: canvasPath,
        "the canvas layers' capacities add up to \(total) particles, over the budget of "
          + "\(EffectLimits.maxParticlesPerPointer) for the canvas (lower some layer's capacity)")
    }
  }

  private mutating func check(_ layer: inout LayerDeclaration, at path: FieldPath) throws(FileError) {
    try hold(&layer, to: LayerDeclaration.properties, at: path)
    limitNestedPasses(&layer, at: path.appending("capacity"))
    layerCapacity = layer.capacity
    for index in layer.emitterCells.indices {
      try check(&layer.emitterCells[index], depth: 1, at: path.appending("emitterCells").appending(index))
    }
    try check(&layer.behaviour, capacity: layer.capacity, at: path.appending("pointer"))
    try check(
      &layer.forceFields, cells: Self.names(of: layer.emitterCells), at: path.appending("forceFields"))
  }

  /// A list of force fields: at most `EffectLimits.maxForceFields`, each held to its
  /// descriptors' limits, each naming only cells that exist (`cells`, names at any depth).
  private mutating func check(_ fields: inout [ForceField], cells: [String], at path: FieldPath)
    throws(FileError)
  {
    guard fields.count <= EffectLimits.maxForceFields else {
      throw placer.error(
        at: path, "\(fields.count) force fields, over the limit of \(EffectLimits.maxForceFields)")
    }
    for index in fields.indices {
      let fieldPath = path.appending(index)
      try hold(&fields[index], to: ForceField.properties, at: fieldPath)
      for (k, name) in fields[index].cells.enumerated() where !cells.contains(name) {
        let known = cells.map { "'\($0)'" }.joined(separator: ", ")
        throw placer.error(
          at: fieldPath.appending("cells").appending(k), "no cell is named '\(name)' (cells: \(known))")
      }
      if fields[index].anchor == .point && fields[index].pointName.isEmpty {
        throw placer.error(at: fieldPath.appending("pointName"), "the point anchor needs the name of a point")
      }
    }
  }

  /// The names of `cells` and all their sub-cells.
  static func names(of cells: [CellDeclaration]) -> [String] {
    cells.flatMap { [$0.name] + names(of: $0.emitterCells) }
  }

  /// Holds every property of `root` to the limit its descriptor declares: refused ones throw,
  /// changed ones warn.
  private mutating func hold<Root>(
    _ root: inout Root, to properties: [PropertyDescriptor<Root>], at path: FieldPath
  )
    throws(FileError)
  {
    for property in properties where property.limit != nil {
      switch property.limit(&root, capacity: layerCapacity) {
      case .refused(let reason)?: throw placer.error(at: path.appending(property.name), reason)
      case .changed(let reason)?: warn(at: path.appending(property.name), reason)
      case nil: break
      }
    }
  }

  /// Holds the properties of each behaviour a package added to `cell` to their limits.
  private mutating func holdBehaviours(_ cell: inout CellDeclaration, at path: FieldPath) throws(FileError) {
    guard !cell.behaviours.isEmpty else { return }
    var list = cell.behaviours
    for index in list.indices { list[index] = try held(list[index], at: path.appending(index)) }
    cell.behaviours = list
  }

  private mutating func held<B: ParticleBehaviour>(_ behaviour: B, at path: FieldPath) throws(FileError) -> B
  {
    var behaviour = behaviour
    try hold(&behaviour, to: B.properties, at: path)
    return behaviour
  }

  /// Clamps the layer's capacity so that it times the layer's nested cells is at most
  /// `maxNestedPasses`.
  private mutating func limitNestedPasses(_ layer: inout LayerDeclaration, at path: FieldPath) {
    func count(_ cells: [CellDeclaration]) -> Int {
      cells.reduce(cells.count) { $0 + count($1.emitterCells) }
    }
    let nested = layer.emitterCells.reduce(0) { $0 + count($1.emitterCells) }
    guard nested > 0 else { return }
    let most = max(1, EffectLimits.maxNestedPasses / nested)
    guard layer.capacity > most else { return }
    warn(
      at: path,
      "\(layer.capacity) particles clamped to \(most): each of the layer's \(nested) nested cells looks at "
        + "every parent particle every step, and a capacity times the nested cells is at most "
        + "\(EffectLimits.maxNestedPasses)")
    layer.capacity = most
  }

  private mutating func check(_ cell: inout CellDeclaration, depth: Int, at path: FieldPath) throws(FileError)
  {
    cellCount += 1
    guard cellCount <= EffectLimits.maxCells else {
      throw placer.error(at: path, "more than \(EffectLimits.maxCells) cells in the effect, the limit")
    }
    guard depth <= EffectLimits.maxCellDepth else {
      throw placer.error(at: path, "cells nest more than \(EffectLimits.maxCellDepth) levels deep, the limit")
    }
    try hold(&cell, to: CellDeclaration.properties, at: path)
    try holdBehaviours(&cell, at: path.appending("behaviours"))
    try checkSubEmitters(cell, at: path)
    if let contents = cell.contents, !Self.isPath(contents) {
      // An image beside the file named without its extension: the renderer finds it through the
      // effect's image folder; it is checked and watched like any other.
      let beside = folder.appendingPathComponent(contents + ".png").standardizedFileURL
      if FileManager.default.fileExists(atPath: beside.path) {
        _ = try image(beside.path, at: path.appending("contents"))
      }
    }
    if let contents = cell.contents, Self.isPath(contents) {
      cell.contents = try image(contents, at: path.appending("contents")).path
    }
    for index in cell.emitterCells.indices {
      try check(
        &cell.emitterCells[index], depth: depth + 1, at: path.appending("emitterCells").appending(index))
    }
  }

  private mutating func check(_ behaviour: inout LayerBehaviour, capacity: Int, at path: FieldPath)
    throws(FileError)
  {
    func bursts(_ list: inout [CellBurst], at path: FieldPath) throws(FileError) {
      for index in list.indices {
        let countPath = path.appending(index).appending("count")
        guard list[index].count >= 0 else {
          throw placer.error(at: countPath, "must be at least 0, found \(list[index].count)")
        }
        clamp(&list[index].count, to: capacity, at: countPath, unit: "particles (the layer's capacity)")
      }
    }
    try bursts(&behaviour.beginBursts, at: path.appending("beginBursts"))
    try bursts(&behaviour.endBursts, at: path.appending("endBursts"))
    if var repeating = behaviour.repeating {
      let repeatPath = path.appending("repeat")
      try bursts(&repeating.bursts, at: repeatPath.appending("bursts"))
      if repeating.interval < EffectLimits.minBurstInterval {
        warn(
          at: repeatPath.appending("interval"),
          "\(repeating.interval) s raised to \(EffectLimits.minBurstInterval) s, the shortest")
        repeating.interval = EffectLimits.minBurstInterval
      }
      if let spacing = repeating.spacing, spacing < EffectLimits.minBurstSpacing {
        warn(
          at: repeatPath.appending("spacing"),
          "\(spacing) points raised to \(EffectLimits.minBurstSpacing), the shortest")
        repeating.spacing = EffectLimits.minBurstSpacing
      }
      behaviour.repeating = repeating
    }
  }

  /// Whether a cell's `contents` names a file rather than a built-in sprite.
  static func isPath(_ contents: String) -> Bool {
    contents.contains("/") || contents.lowercased().hasSuffix(".png")
  }

  /// Resolves an image path against the file's folder and checks its PNG header.
  private mutating func image(_ name: String, at path: FieldPath) throws(FileError) -> URL {
    let url = (name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appendingPathComponent(name))
      .standardizedFileURL
    let header: Data
    do throws(InputFile.Problem) {
      header = try InputFile.prefix(url.path, count: 24)
    } catch {
      throw placer.error(at: path, "the image '\(url.path)' \(error)")
    }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard header.count == 24, Array(header.prefix(8)) == signature else {
      throw placer.error(at: path, "the image '\(url.path)' is not a PNG file")
    }
    let bytes = Array(header)
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    let (width, height) = (word(16), word(20))
    guard width > 0, height > 0, width <= EffectLimits.maxImageSide, height <= EffectLimits.maxImageSide
    else {
      throw placer.error(
        at: path,
        "the image '\(url.path)' is \(width) × \(height) pixels; an image is at most "
          + "\(EffectLimits.maxImageSide) pixels a side")
    }
    if !images.contains(url) { images.append(url) }
    return url
  }

  private mutating func clamp<V: Comparable>(_ value: inout V, to limit: V, at path: FieldPath, unit: String)
  {
    guard value > limit else { return }
    let unitText = unit.isEmpty ? "" : " " + unit
    warn(at: path, "\(value)\(unitText) clamped to \(limit), the most an effect file may ask")
    value = limit
  }

  private mutating func warn(at path: FieldPath, _ reason: String) {
    warnings.append(placer.error(at: path, reason))
  }
}
