/// Following a path (pixi's `movePath`): a particle's distance along its birth direction is the
/// x of a path expression, and the expression's y puts it across that direction (the path turned
/// by the direction, as pixi turns it by the particle's initial rotation). The distance is what
/// the particle's own motion gives (its speed, speed curve and forces), so the path is a pass over
/// states, the same at any frame rate, with no column: it reads the birth place and direction
/// the store keeps for every particle.
extension EmitterCell {
  /// y as an expression in x, the distance travelled along the birth direction (points); the
  /// particle is moved y points across that direction (clockwise on screen is positive). nil
  /// moves straight. Not used with orbit motion.
  public var pathExpression: PathExpression? {
    get { values.movement.path }
    set { values.movement.path = newValue }
  }
}

/// The pass of a cell that follows a path, read once per cell before a loop; nil for cells
/// that follow none (or orbit), which skip it.
struct PathFollowing {
  let expression: PathExpression

  init?(_ cell: borrowing CellValues) {
    guard let path = cell.movement.path, cell.movement.motion != .orbit else { return nil }
    expression = path
  }

  /// Moves the run (particles `range`, their motion already placed) onto the path: the
  /// distance d along the birth direction u gives y(d), added across u, and the velocity gains
  /// its speed along u times y'(d) across u, so it follows the path's tangent.
  @inline(never)
  func apply(_ run: ParticleRun, _ p: ParticleColumns, _ range: Range<Int>) {
    let (x, y, vx, vy) = (run.x, run.y, run.vx, run.vy)
    expression.withStack { stack in
      let first = range.lowerBound
      for i in range {
        let k = i - first
        let (dx, dy) = (p.dirX[i], p.dirY[i])
        let length = (dx * dx + dy * dy).squareRoot()
        let (ux, uy): (Float, Float) = length > 0 ? (dx / length, dy / length) : (1, 0)
        let along = (x[k] - p.px[i]) * ux + (y[k] - p.py[i]) * uy
        let speed = vx[k] * ux + vy[k] * uy
        let (offset, slope) = expression.evaluate(along, stack: stack)
        x[k] -= offset * uy
        y[k] += offset * ux
        vx[k] -= speed * slope * uy
        vy[k] += speed * slope * ux
      }
    }
  }
}

extension PathExpression: KeyPathValueConvertible {
  public static var keyPathKind: KeyPathValue.Kind { .string }
  public static var keyPathExpectation: String {
    "a path expression in x (numbers, + - * / ^, parentheses, pixi's Math functions)"
  }
  public var keyPathValue: KeyPathValue { .string(text) }
  public init?(keyPathValue value: KeyPathValue) {
    guard case .string(let text) = value, let path = try? PathExpression(text) else { return nil }
    self = path
  }
}
