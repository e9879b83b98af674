@preconcurrency internal import CEpoxy
import Foundation
import GlintCore
import GlintShaders

/// Draws packed particles as textured sprites: one draw call per batch of the same sprite and
/// blend, premultiplied, additive batches ONE + ONE and the others source-over, or a layer's own
/// blend pair as cocos2d draws it (`SpriteBlend`); as GL points or
/// instanced quads (`drawPath`), whichever is faster on the driver, with the same picture.
///
/// Space is points with the origin top-left and y down; the viewport maps a rectangle of points
/// to framebuffer pixels (points × content scale). Needs the GL 3.3 context of its `lifetime`
/// current on this thread; once that context has ended, drawing does nothing.
///
/// GL state: each draw saves and restores what a host program would care about (see
/// `GLStateGuard`: program, vertex array, buffer bindings, blending, depth, stencil, culling,
/// scissor test, texture unit 0, pixel store). It leaves set the viewport, the scissor box and
/// the clear colour (`setViewport` sets them on purpose); a host sets them again for its own
/// drawing.
public final class SpriteRenderer: GLResource {
  /// Where the GLSL files are read from (the checkout's Shaders/ by default).
  public let shaderDirectory: URL
  /// The path batches are drawn with: `points` or `quads`, never `automatic`.
  public let drawPath: DrawPath
  /// The largest point the driver draws, in pixels (GL_POINT_SIZE_RANGE); larger sprites draw
  /// as quads.
  public let largestPointPixels: Float
  /// The driver's name (GL_RENDERER), which the automatic path is chosen by.
  public let driver: String
  /// Whether the built-in sprites are computed by the fragment shaders rather than sampled
  /// (`RenderOptions.computeBuiltInSprites`).
  public let computesBuiltInSprites: Bool
  /// How many sprites go to the rasteriser in each part of a frame (`RenderOptions.handOff`, by
  /// driver when automatic); nil when a frame goes in one go, at its end.
  public let spritesPerHandOff: Int?
  /// Whether points are drawn plain, with GL_POINT_SPRITE off (`RenderOptions.plainPoints`, in a
  /// compatibility context; see `ContextProfile`), rather than as point sprites.
  public let drawsPlainPoints: Bool
  /// Whether the context has the compatibility profile, where point sprites are switched.
  private let compatibility: Bool
  /// The largest viewport the driver takes, which ribbons' guard bands stay within.
  private let viewportLimits: GuardBand.Limits
  let sprites: SpriteTextures
  private let samplers: SpriteSamplers
  private let lifetime: ContextLifetime
  private var programs: SpritePrograms
  /// The programs ribbons are drawn with, on every path.
  private var ribbons: RibbonPrograms
  private let warn: (String) -> Void
  private let stream: InstanceStream
  private let arrays: SpriteVertexArrays
  private let state: GLStateGuard
  /// The list that the one-shot `draw` calls fill and submit.
  private let oneShot = DrawList()
  /// Where each source of the list being submitted starts in the upload (reused).
  private var sourceStarts: [Int] = []
  /// What the latest `submit` (or one-shot draw) did.
  public private(set) var lastSubmit = SubmitStatistics()
  /// The pane draws go to, from the latest `setViewport`.
  private var view: View?
  private var released = false

  /// Builds the sprite programs from `shaderDirectory` in the context of `lifetime`; `warn`
  /// receives one line per sprite file that cannot be read and per streaming fallback.
  public init(
    lifetime: ContextLifetime, shaderDirectory: URL = ShaderSources.directory,
    options: RenderOptions = .init(),
    warn: @escaping (String) -> Void = SpriteRenderer.warnOnStandardError
  ) throws(RenderError) {
    guard lifetime.isAlive else { throw .gl("the context of this renderer has ended") }
    let requested = try DrawPath.requested(options.drawPath, environment: ProcessInfo.processInfo.environment)
    // Making the programs and buffers binds them; the host's bindings come back after.
    compatibility = ContextProfile.currentIsCompatibility
    let saved = GLStateGuard(compatibility: compatibility)
    saved.save()
    defer { saved.restore() }
    state = saved
    self.lifetime = lifetime
    self.shaderDirectory = shaderDirectory
    drawsPlainPoints = options.plainPoints && compatibility
    programs = try SpritePrograms(
      directory: shaderDirectory, lifetime: lifetime, plainPoints: drawsPlainPoints, warn: warn)
    ribbons = try RibbonPrograms(directory: shaderDirectory, lifetime: lifetime, warn: warn)
    self.warn = warn
    sprites = SpriteTextures(lifetime: lifetime, warn: warn)
    samplers = SpriteSamplers(lifetime: lifetime)
    stream = InstanceStream(
      mode: options.streaming, fenceTimeout: options.fenceTimeout, lifetime: lifetime, warn: warn)
    arrays = SpriteVertexArrays(lifetime: lifetime)
    var range: [Float] = [1, 1]
    epoxy_glGetFloatv(GLenum(GL_POINT_SIZE_RANGE), &range)
    if drawsPlainPoints {
      // Plain points are the aliased kind, and whole pixels about their centre: up to 2 more.
      var aliased: [Float] = [1, 1]
      epoxy_glGetFloatv(GLenum(GL_ALIASED_POINT_SIZE_RANGE), &aliased)
      range[1] = min(range[1], aliased[1]) - 2
    }
    largestPointPixels = range[1]
    viewportLimits = GuardBand.Limits.current()
    driver = epoxy_glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "unknown"
    drawPath = requested == .automatic ? DrawPath.fastest(forDriver: driver) : requested
    computesBuiltInSprites = options.computeBuiltInSprites
    let part = options.handOff.part(softwareRasteriser: DrawPath.isSoftwareRasteriser(driver))
    spritesPerHandOff = part == .max ? nil : part
    sourceStarts.reserveCapacity(64)
    lifetime.register(self)
  }

