import Testing

@testable import GlintCore

/// Path: elements as Core Graphics builds them, flattening, evaluation by segment and by length.
@Suite struct PathTests {
  static func near(_ a: Point, _ b: Point, _ tolerance: Float = 1e-3) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  @Test func rectangleIsAMoveThreeLinesAndAClose() {
    let path = Path(rect: Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(path.elements.count == 5)
    #expect(path.elements.first == .move(to: Point(x: 10, y: 20)))
    #expect(path.elements.last == .close)
    let flat = FlattenedPath(path)
    #expect(flat.segmentCount == 4)
    #expect(abs(flat.totalLength - 300) < 1e-9)
    #expect(
      flat.points == [
        Point(x: 10, y: 20), Point(x: 110, y: 20), Point(x: 110, y: 70), Point(x: 10, y: 70),
        Point(x: 10, y: 20),
      ])
    #expect(Self.near(flat.point(distance: 150), Point(x: 110, y: 70)))
    #expect(Self.near(flat.point(distance: 175), Point(x: 85, y: 70)))
    #expect(Self.near(flat.point(segment: 3, fraction: 0.5), Point(x: 10, y: 45)))
  }

  @Test func ellipseIsFourQuarterCurvesOnTheEllipse() {
    let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 200, height: 100))
    #expect(path.elements.count == 6)  // move, four curves, close
    let flat = FlattenedPath(path)
    #expect(flat.segmentCount == 5)
    #expect(Self.near(flat.points[1], Point(x: 100, y: 100)))  // clockwise on screen: right, bottom
    #expect(Self.near(flat.points[2], Point(x: 0, y: 50)))
    // Every point lies on the ellipse to within the cubic approximation (0.03%).
    for k in 0...100 {
      let p = flat.point(distance: flat.totalLength * Double(k) / 100)
      let (u, v) = ((p.x - 100) / 100, (p.y - 50) / 50)
      let e = u * u + v * v
      #expect(abs(e - 1) < 2e-3, "point \(p)")
    }
    // The perimeter (Ramanujan's approximation: 484.42 for semi-axes 100 and 50).
    #expect(abs(flat.totalLength - 484.42) < 0.5)
  }

  @Test func arcsTurnTheWayUIBezierPathDoes() {
    let c = Point(x: 0, y: 0)
    let clockwise = Path {
      $0.addArc(center: c, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    }
    let flatCW = FlattenedPath(clockwise)
    #expect(flatCW.segmentCount == 1)  // a quarter turn is one cubic piece
    #expect(Self.near(flatCW.point(segment: 0, fraction: 1), Point(x: 0, y: 10)))  // +y: down on screen
    #expect(abs(flatCW.totalLength - 5 * Double.pi) < 1e-3)
    let anti = Path { $0.addArc(center: c, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false) }
    let flatACW = FlattenedPath(anti)
    #expect(flatACW.segmentCount == 3)  // three quarters, the long way round
    #expect(abs(flatACW.totalLength - 15 * Double.pi) < 1e-2)
    #expect(Self.near(flatACW.point(segment: 0, fraction: 1), Point(x: 0, y: -10)))
  }

  @Test func anArcAfterAPointIsJoinedByALine() {
    let path = Path {
      $0.move(to: Point(x: -20, y: 0))
      $0.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    }
    #expect(path.elements.count == 4)  // move, line to the arc's start, two quarter curves
    #expect(path.elements[1] == .line(to: Point(x: 10, y: 0)))
    #expect(Self.near(path.currentPoint!, Point(x: -10, y: 0)))
  }

  @Test func quadraticAndCubicCurvesFollowTheirParameter() {
    let path = Path {
      $0.move(to: Point(x: 0, y: 0))
      $0.addQuadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100))
      $0.addCurve(to: Point(x: 200, y: 0), control1: Point(x: 100, y: -100), control2: Point(x: 200, y: -100))
    }
    let flat = FlattenedPath(path)
    #expect(flat.segmentCount == 2)
    #expect(Self.near(flat.point(segment: 0, fraction: 0.5), Point(x: 50, y: 50)))  // B(½) of the quadratic
    #expect(Self.near(flat.point(segment: 1, fraction: 0.5), Point(x: 150, y: -75)))  // B(½) of the cubic
  }

  @Test func closeReturnsToTheSubpathsStartAndAMoveJumps() {
    let path = Path {
      $0.move(to: Point(x: 0, y: 0))
      $0.addLine(to: Point(x: 10, y: 0))
      $0.move(to: Point(x: 50, y: 50))
      $0.addLine(to: Point(x: 60, y: 50))
      $0.closeSubpath()
    }
    let flat = FlattenedPath(path)
    #expect(flat.segmentCount == 4)
    #expect(flat.points.last == Point(x: 50, y: 50))
    #expect(abs(flat.totalLength - 30) < 1e-9)  // the jump has no length
    #expect(flat.point(segment: 1, fraction: 0.5) == Point(x: 10, y: 0))  // held until the jump
    #expect(Self.near(flat.point(distance: 15), Point(x: 55, y: 50)))
  }

  @Test func emptyPathsAndLinesWithoutAStartAreHarmless() {
    #expect(FlattenedPath(Path()).point(distance: 5) == .zero)
    var path = Path()
    path.addLine(to: Point(x: 3, y: 4))
    path.closeSubpath()
    #expect(path.elements.first == .move(to: Point(x: 3, y: 4)))
    path.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
    #expect(path.elements.count == 2)
  }
}
