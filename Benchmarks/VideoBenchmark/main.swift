import Foundation
import GlintCLI

// The clip path against the PNG-sequence path: `glint render` run in this process on the same
// 2 s of sparkle-trail on a figure eight at 1280 × 720, 60 frames a second (120 frames), once
// as --frames PNGs and once as each kind of --video. Prints frames per second of wall time, the
// CPU seconds of glint and of its ffmpeg, and the output's size; asserts nothing.

func now() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// CPU seconds of this process (GL rasterises on threads of its own) and of its waited-for children.
func cpu() -> (own: Double, children: Double) {
  func seconds(_ who: Int32) -> Double {
    var usage = rusage()
    getrusage(who, &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6
    return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) * 1e-6
  }
  return (seconds(RUSAGE_SELF.rawValue), seconds(RUSAGE_CHILDREN.rawValue))
}

/// Bytes in a file, or in every file of a folder.
func size(of path: String) -> Int {
  let files = FileManager.default
  var isFolder: ObjCBool = false
  guard files.fileExists(atPath: path, isDirectory: &isFolder) else { return 0 }
  guard isFolder.boolValue else { return (try? files.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
  let names = (try? files.contentsOfDirectory(atPath: path)) ?? []
  return names.reduce(0) { $0 + size(of: (path as NSString).appendingPathComponent($1)) }
}

/// Runs `glint render arguments...` with stderr (the per-frame lines of --frames) silenced.
func render(_ arguments: [String]) -> Int32 {
  let saved = dup(STDERR_FILENO)
  let null = open("/dev/null", O_WRONLY)
  dup2(null, STDERR_FILENO)
  var complaint = ""
  let status = GlintCLI.run(["render"] + arguments, stdout: { _ in }, stderr: { complaint += $0 })
  dup2(saved, STDERR_FILENO)
  close(saved)
  close(null)
  if status != 0 { FileHandle.standardError.write(Data("glint-bench-video: \(complaint)".utf8)) }
  return status
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glint-bench-video-\(getpid())")
  .path
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }

let frames = 120
let scene = ["--effect", "sparkle-trail", "--gesture", "figure-eight", "--size", "1280x720", "--seed", "1"]
let runs: [(name: String, arguments: [String], output: String)] = [
  (
    "PNG frames", ["--frames", "0:\(Double(frames - 1) / 60):\(1.0 / 60)", "--out-dir", folder + "/png"],
    "png"
  ),
  ("MP4 H.264", ["--fps", "60", "--to", "2", "--video", folder + "/clip.mp4"], "clip.mp4"),
  ("WebM VP9", ["--fps", "60", "--to", "2", "--video", folder + "/clip.webm"], "clip.webm"),
  ("GIF", ["--fps", "60", "--to", "2", "--video", folder + "/clip.gif"], "clip.gif"),
]

print(
  "glint render at 1280 × 720, \(frames) frames of sparkle-trail on figure-eight (\(ProcessInfo.processInfo.activeProcessorCount) cores)"
)
print("output        frames/s   wall s   glint CPU s   ffmpeg CPU s   size MB")
for run in runs {
  let start = now()
  let before = cpu()
  guard render(scene + run.arguments) == 0 else { exit(1) }
  let seconds = now() - start
  let after = cpu()
  let figures = String(
    format: "%8.1f  %7.2f  %12.2f  %13.2f  %8.2f", Double(frames) / seconds, seconds, after.own - before.own,
    after.children - before.children,
    Double(size(of: (folder as NSString).appendingPathComponent(run.output))) / 1e6)
  print(run.name.padding(toLength: 12, withPad: " ", startingAt: 0) + "  " + figures)
}
