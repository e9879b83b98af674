import Foundation
import Testing

@testable import GlintCore

/// The finer squares' clearances (`ColliderShapes.clearance`) and the test in lanes that reads
/// them (`ShapeView.mayMeet` on four moves): a clearance is never more than the distance from a
/// point of its square to a shape, and a move the lanes rule out meets nothing.
@Suite struct ShapeClearanceTests {
  static let colliders: [Collider] = [
    .segment(from: Point(x: 120, y: 40), to: Point(x: 200, y: 110)),
    .segment(from: Point(x: 60, y: 200), to: Point(x: 250, y: 190)),
    .circle(center: Point(x: 150, y: 150), radius: 14),
    .circle(center: Point(x: 90, y: 120), radius: 25),
    .rectangle(Rect(x: 180, y: 130, width: 30, height: 18)),
  ]

  static func shapes() -> ColliderShapes {
    let shapes = ColliderShapes()
    shapes.update(
      colliders: colliders, obstacles: [], hostObstacles: [],
      canvas: Rect(x: 0, y: 0, width: 320, height: 240), particles: 0)
    return shapes
  }

  /// A small seeded generator (xorshift) of floats in a range.
  struct Draws {
    var state: UInt32 = 0x9E37_79B9
    mutating func next(_ low: Float, _ high: Float) -> Float {
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return low + (high - low) * Float(state >> 8) / Float(1 << 24)
    }
  }

