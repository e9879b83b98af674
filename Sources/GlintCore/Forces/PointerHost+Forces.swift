/// The host's side of force fields: before each step it tells every layer with fields where the
/// pointers are and how fast they moved through the step, and where its named points are.
extension PointerHost {
  /// Sets the moving point `name` on every layer the host steps, from the next step on (a field
  /// anchored at `.point` with that `pointName` follows it; see `EmitterLayer.setPoint`).
  public func setPoint(_ name: String, to location: Point) {
    guard location.x.isFinite, location.y.isFinite else { return }
    if let k = inputs.points.firstIndex(where: { $0.name == name }) {
      inputs.points[k].location = location
    } else {
      inputs.points.append((name, location))
    }
  }

  /// Gives the layers with fields or with behaviours a package added the inputs of the step from the host's time to `end`: a
  /// pointer's layers their pointer, canvas layers every live pointer, each with its velocity
  /// through the step (its move since the previous step over the step's length).
  func feedInputs(to end: Double) {
    let span = Float(end - time)
    inputs.pointers.removeAll(keepingCapacity: true)
    for track in tracks where !track.hasEnded { inputs.pointers.append(input(track, span: span)) }
    for layer in canvasLayers where layer.takesStepInputs {
      layer.setPointerInputs(inputs.pointers)
      for point in inputs.points { layer.setPoint(point.name, to: point.location) }
    }
    for track in tracks {
      for layer in track.layers where layer.takesStepInputs {
        if track.hasEnded {
          layer.setPointerInputs(inputs.none)
        } else {
          layer.setPointerInputs(CollectionOfOne(input(track, span: span)))
        }
        for point in inputs.points { layer.setPoint(point.name, to: point.location) }
      }
    }
  }

  /// After the step: each pointer's next step starts where this one left it.
  func finishInputs() {
    for k in tracks.indices { tracks[k].stepStart = tracks[k].location }
  }

  private func input(_ track: PointerTrack, span: Float) -> PointerInput {
    let move = Point(x: track.location.x - track.stepStart.x, y: track.location.y - track.stepStart.y)
    let velocity = span > 0 ? Point(x: move.x / span, y: move.y / span) : .zero
    return PointerInput(id: track.id, location: track.location, velocity: velocity)
  }
}

/// What a host hands its layers each step, kept between steps so that feeding them allocates
/// nothing once the lists have room.
final class HostInputs {
  var pointers: [PointerInput] = []
  var points: [(name: String, location: Point)] = []
  let none: [PointerInput] = []
}
