import Foundation
import FuzzDriver
import GlintFiles
import GlintImport

/// Importers: the first byte chooses the source's name (even: `fuzz.plist`, odd: `fuzz.json`),
/// the rest goes through `EffectImport.convert` as `glint import` hands it a file (format
/// detection, the plist reader or the pixi reader, textures inflated by zlib and decoded by
/// libtiff or stb_image), and the effect file it produces is loaded through the effect-file loader,
/// as the CLI loads an imported source. Refusals are fine. Textures go to a temporary folder,
/// emptied after every input; a texture named by the source is looked up in the run's own empty
/// folder, and an input with "../" is skipped, so no file of the machine is read.
func fuzzImports(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  guard count > 0, let data else { return 0 }
  let name = data[0] % 2 == 0 ? "fuzz.plist" : "fuzz.json"
  let bytes = Data(UnsafeBufferPointer(start: data + 1, count: count - 1))
  guard bytes.range(of: Data("../".utf8)) == nil else { return 0 }
  let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
  let url = here.appendingPathComponent(name)
  defer { try? FileManager.default.removeItem(at: textures) }
  let result: ImportResult
  do throws(ImportError) {
    result = try EffectImport.convert(
      bytes, file: name, url: url, images: ImageStore(folder: textures), relativeTo: textures)
  } catch {
    return 0
  }
  let written = textures.appendingPathComponent("fuzz-imported.json")
  _ = try? EffectFile.decode(Data(result.text.utf8), file: written.lastPathComponent, url: written)
  return 0
}

/// The folder imported textures go to: one per fuzz process, under the temporary folder.
private let textures = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
  .appendingPathComponent(
    "glint-fuzz-imports-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)

@main
enum FuzzImports {
  static func main() { runFuzzer(fuzzImports) }
}