  /// The distance from (`x`, `y`) to the nearest outline, worked out here on its own.
  static func nearest(_ s: ColliderShapes, _ x: Double, _ y: Double) -> Double {
    var best = Double.infinity
    for k in 0..<s.segmentCount {
      let (ax, ay, ex, ey) = (Double(s.ax[k]), Double(s.ay[k]), Double(s.ex[k]), Double(s.ey[k]))
      let t = min(1, max(0, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)))
      let (dx, dy) = (x - ax - t * ex, y - ay - t * ey)
      best = min(best, (dx * dx + dy * dy).squareRoot())
    }
    for k in 0..<s.cx.count {
      let (dx, dy) = (x - Double(s.cx[k]), y - Double(s.cy[k]))
      best = min(best, abs((dx * dx + dy * dy).squareRoot() - Double(s.radius[k])))
    }
    return best
  }

  /// Every finer square's clearance is at most the distance to the nearest shape from its
  /// corners, its centre and points drawn in it; squares away from the shapes clear a sub-step.
  @Test func aClearanceIsNeverMoreThanTheDistanceFromItsSquare() {
    let s = Self.shapes()
    let v = s.view
    let h = 1 / Double(v.fineInverseSize)
    #expect(
      v.fineColumns == s.columns * ColliderShapes.fineness && v.fineRows == s.rows * ColliderShapes.fineness)
    var draws = Draws()
    var (wide, checked) = (0, 0)
    for r in 0..<v.fineRows {
      for c in 0..<v.fineColumns {
        let clear = Double(s.clearance[r * v.fineColumns + c])
        let (x0, y0) = (Double(s.originX) + Double(c) * h, Double(s.originY) + Double(r) * h)
        var points = [(0.0, 0.0), (1, 0), (0, 1), (1, 1), (0.5, 0.5)]
        for _ in 0..<4 { points.append((Double(draws.next(0, 1)), Double(draws.next(0, 1)))) }
        for (u, w) in points {
          let d = Self.nearest(s, x0 + u * h, y0 + w * h)
          #expect(clear <= d, "square (\(c), \(r)): clearance \(clear), a point at \(d)")
          checked += 1
        }
        if clear > 3 { wide += 1 }
      }
    }
    #expect(checked > 10_000)
    #expect(wide * 2 > v.fineRows * v.fineColumns, "most squares clear a sub-step: \(wide)")
  }

  /// Moves from points near the shapes (on either side of an outline, up to 20 points off) and
  /// anywhere in the grid, up to 9 points long (beyond half of `reach` too): where the swept test
  /// finds a contact, the lanes and the shapes' own test say it may meet one; many moves that
  /// meet nothing are ruled out in lanes.
  @Test func movesRuledOutInLanesMeetNothing() {
    let s = Self.shapes()
    let v = s.view
    var draws = Draws()
    var (met, ruledOut) = (0, 0)
    for round in 0..<20_000 {
      var (px, py, dx, dy) = (SIMD4<Float>(), SIMD4<Float>(), SIMD4<Float>(), SIMD4<Float>())
      for j in 0..<4 {
        if round % 2 == 0 {
          (px[j], py[j]) = (draws.next(-30, 350), draws.next(-30, 270))
        } else {
          // A point of an outline, pushed off it along a drawn direction.
          let k = Int(draws.next(0, Float(v.count) - 0.001))
          let (u, off, turn) = (draws.next(0, 1), draws.next(-20, 20), draws.next(0, 2 * .pi))
          if k < v.segments {
            (px[j], py[j]) = (v.ax[k] + u * v.ex[k], v.ay[k] + u * v.ey[k])
          } else {
            let a = u * 2 * .pi
            let c = k - v.segments
            (px[j], py[j]) = (v.cx[c] + v.radius[c] * cos(a), v.cy[c] + v.radius[c] * sin(a))
          }
          (px[j], py[j]) = (px[j] + off * cos(turn), py[j] + off * sin(turn))
        }
        let (length, angle) = (draws.next(0, 9), draws.next(0, 2 * .pi))
        (dx[j], dy[j]) = (length * cos(angle), length * sin(angle))
      }
      let lanes = v.mayMeet(px, py, dx, dy)
      for j in 0..<4 {
        let contact = v.firstContact(from: SIMD2(px[j], py[j]), by: SIMD2(dx[j], dy[j]))
        if contact != nil {
          met += 1
          #expect(lanes[j], "a move from (\(px[j]), \(py[j])) by (\(dx[j]), \(dy[j])) meets a shape")
          #expect(v.mayMeet(px[j], py[j], dx[j], dy[j]))
        } else if !lanes[j] {
          ruledOut += 1
        }
      }
    }
    #expect(met > 2_000, "moves that meet a shape: \(met)")
    #expect(ruledOut > 30_000, "moves ruled out in lanes: \(ruledOut)")
  }

  /// Shapes beyond the clearances' work (every square listing them all) leave every finer
  /// square at 0, which rules nothing out in the grid: the shapes' own test decides.
  @Test func tooManyShapesForTheClearancesRuleNothingOut() {
    let shapes = ColliderShapes()
    let long = (0..<4096).map { k in
      Collider.segment(from: Point(x: 0, y: Float(k) * 0.1), to: Point(x: 2000, y: 2000 - Float(k) * 0.1))
    }
    shapes.update(colliders: long, obstacles: [], hostObstacles: [], canvas: nil, particles: 0)
    #expect(shapes.items.count * 64 > ColliderShapes.mostClearanceWork)
    #expect(shapes.clearance.allSatisfy { $0 == 0 } && !shapes.clearance.isEmpty)
    let v = shapes.view
    let near = v.mayMeet(SIMD4(100, 1900, 900, 5000), SIMD4(1900, 100, 1000, 5000), .zero, .zero)
    #expect([near[0], near[1], near[2], near[3]] == [true, true, true, false])
  }

  /// Shapes that change step after step beside too few particles for their clearances to pay
  /// (`ColliderShapes.clearancePayback`) are built without them, and every lane goes to the
  /// shapes' own test; beside many particles, or at the first step they stay put, they get the
  /// clearances a first build gives them.
  @Test func shapesThatMoveGetClearancesWhereTheyPay() {
    let shapes = Self.shapes()
    #expect(shapes.hasClearance && shapes.view.cleared)
    func moved(by dx: Float) -> [Collider] {
      Self.colliders.map { shape in
        guard case .circle(let c, let r) = shape else { return shape }
        return .circle(center: Point(x: c.x + dx, y: c.y), radius: r)
      }
    }
    let canvas = Rect(x: 0, y: 0, width: 320, height: 240)
    let work = shapes.items.count * ColliderShapes.fineness * ColliderShapes.fineness
    let few = work / ColliderShapes.clearancePayback - 1
    shapes.update(colliders: moved(by: 3), obstacles: [], hostObstacles: [], canvas: canvas, particles: few)
    #expect(!shapes.hasClearance && !shapes.view.cleared)
    // Far from every shape and not moving: only the clearances rule such moves out.
    let far = shapes.view.mayMeet(SIMD4(repeating: 20), SIMD4(repeating: 20), .zero, .zero)
    #expect(all(far))
    shapes.update(colliders: moved(by: 3), obstacles: [], hostObstacles: [], canvas: canvas, particles: few)
    #expect(shapes.hasClearance && shapes.view.cleared)
    let fresh = ColliderShapes()
    fresh.update(colliders: moved(by: 3), obstacles: [], hostObstacles: [], canvas: canvas, particles: 0)
    #expect(shapes.clearance == fresh.clearance)
    let still = shapes.view.mayMeet(SIMD4(repeating: 20), SIMD4(repeating: 20), .zero, .zero)
    #expect(!any(still))
    shapes.update(
      colliders: moved(by: 5), obstacles: [], hostObstacles: [], canvas: canvas, particles: few + 2)
    #expect(shapes.hasClearance && shapes.view.cleared)
  }

  /// Shapes built again in the memory of a larger set (a host's obstacles that change) give
  /// what a first build of them gives, in the arrays and in the view's memory.
  @Test func aBuildInPlaceIsAFirstBuild() {
    let shapes = Self.shapes()
    let fewer = Array(Self.colliders.suffix(3))
    shapes.update(colliders: fewer, obstacles: [], hostObstacles: [], canvas: nil, particles: 1_000_000)
    let fresh = ColliderShapes()
    fresh.update(colliders: fewer, obstacles: [], hostObstacles: [], canvas: nil, particles: 0)
    #expect(!fresh.items.isEmpty && !fresh.clearance.isEmpty)
    #expect(shapes.starts == fresh.starts && shapes.items == fresh.items)
    #expect(shapes.clearance == fresh.clearance && shapes.ax == fresh.ax && shapes.radius == fresh.radius)
    let (a, b) = (shapes.view, fresh.view)
    #expect(a.count == b.count && a.segments == b.segments && a.count == 6 && a.segments == 4)
    let columns = [
      (a.ax, b.ax, a.segments), (a.ey, b.ey, a.segments), (a.cx, b.cx, a.count - a.segments),
      (a.radius, b.radius, a.count - a.segments), (a.lowX, b.lowX, a.count), (a.highY, b.highY, a.count),
      (a.length, b.length, a.segments), (a.clearance, b.clearance, fresh.clearance.count),
    ]
    for (mine, theirs, n) in columns {
      #expect((0..<n).allSatisfy { mine[$0] == theirs[$0] })
    }
    #expect((0..<fresh.starts.count).allSatisfy { a.starts[$0] == b.starts[$0] })
    #expect((0..<fresh.items.count).allSatisfy { a.items[$0] == b.items[$0] })
  }
}
