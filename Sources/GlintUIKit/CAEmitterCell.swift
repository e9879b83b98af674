import Foundation
import GlintCore

/// Core Animation's emitter cell, with Apple's property types (`CGFloat` where Apple has
/// `CGFloat`, `Float` where it has `Float`); each property reads and writes the GlintCore
/// `EmitterCell` inside. Open, like CAEmitterCell.
open class CAEmitterCell {
  /// The engine's cell.
  public let cell = EmitterCell()

  public init() {}
  public required init?(coder: NSCoder) {}
  public class func emitterCell() -> CAEmitterCell { CAEmitterCell() }

  open var name: String? {
    get { cell.name.isEmpty ? nil : cell.name }
    set { cell.name = newValue ?? "" }
  }
  open var isEnabled: Bool {
    get { cell.isEnabled }
    set { cell.isEnabled = newValue }
  }
  open var emitterCells: [CAEmitterCell]? {
    didSet { cell.emitterCells = (emitterCells ?? []).map(\.cell) }
  }
  open var birthRate: Float {
    get { cell.birthRate }
    set { cell.birthRate = newValue }
  }
  open var lifetime: Float {
    get { cell.lifetime }
    set { cell.lifetime = newValue }
  }
  open var lifetimeRange: Float {
    get { cell.lifetimeRange }
    set { cell.lifetimeRange = newValue }
  }
  open var emissionLatitude: CGFloat {
    get { CGFloat(cell.emissionLatitude) }
    set { cell.emissionLatitude = Float(newValue) }
  }
  open var emissionLongitude: CGFloat {
    get { CGFloat(cell.emissionLongitude) }
    set { cell.emissionLongitude = Float(newValue) }
  }
  open var emissionRange: CGFloat {
    get { CGFloat(cell.emissionRange) }
    set { cell.emissionRange = Float(newValue) }
  }
  open var velocity: CGFloat {
    get { CGFloat(cell.velocity) }
    set { cell.velocity = Float(newValue) }
  }
  open var velocityRange: CGFloat {
    get { CGFloat(cell.velocityRange) }
    set { cell.velocityRange = Float(newValue) }
  }
  open var xAcceleration: CGFloat {
    get { CGFloat(cell.xAcceleration) }
    set { cell.xAcceleration = Float(newValue) }
  }
  open var yAcceleration: CGFloat {
    get { CGFloat(cell.yAcceleration) }
    set { cell.yAcceleration = Float(newValue) }
  }
  open var zAcceleration: CGFloat {
    get { CGFloat(cell.zAcceleration) }
    set { cell.zAcceleration = Float(newValue) }
  }
  open var scale: CGFloat {
    get { CGFloat(cell.scale) }
    set { cell.scale = Float(newValue) }
  }
  open var scaleRange: CGFloat {
    get { CGFloat(cell.scaleRange) }
    set { cell.scaleRange = Float(newValue) }
  }
  open var scaleSpeed: CGFloat {
    get { CGFloat(cell.scaleSpeed) }
    set { cell.scaleSpeed = Float(newValue) }
  }
  open var spin: CGFloat {
    get { CGFloat(cell.spin) }
    set { cell.spin = Float(newValue) }
  }
  open var spinRange: CGFloat {
    get { CGFloat(cell.spinRange) }
    set { cell.spinRange = Float(newValue) }
  }
  open var color: CGColor? {
    get { CGColor(cell.color) }
    set { cell.color = newValue?.color ?? .white }
  }
  open var redRange: Float {
    get { cell.redRange }
    set { cell.redRange = newValue }
  }
  open var greenRange: Float {
    get { cell.greenRange }
    set { cell.greenRange = newValue }
  }
  open var blueRange: Float {
    get { cell.blueRange }
    set { cell.blueRange = newValue }
  }
  open var alphaRange: Float {
    get { cell.alphaRange }
    set { cell.alphaRange = newValue }
  }
  open var redSpeed: Float {
    get { cell.redSpeed }
    set { cell.redSpeed = newValue }
  }
  open var greenSpeed: Float {
    get { cell.greenSpeed }
    set { cell.greenSpeed = newValue }
  }
  open var blueSpeed: Float {
    get { cell.blueSpeed }
    set { cell.blueSpeed = newValue }
  }
  open var alphaSpeed: Float {
    get { cell.alphaSpeed }
    set { cell.alphaSpeed = newValue }
  }
  /// A `CGImage` (`UIImage(named:)?.cgImage`) names the sprite; anything else draws none.
  open var contents: Any? {
    didSet { cell.contents = (contents as? CGImage)?.source }
  }
  open var contentsRect: CGRect {
    get { CGRect(cell.contentsRect) }
    set { cell.contentsRect = newValue.glint }
  }
  open var contentsScale: CGFloat {
    get { CGFloat(cell.contentsScale) }
    set { cell.contentsScale = Float(newValue) }
  }
  open var magnificationFilter: String {
    get { cell.magnificationFilter.rawValue }
    set { cell.magnificationFilter = ContentsFilter(rawValue: newValue) ?? .linear }
  }
  open var minificationFilter: String {
    get { cell.minificationFilter.rawValue }
    set { cell.minificationFilter = ContentsFilter(rawValue: newValue) ?? .linear }
  }
  open var minificationFilterBias: Float {
    get { cell.minificationFilterBias }
    set { cell.minificationFilterBias = newValue }
  }
  open var beginTime: CFTimeInterval {
    get { cell.beginTime }
    set { cell.beginTime = newValue }
  }
  open var duration: CFTimeInterval {
    get { cell.duration }
    set { cell.duration = newValue }
  }
  open var timeOffset: CFTimeInterval {
    get { cell.timeOffset }
    set { cell.timeOffset = newValue }
  }
  open var speed: Float {
    get { cell.speed }
    set { cell.speed = newValue }
  }
  open var repeatCount: Float {
    get { cell.repeatCount }
    set { cell.repeatCount = newValue }
  }
  open var autoreverses: Bool {
    get { cell.autoreverses }
    set { cell.autoreverses = newValue }
  }

  open func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let converted = keyPathValue(value) else { return }
    try? cell.setValue(converted, forKeyPath: keyPath)
  }
  open func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }
}
