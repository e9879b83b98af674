/// When a frame's sprites go to the rasteriser: all at the end of the frame, or in parts while
/// the rest are still being set up.
///
/// Mesa's llvmpipe sets up and bins every primitive on the calling thread, and its own threads
/// shade nothing until the commands are flushed (by glFlush, a fence, glFinish or a buffer
/// swap). Drawn in one go, a frame is first all binning on one core, then all shading on the
/// others: the two never overlap. Flushing after each part lets the rasteriser's threads shade
/// one part while the caller bins the next: measured with `make bench` at 10k sprites on two
/// cores, about a fifth less time per frame, for the same CPU time and the same picture (each
/// part is rasterised after the one before, in order). A GPU gains nothing from it.
public enum HandOff: Sendable, Equatable, CustomStringConvertible {
  /// In parts on software rasterisers, in one go on GPUs.
  case automatic
  /// In one go, at the end of the frame.
  case whole
  /// After every `sprites` sprites (at least one).
  case every(sprites: Int)

  /// The sprites in an automatic part. Measured with `make bench` on llvmpipe (two cores),
  /// parts of 1,000 to 1,500 sprites did best at every size from 10k to 1M sprites: larger parts
  /// overlap less and their scenes outgrow the caches (a frame of 1M sprites in parts of 125k
  /// took a third longer), and each flush starts a new scene, whose own set-up and pass over
  /// the tiles cost more than parts of 600 save.
  static let automaticPart = 1280

  /// The sprites per part on a rasteriser that is software or not; `Int.max` draws a frame in
  /// one go.
  func part(softwareRasteriser: Bool) -> Int {
    switch self {
    case .whole: .max
    case .every(let sprites): max(1, sprites)
    case .automatic: softwareRasteriser ? Self.automaticPart : .max
    }
  }

  public var description: String {
    switch self {
    case .automatic: "auto"
    case .whole: "whole"
    case .every(let sprites): "every \(sprites) sprites"
    }
  }
}