  deinit { releaseGL() }

  /// Deletes the renderer's own GL objects now (the context must be current); it draws nothing
  /// after. Its context's `end()` does this too.
  public func releaseGL() {
    guard !released else { return }
    released = true
    sprites.releaseGL()
    samplers.releaseGL()
    stream.releaseGL()
    arrays.releaseGL()
    programs.releaseGL()
    ribbons.releaseGL()
  }

  /// Whether drawing still reaches GL: false once released or once the context ended.
  public var isUsable: Bool { !released && lifetime.isAlive }

  /// Rebuilds the programs from the shader files; on failure the last good ones stay.
  public func reloadShaders() throws(RenderError) {
    guard isUsable else { return }
    state.save()
    defer { state.restore() }
    let sprites = try SpritePrograms(
      directory: shaderDirectory, lifetime: lifetime, plainPoints: drawsPlainPoints, warn: warn)
    let ribbonPrograms = try RibbonPrograms(directory: shaderDirectory, lifetime: lifetime, warn: warn)
    programs = sprites
    ribbons = ribbonPrograms
  }

  /// Reads the sprite image files at `paths` again when they are next drawn (they were saved
  /// while showing).
  public func reloadSprites(_ paths: [String]) {
    guard isUsable else { return }
    sprites.forget(paths)
  }

  /// Draws into `pane` (points) of a framebuffer `framebufferPixels` large at `scale` pixels per
  /// point; clears the pane to `background` first when one is given.
  public func setViewport(
    pane: Rect, scale: Float, framebufferPixels: (width: Int, height: Int), background: Color?
  ) {
    guard isUsable else { return }
    let scissorWasOn = epoxy_glIsEnabled(GLenum(GL_SCISSOR_TEST)) != 0
    apply(View(pane: pane, scale: scale, framebufferPixels: framebufferPixels), background: background)
    if !scissorWasOn { epoxy_glDisable(GLenum(GL_SCISSOR_TEST)) }
  }

  /// Uploads and draws everything in `buffer` in the current pane.
  public func draw(_ buffer: InstanceBuffer) {
    oneShot.removeAll()
    oneShot.append(buffer)
    submit(oneShot)
  }

  /// Uploads and draws instances made by hand (tests, borders) in the current pane.
  public func draw(_ instances: [SpriteInstance], batches: [DrawBatch]) {
    oneShot.removeAll()
    oneShot.append(instances, batches: batches)
    submit(oneShot)
  }

  /// Draws `text` source-over with its top-left corner at `origin` (points) in the current pane.
  public func drawText(_ text: String, at origin: Point, unit: Float = 2, color: Color = .white) {
    oneShot.removeAll()
    oneShot.appendText(text, at: origin, unit: unit, color: color)
    submit(oneShot)
  }

