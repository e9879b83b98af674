/// Every property of a cell, declared once, in the order effect files write them: key paths,
/// effect files, the schema, the inspector and the docs are made from this list.
extension EmitterCell {
  /// The cell's properties: Core Animation's, media timing, then Glint's motion and looks
  /// (waves, spawn chance and the cell's cap sit beside the birth rate they change).
  public static let properties: [PropertyDescriptor<EmitterCell>] =
    emitting + launching + appearance
    + PropertyDescriptor.mediaTiming(of: "the cell", durationLimit: .notNegative)
    + moving + inheriting + colliding + subEmitting + looking + turning + following + bySpeed
    + flipbookAndStretch + trailing + [style]

  /// Birth, life and Glint's waves, spawn chance and cap.
  private static let emitting: [PropertyDescriptor<EmitterCell>] = [
    .init(
      "name", { $0.name }, { $0.name = $1 }, owner: .coreAnimation,
      doc: "Names the cell: bursts and key paths refer to it (`emitterCells.spark.birthRate`)."),
    .init(
      "isEnabled", { $0.isEnabled }, { $0.isEnabled = $1 }, owner: .coreAnimation,
      doc: "A disabled cell emits and draws nothing, its sub-cells included.",
      keyPathNames: ["enabled", "isEnabled"]),
    .init(
      "birthRate", { $0.birthRate }, { $0.birthRate = $1 }, owner: .coreAnimation,
      doc:
        "Particles born per second per emitter (the layer, or each live parent particle); clamped to 100000 (particles per second)",
      control: .slider(0...1000, step: 1, unit: "/s"), limit: .notNegativeAtMost(100_000, unit: "per second")),
    .init(
      "lifetime", { $0.lifetime }, { $0.lifetime = $1 }, owner: .coreAnimation,
      doc: "Mean life of a particle; clamped to 3600 (seconds)",
      control: .slider(0...10, step: 0.01, unit: "s"), limit: .notNegativeAtMost(3600, unit: "seconds")),
    .init(
      "lifetimeRange", { $0.lifetimeRange }, { $0.lifetimeRange = $1 }, owner: .coreAnimation,
      doc: "Lifetimes spread uniformly over lifetime ± lifetimeRange / 2 (seconds)",
      control: .slider(0...10, step: 0.01, unit: "s"), limit: .notNegativeAtMost(3600, unit: "seconds")),
    .init(
      "waveInterval", { $0.waveInterval }, { $0.waveInterval = $1 }, owner: .emission,
      doc:
        "Seconds between waves; 0 emits continuously by birthRate. When positive, particlesPerWave particles are born at once every waveInterval seconds, the first when the cell's window opens, and birthRate is not used (pixi's frequency); intervals under 0.001 are raised to it (seconds)",
      control: .slider(0...10, step: 0.01, unit: "s"), limit: .zeroOrAtLeast(0.001, unit: "s"),
      animatable: false),
    .init(
      "particlesPerWave", { $0.particlesPerWave }, { $0.particlesPerWave = $1 }, owner: .emission,
      doc: "Births each wave attempts (pixi's particlesPerWave); clamped to the layer's capacity",
      control: .slider(0...10_000, step: 1, unit: ""), limit: .withinCapacity, animatable: false),
    .init(
      "waveAngleStart", { $0.waveAngleStart }, { $0.waveAngleStart = $1 }, owner: .emission,
      doc:
        "With waveAngleSpacing: the turn of a wave's first particle's emission axis, added to emissionLongitude (radians)",
      control: .angle(-360...360, unit: "°")),
    .init(
      "waveAngleSpacing", { $0.waveAngleSpacing }, { $0.waveAngleSpacing = $1 }, owner: .emission,
      doc:
        "When not 0, the n-th particle of a wave (from 0) has its emission axis turned by waveAngleStart + waveAngleSpacing · n: evenly spaced rays (pixi's spawnBurst) (radians)",
      control: .angle(-360...360, unit: "°")),
    .init(
      "waveDistance", { $0.waveDistance }, { $0.waveDistance = $1 }, owner: .emission,
      doc:
        "How far out along its direction of emission a particle of a wave is born (pixi's spawnBurst distance) (points)",
      control: .slider(0...1000, step: 1, unit: "pt")),
    .init(
      "spawnChance", { $0.spawnChance }, { $0.spawnChance = $1 }, owner: .emission,
      doc:
        "The probability that each attempted birth, continuous or in a wave, happens: the mean rate is the rate times the chance (pixi's spawnChance)",
      control: .slider(0...1, step: 0.01, unit: ""), limit: .fraction),
    .init(
      "maxParticles", { $0.maxParticles }, { $0.maxParticles = $1 }, owner: .emission,
      doc:
        "The most particles of this cell alive at once, within the layer's capacity; births at the cap are dropped, not queued; 0 sets no cap of its own",
      control: .slider(0...10_000, step: 1, unit: ""), limit: .atLeast(0), animatable: false),
  ]

