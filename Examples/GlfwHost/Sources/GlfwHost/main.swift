// A GLFW window with a Glint effect following the mouse: pointer 1 begins when the cursor
// enters the window, moves with it, and ends when it leaves. `--frames N` quits after N frames.
import CGlfw
import Foundation
import GlintCore  // PointerHost, PointerEvent, InstanceBuffer, Rect, Color
import GlintEffects  // EffectRegistry.standard(): the effects of Glint's Plugins/
import GlintRender  // SpriteRenderer, ContextLifetime

func fail(_ reason: String) -> Never {
  FileHandle.standardError.write(Data("glfw-host: \(reason)\n".utf8))
  exit(1)
}
func option(_ name: String) -> String? {
  CommandLine.arguments.firstIndex(of: name).flatMap { CommandLine.arguments.dropFirst($0 + 1).first }
}
let frameLimit = option("--frames").flatMap { Int($0) }

guard glfwInit() == GLFW_TRUE else { fail("GLFW could not start (no display?)") }
// GlintRender needs an OpenGL 3.3 context: core works; in a compatibility one its points are
// cheaper on a software rasteriser.
glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3)
glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3)
glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_COMPAT_PROFILE)
guard let window = glfwCreateWindow(800, 500, "Glint in a GLFW program", nil, nil) else {
  fail("GLFW could not open an OpenGL 3.3 window")
}
glfwMakeContextCurrent(window)
glfwSwapInterval(1)

let host: PointerHost
let renderer: SpriteRenderer
let lifetime = ContextLifetime()  // the window's context: ended before the window goes
do {
  host = PointerHost(effect: try EffectRegistry.standard().effect(id: option("--effect") ?? "comet"), seed: 1)
  renderer = try SpriteRenderer(lifetime: lifetime)  // reads Glint's shaders; needs the context current
} catch {
  fail("\(error)")
}
let buffer = InstanceBuffer()
var inside = false
var frames = 0

while glfwWindowShouldClose(window) == 0 && frames != frameLimit {
  glfwPollEvents()
  let now = glfwGetTime()
  var x = 0.0
  var y = 0.0
  glfwGetCursorPos(window, &x, &y)  // in points (screen coordinates), y down
  var width: Int32 = 0
  var height: Int32 = 0
  glfwGetWindowSize(window, &width, &height)
  host.canvas = Rect(x: 0, y: 0, width: Float(width), height: Float(height))  // canvas-wide layers
  let inWindow = x >= 0 && y >= 0 && x < Double(width) && y < Double(height)
  let location = Point(x: Float(x), y: Float(y))
  let phase: PointerPhase? =
    inWindow ? (inside ? .moved : .began) : (inside ? .ended : nil)
  if let phase { host.handle(PointerEvent(id: 1, phase: phase, location: location, time: now)) }
  inside = inWindow
  host.advance(to: now)

  var pixelsWide: Int32 = 0
  var pixelsHigh: Int32 = 0
  glfwGetFramebufferSize(window, &pixelsWide, &pixelsHigh)
  buffer.fill(from: host.layers)  // the live particles, in render-mode order
  renderer.setViewport(
    pane: Rect(x: 0, y: 0, width: Float(width), height: Float(height)),
    scale: Float(pixelsWide) / Float(max(width, 1)),
    framebufferPixels: (Int(pixelsWide), Int(pixelsHigh)),
    background: Color(red: 0.04, green: 0.04, blue: 0.07))
  renderer.draw(buffer)
  glfwSwapBuffers(window)
  frames += 1
}
print("\(frames) frames; \(host.birthCount) particles born")
lifetime.end()  // GL objects released after this are not deleted on a dead context
glfwDestroyWindow(window)
glfwTerminate()
