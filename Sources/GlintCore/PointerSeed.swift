/// The seed of one layer of one pointer: a mix of the host's seed, the pointer id, the pointer's
/// began serial, the layer's index and the seed the effect gave it, so every layer of every stroke
/// draws its own reproducible random sequence.
func pointerLayerSeed(host: UInt32, pointer: Int, serial: UInt64, layer: Int, effectSeed: UInt32) -> UInt32 {
  var state = UInt64(host) &* 0x9E37_79B9_7F4A_7C15
  state = splitMix(state ^ UInt64(bitPattern: Int64(pointer)))
  state = splitMix(state ^ serial)
  state = splitMix(state ^ UInt64(layer))
  state = splitMix(state ^ UInt64(effectSeed))
  return UInt32(truncatingIfNeeded: state >> 32)
}

/// The seed of one canvas layer: a mix of the host's seed, a tag no pointer id reaches, the
/// layout count, the layer's index and the seed the effect gave it.
func canvasLayerSeed(host: UInt32, layout: UInt64, layer: Int, effectSeed: UInt32) -> UInt32 {
  pointerLayerSeed(host: host, pointer: Int.min, serial: layout, layer: layer, effectSeed: effectSeed)
}

/// SplitMix64's finaliser: a cheap, well-spread mix of 64 bits.
private func splitMix(_ value: UInt64) -> UInt64 {
  var z = value &+ 0x9E37_79B9_7F4A_7C15
  z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
  z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
  return z ^ (z >> 31)
}
