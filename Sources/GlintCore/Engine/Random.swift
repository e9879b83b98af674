/// Counter-based randomness: every value is a hash of where it is used, never the next number of a
/// stream, so the births of a step can happen in any order (or in any number of steps) and still
/// draw identical values. A birth is keyed by the layer's seed, its cell's path, the emitter
/// instance (the layer, a burst, or a parent particle) and the birth's index from that emitter.
struct BirthRandom {
  /// The birth's key; it doubles as the particle's serial number.
  let serial: UInt64

  init(seed: UInt32, node: UInt64, emitter: UInt64, index: UInt64) {
    serial = mix64(mix64(mix64(mix64(UInt64(seed)) ^ node) ^ emitter) ^ index)
  }

  /// A uniform value in [0, 1) for property number `property` of this birth.
  @inline(__always)
  func unit(_ property: BirthDraw) -> Float {
    let bits = mix64(serial &+ property.rawValue &* 0xD1B5_4A32_D192_ED03)
    return Float(bits >> 40) * 0x1p-24
  }
}

/// Which random number of a birth feeds which property; the numbers are part of the determinism
/// contract (changing them changes every particle).
enum BirthDraw: UInt64 {
  case place0 = 1, place1, place2, place3, coneU, coneV, speed, lifetime, scale, spin
  case red, green, blue, alpha
  // Motion beyond Core Animation (numbered apart, clear of other additions).
  case radialAcceleration = 40, tangentialAcceleration, orbitRadius, orbitEndRadius, orbitAngularVelocity
  /// Looks (Looks/Simulation+Looks.swift), numbered apart from the rest.
  case rotation = 32, endRotation, endScale, endRed, endGreen, endBlue, endAlpha
  /// A flipbook's start frame (Sprites/SpritePass.swift), numbered apart from the rest.
  case flipbookFrame = 56
  /// Whether the birth happens at all (`spawnChance`); numbered apart from the rest, so draws
  /// added to the list above keep their numbers.
  case chance = 0x40
  /// A sub-emitter's event (SubEmitters/): whether it emits, and how many.
  case eventChance = 0x70, eventCount
}

/// SplitMix64's finaliser: a fast 64-bit bijective hash.
@inline(__always)
func mix64(_ x: UInt64) -> UInt64 {
  var z = x &+ 0x9E37_79B9_7F4A_7C15
  z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
  z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
  return z ^ (z >> 31)
}

/// The key of a cell by its index path (top-level index, then sub-cell indices).
func cellKey(_ path: [Int]) -> UInt64 {
  var key: UInt64 = 0x5EED_CE11
  for index in path { key = mix64(key ^ UInt64(index + 1)) }
  return key
}
