/// An effect given entirely as data: its info and its layers, each with its settings, cells and
/// behaviour. Effect files load into one; `DeclarativeEffect`s describe themselves as one.
///
/// Its hooks carry out each layer's `LayerBehaviour`, in this order on every call: a layer's
/// `beginBursts` first (once per pointer), then the call's own work. A declared effect made by
/// `init(describing:)` from a Swift effect gives the same particles, bit for bit, as that effect.
public struct DeclaredEffect: Effect, Hashable {
  public var info: EffectInfo
  /// The layers every pointer gets.
  public var layers: [LayerDeclaration]
  /// The layers of the canvas, each placed by its `canvasLayout` (its behaviour is not used).
  public var canvasLayers: [LayerDeclaration]
  /// Where names in the cells' `contents` that are not built-in sprites are looked up.
  public var imageFolder: ImageFolder?
  /// Force fields of the whole effect: every layer it makes, pointer's and canvas's, gets them
  /// after its own (each acts on the cells it names).
  public var forceFields: [ForceField] = []

  public init(
    info: EffectInfo, layers: [LayerDeclaration], canvasLayers: [LayerDeclaration] = [],
    imageFolder: ImageFolder? = nil
  ) {
    self.info = info
    self.layers = layers
    self.canvasLayers = canvasLayers
    self.imageFolder = imageFolder
  }

  public func makeCanvasLayers(in bounds: Rect) -> [EmitterLayer] {
    canvasLayers.map { declaration in
      let layer = declaration.makeLayer()
      layer.forceFields += forceFields
      declaration.canvasLayout.place(layer, in: bounds)
      return layer
    }
  }

  /// Places the layers again in place, so the particles already born stay.
  public func layoutCanvasLayers(_ layers: inout [EmitterLayer], in bounds: Rect) {
    guard layers.count == canvasLayers.count else {
      layers = makeCanvasLayers(in: bounds)
      return
    }
    for (layer, declaration) in zip(layers, canvasLayers) {
      declaration.canvasLayout.place(layer, in: bounds)
    }
  }

  /// The declaration of a Swift effect that can say its behaviour as data: the layers it makes
  /// for a pointer, read back, with the behaviour it declares for each.
  public init(describing effect: some DeclarativeEffect) {
    let made = effect.makeLayers(for: PointerTrack(id: 0, location: .zero, time: 0))
    let behaviours = effect.layerBehaviours
    self.init(
      info: effect.info,
      layers: made.enumerated().map { index, layer in
        LayerDeclaration(
          describing: layer, behaviour: index < behaviours.count ? behaviours[index] : LayerBehaviour())
      })
  }

  /// What a declared effect remembers about one pointer.
  public struct PointerState {
    /// Whether each layer has had its begin bursts.
    var begun: [Bool]
    /// Each layer's schedule of repeating bursts, for the layers that have one.
    var schedules: [BurstSchedule?]
  }

