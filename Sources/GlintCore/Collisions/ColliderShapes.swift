/// The shapes one cell's particles meet in a step, built from the cell's colliders, the canvas's
/// edges and the host's obstacles when any of them changes (never in a steady state), with a
/// uniform grid over them so that a sub-step looks only at the shapes near where it starts.
///
/// A shape is listed in every grid square its bounds, grown by `reach`, touch: a sub-step that
/// travels at most `reach` and meets a shape starts in one of that shape's squares, so looking
/// at the starting square finds every shape it can meet (a longer sub-step looks at them all).
final class ColliderShapes {
  /// The most shapes one cell meets: a host's obstacles beyond it are left out.
  static let most = 4096
  /// The longest sub-step the grid answers for (3,840 points per second at 1/240 s).
  static let reach: Float = 16
  /// The grid's squares along each side, at most.
  static let side = 32
  /// The finer squares of `clearance` along each side of one of the grid's squares.
  static let fineness = 8
  /// The most distances `buildClearance` works out (each grid square's listed shapes, per finer
  /// square in it), so that a build for shapes that move often stays short; beyond them every
  /// finer square says 0, which rules nothing out (the shapes' own test decides).
  static let mostClearanceWork = 1 << 18
  /// Shapes that changed since the last step get clearances when their work is at most this
  /// many distances per colliding particle: a distance costs about 25 ns, and the clearances
  /// save a particle's frame about 65 ns (`glint-bench-engine events`: 16 shapes dragged every
  /// frame cost 2k particles 0.94 ms a frame with them, 0.30 ms without). Shapes that stay put
  /// get them anyway, from the first step they do.
  static let clearancePayback = 2

  /// What the shapes were built from.
  private var inputs: Inputs?

  private struct Inputs: Equatable {
    var colliders: [Collider]
    var obstacles: [Collider]
    var hostObstacles: [Collider]
    var canvas: Rect?
  }

  /// Segments: start, edge vector, and for a canvas edge the unit normal pointing in (zero for a
  /// two-sided segment).
  private(set) var ax: [Float] = [], ay: [Float] = [], ex: [Float] = [], ey: [Float] = []
  private(set) var inX: [Float] = [], inY: [Float] = []
  /// Circles: centre and radius.
  private(set) var cx: [Float] = [], cy: [Float] = [], radius: [Float] = []
  /// Per grid square (row-major), where its shape numbers start in `items`; one more at the end.
  private(set) var starts: [Int32] = []
  /// Shape numbers: segments first, then circles (numbered on from the segments).
  private(set) var items: [Int32] = []
  private(set) var originX: Float = 0, originY: Float = 0, inverseSize: Float = 0
  private(set) var columns = 0, rows = 0
  /// Per finer square (`fineness` to a side of each grid square, row-major): a distance from
  /// every point in it to every shape, at most (shorter by a slack for rounding), up to `reach`.
  private(set) var clearance: [Float] = []
  /// Whether `clearance` is built for the shapes as they are (`clearancePayback`).
  private(set) var hasClearance = false

  var segmentCount: Int { ax.count }
  var count: Int { ax.count + cx.count }

  /// The built shapes as plain pointers, for the loops over particles (valid until the next build).
  private(set) var view = ShapeView()
  /// The memory `view` points into.
  private var floats: UnsafeMutableBufferPointer<Float>?
  private var numbers: UnsafeMutableBufferPointer<Int32>?

  deinit {
    floats?.deallocate()
    numbers?.deallocate()
  }

  /// Builds the shapes again when the cell's colliders, the layer's or the host's obstacles or
  /// the canvas (nil: no edges) differ from the last build's, for `particles` colliding
  /// particles.
  func update(
    colliders: [Collider], obstacles: [Collider], hostObstacles: [Collider], canvas: Rect?, particles: Int
  ) {
    let now = Inputs(colliders: colliders, obstacles: obstacles, hostObstacles: hostObstacles, canvas: canvas)
    guard now != inputs else {
      if !hasClearance {
        buildClearance()
        makeView()
      }
      return
    }
    let changed = inputs != nil
    inputs = now
    build(now, movedFor: changed ? particles : nil)
  }

