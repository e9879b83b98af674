/// Packing ribbons: each trail, from its head (where the particle or emitter is now) through its
/// kept points, newest first, to where the trail's span ends, as a triangle strip of
/// `RibbonVertex`es in the frame's instance buffer, before the layer's sprites (a ribbon lies
/// under the particle that leaves it). The width and colour go from head to tail by each point's
/// age over the span, so a point fades as it ages rather than as points are added.
extension Simulation {
  /// Strip vertices a ribbon of `points` kept points may take: its head, the points and the
  /// end of its span, two a point, and the two that join it to the next ribbon.
  static func ribbonVertices(points: Int) -> Int { 2 * (points + 2) + 2 }

  /// The most ribbon vertices the layer writes now (with an emitter trail of `emitterPoints`).
  func ribbonVertexBound(emitterPoints: Int) -> Int {
    var n = 0
    if let trail = emitterTrail, emitterPoints > 0 { n += Self.ribbonVertices(points: trail.kept) }
    for k in nodes.indices where active[k] {
      // The kept points read in place: a copy of the style would retain its strings.
      let points = nodes[k].cell.trail.keptPoints
      guard points > 0, nodes[k].pool.trails != nil, ribbonSprite(nodes[k].cell) != nil else { continue }
      n += nodes[k].pool.count * Self.ribbonVertices(points: points)
    }
    return n
  }

  /// Appends the layer's ribbons to `buffer` (room reserved), one batch a trail cell: the
  /// emitter's own trail (`style`), then each cell's particles' trails (a large cell's on every
  /// core, `writeRibbonsOnThreads`).
  func appendRibbons(to buffer: InstanceBuffer, style: TrailStyle, blend: SpriteBlend, images: ImageFolder?) {
    if let trail = emitterTrail, style.keptPoints > 0, trail.kept > 0 {
      appendEmitterRibbon(trail, style: style, to: buffer, blend: blend, images: images)
    }
    for k in nodes.indices where active[k] && nodes[k].cell.trail.keptPoints > 0 {
      let cell = nodes[k].cell
      guard let trails = nodes[k].pool.trails, let sprite = ribbonSprite(cell)
      else {
        continue
      }
      let start = buffer.count
      let written = writeRibbonsOnThreads(cell, nodes[k].pool, trails, into: buffer.storage + start)
      buffer.advance(by: written)
      var batch = DrawBatch(
        sprite: sprite, blend: blend, range: start..<start + written,
        sampling: SpriteSampling(
          magnification: cell.magnificationFilter, minification: cell.minificationFilter,
          bias: cell.minificationFilterBias),
        imageFolder: images, cell: cell.name,
        contentsPremultiplied: cell.trail.contents == nil && cell.looks.contentsPremultiplied)
      batch.isRibbon = true
      buffer.addBatch(batch)
    }
  }

  /// The sprite a cell's ribbons are drawn with: the trail's own, else the cell's.
  func ribbonSprite(_ cell: CellValues) -> String? { cell.trail.contents ?? cell.contents }

  /// The ribbons of `pool`'s particles `particles` at the layer's time, one after another from
  /// `out`; returns the vertices written.
  func writeRibbons(
    _ cell: CellValues, _ pool: ParticleStore, _ trails: TrailColumns, _ particles: Range<Int>,
    into out: UnsafeMutablePointer<SpriteInstance>
  ) -> Int {
    let style = cell.trail
    let motion = CellMotion(cell)
    let columns = ParticleColumns(pool)
    let span = style.span
    let raw = UnsafeMutableRawPointer(out)
    var written = 0
    for i in particles {
      let s = motion.state(columns, i, age: motion.age(columns, i, at: time))
      guard s.x.isFinite, s.y.isFinite else { continue }
      let kept = Int(trails.kept[i])  // at most one past the span, where the tail is cut
      // The ring read in place, newest first, wrapped by a subtraction rather than a division.
      let (ring, newest, points) = (trails.ring(i), Int(trails.newest[i]), trails.points)
      written += RibbonWriter(style: style, tint: s.color).write(
        into: raw + written * MemoryLayout<RibbonVertex>.stride, kept: kept, span: span,
        head: SIMD2(s.x, s.y)
      ) { j in
        let back = newest - j
        let p = ring + 3 * (back < 0 ? back + points : back)
        return SIMD3(p[0], p[1], s.age - p[2])
      }
    }
    return written
  }

