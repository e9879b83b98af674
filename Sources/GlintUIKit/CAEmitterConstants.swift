import Foundation
import GlintCore

/// Core Animation's emitter shapes, under the Swift names (`.line`) and the C ones
/// (`kCAEmitterLayerLine`).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let point = Self(rawValue: "point")
  public static let line = Self(rawValue: "line")
  public static let rectangle = Self(rawValue: "rectangle")
  public static let cuboid = Self(rawValue: "cuboid")
  public static let circle = Self(rawValue: "circle")
  public static let sphere = Self(rawValue: "sphere")
  var glint: EmitterShape { EmitterShape(rawValue: rawValue) ?? .point }
}

public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let points = Self(rawValue: "points")
  public static let outline = Self(rawValue: "outline")
  public static let surface = Self(rawValue: "surface")
  public static let volume = Self(rawValue: "volume")
  var glint: EmitterMode { EmitterMode(rawValue: rawValue) ?? .volume }
}

public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let unordered = Self(rawValue: "unordered")
  public static let oldestFirst = Self(rawValue: "oldestFirst")
  public static let oldestLast = Self(rawValue: "oldestLast")
  public static let backToFront = Self(rawValue: "backToFront")
  public static let additive = Self(rawValue: "additive")
  var glint: RenderMode { RenderMode(rawValue: rawValue) ?? .unordered }
}

public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = Self(rawValue: "linear")
  public static let nearest = Self(rawValue: "nearest")
  public static let trilinear = Self(rawValue: "trilinear")
  var glint: ContentsFilter { ContentsFilter(rawValue: rawValue) ?? .linear }
}

public let kCAEmitterLayerPoint = CAEmitterLayerEmitterShape.point
public let kCAEmitterLayerLine = CAEmitterLayerEmitterShape.line
public let kCAEmitterLayerRectangle = CAEmitterLayerEmitterShape.rectangle
public let kCAEmitterLayerCuboid = CAEmitterLayerEmitterShape.cuboid
public let kCAEmitterLayerCircle = CAEmitterLayerEmitterShape.circle
public let kCAEmitterLayerSphere = CAEmitterLayerEmitterShape.sphere
public let kCAEmitterLayerPoints = CAEmitterLayerEmitterMode.points
public let kCAEmitterLayerOutline = CAEmitterLayerEmitterMode.outline
public let kCAEmitterLayerSurface = CAEmitterLayerEmitterMode.surface
public let kCAEmitterLayerVolume = CAEmitterLayerEmitterMode.volume
public let kCAEmitterLayerUnordered = CAEmitterLayerRenderMode.unordered
public let kCAEmitterLayerOldestFirst = CAEmitterLayerRenderMode.oldestFirst
public let kCAEmitterLayerOldestLast = CAEmitterLayerRenderMode.oldestLast
public let kCAEmitterLayerBackToFront = CAEmitterLayerRenderMode.backToFront
public let kCAEmitterLayerAdditive = CAEmitterLayerRenderMode.additive
public let kCAFilterLinear = CALayerContentsFilter.linear
public let kCAFilterNearest = CALayerContentsFilter.nearest
public let kCAFilterTrilinear = CALayerContentsFilter.trilinear
