import GlintCore

/// A cell's `colliders` and `subEmitters`: lists of objects, read item by item so that an error
/// names the item and its field, and a list longer than its limit is refused before the rest is
/// read.
///
///     "colliders": [{"shape": "segment", "from": [0, 300], "to": [400, 300]},
///                   {"shape": "rectangle", "rect": [10, 10, 80, 40]},
///                   {"shape": "circle", "center": [200, 150], "radius": 30}],
///     "subEmitters": [{"event": "death", "cell": "spark", "count": 40, "countRange": 10,
///                      "probability": 1, "inheritsVelocity": 0.5, "inheritsColor": true}]
enum CollisionFields {
  /// The most shapes a cell declares.
  static let mostColliders = 256
  /// The most sub-emitters a cell declares.
  static let mostSubEmitters = 16
  static let shapeNames = ["shape", "from", "to", "rect", "center", "radius"]
  static let subEmitterNames = [
    "event", "cell", "count", "countRange", "probability", "inheritsPosition", "inheritsVelocity",
    "inheritsColor", "inheritsScale",
  ]
  /// The largest share of a particle's velocity a sub-emitter may pass on, either way.
  static let mostInheritedVelocity: Float = 10
}

extension Field {
  /// `colliders`: a list of shapes.
  static func colliders(_ property: PropertyDescriptor<Root>) -> Field {
    list(property, most: CollisionFields.mostColliders, read: readCollider, write: writeCollider)
  }

  /// `subEmitters`: a list of sub-emitters.
  static func subEmitters(_ property: PropertyDescriptor<Root>) -> Field {
    list(property, most: CollisionFields.mostSubEmitters, read: readSubEmitter, write: writeSubEmitter)
  }

  /// A list of objects of `Item`, at most `most` long; an empty list is not written.
  private static func list<Item>(
    _ property: PropertyDescriptor<Root>, most: Int,
    read: @escaping @Sendable (KeyedDecodingContainer<FieldKey>, FieldPath) throws -> Item,
    write: @escaping @Sendable (Item, inout KeyedEncodingContainer<FieldKey>) throws -> Void
  ) -> Field {
    let name = property.name
    return Field(
      name: name, schema: .structure(name),
      read: { root, container, path in
        let listPath = path.appending(name)
        var list = try container.nestedUnkeyedContainer(forKey: FieldKey(name))
        var items: [Item] = []
        while !list.isAtEnd {
          guard items.count < most else {
            throw FieldError(path: listPath, reason: "more than \(most) items, the limit")
          }
          let itemPath = listPath.appending(list.currentIndex)
          items.append(try read(try list.nestedContainer(keyedBy: FieldKey.self), itemPath))
        }
        _ = property.setValue(&root, items)
      },
      write: { root, _, container in
        guard let items = property.value(root) as? [Item], !items.isEmpty else { return }
        var list = container.nestedUnkeyedContainer(forKey: FieldKey(name))
        for item in items {
          var object = list.nestedContainer(keyedBy: FieldKey.self)
          try write(item, &object)
        }
      })
  }

  @Sendable private static func readCollider(_ item: KeyedDecodingContainer<FieldKey>, _ path: FieldPath)
    throws
    -> Collider
  {
    let shape = try readShape(item, path)
    guard shape.isValid else {
      throw FieldError(
        path: path,
        reason: "a coordinate or size beyond ±\(Int(Collider.reach)) points, the farthest a shape may be")
    }
    return shape
  }

  private static func readShape(_ item: KeyedDecodingContainer<FieldKey>, _ path: FieldPath)
    throws
    -> Collider
  {
    try refuseUnknown(item, known: CollisionFields.shapeNames, at: path)
    let shape = try String.read(item, FieldKey("shape"), path.appending("shape"))
    func point(_ name: String) throws -> Point { try Point.read(item, FieldKey(name), path.appending(name)) }
    switch shape {
    case "segment": return .segment(from: try point("from"), to: try point("to"))
    case "rectangle": return .rectangle(try Rect.read(item, FieldKey("rect"), path.appending("rect")))
    case "circle":
      let radius = try Float.read(item, FieldKey("radius"), path.appending("radius"))
      guard radius >= 0 else {
        throw FieldError(path: path.appending("radius"), reason: "must be at least 0")
      }
      return .circle(center: try point("center"), radius: radius)
    default:
      throw FieldError(
        path: path.appending("shape"),
        reason: "unknown shape '\(shape)' (expected one of 'segment', 'rectangle', 'circle')")
    }
  }