  /// The emitter's own ribbon, from where it is now through its kept points.
  private func appendEmitterRibbon(
    _ trail: EmitterTrail, style: TrailStyle, to buffer: InstanceBuffer, blend: SpriteBlend,
    images: ImageFolder?
  ) {
    let start = buffer.count
    let now = time
    let written = RibbonWriter(style: style, tint: SIMD4(repeating: 1)).write(
      into: UnsafeMutableRawPointer(buffer.storage + start), kept: trail.kept, span: style.span,
      head: SIMD2(previousPosition.x, previousPosition.y)
    ) { j in
      let p = trail.point(j, now: now)
      return SIMD3(p.x, p.y, p.age)
    }
    buffer.advance(by: written)
    var batch = DrawBatch(
      sprite: style.contents ?? "solid", blend: blend, range: start..<start + written, imageFolder: images,
      cell: "trail")
    batch.isRibbon = true
    buffer.addBatch(batch)
  }
}

/// Writes one ribbon's strip.
struct RibbonWriter {
  let style: TrailStyle
  /// Multiplies the trail's colours (the particle's colour now).
  let tint: SIMD4<Float>

  /// The most points a ribbon passes through: its head and every point a trail keeps (one past
  /// the span, which the cut tail replaces).
  static let mostPoints = TrailStyle.mostPoints + 2

  /// The ribbon's points: their x, y and age reckoned from the head, a column each (so each
  /// segment's length is measured in lanes), `mostPoints` apart.
  struct Points {
    let base: UnsafeMutablePointer<Float>
    let count: Int

    @inline(__always) var x: UnsafeMutablePointer<Float> { base }
    @inline(__always) var y: UnsafeMutablePointer<Float> { base + RibbonWriter.mostPoints }
    @inline(__always) var age: UnsafeMutablePointer<Float> { base + 2 * RibbonWriter.mostPoints }

    @inline(__always) subscript(_ j: Int) -> SIMD3<Float> { SIMD3(x[j], y[j], age[j]) }
  }

  /// Writes the ribbon from `head` through `kept` points (`point(j)`: the j-th newest, its place
  /// and its age reckoned from the head) as far as `span` seconds back, the last segment cut
  /// where the span ends; returns the vertices written (none for a ribbon of under two points).
  /// The points are read once, into a buffer on the stack (under a kilobyte), since each is
  /// looked at several times.
  @inline(__always)
  func write(
    into out: UnsafeMutableRawPointer, kept: Int, span: Float, head: SIMD2<Float>,
    point: (Int) -> SIMD3<Float>
  ) -> Int {
    withUnsafeTemporaryAllocation(of: Float.self, capacity: 3 * Self.mostPoints) { columns in
      let base = columns.baseAddress!
      let count = gather(
        into: base, kept: min(kept, Self.mostPoints - 1), span: span, head: head, point: point)
      guard count >= 2 else { return 0 }
      // Apart from the points, so each allocation stays small enough for the stack.
      return withUnsafeTemporaryAllocation(of: Float.self, capacity: Self.mostPoints) { distances in
        strip(
          into: out, points: Points(base: base, count: count), distances: distances.baseAddress!, span: span)
      }
    }
  }

