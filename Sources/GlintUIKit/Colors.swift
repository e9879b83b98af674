import Foundation
import GlintCore

/// A Core Graphics colour: RGBA components in [0, 1].
public final class CGColor: Equatable, @unchecked Sendable {
  public let components: [CGFloat]?
  let color: GlintCore.Color

  init(_ color: GlintCore.Color) {
    self.color = color
    components = [color.red, color.green, color.blue, color.alpha].map { CGFloat($0) }
  }
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(GlintCore.Color(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha)))
  }
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }
  public var alpha: CGFloat { CGFloat(color.alpha) }
  public var numberOfComponents: Int { 4 }
  public func copy(alpha: CGFloat) -> CGColor? { CGColor(color.withAlphaComponent(Float(alpha))) }
  public static func == (left: CGColor, right: CGColor) -> Bool { left.color == right.color }
}

public func CGColorCreateCopy(_ color: CGColor?) -> CGColor? { color }
public func CGColorCreateCopyWithAlpha(_ color: CGColor?, _ alpha: CGFloat) -> CGColor? {
  color?.copy(alpha: alpha)
}
public func CGColorGetAlpha(_ color: CGColor?) -> CGFloat { color?.alpha ?? 0 }

/// UIKit's colour, with its initialisers and named colours.
open class UIColor: Equatable, @unchecked Sendable {
  let color: GlintCore.Color

  init(_ color: GlintCore.Color) { self.color = color }
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = GlintCore.Color(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha))
  }
  public init(white: CGFloat, alpha: CGFloat) {
    color = GlintCore.Color(red: Float(white), green: Float(white), blue: Float(white), alpha: Float(alpha))
  }
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    color = GlintCore.Color(
      hue: Float(hue), saturation: Float(saturation), brightness: Float(brightness), alpha: Float(alpha))
  }
  public init(cgColor: CGColor) { color = cgColor.color }
  /// An asset catalogue's colour: Glint has no catalogues, so there is none (nil, as for a
  /// name the catalogue lacks).
  public init?(named name: String) { return nil }

  public var cgColor: CGColor { CGColor(color) }
  public var ciColor: CGColor { cgColor }
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(color.withAlphaComponent(Float(alpha)))
  }
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = CGFloat(color.red)
    green?.pointee = CGFloat(color.green)
    blue?.pointee = CGFloat(color.blue)
    alpha?.pointee = CGFloat(color.alpha)
    return true
  }
  public static func == (left: UIColor, right: UIColor) -> Bool { left.color == right.color }

  open class var black: UIColor { UIColor(.black) }
  open class var darkGray: UIColor { UIColor(.darkGray) }
  open class var lightGray: UIColor { UIColor(.lightGray) }
  open class var white: UIColor { UIColor(.white) }
  open class var gray: UIColor { UIColor(.gray) }
  open class var red: UIColor { UIColor(.red) }
  open class var green: UIColor { UIColor(.green) }
  open class var blue: UIColor { UIColor(.blue) }
  open class var cyan: UIColor { UIColor(.cyan) }
  open class var yellow: UIColor { UIColor(.yellow) }
  open class var magenta: UIColor { UIColor(.magenta) }
  open class var orange: UIColor { UIColor(.orange) }
  open class var purple: UIColor { UIColor(.purple) }
  open class var brown: UIColor { UIColor(.brown) }
  open class var clear: UIColor { UIColor(.clear) }
  open class var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
  open class var systemOrange: UIColor { UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1) }
  open class var systemYellow: UIColor { UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1) }
  open class var systemGreen: UIColor { UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1) }
  open class var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
  open class var systemPink: UIColor { UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1) }
  open class var systemPurple: UIColor { UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1) }
  open class var systemBackground: UIColor { UIColor(.white) }
}