  @Sendable private static func writeCollider(
    _ shape: Collider, _ object: inout KeyedEncodingContainer<FieldKey>
  )
    throws
  {
    switch shape {
    case .segment(let a, let b):
      try object.encode("segment", forKey: FieldKey("shape"))
      try a.write(&object, FieldKey("from"))
      try b.write(&object, FieldKey("to"))
    case .rectangle(let r):
      try object.encode("rectangle", forKey: FieldKey("shape"))
      try r.write(&object, FieldKey("rect"))
    case .circle(let c, let radius):
      try object.encode("circle", forKey: FieldKey("shape"))
      try c.write(&object, FieldKey("center"))
      try object.encode(radius, forKey: FieldKey("radius"))
    }
  }

  @Sendable private static func readSubEmitter(_ item: KeyedDecodingContainer<FieldKey>, _ path: FieldPath)
    throws
    -> SubEmitter
  {
    try refuseUnknown(item, known: CollisionFields.subEmitterNames, at: path)
    let eventName = try String.read(item, FieldKey("event"), path.appending("event"))
    guard let event = SubEmitterEvent(rawValue: eventName) else {
      throw FieldError(
        path: path.appending("event"),
        reason: "unknown event '\(eventName)' (expected one of 'birth', 'death', 'collision')")
    }
    guard item.contains(FieldKey("cell")) else {
      throw FieldError(
        path: path, reason: "a sub-emitter needs 'cell' (the name of one of the cell's emitterCells)")
    }
    var sub = SubEmitter(event: event, cell: try String.read(item, FieldKey("cell"), path.appending("cell")))
    func read<V: FileValue>(_ name: String, _ value: inout V) throws {
      if item.contains(FieldKey(name)) { value = try V.read(item, FieldKey(name), path.appending(name)) }
    }
    try read("count", &sub.count)
    try read("countRange", &sub.countRange)
    try read("probability", &sub.probability)
    try read("inheritsPosition", &sub.inheritsPosition)
    try read("inheritsVelocity", &sub.inheritsVelocity)
    try read("inheritsColor", &sub.inheritsColor)
    try read("inheritsScale", &sub.inheritsScale)
    try check(sub, at: path)
    return sub
  }

  /// Refuses counts, chances and shares out of their bounds.
  private static func check(_ sub: SubEmitter, at path: FieldPath) throws {
    let most = SubEmitter.mostPerEvent
    for (name, value) in [("count", sub.count), ("countRange", sub.countRange)]
    where !(0...most).contains(value) {
      throw FieldError(path: path.appending(name), reason: "must be within 0...\(most), found \(value)")
    }
    guard sub.count + sub.countRange <= most else {
      throw FieldError(
        path: path.appending("countRange"),
        reason:
          "count + countRange is at most \(most) particles per event, found \(sub.count + sub.countRange)")
    }
    guard (0...1).contains(sub.probability) else {
      throw FieldError(
        path: path.appending("probability"), reason: "must be within 0...1, found \(sub.probability)")
    }
    let share = CollisionFields.mostInheritedVelocity
    guard (-share...share).contains(sub.inheritsVelocity) else {
      throw FieldError(
        path: path.appending("inheritsVelocity"),
        reason: "must be within -\(Int(share))...\(Int(share)), found \(sub.inheritsVelocity)")
    }
  }

  @Sendable private static func writeSubEmitter(
    _ sub: SubEmitter, _ object: inout KeyedEncodingContainer<FieldKey>
  )
    throws
  {
    let plain = SubEmitter(event: sub.event, cell: sub.cell)
    try object.encode(sub.event.rawValue, forKey: FieldKey("event"))
    try object.encode(sub.cell, forKey: FieldKey("cell"))
    try object.encode(sub.count, forKey: FieldKey("count"))
    if sub.countRange != plain.countRange {
      try object.encode(sub.countRange, forKey: FieldKey("countRange"))
    }
    if sub.probability != plain.probability {
      try object.encode(sub.probability, forKey: FieldKey("probability"))
    }
    if sub.inheritsPosition != plain.inheritsPosition {
      try object.encode(sub.inheritsPosition, forKey: FieldKey("inheritsPosition"))
    }
    if sub.inheritsVelocity != plain.inheritsVelocity {
      try object.encode(sub.inheritsVelocity, forKey: FieldKey("inheritsVelocity"))
    }
    if sub.inheritsColor { try object.encode(true, forKey: FieldKey("inheritsColor")) }
    if sub.inheritsScale { try object.encode(true, forKey: FieldKey("inheritsScale")) }
  }
}