  /// Direction, speed and acceleration.
  private static let launching: [PropertyDescriptor<EmitterCell>] = [
    .init(
      "emissionLongitude", { $0.emissionLongitude }, { $0.emissionLongitude = $1 }, owner: .coreAnimation,
      doc: "In-plane angle of the emission axis from the shape's natural direction (radians)",
      control: .angle(-360...360, unit: "°")),
    .init(
      "emissionLatitude", { $0.emissionLatitude }, { $0.emissionLatitude = $1 }, owner: .coreAnimation,
      doc: "Out-of-plane tilt of the emission axis (radians)", control: .angle(-360...360, unit: "°")),
    .init(
      "emissionRange", { $0.emissionRange }, { $0.emissionRange = $1 }, owner: .coreAnimation,
      doc: "Full apex angle of the emission cone (2π: every direction) (radians)",
      control: .angle(0...360, unit: "°")),
    .init(
      "velocity", { $0.velocity }, { $0.velocity = $1 }, owner: .coreAnimation,
      doc: "Mean initial speed; negative reverses the direction (points per second)",
      control: .slider(-1000...1000, step: 1, unit: "pt/s")),
    .init(
      "velocityRange", { $0.velocityRange }, { $0.velocityRange = $1 }, owner: .coreAnimation,
      doc: "Speeds spread over velocity ± velocityRange / 2 (points per second)",
      control: .slider(-1000...1000, step: 1, unit: "pt/s")),
    .init(
      "xAcceleration", { $0.xAcceleration }, { $0.xAcceleration = $1 }, owner: .coreAnimation,
      doc: "Constant acceleration along x (y points down: positive y falls) (points per second²)",
      control: .slider(-1000...1000, step: 1, unit: "pt/s²")),
    .init(
      "yAcceleration", { $0.yAcceleration }, { $0.yAcceleration = $1 }, owner: .coreAnimation,
      doc: "Constant acceleration along y (y points down: positive y falls) (points per second²)",
      control: .slider(-1000...1000, step: 1, unit: "pt/s²")),
    .init(
      "zAcceleration", { $0.zAcceleration }, { $0.zAcceleration = $1 }, owner: .coreAnimation,
      doc: "Constant acceleration along z (y points down: positive y falls) (points per second²)",
      control: .slider(-1000...1000, step: 1, unit: "pt/s²")),
  ]