  /// Builds the shapes, and their clearances unless they changed since the last step for
  /// `particles` colliding particles whom the clearances would not pay for.
  private func build(_ inputs: Inputs, movedFor particles: Int?) {
    // Every array is emptied and refilled in place: shapes a host moves every frame are built
    // every step, which allocates nothing once the arrays have grown.
    ax.removeAll(keepingCapacity: true)
    ay.removeAll(keepingCapacity: true)
    ex.removeAll(keepingCapacity: true)
    ey.removeAll(keepingCapacity: true)
    inX.removeAll(keepingCapacity: true)
    inY.removeAll(keepingCapacity: true)
    cx.removeAll(keepingCapacity: true)
    cy.removeAll(keepingCapacity: true)
    radius.removeAll(keepingCapacity: true)
    if let r = inputs.canvas {
      let (x0, y0, x1, y1) = (r.x, r.y, r.x + r.width, r.y + r.height)
      addSegment(Point(x: x0, y: y0), Point(x: x1, y: y0), inward: (0, 1))
      addSegment(Point(x: x1, y: y0), Point(x: x1, y: y1), inward: (-1, 0))
      addSegment(Point(x: x1, y: y1), Point(x: x0, y: y1), inward: (0, -1))
      addSegment(Point(x: x0, y: y1), Point(x: x0, y: y0), inward: (1, 0))
    }
    var taken = 0
    func add(_ shapes: [Collider]) {
      for shape in shapes where shape.isValid && taken < Self.most {
        taken += 1
        switch shape {
        case .segment(let a, let b): addSegment(a, b, inward: (0, 0))
        case .rectangle(let r):
          let (x0, y0, x1, y1) = (r.x, r.y, r.x + r.width, r.y + r.height)
          addSegment(Point(x: x0, y: y0), Point(x: x1, y: y0), inward: (0, 0))
          addSegment(Point(x: x1, y: y0), Point(x: x1, y: y1), inward: (0, 0))
          addSegment(Point(x: x1, y: y1), Point(x: x0, y: y1), inward: (0, 0))
          addSegment(Point(x: x0, y: y1), Point(x: x0, y: y0), inward: (0, 0))
        case .circle(let c, let r):
          cx.append(c.x)
          cy.append(c.y)
          radius.append(r)
        }
      }
    }
    add(inputs.colliders)
    add(inputs.obstacles)
    add(inputs.hostObstacles)
    buildGrid()
    if let particles, items.count * Self.fineness * Self.fineness > particles * Self.clearancePayback {
      clearance.removeAll(keepingCapacity: true)
      hasClearance = false
    } else {
      buildClearance()
    }
    makeView()
  }

