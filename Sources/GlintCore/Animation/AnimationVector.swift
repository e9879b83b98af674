/// An interpolable key path value as four numbers, for the arithmetic of animations: a number
/// (n, 0, 0, 0), a point (x, y), a size (width, height), a rect (x, y, width, height), a colour
/// (red, green, blue, alpha).
struct AnimationVector {
  var kind: KeyPathValue.Kind
  var v: SIMD4<Double>

  init?(_ value: KeyPathValue) {
    kind = value.kind
    switch value {
    case .number(let n): v = SIMD4(n, 0, 0, 0)
    case .point(let p): v = SIMD4(Double(p.x), Double(p.y), 0, 0)
    case .size(let s): v = SIMD4(Double(s.width), Double(s.height), 0, 0)
    case .rect(let r): v = SIMD4(Double(r.x), Double(r.y), Double(r.width), Double(r.height))
    case .color(let c): v = SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    default: return nil
    }
    guard v.x.isFinite, v.y.isFinite, v.z.isFinite, v.w.isFinite else { return nil }
  }

  init(kind: KeyPathValue.Kind, _ v: SIMD4<Double>) {
    self.kind = kind
    self.v = v
  }

  var value: KeyPathValue {
    let f = SIMD4<Float>(v)
    switch kind {
    case .point: return .point(Point(x: f.x, y: f.y))
    case .size: return .size(Size(width: f.x, height: f.y))
    case .rect: return .rect(Rect(x: f.x, y: f.y, width: f.z, height: f.w))
    case .color: return .color(Color(red: f.x, green: f.y, blue: f.z, alpha: f.w))
    default: return .number(v.x)
    }
  }
}
