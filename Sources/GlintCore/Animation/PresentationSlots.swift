/// Where an animated value lands in the engine's per-step copies of the model (the layer's
/// settings, a cell's values), so that animations change what the engine presents and never the
/// model (Core Animation's presentation layer).
struct PresentationSlot<Root>: Sendable {
  let read: @Sendable (Root) -> KeyPathValue
  let write: @Sendable (inout Root, KeyPathValue) -> Void

  init<Value: KeyPathValueConvertible>(_ keyPath: WritableKeyPath<Root, Value> & Sendable) {
    read = { $0[keyPath: keyPath].keyPathValue }
    write = { root, value in
      if let converted = Value(keyPathValue: value) { root[keyPath: keyPath] = converted }
    }
  }

  /// The slot for `fields` inside this one (`emitterPosition.x`).
  func field(_ names: [Substring]) -> PresentationSlot {
    guard !names.isEmpty else { return self }
    let fields = names.compactMap { StructField(rawValue: String($0)) }
    let whole = self
    return PresentationSlot(
      read: { whole.read($0).field(at: fields[...]) ?? .null },
      write: { root, value in
        if let replaced = whole.read(root).replacingField(at: fields[...], with: value) {
          whole.write(&root, replaced)
        }
      })
  }

  private init(
    read: @escaping @Sendable (Root) -> KeyPathValue,
    write: @escaping @Sendable (inout Root, KeyPathValue) -> Void
  ) {
    self.read = read
    self.write = write
  }
}

/// The animatable properties of a layer, by their key path names.
let layerSlots: [String: PresentationSlot<LayerSettings>] = [
  "birthRate": .init(\.birthRate), "lifetime": .init(\.lifetime), "velocity": .init(\.velocity),
  "scale": .init(\.scale), "spin": .init(\.spin), "emitterPosition": .init(\.emitterPosition),
  "emitterZPosition": .init(\.emitterZPosition), "emitterSize": .init(\.emitterSize),
  "emitterDepth": .init(\.emitterDepth),
]

/// The animatable properties of a cell, by their key path names.
let cellSlots: [String: PresentationSlot<CellValues>] = [
  "birthRate": .init(\.birthRate), "lifetime": .init(\.lifetime), "lifetimeRange": .init(\.lifetimeRange),
  "emissionLatitude": .init(\.emissionLatitude), "emissionLongitude": .init(\.emissionLongitude),
  "emissionRange": .init(\.emissionRange), "velocity": .init(\.velocity),
  "velocityRange": .init(\.velocityRange),
  "xAcceleration": .init(\.xAcceleration), "yAcceleration": .init(\.yAcceleration),
  "zAcceleration": .init(\.zAcceleration), "scale": .init(\.scale), "scaleRange": .init(\.scaleRange),
  "scaleSpeed": .init(\.scaleSpeed), "spin": .init(\.spin), "spinRange": .init(\.spinRange),
  "color": .init(\.color), "redRange": .init(\.redRange), "greenRange": .init(\.greenRange),
  "blueRange": .init(\.blueRange), "alphaRange": .init(\.alphaRange), "redSpeed": .init(\.redSpeed),
  "greenSpeed": .init(\.greenSpeed), "blueSpeed": .init(\.blueSpeed), "alphaSpeed": .init(\.alphaSpeed),
  "contentsRect": .init(\.contentsRect), "contentsScale": .init(\.contentsScale),
  "minificationFilterBias": .init(\.minificationFilterBias),
]
