/// The three files `glint new-effect` writes: a working effect, its README and its test.
///
/// The effect is deliberately plain (soft dots that rise from the pointer and fade) and every
/// line an author is likely to change is commented, so the template doubles as a tutorial.
struct NewEffectTemplate {
  let name: NewEffectName

  /// Paths relative to the effect's folder, and their contents.
  var files: [(path: String, contents: String)] {
    [
      ("Sources/\(name.module)Effect.swift", source),
      ("README.md", readme),
      ("Tests/\(name.module)Tests.swift", tests),
      ("Resources/README.md", resources),
    ]
  }

  var resources: String {
    """
    # \(name.title)'s images

    PNG files here are this effect's own images: a cell's `contents = "flake"` draws `flake.png`
    from this folder (`contents = "flake.png"` too). `make install` copies them beside the
    installed program; a missing or unreadable image draws the built-in spark, with one warning
    that names the effect, the cell and the file.

    """
  }

  var source: String {
    """
    import GlintCore

    /// \(name.title): soft dots that rise from the pointer and fade.
    ///
    /// Each pointer gets one emitter that follows it; while the pointer is down it releases
    /// `rate` dots a second, which drift upwards, grow a little and fade out. When the pointer
    /// lifts, births stop and the dots in flight finish their lives.
    ///
    /// ```swift
    /// let host = PointerHost(effect: \(name.module)Effect(), seed: 1)
    /// host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 400, y: 300), time: 0))
    /// host.advance(to: 0.5)
    /// ```
    public struct \(name.module)Effect: Effect {
      /// Dots per second while the pointer is down.
      public var rate: Float
      /// Seconds each dot lives.
      public var lifetime: Float
      /// The most dots alive at once for one pointer (births past it are dropped).
      public let capacity: Int

      /// The id is what `glint list`, `--effect` and the preview use; keep it kebab-case and unique.
      public let info = EffectInfo(
        id: "\(name.id)", name: "\(name.title)",
        summary: "Soft dots that rise from the pointer and fade.")

      /// The registry creates every effect with `init()`: the defaults are the look people see.
      public init() {
        self.init(rate: 60, lifetime: 1.2, capacity: 2000)
      }

      public init(rate: Float, lifetime: Float, capacity: Int) {
        self.rate = rate
        self.lifetime = lifetime
        self.capacity = max(1, capacity)
      }

      /// The particle template, made afresh for every layer (cells are objects, as in Core
      /// Animation). `EmitterCell` has every property of CAEmitterCell, by the same names and
      /// with Apple's defaults for the ones not set here (GlintCore's tests check the list); it
      /// may be configured after it is attached, or by key path ("emitterCells.dot.birthRate").
      public func dot() -> EmitterCell {
        EmitterCell {
          $0.name = "dot"
          $0.birthRate = rate
          $0.lifetime = lifetime
          $0.lifetimeRange = lifetime / 3
          $0.velocity = 60
          $0.velocityRange = 40
          $0.emissionLongitude = -.pi / 2  // up: angles turn from +x towards +y, and y points down
          $0.emissionRange = .pi / 2
          $0.scale = 0.4
          $0.scaleSpeed = 0.3
          $0.color = Color(red: 0.55, green: 0.8, blue: 1, alpha: 0.9)
          $0.alphaSpeed = -0.75
          // A built-in sprite ("spark", "dot", "ring", "star", "solid"), an image of this effect's
          // Resources/ folder by name ("flake" draws Resources/flake.png), or a PNG file's path;
          // contentsRect picks a part of it (an atlas), contentsScale is its pixels per point.
          $0.contents = "dot"
        }
      }

      /// The emitters a pointer gets when it begins; the host places them on the pointer.
      public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {
        let layer = EmitterLayer(capacity: capacity)
        layer.emitterShape = .circle
        layer.emitterSize = Size(width: 6, height: 0)  // a circle's radius is its width
        layer.renderMode = .additive
        layer.emitterCells = [dot()]
        return [layer]
      }

      // The other hooks keep their defaults: `pointerBegan` and `update(_:state:from:to:)` do
      // nothing, `pointerMoved` moves the layers with the pointer, `pointerEnded` stops the
      // top-level cells' births (`layer.stopEmitting()`). Override them to react to the
      // pointer's velocity, to burst at chosen instants, and so on. To remember something per pointer, declare `public struct PointerState { ... }`
      // and `public func makeState(for pointer: PointerTrack) -> PointerState`: every hook then
      // receives it as `state: inout PointerState` (this effect needs none, so its state is Void).
    }

    """
  }

  var readme: String {
    """
    # \(name.title)

    Id `\(name.id)`, module `\(name.module)`, type `\(name.module)Effect`.

    ![\(name.title)](screenshot.png)
    ![\(name.title), moving](clip.gif)

    ## What it looks like

    Soft blue dots rise from the pointer, grow a little and fade out within about a second.
    When the pointer lifts, the dots already in flight finish their lives.

    ## What it is for

    A starting point: change the cell in `Sources/\(name.module)Effect.swift` and watch the
    result beside the other effects with `glint compare \(name.id) sparkle-trail`.

    ## Tunables

    | property | default | what it does |
    |---|---|---|
    | `rate` | 60 | dots per second while the pointer is down |
    | `lifetime` | 1.2 | seconds each dot lives (± a sixth) |
    | `capacity` | 2000 | the most dots alive at once for one pointer |

    ## Try it

    ```sh
    swift build
    glint list                                   # shows \(name.id)
    glint preview --effect \(name.id)            # draw with it
    glint compare \(name.id) sparkle-trail       # beside another effect
    glint render --effect \(name.id) --gesture swipe --at 0.4 --size 640x400 --scale 0.5 \\
      --out Plugins/\(name.module)/screenshot.png
    glint render --effect \(name.id) --gesture circle --size 640x400 --scale 0.5 --loop --fps 20 \\
      --video Plugins/\(name.module)/clip.gif
    ```

    """
  }

  var tests: String {
    let imports = ["GlintCore", "Testing", name.module].sorted().map { "import \($0)" }
    return """
      \(imports.joined(separator: "\n"))

      /// The look of \(name.title); the checks every effect gets (finite values, budgets, clean
      /// retirement, determinism) run on it automatically in GlintEffectsTests.
      @Suite struct \(name.module)Tests {
        @Test func dotsRiseFromAHeldPointer() {
          let host = PointerHost(effect: \(name.module)Effect(), seed: 1)
          host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 400, y: 300), time: 0))
          host.advance(to: 0.5)
          #expect(host.particleCount > 10)
          var sumVY: Float = 0
          for layer in host.layers { layer.forEachParticle { sumVY += $0.vy } }
          #expect(sumVY < 0)  // y points down, so rising is negative
        }

        @Test func nothingIsLeftAfterThePointerLifts() {
          let host = PointerHost(effect: \(name.module)Effect(), seed: 1)
          host.handle(PointerEvent(id: 1, phase: .began, location: Point(x: 400, y: 300), time: 0))
          host.handle(PointerEvent(id: 1, phase: .ended, location: Point(x: 400, y: 300), time: 0.3))
          host.advance(to: 3)
          #expect(host.particleCount == 0)
          #expect(host.pointerCount == 0)
        }
      }

      """
  }
}
