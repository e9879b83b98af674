/// A value over a particle's life: keys at fractions of the life (0 to 1), read piecewise
/// linearly or held until the next key (`stepped`), after `ease` has paced the life fraction.
///
/// A cell's curves multiply what its particles drew at birth (`LifeCurves`), so one curve shapes
/// every particle alike however their start values vary. Values are `SIMD3` so one type serves
/// colours ([red, green, blue]) and numbers (the same number in all three lanes, `scalar(at:)`).
/// Reading a curve never allocates: it walks the keys in place.
public struct ValueCurve: Hashable, Sendable {
  /// One key: the value at a fraction of the particle's life.
  public struct Key: Hashable, Sendable {
    public var time: Float
    public var value: SIMD3<Float>

    public init(time: Float, value: SIMD3<Float>) {
      self.time = time
      self.value = value
    }

    /// A key of a number curve.
    public init(time: Float, _ value: Float) {
      self.init(time: time, value: SIMD3(repeating: value))
    }
  }

  /// The keys in time order: the first at 0, the last at 1 (an effect file is checked for it).
  public var keys: [Key] {
    didSet { table = CurveTable(keys: keys, stepped: stepped, ease: ease) }
  }
  /// Whether each key's value holds until the next key (pixi's `isStepped`) instead of blending.
  public var stepped: Bool {
    didSet { table = CurveTable(keys: keys, stepped: stepped, ease: ease) }
  }
  /// Paces the life fraction before the keys are read (linear: not at all).
  public var ease: MediaTimingFunction {
    didSet { table = CurveTable(keys: keys, stepped: stepped, ease: ease) }
  }
  /// The keys and the ease tabulated in memory of their own, made when the curve is made or
  /// changed, so a particle reads them through plain pointers and never solves the Bézier.
  private var table: CurveTable

  public init(keys: [Key], stepped: Bool = false, ease: MediaTimingFunction = .linear) {
    self.keys = keys
    self.stepped = stepped
    self.ease = ease
    table = CurveTable(keys: keys, stepped: stepped, ease: ease)
  }

  public static func == (a: ValueCurve, b: ValueCurve) -> Bool {
    a.keys == b.keys && a.stepped == b.stepped && a.ease == b.ease
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(keys)
    hasher.combine(stepped)
    hasher.combine(ease)
  }

  /// A number curve through `points`, each (life fraction, value).
  public init(_ points: [(Float, Float)], stepped: Bool = false, ease: MediaTimingFunction = .linear) {
    self.init(keys: points.map { Key(time: $0.0, $0.1) }, stepped: stepped, ease: ease)
  }

  /// A colour curve through `points`, each (life fraction, [red, green, blue]).
  public init(
    colors points: [(Float, SIMD3<Float>)], stepped: Bool = false, ease: MediaTimingFunction = .linear
  ) {
    self.init(keys: points.map { Key(time: $0.0, value: $0.1) }, stepped: stepped, ease: ease)
  }

  /// The value at life fraction `fraction` (clamped to 0...1). No keys read as 1, which leaves
  /// what the curve multiplies as it is; before the first key the first value holds, after the
  /// last the last.
  @inline(__always)
  public func value(at fraction: Float) -> SIMD3<Float> {
    withReader { $0.value(at: fraction) }
  }

  /// Calls `body` with a reader of the curve that holds its storage for the call: a loop over
  /// many particles reads through one, without touching reference counts per read.
  @inline(__always)
  func withReader<R>(_ body: (CurveReader) -> R) -> R {
    withExtendedLifetime(table) { body(table.reader) }
  }

  /// A reader of the curve, valid while this curve (or a copy of it) lives: what a cell's motion
  /// keeps beside the curve, read once per cell, so that a loop reads it with no call at all.
  var reader: CurveReader { table.reader }

  /// The curve's running integrals over the life, valid while this curve (or a copy) lives.
  var integrals: CurveIntegrals { table.integrals }

  /// The value of a number curve at life fraction `fraction`.
  @inline(__always)
  public func scalar(at fraction: Float) -> Float { withReader { $0.scalar(at: fraction) } }

}

