/// UIKit's named system colours with their base values (UIColor's class properties: `.red` is
/// (1, 0, 0), `.orange` (1, 0.5, 0), `.purple` (0.5, 0, 0.5), `.brown` (0.6, 0.4, 0.2)), so
/// `UIColor.orange.cgColor` ports as `Color.orange`.
extension Color {
  public static let black = Color(white: 0)
  public static let darkGray = Color(white: 1 / 3)
  public static let gray = Color(white: 0.5)
  public static let lightGray = Color(white: 2 / 3)
  public static let red = Color(red: 1, green: 0, blue: 0)
  public static let green = Color(red: 0, green: 1, blue: 0)
  public static let blue = Color(red: 0, green: 0, blue: 1)
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

  /// A grey of brightness `white` (UIColor's `init(white:alpha:)`).
  public init(white: Float, alpha: Float = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }
}
