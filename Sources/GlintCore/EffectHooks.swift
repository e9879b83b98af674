/// An effect's hooks, called with each pointer's own typed state.
///
/// The host holds `any Effect`, whose `PointerState` it cannot name; it opens the effect once into
/// a `TypedEffectHooks` and calls through this protocol. Each track keeps its state in a box that
/// only these hooks read, so effects see their state as `inout PointerState` and nothing else.
protocol EffectHooks {
  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer]
  /// Makes the pointer's state, then calls `pointerBegan`.
  func began(_ pointer: inout PointerTrack)
  func moved(_ pointer: inout PointerTrack)
  func ended(_ pointer: inout PointerTrack)
  func update(_ pointer: inout PointerTrack, from start: Double, to end: Double)
}

/// Opens `effect` into hooks that know its state type.
func makeHooks<E: Effect>(_ effect: E) -> any EffectHooks {
  TypedEffectHooks(effect: effect)
}

/// One pointer's state, boxed so the track can carry it without knowing its type and the hooks
/// can change it in place (no copy, no allocation per call).
final class PointerStateBox<State> {
  var value: State
  init(_ value: State) { self.value = value }
}

struct TypedEffectHooks<E: Effect>: EffectHooks {
  let effect: E

  func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
    effect.makeLayers(for: pointer)
  }

  func began(_ pointer: inout PointerTrack) {
    let box = PointerStateBox(effect.makeState(for: pointer))
    pointer.stateBox = box
    effect.pointerBegan(&pointer, state: &box.value)
  }

  func moved(_ pointer: inout PointerTrack) {
    let box = state(of: pointer)
    effect.pointerMoved(&pointer, state: &box.value)
  }

  func ended(_ pointer: inout PointerTrack) {
    let box = state(of: pointer)
    effect.pointerEnded(&pointer, state: &box.value)
  }

  func update(_ pointer: inout PointerTrack, from start: Double, to end: Double) {
    let box = state(of: pointer)
    effect.update(&pointer, state: &box.value, from: start, to: end)
  }

  /// The box `began` stored: every track the host holds has been through it.
  private func state(of pointer: PointerTrack) -> PointerStateBox<E.PointerState> {
    guard let box = pointer.stateBox as? PointerStateBox<E.PointerState> else {
      preconditionFailure("pointer \(pointer.id) has no state: the host calls began first")
    }
    return box
  }
}