/// A curve's keys and ease table, copied once into memory that does not move, which the curve
/// holds and frees (immutable, so any thread may read it).
final class CurveTable: @unchecked Sendable {
  let reader: CurveReader
  /// The first lane's running integrals (what a speed curve moves a particle by).
  let integrals: CurveIntegrals

  init(keys: [ValueCurve.Key], stepped: Bool, ease: MediaTimingFunction) {
    let n = keys.count
    let k = UnsafeMutablePointer<ValueCurve.Key>.allocate(capacity: max(1, n))
    k.initialize(from: keys, count: n)
    let times = UnsafeMutablePointer<Float>.allocate(capacity: max(1, n))
    let numbers = UnsafeMutablePointer<Float>.allocate(capacity: max(1, 3 * n))
    for (j, key) in keys.enumerated() {
      times[j] = key.time
      (numbers[j], numbers[n + j], numbers[2 * n + j]) = (key.value.x, key.value.y, key.value.z)
    }
    var table: UnsafeBufferPointer<Float>?
    if let values = EaseTable(ease)?.values {
      let e = UnsafeMutablePointer<Float>.allocate(capacity: values.count)
      e.initialize(from: values, count: values.count)
      table = UnsafeBufferPointer(start: e, count: values.count)
    }
    let ordered = n < 2 || (1..<n).allSatisfy { keys[$0 - 1].time <= keys[$0].time }
    reader = CurveReader(
      keys: UnsafeBufferPointer(start: k, count: n), times: times, numbers: numbers,
      differences: Self.differences(numbers, count: n), ordered: ordered, stepped: stepped, ease: table,
      reciprocals: Self.exactReciprocals(times, count: n))
    integrals = CurveIntegrals(reader)
  }

  /// Each row's `numbers[j] - numbers[j - 1]` at `j` (0 at the first key): the difference a
  /// read blends by, the same subtraction a read makes, made once.
  static func differences(_ numbers: UnsafePointer<Float>, count n: Int) -> UnsafePointer<Float> {
    let d = UnsafeMutablePointer<Float>.allocate(capacity: max(1, 3 * n))
    for row in 0..<3 {
      for j in 0..<n { d[row * n + j] = j == 0 ? 0 : numbers[row * n + j] - numbers[row * n + j - 1] }
    }
    return UnsafePointer(d)
  }

  /// Each segment's `1 / span` at the index of the key that ends it, when every span of the
  /// ordered keys is zero or a power of two whose reciprocal is a normal float: dividing by such
  /// a span and multiplying by its reciprocal round the same exact quotient, so reads in lanes
  /// multiply instead of divide. Nil otherwise (a zero span's entry is never read: its segment
  /// reads 1).
  static func exactReciprocals(_ times: UnsafePointer<Float>, count n: Int) -> UnsafePointer<Float>? {
    guard n > 1 else { return nil }
    let reciprocals = UnsafeMutablePointer<Float>.allocate(capacity: n)
    reciprocals[0] = 0
    for j in 1..<n {
      let span = times[j] - times[j - 1]
      let exact = span.isNormal && span > 0 && span.significandBitPattern == 0 && (1 / span).isNormal
      guard exact || span == 0 else {
        reciprocals.deallocate()
        return nil
      }
      reciprocals[j] = exact ? 1 / span : 0
    }
    return UnsafePointer(reciprocals)
  }

  deinit {
    reader.keys.baseAddress.map { UnsafeMutablePointer(mutating: $0).deallocate() }
    reader.reciprocals.map { UnsafeMutablePointer(mutating: $0).deallocate() }
    UnsafeMutablePointer(mutating: reader.times).deallocate()
    UnsafeMutablePointer(mutating: reader.numbers).deallocate()
    UnsafeMutablePointer(mutating: reader.differences).deallocate()
    reader.ease?.baseAddress.map { UnsafeMutablePointer(mutating: $0).deallocate() }
    integrals.free()
  }
}

/// A curve's keys and ease table, read through plain pointers (see `CurveTable`).
struct CurveReader {
  let keys: UnsafeBufferPointer<ValueCurve.Key>
  /// The keys' times, and the lanes of their values, each in a row of their own: the first
  /// lane's row (a number curve's values), then the second's and the third's.
  let times, numbers: UnsafePointer<Float>
  /// Each row's differences between neighbouring keys' values (`CurveTable.differences`).
  let differences: UnsafePointer<Float>
  /// Whether the keys' times never fall (an effect file's always hold).
  let ordered: Bool
  let stepped: Bool
  /// The ease sampled at `EaseTable.segments` + 1 times; nil for linear.
  let ease: UnsafeBufferPointer<Float>?
  /// Each segment's exact `1 / span`, by the key that ends it, when every span has one
  /// (`CurveTable.exactReciprocals`); nil otherwise.
  let reciprocals: UnsafePointer<Float>?

