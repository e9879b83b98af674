/// Turbulence's lattice, hashed once: each cell's blend of its four corner values, so an
/// octave reads one cell where it would hash four corners (the hash is most of a hashed value
/// noise's cost, and turbulence reads it for every octave at every sub-step of every particle).
///
/// The lattice repeats every `side` cells; a seed picks where each octave reads it
/// (`cellOffset`), so every seed and octave has its own stretch of it.
extension FieldNoise {
  /// Cells along each side of the lattice (a power of two: a coordinate wraps with a mask).
  static let side: Int32 = 256
  /// The seed of the lattice's corner values.
  static let latticeSeed: UInt32 = 0x2F6B_9D05

  /// Cell (i, j)'s blend (`FieldNoise.potential`) at `i + j · side`: its corner (i, j)'s value
  /// v₀₀, then v₁₀ − v₀₀, v₀₁ − v₀₀ and v₀₀ − v₁₀ − v₀₁ + v₁₁. Made on first use (1 MiB) and kept.
  nonisolated(unsafe) static let cells: UnsafePointer<SIMD4<Float>> = {
    let n = Int(side)
    let mask = side - 1
    let cells = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: n * n)
    func corner(_ i: Int32, _ j: Int32) -> Float { height(hash(i & mask, j & mask, latticeSeed)) }
    for j in 0..<side {
      for i in 0..<side {
        let (v00, v10, v01, v11) = (corner(i, j), corner(i + 1, j), corner(i, j + 1), corner(i + 1, j + 1))
        cells[Int(i + j * side)] = SIMD4(v00, v10 - v00, v01 - v00, v00 - v10 - v01 + v11)
      }
    }
    return UnsafePointer(cells)
  }()

  /// Where the octave of seed `seed` reads the lattice: whole cells added to its coordinates.
  @inline(__always)
  static func cellOffset(_ seed: UInt32) -> (x: Int32, y: Int32) {
    let h = mix(seed ^ 0x85EB_CA6B)
    return (Int32(bitPattern: h & 0xFF), Int32(bitPattern: (h >> 8) & 0xFF))
  }

  /// The place of lattice cell (`ix`, `iy`) of the octave of `offset` in `cells`.
  @inline(__always)
  static func cellIndex(_ ix: Int32, _ iy: Int32, _ offset: (x: Int32, y: Int32)) -> Int {
    Int(((ix &+ offset.x) & (side - 1)) | (((iy &+ offset.y) & (side - 1)) &<< 8))
  }

  /// `cellIndex` in lanes.
  @inline(__always)
  static func cellIndex(_ ix: SIMD4<Int32>, _ iy: SIMD4<Int32>, _ offset: (x: Int32, y: Int32))
    -> SIMD4<Int32>
  {
    ((ix &+ offset.x) & (side - 1)) | (((iy &+ offset.y) & (side - 1)) &<< 8)
  }

  /// The blends of four cells, as lanes: each lane's v₀₀, v₁₀ − v₀₀, v₀₁ − v₀₀ and k.
  @inline(__always)
  static func blends(_ index: SIMD4<Int32>, in cells: UnsafePointer<SIMD4<Float>>) -> (
    SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>
  ) {
    let (a, b, c, d) = (
      cells[Int(index[0])], cells[Int(index[1])], cells[Int(index[2])], cells[Int(index[3])]
    )
    return (
      SIMD4(a[0], b[0], c[0], d[0]), SIMD4(a[1], b[1], c[1], d[1]),
      SIMD4(a[2], b[2], c[2], d[2]), SIMD4(a[3], b[3], c[3], d[3])
    )
  }
}
