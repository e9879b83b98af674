/// `glint port` for Objective-C (filled in below).
enum ObjCPort {
  static func port(implementation: String, header: String, fileName: String, module: String?) -> PortedEffect {
    PortedEffect(module: module ?? "Ported", files: [], changes: [], comments: ["Objective-C"])
  }
}