  /// Draws a whole list: one upload (one allocation from the instance stream), its commands in
  /// order, one fence. Packed buffers in it must not change until this returns.
  public func submit(_ list: DrawList) {
    guard isUsable, !list.commands.isEmpty else { return }
    state.save()
    defer { state.restore() }
    lastSubmit = SubmitStatistics()
    let base = upload(list)
    lastSubmit.uploads = 1
    arrays.bindPoints(buffer: stream.buffer, offset: base)
    if arrays.hasBaseInstance { arrays.bindQuads(buffer: stream.buffer, offset: base) }
    var drawing = DrawingState(base: base, part: spritesPerHandOff ?? .max, undrawn: list.instanceCount)
    if view == nil { view = View.current() }
    if let view { apply(view, background: nil) }
    epoxy_glEnable(GLenum(GL_BLEND))
    epoxy_glEnable(GLenum(GL_PROGRAM_POINT_SIZE))
    if compatibility {
      // Saved by `state`; a compatibility context's own point state must not change the picture.
      epoxy_glDisable(GLenum(GL_POINT_SMOOTH))
      if drawsPlainPoints {
        epoxy_glDisable(GLenum(GL_POINT_SPRITE))
      } else {
        epoxy_glEnable(GLenum(GL_POINT_SPRITE))
      }
    }
    for command in list.commands {
      switch command {
      case .viewport(let next, let background):
        apply(next, background: background)
        drawing.band = nil
      case .timing(let timer, let begin): if begin { timer.begin() } else { timer.end() }
      case .draw(let source, let batches):
        for batch in list.batches[batches] where !batch.range.isEmpty {
          draw(batch, from: list, source: source, state: &drawing)
        }
      }
    }
    // The pane's own viewport back, as `setViewport` left it.
    if drawing.band != nil, let box = view?.pixelBox { epoxy_glViewport(box.x, box.y, box.width, box.height) }
    stream.fenceDraws()
  }

  /// Whether instances stream through a persistently mapped ring (GL 4.4) rather than orphaning.
  public var streamsThroughPersistentRing: Bool { stream.isPersistent }

  /// Copies every source of `list` into one stretch of the stream; returns its byte offset.
  private func upload(_ list: DrawList) -> Int {
    let base = stream.reserve(count: list.instanceCount)
    sourceStarts.removeAll(keepingCapacity: true)
    var next = 0
    for source in list.sources {
      sourceStarts.append(next)
      let count = list.count(of: source)
      switch source {
      case .buffer(let buffer):
        if let start = buffer.instances.baseAddress { stream.write(start, count: count, at: next) }
      case .own(let range):
        list.ownInstances.withUnsafeBufferPointer { own in
          if let start = own.baseAddress { stream.write(start + range.lowerBound, count: count, at: next) }
        }
      }
      next += count
    }
    return base
  }

  /// What the batches of one submit have set so far, so unchanged state is not set again, and
  /// how far the current part of the frame has got (`HandOff`).
  private struct DrawingState {
    var base: Int
    /// Sprites per part: after so many, the part goes to the rasteriser.
    var part: Int
    /// Sprites of the submit not drawn yet: with none left, nothing is handed off early.
    var undrawn: Int
    var sinceHandOff = 0
    var blend: SpriteBlend?
    var texture: GLuint?
    var sampler: GLuint?
    var points: Bool?
    /// The guard band whose viewport is set (ribbons'), nil while the pane's own is.
    var band: GuardBand?
  }