  /// Puts the head, the kept points younger than the span and the span's end into `points`;
  /// returns how many.
  @inline(__always)
  private func gather(
    into base: UnsafeMutablePointer<Float>, kept: Int, span: Float, head: SIMD2<Float>,
    point: (Int) -> SIMD3<Float>
  ) -> Int {
    let points = Points(base: base, count: 0)
    @inline(__always) func put(_ j: Int, _ x: Float, _ y: Float, _ age: Float) {
      (points.x[j], points.y[j], points.age[j]) = (x, y, age)
    }
    put(0, head.x, head.y, 0)
    var count = 1
    for j in 0..<kept {
      let p = point(j)
      // Finite when each less itself is zero (an infinity or a NaN leaves a NaN).
      guard (p.x - p.x) + (p.y - p.y) + (p.z - p.z) == 0 else { break }
      if p.z <= span {
        put(count, p.x, p.y, p.z)
        count += 1
        continue
      }
      let previous = points[count - 1]
      let f = p.z > previous.z ? (span - previous.z) / (p.z - previous.z) : 0
      let tail = previous + (p - previous) * f
      put(count, tail.x, tail.y, span)
      count += 1
      break
    }
    return count
  }

  /// Writes the strip through `points` (at least two), measuring each one's distance from the
  /// head into `distances`.
  @inline(__always)
  private func strip(
    into out: UnsafeMutableRawPointer, points: Points, distances: UnsafeMutablePointer<Float>, span: Float
  ) -> Int {
    let count = points.count
    @inline(__always) func at(_ j: Int) -> SIMD3<Float> { points[j] }
    // Each point's distance from the head along the ribbon, measured once: the segments'
    // lengths in lanes, then summed in order.
    let (xs, ys) = (points.x, points.y)
    for j in 1..<count {
      let (dx, dy) = (xs[j] - xs[j - 1], ys[j] - ys[j - 1])
      distances[j] = (dx * dx + dy * dy).squareRoot()
    }
    var length: Float = 0
    distances[0] = 0
    for j in 1..<count {
      length += distances[j]
      distances[j] = length
    }
    let endWidth = style.endWidth ?? style.width
    let c0 = SIMD4(style.color.red, style.color.green, style.color.blue, style.color.alpha)
    let end = style.endColor ?? style.color
    let c1 = SIMD4(end.red, end.green, end.blue, end.alpha)
    let repeats: Float = style.texture == .tile ? 1 : 0
    var normal = SIMD2<Float>(0, 1)
    var n = 0
    @inline(__always) func put(_ v: RibbonVertex) {
      out.storeBytes(of: v, toByteOffset: n * MemoryLayout<RibbonVertex>.stride, as: RibbonVertex.self)
      n += 1
    }
    var chord = Chord(from: at(0), span: span)
    for j in 0..<count {
      let p = at(j)
      let distance = distances[j]
      if j > 0 && j < count - 1 && chord.leavesOut(p, reaching: at(j + 1)) { continue }
      chord = Chord(from: p, span: span)
      let ahead = at(max(j - 1, 0))
      let behind = at(min(j + 1, count - 1))
      let tangent = SIMD2(ahead.x - behind.x, ahead.y - behind.y)
      let size = (tangent * tangent).sum().squareRoot()
      if size > 1e-6 { normal = SIMD2(-tangent.y, tangent.x) / size }
      let t = span > 0 ? min(max(p.z / span, 0), 1) : 0
      let width = style.width + (endWidth - style.width) * t
      let color = tint * (c0 + (c1 - c0) * t)
      let along =
        repeats == 1 ? (style.width > 0 ? distance / style.width : 0) : (length > 0 ? distance / length : 0)
      let offset = normal * (width * 0.5)
      let left = RibbonVertex(
        x: p.x + offset.x, y: p.y + offset.y, along: along, across: 0, r: color.x, g: color.y, b: color.z,
        a: color.w, repeats: repeats, width: width)
      var right = left
      (right.x, right.y, right.across) = (p.x - offset.x, p.y - offset.y, 1)
      if j == 0 { put(left) }
      put(left)
      put(right)
      if j == count - 1 { put(right) }
    }
    return n
  }
}

