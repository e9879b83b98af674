import CZlib
import Foundation
import GlintCore
import Testing

@testable import GlintImport

/// Files that cannot be used give one line naming the file and the key; files that can, with a
/// broken texture, give a warning and the built-in dot.
@Suite struct MalformedPlistTests {
  func error(importing data: Data, name: String = "Bad.plist") -> String? {
    let url = ImportTests.temporaryFolder().appendingPathComponent(name)
    try? data.write(to: url)
    do {
      _ = try EffectImport.convert(
        contentsOf: url, file: name, images: ImageStore(folder: ImportTests.temporaryFolder()))
      return nil
    } catch {
      return error.description
    }
  }

  @Test func aTruncatedPlist() throws {
    let whole = try Data(contentsOf: ImportTests.samples.appendingPathComponent("Galaxy.plist"))
    let line = error(importing: whole.prefix(whole.count / 2))
    #expect(line == "Bad.plist: not a well-formed XML property list (truncated, or not a plist at all)")
  }

  @Test func aBinaryPlist() throws {
    let binary = try PropertyListSerialization.data(
      fromPropertyList: ParticleDesignerKeyTests.gravityKeys, format: .binary, options: 0)
    let line = try #require(error(importing: binary))
    #expect(
      line.hasPrefix("Bad.plist: a binary property list; Particle Designer and cocos2d-x read XML plists"))
  }

  @Test func aRootThatIsNotADictionary() throws {
    let line = error(
      importing: try ImportTests.plist(["a": 1]).replacing(Data("<dict>".utf8), with: Data("<array>".utf8)))
    #expect(line != nil)
    let array = try PropertyListSerialization.data(fromPropertyList: [1, 2], format: .xml, options: 0)
    #expect(
      error(importing: array) == "Bad.plist: the property list's root is an array, not a dictionary of keys")
  }

  /// The gravity-mode file with `key` written as the XML `value`.
  func plist(_ key: String, xml value: String) throws -> Data {
    var keys = ParticleDesignerKeyTests.gravityKeys
    keys[key] = nil
    let text = String(decoding: try ImportTests.plist(keys), as: UTF8.self)
      .replacingOccurrences(of: "</dict>", with: "<key>\(key)</key>\(value)</dict>")
    return Data(text.utf8)
  }

  @Test(arguments: [
    ("maxParticles", "<string>abc</string>", "Bad.plist: maxParticles: expected a number, found a string"),
    (
      "angle", "<dict><key>x</key><real>1</real></dict>",
      "Bad.plist: angle: expected a number, found a dictionary"
    ),
    ("speed", "<array><real>1</real></array>", "Bad.plist: speed: expected a number, found an array"),
    (
      "maxParticles", "<real>-5</real>",
      "Bad.plist: maxParticles: -5.0 is negative; a count of particles is 0 or more"
    ),
    (
      "maxParticles", "<real>1e9</real>",
      "Bad.plist: maxParticles: 1000000000 is more than the 100000 particles a layer holds"
    ),
    (
      "particleLifespan", "<real>-1</real>",
      "Bad.plist: particleLifespan: -1.0 is negative; a lifespan is 0 or more seconds"
    ),
    (
      "emitterType", "<integer>2</integer>",
      "Bad.plist: emitterType: 2.0 is neither 0 (gravity) nor 1 (radius)"
    ),
    (
      "maxParticles", "<real>1e308</real>",
      "Bad.plist: maxParticles: 1e+308 is more than the 100000 particles a layer holds"
    ),
    (
      "maxParticles", "<integer>9223372036854775807</integer>",
      "Bad.plist: maxParticles: 9.223372036854776e+18 is more than the 100000 particles a layer holds"
    ),
    (
      "maxParticles", "<real>-1e308</real>",
      "Bad.plist: maxParticles: -1e+308 is negative; a count of particles is 0 or more"
    ),
    ("speed", "<real>nan</real>", "Bad.plist: speed: nan is not a finite number"),
    ("gravityy", "<real>-inf</real>", "Bad.plist: gravityy: -inf is not a finite number"),
  ])
  func aKeyOfTheWrongTypeOrSize(key: String, value: String, line: String) throws {
    #expect(error(importing: try plist(key, xml: value)) == line)
  }

  /// A blend factor no integer holds (or a negative one) names no GL factor: a warning and
  /// normal alpha blending, as for any other number that is not a factor.
  @Test(arguments: [
    ("blendFuncSource", "1e19", "blendFuncSource: 1e+19 is not a GL blend factor"),
    ("blendFuncDestination", "3.5e38", "blendFuncDestination: 3.5e+38 is not a GL blend factor"),
    ("blendFuncSource", "-1e308", "blendFuncSource: -1e+308 is not a GL blend factor"),
    ("blendFuncDestination", "9223372036854775808", "blendFuncDestination: 9.223372036854776e+18 is not"),
  ])
  func aBlendFactorPastAnyInteger(key: String, value: String, warning: String) throws {
    var keys = ParticleDesignerKeyTests.gravityKeys
    keys["blendFuncSource"] = 770
    keys["blendFuncDestination"] = 1
    keys[key] = Double(value)!
    let result = try ImportTests.importKeys(keys)
    #expect(result.warnings.contains { $0.description.hasPrefix(warning) }, "\(result.warnings)")
    #expect(result.effect.declaration.layers[0].blend == nil, "normal alpha blending")
  }

  /// A texture that is not an image, embedded or named: a warning, the built-in dot, no failure.
  @Test func aTextureThatIsNotAnImage() throws {
    var keys = ParticleDesignerKeyTests.gravityKeys
    keys["textureImageData"] = try gzip(Data("not an image at all".utf8)).base64EncodedString()
    keys["textureFileName"] = "notes.png"
    let folder = ImportTests.temporaryFolder()
    try Data("plain text".utf8).write(to: folder.appendingPathComponent("notes.png"))
    let result = try ImportTests.importKeys(keys, folder: folder)
    #expect(ImportTests.cell(result).contents == "dot")
    #expect(
      result.warnings.map(\.description) == [
        "textureFileName: 'notes.png': not a PNG or TIFF image Glint can decode; the embedded image is used instead",
        "textureImageData: not a PNG or TIFF image Glint can decode; drawn with the built-in dot sprite",
      ])
  }

  @Test func brokenBase64AndTruncatedGzip() throws {
    var keys = ParticleDesignerKeyTests.gravityKeys
    keys["textureFileName"] = nil
    keys["textureImageData"] = "!!!!"
    #expect(try ImportTests.importKeys(keys).warnings.first?.instead.hasPrefix("not valid base64") == true)
    let png = TextureImage(width: 8, height: 8, pixels: [UInt8](repeating: 200, count: 256)).png()
    keys["textureImageData"] = try gzip(png).prefix(20).base64EncodedString()
    let warning = try #require(try ImportTests.importKeys(keys).warnings.first)
    #expect(
      warning.description
        == "textureImageData: the compressed data ends too early (truncated); drawn with the built-in dot sprite"
    )
  }

  /// 64 MiB of zeros gzip'd to 64 KiB: inflating stops at the 16 MiB cap.
  @Test func aGzipBombStopsAtTheCap() throws {
    var keys = ParticleDesignerKeyTests.gravityKeys
    keys["textureFileName"] = nil
    keys["textureImageData"] = try Self.bomb().base64EncodedString()
    let result = try ImportTests.importKeys(keys)
    #expect(ImportTests.cell(result).contents == "dot")
    #expect(
      result.warnings.first?.description.hasPrefix("textureImageData: inflates to more than 16 MiB") == true)
  }

  /// 64 MiB of zeros, gzip'd.
  static func bomb() throws -> Data {
    try gzip(Data(count: 64 << 20))
  }

  /// `data` compressed by zlib in the gzip format.
  static func gzip(_ data: Data) throws -> Data {
    var stream = z_stream()
    #expect(
      deflateInit2_(
        &stream, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
        Int32(MemoryLayout<z_stream>.size)) == Z_OK)
    defer { deflateEnd(&stream) }
    var input = [UInt8](data)
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))))
    let written = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target -> Int in
        stream.next_in = source.baseAddress
        stream.avail_in = uInt(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = uInt(target.count)
        return deflate(&stream, Z_FINISH) == Z_STREAM_END ? target.count - Int(stream.avail_out) : -1
      }
    }
    #expect(written > 0)
    return Data(output.prefix(max(0, written)))
  }
  func gzip(_ data: Data) throws -> Data { try Self.gzip(data) }
}
