/// Writes the live particles of `layers` (in that order) into `buffer` as sprite instances at
/// each layer's current time, in the layer's render-mode order, with batches of one sprite and
/// blend. Cells without contents, and disabled cells, are not drawn.
public func pack(_ layers: [EmitterLayer], into buffer: InstanceBuffer) {
  buffer.removeAll()
  var total = 0
  for layer in layers { total += layer.simulation.drawnCount }
  buffer.reserve(total)
  for layer in layers { layer.simulation.pack(into: buffer, mode: layer.renderMode) }
}

extension Simulation {
  /// How many instances the layer draws now.
  var drawnCount: Int {
    var n = 0
    for (k, node) in nodes.enumerated() where active[k] && node.cell.contents != nil {
      n += node.pool.count
    }
    return n
  }

  func pack(into buffer: InstanceBuffer, mode: RenderMode) {
    let first = buffer.count
    let ordered = mode == .oldestFirst || mode == .oldestLast || mode == .backToFront
    for (k, node) in nodes.enumerated() where active[k] {
      guard let sprite = node.cell.contents else { continue }
      let start = buffer.count
      let n = node.pool.count
      guard n > 0 else { continue }
      writeInstances(node, into: buffer.instances + start, time: time)
      if ordered {
        writeKeys(node, into: buffer.keys + (start - first), mode: mode)
        let id = Int32(k)
        for i in 0..<n { buffer.nodeOf[start - first + i] = id }
      } else {
        buffer.addBatch(sprite: sprite, additive: mode.isAdditive, range: start..<start + n)
      }
      buffer.advance(by: n)
    }
    if ordered { sortAndBatch(buffer, from: first) }
  }

  /// The hot loop: the closed-form state of each particle of `node` at `time`.
  private func writeInstances(_ node: Node, into out: UnsafeMutablePointer<SpriteInstance>, time: Double) {
    let pool = node.pool
    let cell = node.cell
    let hax = cell.xAcceleration * 0.5
    let hay = cell.yAcceleration * 0.5
    let scaleSpeed = cell.scaleSpeed
    let inverse = cell.contentsScale > 0 ? 1 / cell.contentsScale : 1
    let (rs, gs, bs, als) = (cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed)
    let rect = cell.contentsRect
    let (birth, px, py, vx, vy) = (pool.birth, pool.px, pool.py, pool.vx, pool.vy)
    let (spin, scale) = (pool.spin, pool.scale)
    let (red, green, blue, alpha) = (pool.red, pool.green, pool.blue, pool.alpha)
    let rectangle = SIMD4(rect.x, rect.y, rect.width, rect.height)
    let raw = UnsafeMutableRawPointer(out)
    for i in 0..<pool.count {
      let tau = Float(time - birth[i])
      let o = raw + 48 * i
      let place = SIMD4(
        px[i] + (vx[i] + hax * tau) * tau, py[i] + (vy[i] + hay * tau) * tau,
        (scale[i] + scaleSpeed * tau) * inverse, spin[i] * tau)
      let color = SIMD4(
        clamp01(red[i] + rs * tau), clamp01(green[i] + gs * tau), clamp01(blue[i] + bs * tau),
        clamp01(alpha[i] + als * tau))
      o.storeBytes(of: place, toByteOffset: 0, as: SIMD4<Float>.self)
      o.storeBytes(of: color, toByteOffset: 16, as: SIMD4<Float>.self)
      o.storeBytes(of: rectangle, toByteOffset: 32, as: SIMD4<Float>.self)
    }
  }

  /// Sort keys, ascending in draw order: age descending (oldestFirst), age ascending
  /// (oldestLast), or z ascending, farthest first (backToFront).
  private func writeKeys(_ node: Node, into keys: UnsafeMutablePointer<UInt32>, mode: RenderMode) {
    let pool = node.pool
    let haz = node.cell.zAcceleration * 0.5
    for i in 0..<pool.count {
      let tau = Float(time - pool.birth[i])
      switch mode {
      case .oldestFirst: keys[i] = ~orderedBits(tau)
      case .oldestLast: keys[i] = orderedBits(tau)
      default: keys[i] = orderedBits(pool.pz[i] + (pool.vz[i] + haz * tau) * tau)
      }
    }
  }

  private func sortAndBatch(_ buffer: InstanceBuffer, from first: Int) {
    let n = buffer.count - first
    guard n > 0 else { return }
    for i in 0..<n { buffer.order[i] = UInt32(i) }
    radixSort(
      keys: buffer.keys, values: buffer.order, keysSpare: buffer.keysSpare,
      valuesSpare: buffer.orderSpare, counts: buffer.bucketCounts, count: n)
    let base = buffer.instances + first
    for i in 0..<n {
      let j = Int(buffer.order[i])
      buffer.spare[i] = base[j]
      buffer.nodeSpare[i] = buffer.nodeOf[j]
    }
    base.update(from: buffer.spare, count: n)
    var runStart = 0
    var runNode = Int(buffer.nodeSpare[0])
    for i in 1..<n {
      let id = Int(buffer.nodeSpare[i])
      guard id != runNode else { continue }
      if nodes[id].cell.contents != nodes[runNode].cell.contents {
        let sprite = nodes[runNode].cell.contents ?? ""
        buffer.addBatch(sprite: sprite, additive: false, range: first + runStart..<first + i)
        runStart = i
      }
      runNode = id
    }
    let sprite = nodes[runNode].cell.contents ?? ""
    buffer.addBatch(sprite: sprite, additive: false, range: first + runStart..<first + n)
  }
}

/// A float's bits, mapped so that unsigned order is numeric order.
@inline(__always)
func orderedBits(_ x: Float) -> UInt32 {
  let bits = x.bitPattern
  return bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000
}

/// Stable least-significant-digit radix sort of `values` by `keys`, 8 bits a pass, using the
/// spares as scratch; passes where every key shares the byte are skipped. Never allocates.
func radixSort(
  keys: UnsafeMutablePointer<UInt32>, values: UnsafeMutablePointer<UInt32>,
  keysSpare: UnsafeMutablePointer<UInt32>, valuesSpare: UnsafeMutablePointer<UInt32>,
  counts: UnsafeMutablePointer<Int>, count n: Int
) {
  var (srcK, srcV, dstK, dstV) = (keys, values, keysSpare, valuesSpare)
  do {
    for shift in stride(from: UInt32(0), to: 32, by: 8) {
      counts.update(repeating: 0, count: 256)
      for i in 0..<n { counts[Int((srcK[i] >> shift) & 0xFF)] += 1 }
      if counts[Int((srcK[0] >> shift) & 0xFF)] == n { continue }
      var sum = 0
      for b in 0..<256 {
        let c = counts[b]
        counts[b] = sum
        sum += c
      }
      for i in 0..<n {
        let bucket = Int((srcK[i] >> shift) & 0xFF)
        let to = counts[bucket]
        counts[bucket] = to + 1
        dstK[to] = srcK[i]
        dstV[to] = srcV[i]
      }
      swap(&srcK, &dstK)
      swap(&srcV, &dstV)
    }
  }
  if srcK != keys {
    keys.update(from: srcK, count: n)
    values.update(from: srcV, count: n)
  }
}