/// A straight stretch of a strip from its last drawn point, which the samples after it may be
/// left out of: a sample is left out when the strip, drawn straight from that point to the one
/// after the sample, passes within `tolerance` of it, and puts the sample's age (its z: its
/// width and colour) no farther along the strip than `ageTolerance` of the span asks.
///
/// A chord from `a` is a velocity u (a point at age t lies at a + u (t − a.z)); a sample p at
/// age t is near enough when u lies in a box around (p − a) / (t − a.z), in axes along the
/// stretch's first sample and across it: across, tolerance / (t − a.z) either way; along,
/// where an error moves only where the width and colour fall, as much as the sample's age may
/// move at the stretch's speed. The samples left out so far leave the box their boxes share,
/// so each test is a few operations whatever their number. A particle moving straight, even
/// speeding up or slowing down as a falling one does, or samples closer together than a pixel,
/// are drawn from their ends: a few triangles rather than two a sample, which on llvmpipe cost
/// their setup whatever their length.
struct Chord {
  /// How far (points) the strip may pass from a sample left out: half a pixel at one pixel a
  /// point, too little to see on a ribbon's edge.
  static let tolerance: Float = 0.5
  /// How far along the trail's span (a fraction of it) a sample's width and colour may be drawn
  /// from where the sample lies: a twentieth, a shift along the ribbon too small to see. A
  /// falling particle speeds up, so its samples crowd towards the tail: held to the across
  /// tolerance along too, every falling spark's 16-point ribbon kept two or three stretches.
  static let ageTolerance: Float = 0.05

  private let start: SIMD3<Float>
  private let span: Float
  /// The stretch's axes (along its first sample, and across) and the tolerance along it; set by
  /// the first test.
  private var axis = SIMD2<Float>.zero
  private var alongTolerance: Float = 0
  private var low = SIMD2<Float>(repeating: -.infinity)
  private var high = SIMD2<Float>(repeating: .infinity)
  /// The last test's next sample in the stretch's axes over its age, and the tolerances over
  /// its age: the next test's sample's, already worked out (the strip tests its samples in turn
  /// while they are left out).
  private var ahead: SIMD4<Float>?

  init(from start: SIMD3<Float>, span: Float) { (self.start, self.span) = (start, span) }

  /// Whether `p` may be left out when the stretch reaches at least `next`; if so the stretch
  /// remembers it.
  @inline(__always)
  mutating func leavesOut(_ p: SIMD3<Float>, reaching next: SIMD3<Float>) -> Bool {
    let (dp, dn) = (p.z - start.z, next.z - start.z)
    let origin = SIMD2(start.x, start.y)
    let offset = SIMD2(p.x, p.y) - origin
    // A sample taken as the stretch starts (the particle's newest, in a frame that took one)
    // lies where it starts: it asks nothing of the stretch.
    guard dp > 0 else {
      return dp == 0 && dn > 0 && (offset * offset).sum() <= Self.tolerance * Self.tolerance
    }
    guard dn > dp else { return false }
    if axis == .zero {
      let length = (offset * offset).sum().squareRoot()
      axis = length > 1e-6 ? offset / length : SIMD2(1, 0)
      alongTolerance = Swift.max(Self.tolerance, Self.ageTolerance * span * length / dp)
    }
    @inline(__always) func inAxes(_ v: SIMD2<Float>) -> SIMD2<Float> {
      SIMD2(v.x * axis.x + v.y * axis.y, v.y * axis.x - v.x * axis.y)
    }
    // A sample in axes and the tolerances, over its age in one division.
    let tolerances = SIMD2(alongTolerance, Self.tolerance)
    let here = ahead ?? SIMD4(lowHalf: inAxes(offset), highHalf: tolerances) / dp
    let (centre, half) = (here.lowHalf, here.highHalf)
    // The boxes' meet; a bound that is not a number (of absurd ages) leaves the box as it was.
    let (below, above) = (centre - half, centre + half)
    let newLow = low.replacing(with: below, where: below .> low)
    let newHigh = high.replacing(with: above, where: above .< high)
    let there = SIMD4(lowHalf: inAxes(SIMD2(next.x, next.y) - origin), highHalf: tolerances) / dn
    let u = there.lowHalf
    guard all(SIMD4(lowHalf: u, highHalf: newHigh) .>= SIMD4(lowHalf: newLow, highHalf: u)) else {
      return false
    }
    (low, high, ahead) = (newLow, newHigh, there)
    return true
  }
}
