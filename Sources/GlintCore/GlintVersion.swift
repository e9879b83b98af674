/// The version of Glint, the one place it is written: `glint --version` prints it, and a release
/// tags the repository with it (`.package(url:from:)` resolves those tags).
public enum GlintVersion {
  public static let current = "0.1.0"
}
