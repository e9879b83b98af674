/// pixi's custom ease: quadratic Bézier segments `{s, cp, e}` spread evenly over [0, 1], each a
/// curve in value only (ParticleUtils.generateEase): within segment i of n, at local time
/// t = n·x − i, the eased value is s + t·(2(1 − t)(cp − s) + t(e − s)).
struct PixiEase: Equatable {
  struct Segment: Equatable {
    var start: Double
    var control: Double
    var end: Double
  }

  var segments: [Segment]

  /// Reads `[{s, cp, e}, ...]` (at least one segment).
  static func read(_ node: PixiNode) throws(ImportError) -> PixiEase {
    let items = try node.array()
    guard !items.isEmpty else { throw node.error("an ease needs at least one segment {s, cp, e}") }
    var segments: [Segment] = []
    for item in items {
      let segment = try item.object()
      segments.append(
        Segment(
          start: try segment.required("s").number(), control: try segment.required("cp").number(),
          end: try segment.required("e").number()))
    }
    return PixiEase(segments: segments)
  }

  /// The eased fraction of life at `x`. pixi's own function gives the last segment's start at
  /// exactly 1 (an index past the end); a particle is gone by then, so this gives the limit from
  /// below, the last segment's end.
  func callAsFunction(_ x: Double) -> Double {
    let count = segments.count
    let index = min(count - 1, max(0, Int(Double(count) * x)))
    let t = x * Double(count) - Double(index)
    let segment = segments[index]
    return segment.start + t
      * (2 * (1 - t) * (segment.control - segment.start) + t * (segment.end - segment.start))
  }

  /// The same ease as Core Animation's cubic timing function [x1, y1, x2, y2], when there is one:
  /// a single segment from 0 to 1 is a quadratic Bézier whose x runs linearly, which a cubic with
  /// x controls at 1/3 and 2/3 (and y controls 2/3 of the way to the quadratic's) reproduces.
  var cubicControlPoints: [Double]? {
    // A control outside 0...1 overshoots, and pixi's lists read past their ends where Glint's
    // hold: only a curve that stays in 0...1 is the same.
    guard segments.count == 1, let segment = segments.first, segment.start == 0, segment.end == 1,
      (0...1).contains(segment.control)
    else {
      return nil
    }
    return [1.0 / 3, 2 * segment.control / 3, 2.0 / 3, 1.0 / 3 + 2 * segment.control / 3]
  }
}
