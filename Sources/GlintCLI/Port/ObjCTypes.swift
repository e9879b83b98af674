import Foundation

/// Objective-C types and method signatures in Swift's spelling, against GlintUIKit.
enum ObjCTypes {
  /// Value types and their Swift names.
  static let scalars: [String: (type: String, zero: String)] = [
    "float": ("Float", "0"), "double": ("Double", "0"), "CGFloat": ("CGFloat", "0"), "int": ("Int", "0"),
    "NSInteger": ("Int", "0"), "NSUInteger": ("Int", "0"), "BOOL": ("Bool", "false"),
    "bool": ("Bool", "false"),
    "CGPoint": ("CGPoint", ".zero"), "CGSize": ("CGSize", ".zero"), "CGRect": ("CGRect", ".zero"),
    "NSTimeInterval": ("TimeInterval", "0"), "CFTimeInterval": ("CFTimeInterval", "0"),
    "uint32_t": ("UInt32", "0"), "int64_t": ("Int64", "0"), "CGColorRef": ("CGColor!", "nil"),
    "CGImageRef": ("CGImage!", "nil"), "CGPathRef": ("CGPath!", "nil"),
    "CGMutablePathRef": ("CGMutablePath!", "nil"),
  ]

  /// Object classes whose Swift name differs.
  static let classes: [String: String] = [
    "NSString": "String", "NSMutableString": "String", "NSTimer": "Timer", "NSNumber": "Double",
    "NSSet": "Set<UITouch>", "NSDictionary": "[String: Any]", "NSMutableDictionary": "[String: Any]",
  ]

  /// `CAEmitterLayer *`, `float`, `NSArray<UIColor *> *`, `id` as a Swift type; objects are
  /// implicitly unwrapped, as Objective-C's pointers may be nil.
  static func swiftType(_ objc: String) -> String {
    var type = objc.replacingOccurrences(of: "__strong", with: "").replacingOccurrences(
      of: "const ", with: ""
    )
    .replacingOccurrences(of: "nonnull", with: "").replacingOccurrences(of: "nullable", with: "")
    .trimmingCharacters(in: .whitespaces)
    if let scalar = scalars[type] { return scalar.type }
    if type == "id" || type.hasPrefix("id<") || type.hasPrefix("id <") { return "Any!" }
    if type == "Class" { return "AnyClass" }
    if type == "void" { return "Void" }
    type = type.replacingOccurrences(of: "*", with: "").trimmingCharacters(in: .whitespaces)
    if let open = type.firstIndex(of: "<"), type.hasPrefix("NSArray") || type.hasPrefix("NSMutableArray") {
      let element = type[type.index(after: open)...].dropLast().trimmingCharacters(in: .whitespaces)
      return "[\(swiftType(element).replacingOccurrences(of: "!", with: ""))]!"
    }
    if type == "NSArray" || type == "NSMutableArray" { return "[Any]!" }
    return (classes[type] ?? type) + "!"
  }

  /// The value a stored property of `type` starts with (Objective-C zeroes every ivar).
  static func zero(of objc: String) -> String? {
    scalars[objc.trimmingCharacters(in: .whitespaces)].map(\.zero)
  }

  /// UIKit's methods a view or controller overrides, in their Swift form, by Objective-C selector.
  static let overrides: [String: String] = [
    "touchesBegan:withEvent:": "override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)",
    "touchesMoved:withEvent:": "override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)",
    "touchesEnded:withEvent:": "override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)",
    "touchesCancelled:withEvent:":
      "override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)",
    "awakeFromNib": "override func awakeFromNib()",
    "layoutSubviews": "override func layoutSubviews()",
    "didMoveToSuperview": "override func didMoveToSuperview()",
    "didMoveToWindow": "override func didMoveToWindow()",
    "viewDidLoad": "override func viewDidLoad()",
    "viewWillLayoutSubviews": "override func viewWillLayoutSubviews()",
    "viewDidLayoutSubviews": "override func viewDidLayoutSubviews()",
    "viewWillAppear:": "override func viewWillAppear(_ animated: Bool)",
    "viewDidAppear:": "override func viewDidAppear(_ animated: Bool)",
    "viewWillDisappear:": "override func viewWillDisappear(_ animated: Bool)",
    "viewDidDisappear:": "override func viewDidDisappear(_ animated: Bool)",
    "initWithFrame:": "override init(frame: CGRect)",
    "initWithCoder:": "required init?(coder aDecoder: NSCoder)",
    "init": "override init()",
    "dealloc": "deinit",
    "layerClass": "override class var layerClass: AnyClass",
  ]

  /// A method's parts: `- (void)fire:(CGPoint)p color:(UIColor *)c` →
  /// [("fire", "CGPoint", "p"), ("color", "UIColor *", "c")], with its return type and kind.
  struct Signature {
    var isClassMethod: Bool
    var returnType: String
    var parts: [(label: String, type: String?, name: String?)]

    /// `fire:color:`, or `layoutSubviews`.
    var selector: String { parts.map { $0.type == nil ? $0.label : $0.label + ":" }.joined() }
    var name: String { parts.first?.label ?? "" }
    var isAction: Bool { returnType == "IBAction" }
  }

  static func signature(_ text: String) -> Signature? {
    var rest = Substring(text.trimmingCharacters(in: .whitespaces))
    guard let sign = rest.first, sign == "-" || sign == "+" else { return nil }
    rest = rest.dropFirst().drop { $0 == " " }
    var returnType = "void"
    if rest.first == "(" {
      guard let close = rest.firstIndex(of: ")") else { return nil }
      returnType = rest[rest.index(after: rest.startIndex)..<close].trimmingCharacters(in: .whitespaces)
      rest = rest[rest.index(after: close)...]
    }
    var parts: [(label: String, type: String?, name: String?)] = []
    let pattern = #"(\w+)\s*(?::\s*\(([^)]*)\)\s*(\w+))?"#
    var scan = String(rest).trimmingCharacters(in: CharacterSet(charactersIn: " {;"))
    while let match = scan.range(of: pattern, options: .regularExpression) {
      let piece = String(scan[match])
      scan = String(scan[match.upperBound...])
      let label = piece.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if let open = piece.firstIndex(of: "("), let close = piece.lastIndex(of: ")") {
        let type = String(piece[piece.index(after: open)..<close])
        let name = piece[piece.index(after: close)...].trimmingCharacters(in: .whitespaces)
        parts.append((String(label), type, name))
      } else {
        parts.append((String(label), nil, nil))
        break
      }
    }
    guard !parts.isEmpty else { return nil }
    return Signature(isClassMethod: sign == "+", returnType: returnType, parts: parts)
  }

  /// The Swift declaration of a method: UIKit's override where it is one, else `func` with the
  /// first part's name and the others as labels.
  static func declaration(_ signature: Signature) -> String {
    if let known = overrides[signature.selector] { return known }
    let parameters = signature.parts.enumerated().compactMap { index, part -> String? in
      guard let type = part.type, let name = part.name else { return nil }
      let label = index == 0 ? "_" : part.label
      let swift = signature.isAction && index == 0 ? "Any?" : swiftType(type)
      return label == name ? "\(name): \(swift)" : "\(label) \(name): \(swift)"
    }
    var declaration = signature.isClassMethod ? "class func " : "func "
    if signature.isAction && !parameters.isEmpty { declaration = "@IBAction " + declaration }
    declaration += "\(signature.name)(\(parameters.joined(separator: ", ")))"
    let returns = signature.returnType
    if returns != "void" && returns != "IBAction" { declaration += " -> " + swiftType(returns) }
    return declaration
  }
}
