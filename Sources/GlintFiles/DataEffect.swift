import Foundation
import GlintCore

/// An effect read from a file: a `DeclaredEffect`, where it came from, the images it names and
/// what the reader clamped.
public struct DataEffect: Effect {
  /// The effect itself: its info, layers, cells and behaviour.
  public let declaration: DeclaredEffect
  /// The file it was read from.
  public let file: URL
  /// Every image file its cells name, resolved: a watcher watches these with the file.
  public let imageFiles: [URL]
  /// Values over a limit that were clamped, one line each.
  public let warnings: [FileError]
  /// The file's bytes as read (an imported effect's: its source's), or nil when not known. A
  /// save compares the file with them, so it never overwrites a version nobody has seen; a
  /// reload that reads the same bytes (the file touched) changes nothing.
  public let source: Data?

  public init(
    declaration: DeclaredEffect, file: URL, imageFiles: [URL] = [], warnings: [FileError] = [],
    source: Data? = nil
  ) {
    self.declaration = declaration
    self.file = file
    self.imageFiles = imageFiles
    self.warnings = warnings
    self.source = source
  }

  /// The same effect, read from `source` (an importer's input, which it was converted from).
  public func read(from source: Data) -> DataEffect {
    DataEffect(
      declaration: declaration, file: file, imageFiles: imageFiles, warnings: warnings, source: source)
  }

  public var info: EffectInfo { declaration.info }

  public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    declaration.makeLayers(for: pointer)
  }

  public func makeState(for pointer: PointerTrack) -> DeclaredEffect.PointerState {
    declaration.makeState(for: pointer)
  }

  public func pointerMoved(_ pointer: inout PointerTrack, state: inout DeclaredEffect.PointerState) {
    declaration.pointerMoved(&pointer, state: &state)
  }

  public func pointerEnded(_ pointer: inout PointerTrack, state: inout DeclaredEffect.PointerState) {
    declaration.pointerEnded(&pointer, state: &state)
  }

  public func update(
    _ pointer: inout PointerTrack, state: inout DeclaredEffect.PointerState, from start: Double,
    to end: Double
  ) {
    declaration.update(&pointer, state: &state, from: start, to: end)
  }

  public func makeCanvasLayers(in bounds: Rect) -> [EmitterLayer] { declaration.makeCanvasLayers(in: bounds) }

  public func layoutCanvasLayers(_ layers: inout [EmitterLayer], in bounds: Rect) {
    declaration.layoutCanvasLayers(&layers, in: bounds)
  }

  /// The file's own folder: a cell's `contents` may name an image beside the file by its name.
  public var imageFolder: ImageFolder? { declaration.imageFolder }
}

extension DataEffect: DeclarativeEffect {
  public var layerBehaviours: [LayerBehaviour] { declaration.layers.map(\.behaviour) }
}