  public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    layers.map { declaration in
      let layer = declaration.makeLayer()
      layer.forceFields += forceFields
      return layer
    }
  }

  public func makeState(for pointer: PointerTrack) -> PointerState {
    PointerState(
      begun: layers.map { $0.behaviour.beginBursts.isEmpty },
      schedules: layers.map { declaration in
        declaration.behaviour.repeating.map { repeating in
          BurstSchedule(
            interval: max(0.01, repeating.interval), spacing: max(1, repeating.spacing ?? .infinity))
        }
      })
  }

  public func pointerMoved(_ pointer: inout PointerTrack, state: inout PointerState) {
    releaseBeginBursts(pointer, &state)
    for (index, layer) in pointer.layers.enumerated() where index < layers.count {
      if layer.followsPointer && layers[index].behaviour.repeating == nil {
        layer.emitterPosition = pointer.location
      }
    }
  }

  public func update(
    _ pointer: inout PointerTrack, state: inout PointerState, from start: Double, to end: Double
  ) {
    releaseBeginBursts(pointer, &state)
    guard !pointer.phase.isFinal else { return }
    for (index, layer) in pointer.layers.enumerated() where index < layers.count {
      guard let repeating = layers[index].behaviour.repeating, state.schedules[index] != nil else { continue }
      let follows = layer.followsPointer
      let origin = layer.emitterPosition
      let target = follows ? pointer.location : origin
      // Enough bursts to fill the layer: more in one stretch could not be born.
      let limit = layer.capacity / max(1, repeating.bursts.reduce(0) { $0 + max(0, $1.count) }) + 1
      state.schedules[index]!.advance(from: start, to: end, origin: origin, target: target, limit: limit) {
        time, position in
        Self.release(repeating.bursts, from: layer, at: time, position: position)
      }
      layer.emitterPosition = target
    }
  }

  public func pointerEnded(_ pointer: inout PointerTrack, state: inout PointerState) {
    releaseBeginBursts(pointer, &state)
    for (index, layer) in pointer.layers.enumerated() where index < layers.count {
      let behaviour = layers[index].behaviour
      // A tap that began and ended at one instant still gets its burst.
      if let repeating = behaviour.repeating, state.schedules[index]?.lastBurst == nil {
        let position = layer.followsPointer ? pointer.location : layer.emitterPosition
        Self.release(repeating.bursts, from: layer, at: layer.time, position: position)
        state.schedules[index]?.lastBurst = layer.time
      }
      let position = layer.followsPointer ? pointer.location : layer.emitterPosition
      Self.release(behaviour.endBursts, from: layer, at: layer.time, position: position)
      switch behaviour.end {
      case .stopEmitting:
        layer.stopEmitting()
      case .stopBirths:
        layer.birthRate = 0
      case .keepEmitting:
        break
      }
    }
  }

  /// Each layer's begin bursts, once, at the layer's own time and place: the first hook to run
  /// after the pointer began calls it before anything moves the layer. (Not `pointerBegan`: a
  /// burst there is born at once, ahead of the step's other births, which would change the
  /// drawing order.)
  private func releaseBeginBursts(_ pointer: PointerTrack, _ state: inout PointerState) {
    for (index, layer) in pointer.layers.enumerated() where index < layers.count && !state.begun[index] {
      Self.release(
        layers[index].behaviour.beginBursts, from: layer, at: layer.time, position: layer.emitterPosition)
      state.begun[index] = true
    }
  }

  private static func release(
    _ bursts: [CellBurst], from layer: EmitterLayer, at time: Double, position: Point
  ) {
    for burst in bursts where burst.count > 0 && burst.cell >= 0 && burst.cell < layer.emitterCells.count {
      layer.burst(count: burst.count, cell: burst.cell, at: time, position: position)
    }
  }
}

/// An effect written in Swift whose behaviour is declarative: what each of its layers does when a
/// pointer begins, moves and ends can be said as a `LayerBehaviour`, so the effect can be
/// described as a `DeclaredEffect` (and written as an effect file) that gives the same particles.
///
/// An effect whose hooks do more (steer by the pointer's velocity, react to other state) does not
/// conform; it may say what a file cannot hold by conforming to `ProceduralEffect`.
public protocol DeclarativeEffect: Effect {
  /// The behaviour of each layer `makeLayers` returns, in the same order.
  var layerBehaviours: [LayerBehaviour] { get }
}

/// An effect whose hooks are Swift code a file cannot hold, saying in a few words what they do:
/// `glint export` shows it when it refuses the effect.
public protocol ProceduralEffect: Effect {
  /// What the Swift behaviour does, as a phrase: "steers the tail by the pointer's velocity".
  var proceduralBehaviour: String { get }
}

/// An effect of Plugins/ carries its image folder in a wrapper; what it declares shows through.
extension EffectWithImages: DeclarativeEffect where Base: DeclarativeEffect {
  var layerBehaviours: [LayerBehaviour] { base.layerBehaviours }
}

extension EffectWithImages: ProceduralEffect where Base: ProceduralEffect {
  var proceduralBehaviour: String { base.proceduralBehaviour }
}