  private func draw(_ batch: DrawBatch, from list: DrawList, source: Int, state: inout DrawingState) {
    guard let view else { return }
    // Batches made by hand may name more instances than there are: only the real ones draw.
    let range = batch.range.clamped(to: 0..<list.count(of: list.sources[source]))
    guard !range.isEmpty else { return }
    let texture = sprites.texture(for: batch)
    let first = sourceStarts[source] + range.lowerBound
    let shape = computesBuiltInSprites && batch.sampling.allowsComputing ? texture.shape : .image
    let layout: SpritePrograms.Layout =
      switch drawPath == .points && !batch.isRibbon && batch.blend.leavesDestinationUnderClearColor
        ? pointFit(range, of: list.sources[source], in: list, texture: texture, stretch: batch.stretch)
        : .none
      {
      case .none: .quads
      case .cropped: .points
      case .whole: !shape.isRound ? .points : batch.stretch == nil ? .roundPoints : .stretchedRoundPoints
      }
    let points = layout != .quads
    if state.blend != batch.blend {
      state.blend = batch.blend
      epoxy_glBlendFunc(batch.blend.factors.source.gl, batch.blend.factors.destination.gl)
    }
    if state.texture != texture.id {
      state.texture = texture.id
      epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), texture.id)
    }
    let sampler = samplers.sampler(for: batch.sampling)
    if state.sampler != sampler {
      state.sampler = sampler
      epoxy_glBindSampler(0, sampler)
    }
    // A ribbon's vertices are read through the point layout (per vertex), on every path.
    if state.points != points || batch.isRibbon {
      state.points = points || batch.isRibbon
      if points || batch.isRibbon { arrays.bindPointsOnly() } else { arrays.bindQuadsOnly() }
    }
    if batch.isRibbon != (state.band != nil) {
      state.band = batch.isRibbon ? GuardBand(around: view, limits: viewportLimits) : nil
      let box = state.band?.box ?? view.pixelBox
      epoxy_glViewport(box.x, box.y, box.width, box.height)
    }
    if batch.isRibbon {
      ribbons.program(drawing: shape).use(
        view: view, spritePixels: (Float(texture.width), Float(texture.height)),
        straightColor: batch.blend.straightColor, band: state.band)
      lastSubmit.ribbonVertices += range.count
      // The strip in parts handed to the rasteriser as sprites are (`HandOff`), each part
      // starting on the last two vertices of the one before, so every triangle is drawn once.
      let part = state.part == .max ? Int.max : max(state.part * Self.ribbonVerticesPerSprite, 64)
      var start = first
      let end = first + range.count
      while true {
        let count = min(end - start, part)
        ribbons.drawStrip(first: start, count: count)
        lastSubmit.drawCalls += 1
        guard start + count < end else { break }
        start += count - 2
        epoxy_glFlush()
        lastSubmit.handOffs += 1
      }
      return
    }
    programs.program(layout, drawing: shape).use(
      view: view, spritePixels: (Float(texture.width), Float(texture.height)),
      straightColor: batch.blend.straightColor, stretched: batch.stretch)
    if points { lastSubmit.pointSprites += range.count } else { lastSubmit.quadSprites += range.count }
    if layout.isRound { lastSubmit.roundPointSprites += range.count }
    // The batch in pieces that end where a part of the frame is full, each part handed off.
    var start = first
    while start < first + range.count {
      let count = min(first + range.count - start, state.part - state.sinceHandOff)
      drawSprites(from: start, count: count, points: points, base: state.base)
      start += count
      state.sinceHandOff += count
      state.undrawn -= count
      if state.sinceHandOff >= state.part && state.undrawn > 0 {
        epoxy_glFlush()
        state.sinceHandOff = 0
        lastSubmit.handOffs += 1
      }
    }
  }

  /// Ribbon vertices handed off in a part where a part holds one sprite. With 10k falling sparks'
  /// ribbons (97k vertices in one strip) on llvmpipe, parts of 5,120 vertices (and of 2,048,
  /// no better) took about a fifth off the frame's wall time: the rasteriser's threads waited for
  /// the whole strip's setup before.
  static let ribbonVerticesPerSprite = 4

  /// One draw call: `count` sprites from instance `first` of the upload at byte `base`.
  private func drawSprites(from first: Int, count: Int, points: Bool, base: Int) {
    lastSubmit.drawCalls += 1
    if points {
      epoxy_glDrawArrays(GLenum(GL_POINTS), GLint(first), GLsizei(count))
    } else if arrays.hasBaseInstance {
      epoxy_glDrawArraysInstancedBaseInstance(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(count), GLuint(first))
    } else {
      // GL 3.3 has no base instance: the quad layout is pointed at the first instance drawn.
      arrays.bindQuads(buffer: stream.buffer, offset: base + first * InstanceStream.stride)
      epoxy_glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(count))
    }
  }

  /// Whether instances `range` can be drawn as points.
  private enum PointFit {
    /// Some sprite is not square on screen (and not stretched) or might not fit the driver's
    /// largest point, or the stretched sprites are long and thin enough that quads cost less.
    case none
    /// Every sprite fits; some show only part of their image (a contentsRect, a flipbook's
    /// frame) or are stretched along their velocity.
    case cropped
    /// Every sprite fits and shows its whole image.
    case whole
  }

  /// Whether every sprite of instances `range` is square on screen, or stretched along its
  /// velocity (`stretch`: a turned rectangle, which a point holds as well, unless it is so long
  /// and thin that quads cost less: `StretchedCost`), and fits the driver's largest point however
  /// it is turned (otherwise the batch draws as quads), and whether each shows its whole image.
  private func pointFit(
    _ range: Range<Int>, of source: DrawList.Source, in list: DrawList, texture: SpriteTextures.Texture,
    stretch: SpriteStretch?
  ) -> PointFit {
    guard let view else { return .none }
    let (texWidth, texHeight) = (Float(texture.width), Float(texture.height))
    // A turned rectangle spans at most √2 of its longer side.
    let limit = largestPointPixels / (view.scale * 1.4143)
    func check(_ instances: UnsafeBufferPointer<SpriteInstance>) -> PointFit {
      if let stretch {
        // The length along the velocity and the width across it; a NaN fails, to quads.
        var whole = stretch.frameWidth == 1 && stretch.frameHeight == 1
        var cost = StretchedCost()
        for instance in instances {
          let scale = abs(instance.scale)
          let length = scale * instance.w * texWidth + stretch.length
          let width = scale * instance.h * texHeight
          guard max(length, width) <= limit else { return .none }
          cost.add(length: length * view.scale, width: width * view.scale)
          whole = whole && instance.u == 0 && instance.v == 0
        }
        guard cost.points <= cost.quads else { return .none }
        return whole ? .whole : .cropped
      }
      var whole = true
      for instance in instances {
        let width = instance.w * texWidth
        let height = instance.h * texHeight
        guard abs(width - height) <= 1e-4 * max(width, height), abs(instance.scale) * width <= limit else {
          return .none
        }
        whole = whole && instance.u == 0 && instance.v == 0 && instance.w == 1 && instance.h == 1
      }
      return whole ? .whole : .cropped
    }
    switch source {
    case .buffer(let buffer):
      return check(UnsafeBufferPointer(rebasing: buffer.instances[range]))
    case .own(let own):
      return list.ownInstances.withUnsafeBufferPointer { all in
        let start = own.lowerBound + range.lowerBound
        return check(UnsafeBufferPointer(rebasing: all[start..<start + range.count]))
      }
    }
  }

  /// What a batch of stretched sprites costs llvmpipe as points and as quads, in microseconds of
  /// CPU, fitted to `glint-bench-render features` with 10k 8-pixel-wide sparks stretched 2 to 8
  /// times their width: a point's pixels grow with the square of the length (it holds the turned
  /// sprite's square), a quad's with the length times the width (plus the 4 × 4 blocks its edges
  /// cross), but a quad has four vertices and an instance of its own. Stretched twice its width
  /// a sprite is cheaper as a point, about seven times as a quad.
  struct StretchedCost {
    var points: Float = 0
    var quads: Float = 0

    /// Adds one sprite `length` by `width` pixels.
    mutating func add(length: Float, width: Float) {
      points += 0.94 + 0.00139 * length * length
      quads += 1.5 + 0.00507 * (length + 4) * (width + 4)
    }
  }

  /// Sends draws to `view`, clearing it to `background` when given. A pane smaller than the
  /// framebuffer is scissored, so large points cannot spill past it; a whole framebuffer is not,
  /// because llvmpipe clears a scissored target by drawing a quad (a slow path that cost more
  /// than drawing 10k sprites) instead of clearing its tiles.
  private func apply(_ next: View, background: Color?) {
    view = next
    let box = next.pixelBox
    epoxy_glViewport(box.x, box.y, box.width, box.height)
    if next.coversFramebuffer {
      epoxy_glDisable(GLenum(GL_SCISSOR_TEST))
    } else {
      epoxy_glEnable(GLenum(GL_SCISSOR_TEST))
      epoxy_glScissor(box.x, box.y, box.width, box.height)
    }
    if let c = background {
      epoxy_glClearColor(c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha)
      epoxy_glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
    }
  }

  /// The default warning sink: one line on standard error.
  public static func warnOnStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

