/// An interpolable key path value as its four components (`KeyPathValue.components`) and its
/// kind: the arithmetic of animations runs on the components, finite only.
struct AnimationVector {
  var kind: KeyPathValue.Kind
  var v: SIMD4<Double>

  init?(_ value: KeyPathValue) {
    guard let c = value.components, c.x.isFinite, c.y.isFinite, c.z.isFinite, c.w.isFinite else { return nil }
    kind = value.kind
    v = c
  }

  init(kind: KeyPathValue.Kind, _ v: SIMD4<Double>) {
    self.kind = kind
    self.v = v
  }

  var value: KeyPathValue { KeyPathValue(kind: kind, components: v) ?? .number(v.x) }
}