  /// Scale, spin, colour and sprite.
  private static let appearance: [PropertyDescriptor<EmitterCell>] = [
    .init(
      "scale", { $0.scale }, { $0.scale = $1 }, owner: .coreAnimation,
      doc: "Mean size, as a multiple of the sprite's size", control: .slider(0...4, step: 0.01, unit: "")),
    .init(
      "scaleRange", { $0.scaleRange }, { $0.scaleRange = $1 }, owner: .coreAnimation,
      doc: "Scales spread over scale ± scaleRange / 2", control: .slider(0...4, step: 0.01, unit: "")),
    .init(
      "scaleSpeed", { $0.scaleSpeed }, { $0.scaleSpeed = $1 }, owner: .coreAnimation,
      doc: "Change of scale per second; negative shrinks (per second)",
      control: .slider(-4...4, step: 0.01, unit: "/s")),
    .init(
      "spin", { $0.spin }, { $0.spin = $1 }, owner: .coreAnimation,
      doc: "Mean rotation speed (radians per second)", control: .angle(-720...720, unit: "°/s")),
    .init(
      "spinRange", { $0.spinRange }, { $0.spinRange = $1 }, owner: .coreAnimation,
      doc: "Spins spread over spin ± spinRange / 2 (radians per second)",
      control: .angle(-720...720, unit: "°/s")),
    .init(
      "color", { $0.color }, { $0.color = $1 }, owner: .coreAnimation,
      doc:
        "Straight (not premultiplied) colour, each component 0 to 1: [red, green, blue] or [red, green, blue, alpha]",
      control: .color),
    .init(
      "redRange", { $0.redRange }, { $0.redRange = $1 }, owner: .coreAnimation,
      doc: "Each particle's red spreads over red ± redRange / 2",
      control: .slider(0...1, step: 0.01, unit: "")),
    .init(
      "greenRange", { $0.greenRange }, { $0.greenRange = $1 }, owner: .coreAnimation,
      doc: "Each particle's green spreads over green ± greenRange / 2",
      control: .slider(0...1, step: 0.01, unit: "")),
    .init(
      "blueRange", { $0.blueRange }, { $0.blueRange = $1 }, owner: .coreAnimation,
      doc: "Each particle's blue spreads over blue ± blueRange / 2",
      control: .slider(0...1, step: 0.01, unit: "")),
    .init(
      "alphaRange", { $0.alphaRange }, { $0.alphaRange = $1 }, owner: .coreAnimation,
      doc: "Each particle's alpha spreads over alpha ± alphaRange / 2",
      control: .slider(0...1, step: 0.01, unit: "")),
    .init(
      "redSpeed", { $0.redSpeed }, { $0.redSpeed = $1 }, owner: .coreAnimation,
      doc: "Change of red per second (per second)", control: .slider(-2...2, step: 0.01, unit: "/s")),
    .init(
      "greenSpeed", { $0.greenSpeed }, { $0.greenSpeed = $1 }, owner: .coreAnimation,
      doc: "Change of green per second (per second)", control: .slider(-2...2, step: 0.01, unit: "/s")),
    .init(
      "blueSpeed", { $0.blueSpeed }, { $0.blueSpeed = $1 }, owner: .coreAnimation,
      doc: "Change of blue per second (per second)", control: .slider(-2...2, step: 0.01, unit: "/s")),
    .init(
      "alphaSpeed", { $0.alphaSpeed }, { $0.alphaSpeed = $1 }, owner: .coreAnimation,
      doc: "Change of alpha per second (per second)", control: .slider(-2...2, step: 0.01, unit: "/s")),
    .init(
      "contents", { $0.contents }, { $0.contents = $1 }, owner: .coreAnimation,
      doc:
        "The sprite: a built-in name (spark, dot, ring, star, solid) or a PNG file, relative to the effect file (a path has a '/' or ends in .png; at most 4096 pixels a side); null draws nothing but the cell still emits.",
      control: .sprite),
    .init(
      "contentsRect", { $0.contentsRect }, { $0.contentsRect = $1 }, owner: .coreAnimation,
      doc: "The part of the sprite drawn, in unit coordinates: [x, y, width, height]",
      control: .slider(0...1, step: 0.01, unit: "")),
    .init(
      "contentsScale", { $0.contentsScale }, { $0.contentsScale = $1 }, owner: .coreAnimation,
      doc: "Sprite pixels per point: 2 draws a 32-pixel sprite 16 points wide",
      control: .slider(0...4, step: 0.01, unit: ""), limit: .notNegative),
    .init(
      "magnificationFilter", { $0.magnificationFilter }, { $0.magnificationFilter = $1 },
      owner: .coreAnimation, doc: "Sampling when a sprite is drawn larger than its pixels"),
    .init(
      "minificationFilter", { $0.minificationFilter }, { $0.minificationFilter = $1 }, owner: .coreAnimation,
      doc: "Sampling when a sprite is drawn smaller than its pixels"),
    .init(
      "minificationFilterBias", { $0.minificationFilterBias }, { $0.minificationFilterBias = $1 },
      owner: .coreAnimation, doc: "Added to the mipmap level chosen when minifying (trilinear only)",
      control: .slider(-4...4, step: 0.1, unit: "")),
  ]