extension SpriteSampling {
  /// Whether a built-in sprite may be computed rather than sampled: the computed sprite is smooth
  /// at every size, as bilinear and trilinear sampling are; nearest texels must be sampled.
  var allowsComputing: Bool { magnification != .nearest && minification != .nearest }
}

/// What one submit did: how many sprites went each path, in how many draw calls and uploads.
public struct SubmitStatistics: Equatable, Sendable {
  public var pointSprites = 0
  /// Of the point sprites, those drawn as round points: whole round sprites, computed, whose
  /// points hold only the circle with colour in it.
  public var roundPointSprites = 0
  public var quadSprites = 0
  /// Vertices of ribbon strips drawn (`RibbonVertex`).
  public var ribbonVertices = 0
  public var drawCalls = 0
  /// Stretches taken from the instance stream (one per submit).
  public var uploads = 0
  /// Parts of the submit flushed to the rasteriser before its end (`HandOff`).
  public var handOffs = 0

  public init() {}
}

extension View {
  /// The GL viewport as it is, at one pixel per point (for a host that never set a viewport).
  static func current() -> View {
    var box: [GLint] = [0, 0, 1, 1]
    epoxy_glGetIntegerv(GLenum(GL_VIEWPORT), &box)
    let pixels = (width: Int(box[0] + box[2]), height: Int(box[1] + box[3]))
    let pane = Rect(
      x: Float(box[0]), y: Float(pixels.height) - Float(box[1] + box[3]), width: Float(box[2]),
      height: Float(box[3]))
    return View(pane: pane, scale: 1, framebufferPixels: pixels)
  }
}
