#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension EmitterCell {
  /// Half-width of a range as a fraction of R: a mean M with range R samples in
  /// [M - R·f, M + R·f]. Core Animation's header says R/2; flip it here if devices disagree.
  public static let rangeFactor: Float = 0.5
}

/// A value uniform in [mean - |range|·f, mean + |range|·f] for a uniform `unit` in [0, 1).
@inline(__always)
func sample(_ mean: Float, _ range: Float, _ unit: Float) -> Float {
  mean + (2 * unit - 1) * abs(range) * EmitterCell.rangeFactor
}

@inline(__always)
func clamp01(_ x: Float) -> Float { min(max(x, 0), 1) }

/// The unit direction of emission: `axisAngle` in the plane, tilted out of it by `latitude`,
/// spread by `range` (the full apex angle) either over a 3-D cone's cap or over a flat fan.
@inline(__always)
func emissionDirection(
  axisAngle a: Float, latitude: Float, range: Float, geometry: EmissionGeometry, u: Float, v: Float
) -> (x: Float, y: Float, z: Float) {
  // In-plane emission along +x is the common case; skip its trigonometry.
  let (cl, sl) = latitude == 0 ? (1, 0) : (cos(latitude), sin(latitude))
  switch geometry {
  case .fan:
    let angle = a + (u - 0.5) * abs(range)
    return (cl * cos(angle), cl * sin(angle), sl)
  case .cone:
    let (ca, sa) = a == 0 ? (1, 0) : (cos(a), sin(a))
    let half = min(abs(range) * 0.5, Float.pi)
    if half == 0 { return (cl * ca, cl * sa, sl) }
    // Uniform over the spherical cap: cos θ uniform in [cos half, 1].
    let cosT = 1 - u * (1 - cos(half))
    let sinT = (max(0, 1 - cosT * cosT)).squareRoot()
    let psi = 2 * Float.pi * v
    let tc = cos(psi) * sinT
    let bs = sin(psi) * sinT
    // Axis A, and T, B perpendicular to it: T in the plane, B = A × T.
    let ax = cl * ca
    let ay = cl * sa
    let az = sl
    return (
      ax * cosT - sa * tc - sl * ca * bs,
      ay * cosT + ca * tc - sl * sa * bs,
      az * cosT + cl * bs
    )
  }
}