  init(
    keys: UnsafeBufferPointer<ValueCurve.Key>, times: UnsafePointer<Float>, numbers: UnsafePointer<Float>,
    differences: UnsafePointer<Float>, ordered: Bool, stepped: Bool, ease: UnsafeBufferPointer<Float>?,
    reciprocals: UnsafePointer<Float>?
  ) {
    (self.keys, self.times, self.numbers, self.ordered) = (keys, times, numbers, ordered)
    self.differences = differences
    (self.stepped, self.ease, self.reciprocals) = (stepped, ease, reciprocals)
  }

  /// See `ValueCurve.value(at:)`.
  @inline(__always)
  func value(at fraction: Float) -> SIMD3<Float> {
    guard let first = keys.first else { return SIMD3(repeating: 1) }
    let x = paced(fraction)
    if x <= first.time || keys.count == 1 { return first.value }
    let i = segment(x)
    let (a, b) = (keys[i - 1], keys[i])
    if x >= b.time { return b.value }
    if stepped { return a.value }
    let span = b.time - a.time
    let t = span > 0 ? (x - a.time) / span : 1
    return a.value + (b.value - a.value) * t
  }

  /// The first lane of `value(at:)` (a number curve's value), the same arithmetic on one lane.
  @inline(__always)
  func scalar(at fraction: Float) -> Float {
    let n = keys.count
    guard n > 0 else { return 1 }
    let x = paced(fraction)
    if x <= times[0] || n == 1 { return numbers[0] }
    let i = segment(x)
    let (ta, tb) = (times[i - 1], times[i])
    if x >= tb { return numbers[i] }
    if stepped { return numbers[i - 1] }
    let span = tb - ta
    let t = span > 0 ? (x - ta) / span : 1
    return numbers[i - 1] + (numbers[i] - numbers[i - 1]) * t
  }

  /// The key that ends the segment holding `x` (past the first key): the first from 1 whose
  /// time is not before `x`, or the last. With ordered times, the keys before `x` are the first
  /// ones, so it counts them without a branch that depends on `x`.
  @inline(__always)
  func segment(_ x: Float) -> Int {
    let last = keys.count - 1
    var i = 1
    guard ordered else {
      while i < last && times[i] < x { i += 1 }
      return i
    }
    var j = 1
    while j < last {
      i &+= times[j] < x ? 1 : 0
      j &+= 1
    }
    return i
  }

  /// The life fraction after the ease, clamped to 0...1 (NaN reads as 0).
  @inline(__always)
  func paced(_ fraction: Float) -> Float {
    let x = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    guard let ease else { return x }
    let position = x * Float(EaseTable.segments)
    let i = min(Int(position), EaseTable.segments - 1)
    return ease[i] + (ease[i + 1] - ease[i]) * (position - Float(i))
  }
}

/// A timing function sampled at `segments` + 1 evenly spaced times and read back linearly: within
/// about 1e-4 of the curve for Core Animation's named eases, at a few operations a read.
struct EaseTable: Sendable {
  static let segments = 256
  let values: [Float]

  /// The table of `ease`, or nil for the straight line (read as it is).
  init?(_ ease: MediaTimingFunction) {
    guard !ease.isLinear else { return nil }
    values = (0...Self.segments).map { Float(ease.value(at: Double($0) / Double(Self.segments))) }
  }
}

extension MediaTimingFunction {
  /// Core Animation's linear pacing: progress equals time.
  public static let linear = MediaTimingFunction(name: .linear)

  /// Whether the curve is the straight line y = x (its control points on the diagonal).
  var isLinear: Bool { c1.x == c1.y && c2.x == c2.y }

  /// The named curve with these control points, if there is one (files write the name back).
  public var name: Name? { Name.allCases.first { MediaTimingFunction(name: $0) == self } }
}
