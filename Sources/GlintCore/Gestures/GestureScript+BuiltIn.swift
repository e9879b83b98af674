#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension GestureScript {
  /// The names of the built-in gestures, in the order `glint simulate --help` lists them.
  public static let builtInNames = ["hold", "swipe", "circle", "figure-eight", "pinch", "taps", "fling"]

  /// One line on each built-in gesture, by name.
  public static let builtInSummaries: [String: String] = [
    "hold": "one still pointer in the centre for 2 s",
    "swipe": "one pointer from left to right across the middle in 0.5 s",
    "circle": "one pointer once round a circle about the centre in 1.5 s",
    "figure-eight": "one pointer along a figure eight about the centre in 2 s",
    "pinch": "two pointers moving from opposite corners towards the centre in 1 s",
    "taps": "five short taps (0.08 s each) by one pointer, one every 0.3 s",
    "fling": "one very fast stroke corner to corner in 0.08 s",
  ]

  /// A built-in gesture drawn for a canvas of `size`; an unknown name throws an error that lists
  /// the built-in names.
  ///
  /// Curves are polylines of many events, since the player moves linearly between events.
  public static func builtIn(named name: String, size: Size = defaultSize) throws(GestureError)
    -> GestureScript
  {
    let w = Double(size.width)
    let h = Double(size.height)
    var events = GestureEvents()
    switch name {
    case "hold":
      events.add(0, 1, .began, w / 2, h / 2)
      events.add(1, 1, .stationary, w / 2, h / 2)
      events.add(2, 1, .ended, w / 2, h / 2)
    case "swipe":
      events.add(0, 1, .began, 0.125 * w, h / 2)
      events.add(0.5, 1, .moved, 0.875 * w, h / 2)
      events.add(0.5, 1, .ended, 0.875 * w, h / 2)
    case "circle":
      let r = 0.3 * min(w, h)
      events.curve(duration: 1.5, segments: 64) { s in
        (w / 2 + r * cos(2 * Double.pi * s), h / 2 + r * sin(2 * Double.pi * s))
      }
    case "figure-eight":
      events.curve(duration: 2, segments: 96) { s in
        (w / 2 + 0.35 * w * sin(2 * Double.pi * s), h / 2 + 0.25 * h * sin(4 * Double.pi * s))
      }
    case "pinch":
      events.add(0, 1, .began, 0.2 * w, 0.2 * h)
      events.add(0, 2, .began, 0.8 * w, 0.8 * h)
      events.add(1, 1, .moved, 0.45 * w, 0.45 * h)
      events.add(1, 2, .moved, 0.55 * w, 0.55 * h)
      events.add(1, 1, .ended, 0.45 * w, 0.45 * h)
      events.add(1, 2, .ended, 0.55 * w, 0.55 * h)
    case "taps":
      for i in 0..<5 {
        let x = Double(i + 1) / 6 * w
        let y = (i % 2 == 0 ? 0.45 : 0.55) * h
        events.add(0.3 * Double(i), 1, .began, x, y)
        events.add(0.3 * Double(i) + 0.08, 1, .ended, x, y)
      }
    case "fling":
      events.add(0, 1, .began, 0.1 * w, 0.8 * h)
      events.add(0.08, 1, .moved, 0.9 * w, 0.2 * h)
      events.add(0.08, 1, .ended, 0.9 * w, 0.2 * h)
    default:
      throw GestureError(
        source: name, reason: "not a built-in gesture (built-ins: \(builtInNames.joined(separator: ", ")))")
    }
    return GestureScript(size: size, events: events.list)
  }
}

/// A small builder so the gestures above read as tables.
private struct GestureEvents {
  var list: [PointerEvent] = []

  mutating func add(_ t: Double, _ id: Int, _ phase: PointerPhase, _ x: Double, _ y: Double) {
    list.append(PointerEvent(id: id, phase: phase, location: Point(x: Float(x), y: Float(y)), time: t))
  }

  /// Pointer 1 along `path` (s from 0 to 1) in `segments` straight pieces.
  mutating func curve(duration: Double, segments: Int, path: (Double) -> (Double, Double)) {
    for k in 0...segments {
      let s = Double(k) / Double(segments)
      let (x, y) = path(s)
      add(duration * s, 1, k == 0 ? .began : .moved, x, y)
    }
    let (x, y) = path(1)
    add(duration, 1, .ended, x, y)
  }
}