  /// Glint's integrated forces and orbits.
  private static let moving: [PropertyDescriptor<EmitterCell>] = [
    .init(
      "motion", { $0.motion }, { $0.motion = $1 }, owner: .motion,
      doc:
        "How particles move: ballistic (Core Animation's launch with constant acceleration, integrated with a fixed 1/240 s step when a force below needs it) or orbit (round the emitter position at birth, from the orbit fields; drag slows its turning, dω/dt = −drag · ω; velocity, acceleration and the other forces unused)"
    ),
    .init(
      "radialAcceleration", { $0.radialAcceleration }, { $0.radialAcceleration = $1 }, owner: .motion,
      doc:
        "Acceleration away from the emitter position at the particle's birth; negative pulls inward; none for a particle exactly there (points per second²)",
      control: .slider(-1000...1000, step: 1, unit: "pt/s²")),
    .init(
      "radialAccelerationRange", { $0.radialAccelerationRange }, { $0.radialAccelerationRange = $1 },
      owner: .motion,
      doc:
        "Radial accelerations spread over radialAcceleration ± radialAccelerationRange / 2 (points per second²)",
      control: .slider(-1000...1000, step: 1, unit: "pt/s²")),
    .init(
      "tangentialAcceleration", { $0.tangentialAcceleration }, { $0.tangentialAcceleration = $1 },
      owner: .motion,
      doc:
        "Acceleration across the line to the emitter position at birth, clockwise on screen when positive (points per second²)",
      control: .slider(-1000...1000, step: 1, unit: "pt/s²")),
    .init(
      "tangentialAccelerationRange", { $0.tangentialAccelerationRange },
      { $0.tangentialAccelerationRange = $1 }, owner: .motion,
      doc:
        "Tangential accelerations spread over tangentialAcceleration ± tangentialAccelerationRange / 2 (points per second²)",
      control: .slider(-1000...1000, step: 1, unit: "pt/s²")),
    .init(
      "drag", { $0.drag }, { $0.drag = $1 }, owner: .motion,
      doc: "Velocity lost in proportion to itself, dv/dt = −drag · v (per second)",
      control: .slider(0...20, step: 0.01, unit: "/s"), limit: .notNegative),
    .init(
      "maxSpeed", { $0.maxSpeed }, { $0.maxSpeed = $1 }, owner: .motion,
      doc: "The fastest a particle moves; 0 sets no limit (points per second)",
      control: .slider(-1000...1000, step: 1, unit: "pt/s"), limit: .notNegative),
    .init(
      "orbitRadius", { $0.orbitRadius }, { $0.orbitRadius = $1 }, owner: .motion,
      doc: "Orbit motion: the radius at birth (points)", control: .slider(0...1000, step: 1, unit: "pt")),
    .init(
      "orbitRadiusRange", { $0.orbitRadiusRange }, { $0.orbitRadiusRange = $1 }, owner: .motion,
      doc: "Orbit radii spread over orbitRadius ± orbitRadiusRange / 2 (points)",
      control: .slider(0...1000, step: 1, unit: "pt")),
    .init(
      "orbitEndRadius", { $0.orbitEndRadius }, { $0.orbitEndRadius = $1 }, owner: .motion,
      doc:
        "Orbit motion: the radius at the end of life, reached linearly; null keeps the start radius (points)",
      control: .slider(0...1000, step: 1, unit: "pt"), animatable: false),
    .init(
      "orbitEndRadiusRange", { $0.orbitEndRadiusRange }, { $0.orbitEndRadiusRange = $1 }, owner: .motion,
      doc: "End radii spread over orbitEndRadius ± orbitEndRadiusRange / 2 (points)",
      control: .slider(0...1000, step: 1, unit: "pt")),
    .init(
      "orbitAngularVelocity", { $0.orbitAngularVelocity }, { $0.orbitAngularVelocity = $1 }, owner: .motion,
      doc:
        "Orbit motion: turning speed, clockwise on screen when positive; the start angle is emissionLongitude ± emissionRange / 2 (radians per second)",
      control: .angle(-720...720, unit: "°/s")),
    .init(
      "orbitAngularVelocityRange", { $0.orbitAngularVelocityRange }, { $0.orbitAngularVelocityRange = $1 },
      owner: .motion,
      doc:
        "Turning speeds spread over orbitAngularVelocity ± orbitAngularVelocityRange / 2 (radians per second)",
      control: .angle(-720...720, unit: "°/s")),
  ]

