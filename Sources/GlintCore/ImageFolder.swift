/// The folder an effect's images ship in (`Plugins/<Name>/Resources`, or where `make install`
/// put them), and the effect's id, which warnings about its images name.
///
/// GlintCore never reads it: it travels from the effect to the layers the host makes and on to
/// the draw batches, and the renderer reads the images. A cell's `contents` names a built-in
/// sprite ("spark"), an image in this folder ("snowflake" or "snowflake.png"), or a file path.
public struct ImageFolder: Hashable, Sendable {
  /// The folder, absolute or relative to the working directory.
  public var path: String
  /// The effect the images belong to.
  public var effect: String

  public init(path: String, effect: String) {
    self.path = path
    self.effect = effect
  }
}
