import GlintCore

extension CellDeclaration {
  /// Every property of a cell an effect file can set, under Core Animation's names (its nested
  /// `emitterCells` are read by `CellRecord`).
  static var fileFields: [Field<CellDeclaration>] {
    [
      .value("name", \.name),
      .value("isEnabled", \.isEnabled),
      .value("birthRate", \.birthRate),
      .value("lifetime", \.lifetime),
      .value("lifetimeRange", \.lifetimeRange),
      .value("waveInterval", \.waveInterval),
      .value("particlesPerWave", \.particlesPerWave),
      .value("waveAngleStart", \.waveAngleStart),
      .value("waveAngleSpacing", \.waveAngleSpacing),
      .value("waveDistance", \.waveDistance),
      .value("spawnChance", \.spawnChance),
      .value("maxParticles", \.maxParticles),
      .value("emissionLongitude", \.emissionLongitude),
      .value("emissionLatitude", \.emissionLatitude),
      .value("emissionRange", \.emissionRange),
      .value("velocity", \.velocity),
      .value("velocityRange", \.velocityRange),
      .value("xAcceleration", \.xAcceleration),
      .value("yAcceleration", \.yAcceleration),
      .value("zAcceleration", \.zAcceleration),
      .value("scale", \.scale),
      .value("scaleRange", \.scaleRange),
      .value("scaleSpeed", \.scaleSpeed),
      .value("spin", \.spin),
      .value("spinRange", \.spinRange),
      .value("color", \.color),
      .value("redRange", \.redRange),
      .value("greenRange", \.greenRange),
      .value("blueRange", \.blueRange),
      .value("alphaRange", \.alphaRange),
      .value("redSpeed", \.redSpeed),
      .value("greenSpeed", \.greenSpeed),
      .value("blueSpeed", \.blueSpeed),
      .value("alphaSpeed", \.alphaSpeed),
      .value("contents", \.contents),
      .value("contentsRect", \.contentsRect),
      .value("contentsScale", \.contentsScale),
      .value("magnificationFilter", \.magnificationFilter),
      .value("minificationFilter", \.minificationFilter),
      .value("minificationFilterBias", \.minificationFilterBias),
      .value("beginTime", \.beginTime),
      .value("duration", \.duration),
      .value("timeOffset", \.timeOffset),
      .value("speed", \.speed),
      .value("repeatCount", \.repeatCount),
      .value("repeatDuration", \.repeatDuration),
      .value("autoreverses", \.autoreverses),
      .value("fillMode", \.fillMode),
    ] + motionFileFields + lookFields
  }
}

/// A cell as an effect file holds it: its fields, then its nested cells.
struct CellRecord: Codable {
  var cell: CellDeclaration

  init(_ cell: CellDeclaration) { self.cell = cell }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    let path = FieldPath(decoder.codingPath)
    cell = CellDeclaration()
    try CellDeclaration.fileFields.read(into: &cell, from: container, at: path, alsoKnown: ["emitterCells"])
    if container.contains(FieldKey("emitterCells")) {
      cell.emitterCells = try container.decode([CellRecord].self, forKey: FieldKey("emitterCells")).map(
        \.cell)
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try CellDeclaration.fileFields.write(cell, defaults: CellDeclaration(), to: &container)
    if !cell.emitterCells.isEmpty {
      try container.encode(cell.emitterCells.map(CellRecord.init), forKey: FieldKey("emitterCells"))
    }
  }
}