  /// Glint's start rotation, end values, curves, heading and premultiplied images.
  private static let looking: [PropertyDescriptor<EmitterCell>] = [
    .init(
      "rotation", { $0.rotation }, { $0.rotation = $1 }, owner: .looks,
      doc: "The sprite's rotation at birth (Core Animation starts at 0); clockwise on screen (radians)",
      control: .angle(-360...360, unit: "°")),
    .init(
      "rotationRange", { $0.rotationRange }, { $0.rotationRange = $1 }, owner: .looks,
      doc: "Start rotations spread over rotation ± rotationRange / 2 (radians)",
      control: .angle(-360...360, unit: "°")),
    .init(
      "endColor", { $0.endColor }, { $0.endColor = $1 }, owner: .looks,
      doc:
        "When set, each particle draws its own end colour (clamped to 0...1 at birth) and its colour goes linearly from its start colour to it over its own life; the colour speeds are then not used: [red, green, blue] or [red, green, blue, alpha], or null"
    ),
    .init(
      "endColorRange", { $0.endColorRange }, { $0.endColorRange = $1 }, owner: .looks,
      doc:
        "Each particle's end colour spreads over endColor ± endColorRange / 2, per channel: [red, green, blue, alpha]",
      control: .color, format: .colorRange),
    .init(
      "endScale", { $0.endScale }, { $0.endScale = $1 }, owner: .looks,
      doc:
        "When set, each particle draws its own end scale (at least 0) and its scale goes linearly from start to end over its life; scaleSpeed is then not used",
      control: .slider(0...4, step: 0.01, unit: "")),
    .init(
      "endScaleRange", { $0.endScaleRange }, { $0.endScaleRange = $1 }, owner: .looks,
      doc: "End scales spread over endScale ± endScaleRange / 2",
      control: .slider(0...4, step: 0.01, unit: "")),
    .init(
      "endRotation", { $0.endRotation }, { $0.endRotation = $1 }, owner: .looks,
      doc:
        "When set, each particle draws its own end rotation and turns linearly from its start rotation to it over its life; spin is then not used (radians)",
      control: .angle(-360...360, unit: "°")),
    .init(
      "endRotationRange", { $0.endRotationRange }, { $0.endRotationRange = $1 }, owner: .looks,
      doc: "End rotations spread over endRotation ± endRotationRange / 2 (radians)",
      control: .angle(-360...360, unit: "°")),
    .fileOnly(
      "curves", { $0.curves }, { $0.curves = $1 }, owner: .looks,
      doc:
        "Curves over each particle's life (color, alpha, scale, speed), each multiplying the value the particle drew at birth"
    ),
    .init(
      "rotationFollowsVelocity", { $0.rotationFollowsVelocity }, { $0.rotationFollowsVelocity = $1 },
      owner: .looks,
      doc:
        "Whether the sprite turns to its direction of travel (plus rotation): false, true (all along, as pixi's moveAcceleration.rotate) or \"birth\" (once, as cocos2d-x's rotationIsDir)"
    ),
    .init(
      "contentsPremultiplied", { $0.contentsPremultiplied }, { $0.contentsPremultiplied = $1 }, owner: .looks,
      doc: "The image's colour is already multiplied by its alpha (it is not multiplied again when read)"),
  ]