  /// Copies the built shapes into `view`'s memory (grown when they outgrow it, else reused).
  private func makeView() {
    let (n, m) = (count, segmentCount)
    let circles = n - m
    let f = reserve(&floats, 6 * m + 3 * circles + 4 * n + m + clearance.count)
    let i = reserve(&numbers, starts.count + items.count)
    var at = f
    func column(_ length: Int) -> UnsafeMutablePointer<Float> {
      defer { at += length }
      return at
    }
    func copy(_ values: [Float]) -> UnsafeMutablePointer<Float> {
      let base = column(values.count)
      values.withUnsafeBufferPointer { base.update(from: $0.baseAddress.unsafelyUnwrapped, count: $0.count) }
      return base
    }
    let (sax, say, sex, sey, sinX, sinY) = (copy(ax), copy(ay), copy(ex), copy(ey), copy(inX), copy(inY))
    let (scx, scy, sradius) = (copy(cx), copy(cy), copy(radius))
    let (lowX, lowY, highX, highY, length) = (column(n), column(n), column(n), column(n), column(m))
    for k in 0..<n {
      (lowX[k], lowY[k], highX[k], highY[k]) = bounds(k, grownBy: 0)
      if k < m { length[k] = (ex[k] * ex[k] + ey[k] * ey[k]).squareRoot() }
    }
    let sclearance = copy(clearance)
    starts.withUnsafeBufferPointer { i.update(from: $0.baseAddress.unsafelyUnwrapped, count: $0.count) }
    items.withUnsafeBufferPointer {
      (i + starts.count).update(from: $0.baseAddress.unsafelyUnwrapped, count: $0.count)
    }
    view = ShapeView(
      ax: sax, ay: say, ex: sex, ey: sey, inX: sinX, inY: sinY, cx: scx, cy: scy, radius: sradius,
      lowX: lowX, lowY: lowY, highX: highX, highY: highY, length: length, clearance: sclearance,
      starts: i, items: i + starts.count, segments: m, count: n, columns: columns, rows: rows,
      originX: originX, originY: originY, inverseSize: inverseSize, fineness: Self.fineness,
      cleared: hasClearance || n == 0)
  }

  /// `memory`'s start, reallocated first when it holds fewer than `needed` values.
  private func reserve<T>(_ memory: inout UnsafeMutableBufferPointer<T>?, _ needed: Int)
    -> UnsafeMutablePointer<T>
  {
    if let held = memory, held.count >= needed { return held.baseAddress.unsafelyUnwrapped }
    memory?.deallocate()
    let grown = UnsafeMutableBufferPointer<T>.allocate(capacity: max(1, needed))
    memory = grown
    return grown.baseAddress.unsafelyUnwrapped
  }

  private func addSegment(_ a: Point, _ b: Point, inward: (Float, Float)) {
    ax.append(a.x)
    ay.append(a.y)
    ex.append(b.x - a.x)
    ey.append(b.y - a.y)
    inX.append(inward.0)
    inY.append(inward.1)
  }

  /// Bounds of shape `k`, grown by `m`.
  private func bounds(_ k: Int, grownBy m: Float = reach) -> (Float, Float, Float, Float) {
    if k < segmentCount {
      let (x0, y0, x1, y1) = (ax[k], ay[k], ax[k] + ex[k], ay[k] + ey[k])
      return (min(x0, x1) - m, min(y0, y1) - m, max(x0, x1) + m, max(y0, y1) + m)
    }
    let c = k - segmentCount
    let r = radius[c] + m
    return (cx[c] - r, cy[c] - r, cx[c] + r, cy[c] + r)
  }

  private func buildGrid() {
    starts.removeAll(keepingCapacity: true)
    items.removeAll(keepingCapacity: true)
    guard count > 0 else {
      (columns, rows) = (0, 0)
      return
    }
    var (lx, ly, hx, hy) = bounds(0)
    for k in 1..<count {
      let b = bounds(k)
      (lx, ly, hx, hy) = (min(lx, b.0), min(ly, b.1), max(hx, b.2), max(hy, b.3))
    }
    let size = max(2 * Self.reach, max(hx - lx, hy - ly) / Float(Self.side))
    (originX, originY, inverseSize) = (lx, ly, 1 / size)
    columns = min(Self.side + 1, Int(((hx - lx) / size).rounded(.up)) + 1)
    rows = min(Self.side + 1, Int(((hy - ly) / size).rounded(.up)) + 1)
    func squares(_ k: Int) -> (ClosedRange<Int>, ClosedRange<Int>) {
      let b = bounds(k)
      let c0 = min(columns - 1, max(0, Int((b.0 - lx) / size)))
      let c1 = min(columns - 1, max(0, Int((b.2 - lx) / size)))
      let r0 = min(rows - 1, max(0, Int((b.1 - ly) / size)))
      let r1 = min(rows - 1, max(0, Int((b.3 - ly) / size)))
      return (c0...c1, r0...r1)
    }
    starts.append(contentsOf: repeatElement(0, count: columns * rows + 1))
    for k in 0..<count {
      let (cs, rs) = squares(k)
      for r in rs { for c in cs { starts[r * columns + c + 1] += 1 } }
    }
    for s in 1..<starts.count { starts[s] += starts[s - 1] }
    items.append(contentsOf: repeatElement(0, count: Int(starts[starts.count - 1])))
    // Each square's list filled in the shapes' order, its start counted up as it fills (to
    // the next square's start), then each start moved back to its own square.
    for k in 0..<count {
      let (cs, rs) = squares(k)
      for r in rs {
        for c in cs {
          items[Int(starts[r * columns + c])] = Int32(k)
          starts[r * columns + c] += 1
        }
      }
    }
    for s in (1..<starts.count).reversed() { starts[s] = starts[s - 1] }
    starts[0] = 0
  }

