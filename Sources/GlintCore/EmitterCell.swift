/// A particle template: Core Animation's CAEmitterCell, with Apple's defaults.
///
/// A cell is an object, as in Core Animation: a layer holds its cells by reference, so a cell
/// configured after it was attached, at any depth, changes what is emitted from the layer's next
/// step on (`layer.emitterCells = [rocket]; rocket.emitterCells = [burst]` works in that order).
/// A cell's nested `emitterCells` make every live particle of that cell an emitter of its own
/// (fireworks). Every mean/range pair samples uniformly in [M - R/2, M + R/2] (see `rangeFactor`).
///
/// The class is open, like CAEmitterCell: a subclass may set its values in its initialiser.
/// A cell belongs to the thread that steps the layers holding it (it is not `Sendable`); the
/// same object may sit at several places of one tree, or in several layers, and then every
/// place emits with its values. A cell placed among its own descendants is left out there,
/// since it would make an endless tree.
open class EmitterCell {
  /// Every value but the sub-cells, in one struct the engine copies at a step when it changed.
  var values = CellValues() {
    didSet { revision &+= 1 }
  }

  /// Counts the writes to `values` (every property and key path writes through it), so a step
  /// copies only the cells changed since the previous one.
  private(set) var revision: UInt64 = 0

  /// Sub-cells: each live particle of this cell emits them from its own position. Adding or
  /// removing cells at any depth resets the layer's particles at its next step (as Core
  /// Animation resets the system); changing a cell's values keeps them.
  public var emitterCells: [EmitterCell] = []

  /// Core Animation's extension dictionary: values a port carries along under its own keys.
  /// Glint draws nothing from it; it is read and written whole, as the key path `style`.
  public var style: [String: KeyPathValue] = [:]

  public init() {}

  /// Builds a cell by configuring the defaults, e.g. `EmitterCell { $0.birthRate = 10 }`.
  public convenience init(_ configure: (EmitterCell) -> Void) {
    self.init()
    configure(self)
  }
}

extension EmitterCell {
  /// A new cell with this cell's values and style, holding the same sub-cell objects (Core
  /// Animation's `copy()`): the way to start a variant of a cell without changing the original.
  public func copy() -> EmitterCell {
    let copy = EmitterCell()
    copy.values = values
    copy.style = style
    copy.emitterCells = emitterCells
    return copy
  }
}