  /// Flipbook frames and the stretch along the velocity (Sprites/CellSprites).
  private static let flipbookAndStretch: [PropertyDescriptor<EmitterCell>] = [
    .init(
      "flipbookColumns", { $0.flipbookColumns }, { $0.flipbookColumns = $1 }, owner: .looks,
      doc:
        "Columns of the flipbook's grid of frames over the cell's contentsRect; a grid of more than one frame plays them; clamped to 256",
      control: .slider(1...16, step: 1, unit: ""), limit: .atLeast(1, most: CellSprites.mostGridSide),
      animatable: false),
    .init(
      "flipbookRows", { $0.flipbookRows }, { $0.flipbookRows = $1 }, owner: .looks,
      doc: "Rows of the flipbook's grid of frames over the cell's contentsRect; clamped to 256",
      control: .slider(1...16, step: 1, unit: ""), limit: .atLeast(1, most: CellSprites.mostGridSide),
      animatable: false),
    .init(
      "flipbookFrameCount", { $0.flipbookFrameCount }, { $0.flipbookFrameCount = $1 }, owner: .looks,
      doc:
        "Frames played, in reading order from the grid's top-left cell (a last row left part empty); 0 plays every cell",
      control: .slider(0...256, step: 1, unit: ""),
      limit: .atLeast(0, most: CellSprites.mostGridSide * CellSprites.mostGridSide), animatable: false),
    .init(
      "flipbookFrameRate", { $0.flipbookFrameRate }, { $0.flipbookFrameRate = $1 }, owner: .looks,
      doc:
        "Frames a second of each particle's age; 0 holds the start frame; clamped to 1000 (frames per second)",
      control: .slider(0...60, step: 1, unit: "/s"),
      limit: .notNegativeAtMost(Double(CellSprites.mostFrameRate), unit: "frames per second")),
    .init(
      "flipbookOverLife", { $0.flipbookOverLife }, { $0.flipbookOverLife = $1 }, owner: .looks,
      doc: "Whether the frames are spread evenly over each particle's life; the frame rate is then not used"),
    .init(
      "flipbookStartFrame", { $0.flipbookStartFrame }, { $0.flipbookStartFrame = $1 }, owner: .looks,
      doc: "The frame each particle starts at, from 0 (past the last frame: the last)",
      control: .slider(0...256, step: 1, unit: ""),
      limit: .atLeast(0, most: CellSprites.mostGridSide * CellSprites.mostGridSide), animatable: false),
    .init(
      "flipbookRandomStart", { $0.flipbookRandomStart }, { $0.flipbookRandomStart = $1 }, owner: .looks,
      doc:
        "Whether each particle starts at a frame of its own, drawn at birth (flipbookStartFrame is then not used)"
    ),
    .init(
      "flipbookLoops", { $0.flipbookLoops }, { $0.flipbookLoops = $1 }, owner: .looks,
      doc: "Whether the frames start again after the last; otherwise the last is held"),
    .init(
      "stretchAlongVelocity", { $0.stretchAlongVelocity }, { $0.stretchAlongVelocity = $1 }, owner: .looks,
      doc:
        "Whether the sprite is drawn along its velocity: its x axis turned to the direction of travel, its length size × (1 + speed × stretchSpeedFactor) + stretchLength, its width unchanged; drawn so on every draw path (a point holding it where points are the path)"
    ),
    .init(
      "stretchSpeedFactor", { $0.stretchSpeedFactor }, { $0.stretchSpeedFactor = $1 }, owner: .looks,
      doc: "How much longer a stretched sprite is per point per second of speed; clamped to 10 (seconds)",
      control: .slider(0...0.5, step: 0.001, unit: "s"), limit: .notNegativeAtMost(10, unit: "seconds")),
    .init(
      "stretchLength", { $0.stretchLength }, { $0.stretchLength = $1 }, owner: .looks,
      doc: "Added to a stretched sprite's length; clamped to 10000 (points)",
      control: .slider(0...100, step: 1, unit: "pt"), limit: .notNegativeAtMost(10_000, unit: "points")),
  ]
  /// Each particle's ribbon through its last positions.
  private static let trailing = PropertyDescriptor<EmitterCell>.trail(
    of: "each particle", { $0.trail }, { $0.trail = $1 })

  /// Rotation acceleration (pixi's rotation `accel`).
  private static let turning: [PropertyDescriptor<EmitterCell>] = [
    .init(
      "spinAcceleration", { $0.spinAcceleration }, { $0.spinAcceleration = $1 }, owner: .looks,
      doc:
        "Change of spin per second: the rotation is spin · t + spinAcceleration · t² / 2 (pixi's rotation accel); not used with endRotation (radians per second²)",
      control: .angle(-720...720, unit: "°/s²"))
  ]

  /// A path followed across the birth direction (pixi's movePath).
  private static let following: [PropertyDescriptor<EmitterCell>] = [
    .init(
      "pathExpression", { $0.pathExpression }, { $0.pathExpression = $1 }, owner: .motion,
      doc:
        "y as an expression in x, where x is the distance travelled along the birth direction: the particle is moved y across that direction (clockwise on screen when positive), as pixi's movePath; numbers, x, + - * / ^ (power), parentheses, and pixi's Math functions and constants without 'Math.' (sin, pow, PI, ...); at most 1000 characters; null moves straight; not used with orbit motion (points)",
      animatable: false)
  ]

  /// Colour, alpha and scale by speed (Unity's colour and size by speed).
  private static let bySpeed: [PropertyDescriptor<EmitterCell>] = [
    .fileOnly(
      "speedCurves", { $0.speedCurves }, { $0.speedCurves = $1 }, owner: .looks,
      doc:
        "Curves over the particle's speed (color, alpha, scale, spin), each read at (speed − speedCurveMinimum) / (speedCurveMaximum − speedCurveMinimum), clamped to 0...1: color, alpha and scale multiply what the particle has at that age, life curves included; spin multiplies the spin rate (spin plus spinAcceleration × age), the rotation integrated over 1/240 s sub-steps of age at the speed the particle moves (its launch, orbit or integrated path, along a pathExpression); not used with endRotation"
    ),
    .init(
      "speedCurveMinimum", { $0.speedCurveMinimum }, { $0.speedCurveMinimum = $1 }, owner: .looks,
      doc: "The speed the speed curves start at (points per second)",
      control: .slider(0...2000, step: 1, unit: "pt/s"), limit: .notNegative),
    .init(
      "speedCurveMaximum", { $0.speedCurveMaximum }, { $0.speedCurveMaximum = $1 }, owner: .looks,
      doc:
        "The speed the speed curves end at; at or below speedCurveMinimum, a speed above the minimum reads their end and any other their start (points per second)",
      control: .slider(0...2000, step: 1, unit: "pt/s"), limit: .notNegative),
  ]