  /// `clearance`, from the shapes each grid square lists (one it leaves out is at least `reach`
  /// from all of the square): for a finer square, the least distance from its centre to them,
  /// less half its diagonal and a slack that covers the rounding of the particles' squares and
  /// contacts at the scene's magnitude.
  private func buildClearance() {
    hasClearance = true
    let k = Self.fineness
    let fineColumns = columns * k
    let work = items.count * k * k
    guard count > 0, work <= Self.mostClearanceWork else {
      clearance.removeAll(keepingCapacity: true)
      clearance.append(contentsOf: repeatElement(0, count: columns * k * rows * k))
      return
    }
    // The finer squares are the ones `ShapeView.mayMeet` finds (its scale times a power of two).
    let h = 1 / (Double(inverseSize) * Double(k))
    let extent = h * Double(max(columns, rows) * k)
    let slack = h * 0.5 * 2.0.squareRoot() + 1e-4 * (abs(Double(originX)) + abs(Double(originY)) + extent)
    clearance.removeAll(keepingCapacity: true)
    clearance.append(contentsOf: repeatElement(0, count: fineColumns * rows * k))
    for square in 0..<(columns * rows) {
      let listed = Int(starts[square])..<Int(starts[square + 1])
      let (c0, r0) = (square % columns * k, square / columns * k)
      for r in r0..<(r0 + k) {
        for c in c0..<(c0 + k) {
          let x = Double(originX) + (Double(c) + 0.5) * h
          let y = Double(originY) + (Double(r) + 0.5) * h
          var nearest = Double(Self.reach)
          for n in listed { nearest = min(nearest, distance(Int(items[n]), x, y)) }
          // Rounded down to a Float, so that it never says more than the Double.
          let clear = max(0, nearest - slack)
          clearance[r * fineColumns + c] = Float(clear).nextDown
        }
      }
    }
  }

  /// The distance from (`x`, `y`) to shape `k`'s outline, less a slack for the shape's own
  /// magnitude.
  private func distance(_ k: Int, _ x: Double, _ y: Double) -> Double {
    if k < segmentCount {
      let (a, e) = ((Double(ax[k]), Double(ay[k])), (Double(ex[k]), Double(ey[k])))
      let (wx, wy) = (x - a.0, y - a.1)
      let ee = e.0 * e.0 + e.1 * e.1
      let s = ee > 0 ? min(1, max(0, (wx * e.0 + wy * e.1) / ee)) : 0
      let (dx, dy) = (wx - s * e.0, wy - s * e.1)
      let size = abs(a.0) + abs(a.1) + abs(e.0) + abs(e.1)
      return (dx * dx + dy * dy).squareRoot() - 1e-4 * size
    }
    let c = k - segmentCount
    let (ox, oy, r) = (Double(cx[c]), Double(cy[c]), Double(radius[c]))
    let (dx, dy) = (x - ox, y - oy)
    return abs((dx * dx + dy * dy).squareRoot() - r) - 1e-4 * (abs(ox) + abs(oy) + r)
  }
}
