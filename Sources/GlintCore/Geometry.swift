/// A location in points: origin top-left, y down (UIKit's layer space).
public struct Point: Hashable, Sendable, Codable {
  public var x: Float
  public var y: Float
  public init(x: Float, y: Float) {
    self.x = x
    self.y = y
  }
  public static let zero = Point(x: 0, y: 0)
}

/// A size in points.
public struct Size: Hashable, Sendable, Codable {
  public var width: Float
  public var height: Float
  public init(width: Float, height: Float) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle; `contentsRect` uses it in unit texture space.
public struct Rect: Hashable, Sendable, Codable {
  public var x: Float
  public var y: Float
  public var width: Float
  public var height: Float
  public init(x: Float, y: Float, width: Float, height: Float) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  /// The whole sprite: Core Animation's default `contentsRect`.
  public static let unit = Rect(x: 0, y: 0, width: 1, height: 1)
}

/// A straight (not premultiplied) RGBA colour, components nominally in [0, 1].
public struct Color: Hashable, Sendable, Codable {
  public var red: Float
  public var green: Float
  public var blue: Float
  public var alpha: Float
  public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
  public static let white = Color(red: 1, green: 1, blue: 1, alpha: 1)
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