  /// What a particle takes from its emitter at birth.
  private static let inheriting: [PropertyDescriptor<EmitterCell>] = [
    .init(
      "inheritedVelocity", { $0.inheritedVelocity }, { $0.inheritedVelocity = $1 }, owner: .motion,
      doc:
        "The fraction of its emitter's velocity (the layer's emitter, moving with its pointer; a sub-cell's parent particle) a particle adds to its own at birth; negative throws it backwards; clamped to ±100",
      control: .slider(-2...2, step: 0.01, unit: ""), limit: .magnitudeAtMost(100, unit: ""))
  ]

  /// Collisions with shapes, the canvas's edges and a host's obstacles.
  private static let colliding: [PropertyDescriptor<EmitterCell>] = [
    .init(
      "collisionMode", { $0.collisionMode }, { $0.collisionMode = $1 }, owner: .motion,
      doc:
        "What a particle does at a shape: none (passes through), bounce or die. Colliding particles follow an integrated path (1/240 s sub-steps of age), each sub-step's motion swept against the shapes, so none passes through at any speed or step rate"
    ),
    .init(
      "collisionRestitution", { $0.collisionRestitution }, { $0.collisionRestitution = $1 }, owner: .motion,
      doc:
        "The share of the speed across a shape kept by a bounce: a bounce rises restitution² of the drop's height",
      control: .slider(0...1, step: 0.01, unit: ""), limit: .fraction),
    .init(
      "collisionFriction", { $0.collisionFriction }, { $0.collisionFriction = $1 }, owner: .motion,
      doc: "The share of the speed along a shape lost by a bounce",
      control: .slider(0...1, step: 0.01, unit: ""), limit: .fraction),
    .init(
      "collisionLifetimeLoss", { $0.collisionLifetimeLoss }, { $0.collisionLifetimeLoss = $1 },
      owner: .motion,
      doc: "Life a bounce takes away; a particle whose life so runs out dies at the hit (seconds)",
      control: .slider(0...10, step: 0.01, unit: "s"), limit: .notNegativeAtMost(3600, unit: "seconds")),
    .init(
      "collidesWithCanvasEdges", { $0.collidesWithCanvasEdges }, { $0.collidesWithCanvasEdges = $1 },
      owner: .motion,
      doc:
        "Whether the canvas's edges hold the particles in (crossed only from outside in, so particles born outside may enter)"
    ),
    .fileOnly(
      "colliders", { $0.colliders }, { $0.colliders = $1 }, owner: .motion,
      doc:
        "Shapes the particles meet, in canvas points: segments, rectangles (their outlines) and circles (at most 256)"
    ),
  ]

  /// Sub-cells emitted at births, deaths and collisions.
  private static let subEmitting: [PropertyDescriptor<EmitterCell>] = [
    .fileOnly(
      "subEmitters", { $0.subEmitters }, { $0.subEmitters = $1 }, owner: .emission,
      doc:
        "Sub-cells emitted at once at a particle's birth, death or collision: which sub-cell (by name), how many, how likely, and what they inherit (at most 16)"
    )
  ]

  private static let style = PropertyDescriptor<EmitterCell>(
    "style", { $0.style }, { $0.style = $1 }, owner: .coreAnimation,
    doc: "Core Animation's extension dictionary: a port's own values, carried along but never drawn",
    inFiles: false)
}

extension CellDeclaration {
  /// The cell's properties on its declaration: each reads and writes a cell made of the
  /// declaration's values (at load and edit time only).
  public static let properties: [PropertyDescriptor<CellDeclaration>] = EmitterCell.properties.map {
    $0.viewed(through: { $0.makeBareCell() }, update: { $0.read($1) })
  }
}
