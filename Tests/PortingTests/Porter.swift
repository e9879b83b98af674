import Foundation

/// The rules of docs/PORTING_FROM_IOS.md as a program: if a program can apply them to an iOS file
/// and get the port, a person can apply them without judgement.
///
/// It reads the kind of file the rules are written for: one `UIView` or `UIViewController`
/// subclass, its members at one level of nesting.
enum Porter {
  /// The Glint port of the iOS source `text`.
  static func port(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.removeAll { imports.contains($0.trimmingSpaces) }
    guard let classIndex = lines.firstIndex(where: { match(classHeader, $0) != nil }) else { return text }
    var summary: [String] = []
    var docStart = classIndex
    while docStart > 0, lines[docStart - 1].trimmingSpaces.hasPrefix("///") {
      docStart -= 1
      summary.insert(String(lines[docStart].trimmingSpaces.dropFirst(3)).trimmingSpaces, at: 0)
    }
    let header = portedHeader(lines[classIndex], summary: summary.joined(separator: " "))
    let members = Member.split(Array(lines[(classIndex + 1)...]))
    let emitters = members.compactMap(\.storedEmitter)
    var output = Array(lines[..<docStart]) + ["import GlintCore"] + header
    for member in members where member.storedEmitter == nil {
      output += member.ported(emitters: emitters)
    }
    return renamed(output.joined(separator: "\n"))
  }

  // MARK: The class and its members

  static let imports: Set<String> = [
    "import UIKit", "import QuartzCore", "import CoreGraphics", "import Foundation",
  ]
  static let classHeader =
    #"^(?:(?:final|public|open|internal|@objc)\s+)*class\s+(\w+?)(ViewController|View)\s*:\s*UI(?:View|ViewController)\s*\{$"#

  /// Rule 1.1: the struct and its two members.
  static func portedHeader(_ line: String, summary: String) -> [String] {
    let name = match(classHeader, line.trimmingSpaces)![1]
    let words = splitWords(name)
    let id = words.map { $0.lowercased() }.joined(separator: "-")
    let title = ([words[0]] + words.dropFirst().map { $0.lowercased() }).joined(separator: " ")
    return [
      "public struct \(name)Effect: Effect {", "public init() {}",
      "public let info = EffectInfo(id: \"\(id)\", name: \"\(title)\", summary: \"\(summary)\")",
    ]
  }

  /// "ShootingStar" → ["Shooting", "Star"].
  static func splitWords(_ name: String) -> [String] {
    var words: [String] = []
    for character in name {
      if character.isUppercase || words.isEmpty { words.append("") }
      words[words.count - 1].append(character)
    }
    return words
  }

  /// One member of the class: its lines, from the first to the closing brace.
  struct Member {
    var lines: [String]

    /// Cuts the class body into members (blank and comment lines between them stay members).
    static func split(_ body: [String]) -> [Member] {
      var members: [Member] = []
      var depth = 0
      for line in body {
        if depth == 0 { members.append(Member(lines: [])) }
        members[members.count - 1].lines.append(line)
        depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
      }
      return members
    }

    var first: String { lines.first?.trimmingSpaces ?? "" }

    /// The name of a stored property that holds an emitter layer, and whether it is made there.
    var storedEmitter: (name: String, made: Bool)? {
      guard lines.count == 1,
        let found = match(#"^(?:private |fileprivate |internal |public )?(?:let|var) (\w+)(.*)$"#, first),
        found[2].contains("CAEmitterLayer")
      else { return nil }
      return (found[1], found[2].contains("= CAEmitterLayer()"))
    }

    enum Kind { case canvas, pointerBegan, pointer(String), other, notAMethod, deleted }

    var kind: Kind {
      let canvasHooks = [
        "viewDidLoad()", "layoutSubviews()", "didMoveToSuperview()", "didMoveToWindow()",
        "viewDidAppear(_ animated: Bool)", "viewWillLayoutSubviews()",
      ]
      if canvasHooks.contains(where: { first == "override func \($0) {" }) { return .canvas }
      if first.hasPrefix("override func touchesBegan(") { return .pointerBegan }
      if first.hasPrefix("override func touchesMoved(") { return .pointer("pointerMoved") }
      if first.hasPrefix("override func touchesEnded(") { return .pointer("pointerEnded") }
      if first.hasPrefix("override func touchesCancelled(") { return .deleted }
      if first.hasPrefix("override init(") || first.hasPrefix("required init?(") { return .deleted }
      if match(#"^(?:@IBAction )?(?:@objc )?(?:private )?func "#, first) != nil { return .other }
      return .notAMethod
    }

    func ported(emitters: [(name: String, made: Bool)]) -> [String] {
      let body = Array(lines.dropFirst().dropLast())
      switch kind {
      case .deleted: return []
      case .notAMethod: return lines
      case .canvas, .pointerBegan:
        let signature =
          if case .canvas = kind {
            "public func makeCanvasLayers(in bounds: Rect, random: EffectRandom, time: Double) -> [EmitterLayer] {"
          } else {
            "public func makeLayers(for pointer: PointerTrack) -> [EmitterLayer] {"
          }
        let made = emitters.filter(\.made).map { "let \($0.name) = EmitterLayer()" }
        let time = if case .canvas = kind { "time" } else { "pointer.time" }
        let source = if case .canvas = kind { "random" } else { "pointer.random" }
        return [signature, "var sublayers: [EmitterLayer] = []"] + made
          + body.compactMap { Porter.portedStatement($0, emitters: emitters, time: time) }
          .map { $0.replacingOccurrences(of: "arc4random", with: "\(source).arc4random") }
          + ["return sublayers", "}"]
      case .pointer(let hook):
        let signature = "public func \(hook)(_ pointer: inout PointerTrack, state: inout PointerState) {"
        return [signature]
          + body.compactMap { line in
            Porter.portedStatement(line, emitters: emitters, time: "pointer.time").map { statement in
              emitters.enumerated().reduce(statement) { text, emitter in
                replace(
                  #"(?<![.\w])\#(emitter.element.name)\b"#, in: text,
                  with: "pointer.layers[\(emitter.offset)]")
              }
            }
          } + ["}"]
      case .other:
        let used = emitters.filter { emitter in body.contains { $0.contains(emitter.name) } }
        let extra = used.map { "\($0.name): EmitterLayer" }.joined(separator: ", ")
        let signature = first.replacingOccurrences(of: "@IBAction ", with: "")
          .replacingOccurrences(of: "()", with: "(\(extra))")
          .replacingOccurrences(
            of: ") {", with: extra.isEmpty || first.contains("()") ? ") {" : ", \(extra)) {")
        let statements = body.compactMap {
          Porter.portedStatement($0, emitters: emitters, time: "pointer.time", keyValueTry: "try")
        }
        let throwing = body.contains { Porter.match(keyValueCall, $0) != nil }
        return [throwing ? signature.replacingOccurrences(of: ") {", with: ") throws {") : signature]
          + statements + ["}"]
      }
    }
  }

  // MARK: Statements inside the hooks (rule 1.2)

  /// One line of a hook's body, or nil where the rules delete it.
  static func portedStatement(
    _ line: String, emitters: [(name: String, made: Bool)], time: String, keyValueTry: String = "try?"
  ) -> String? {
    let text = line.trimmingSpaces
    if text.hasPrefix("super.") || text.hasPrefix("CATransaction.") { return nil }
    if text == "guard let touch = touches.first else { return }" { return nil }
    if emitters.contains(where: { match(#"^(?:self\.)?\#($0.name) = nil$"#, text) != nil }) { return nil }
    var out = line
    for emitter in emitters {
      out = replace(
        #"^(\s*)(?:self\.)?\#(emitter.name) = CAEmitterLayer\(\)"#, in: out,
        with: "$1let \(emitter.name) = EmitterLayer()")
    }
    out = replace(#"(?:touch|touches\.first!)\.location\(in: [\w.]+\)"#, in: out, with: "pointer.location")
    out = replace(
      #"(?<![.\w])(?:self\.)?(?:view\.)?layer\.addSublayer\((\w+)\)"#, in: out, with: "sublayers.append($1)")
    out = replace(
      #"(?<![.\w])(?:self\.)?(?:view\.)?layer\.insertSublayer\((\w+), (?:at|below|above): [^)]*\)"#, in: out,
      with: "sublayers.insert($1, at: 0)")
    out = replace(#"(?<![.\w])(?:self\.)?(?:view\.)?(?:bounds|frame)\b"#, in: out, with: "bounds")
    out = replace(#"CACurrentMediaTime\(\)"#, in: out, with: time)
    out = replace(#"\bself\."#, in: out, with: "")
    return replace(keyValueCall, in: out, with: "$1\(keyValueTry) $2")
  }

  /// A statement that calls key-value coding or adds an animation, which throw in Glint (rule 1.2).
  static let keyValueCall = #"^(\s*)(?!try)(\w[\w.\[\]]*\.(?:setValue|value|add)\((?:.*), forKey(?:Path)?: )"#

  // MARK: Names, numbers, colours, images, randomness (rules 2 to 6)

  static let renames: [(pattern: String, template: String)] = [
    // §2: prefixes and constants.
    (#"\bCA(EmitterLayer|EmitterCell)\.(?:layer|emitterCell)\(\)"#, "$1()"),
    (
      #"\bCA(EmitterLayer|EmitterCell|BasicAnimation|KeyframeAnimation|AnimationGroup|MediaTimingFunction)\b"#,
      "$1"
    ),
    (
      #"\bCA(?:EmitterLayerEmitterShape|EmitterLayerEmitterMode|EmitterLayerRenderMode|MediaTimingFillMode|MediaTimingFunctionName|AnimationCalculationMode|LayerContentsFilter)\."#,
      "."
    ),
    (
      #"\bCA(EmitterLayerEmitterShape|EmitterLayerEmitterMode|EmitterLayerRenderMode|MediaTimingFillMode|MediaTimingFunctionName|AnimationCalculationMode|LayerContentsFilter)\b"#,
      "$1"
    ),
    (#"\bkCA(?:EmitterLayer|FillMode|MediaTimingFunction|Animation|Filter)(\w)(\w*)"#, ".\\L$1$2"),
    (#"\bCGPointMake\(([^,]+), ([^)]+)\)"#, "Point(x: $1, y: $2)"),
    (#"\bCGSizeMake\(([^,]+), ([^)]+)\)"#, "Size(width: $1, height: $2)"),
    (#"\bCG(Point|Size|Rect)\b"#, "$1"),
    (#"\blet (\w+) = (?:CGMutablePath|UIBezierPath)\(\)"#, "var $1 = Path()"),
    (#"\b(?:CGMutablePath|CGPath|UIBezierPath)\b"#, "Path"),
    (#"\.cgPath\b"#, ""),
    (#"\bNSArray\(object: ([^)]*)\)"#, "[$1]"),
    (#"\bNS(?:Number\(value: |Value\(cg(?:Point|Size|Rect): )([^)]*)\)"#, "$1.keyPathValue"),
    (#" as (?:NSNumber|Any|AnyObject)\b"#, ""),
    // §3: numbers and angles.
    (#"\bCGFloat\((?:M_PI|Double\.pi)\)"#, "Float.pi"),
    (#"\bCGFloat\(M_PI_(\d)\)"#, "(Float.pi / $1)"),
    (#"\bM_PI_(\d)\b"#, "(Float.pi / $1)"),
    (#"\b(?:M_PI|Double\.pi)\b"#, "Float.pi"),
    (#"\bCGFloat\b"#, "Float"),
    (#"\b(?:CFTimeInterval|TimeInterval)\b"#, "Double"),
    // §4: colours and images.
    (#"\bUIScreen\.main\.scale\b"#, "1"),
    (#"\.cgColor\b"#, ""),
    (#"\b(?:UIColor|CGColor)\b"#, "Color"),
    (#"\bUIImage\(named: ("[^"]*")\)[?!]\.cgImage"#, "$1"),
    // §5: randomness.
    (#"\b((?:pointer\.)?random)\.arc4random_uniform\("#, "$1.uniform("),
    (#"\b((?:pointer\.)?random)\.arc4random\(\)"#, "UInt32(truncatingIfNeeded: $1.next())"),
    (#"\barc4random_uniform\("#, "pointer.random.uniform("),
    (#"\barc4random\(\)"#, "UInt32(truncatingIfNeeded: pointer.random.next())"),
  ]

  static func renamed(_ text: String) -> String {
    renames.reduce(text) { replace($1.pattern, in: $0, with: $1.template) }
  }

  // MARK: Regular expressions

  /// The groups of `pattern`'s first match in `text` (0 is the whole match), or nil.
  static func match(_ pattern: String, _ text: String) -> [String]? {
    let whole = NSRange(text.startIndex..., in: text)
    guard let found = regex(pattern).firstMatch(in: text, range: whole) else { return nil }
    return groups(of: found, in: text)
  }

  /// `text` with every match of `pattern` replaced by `template`, where `$n` is group n and
  /// `\L$n` is group n with its first letter lowered.
  static func replace(_ pattern: String, in text: String, with template: String) -> String {
    let whole = NSRange(text.startIndex..., in: text)
    var result = text
    for found in regex(pattern).matches(in: text, range: whole).reversed() {
      let groups = groups(of: found, in: text)
      var replacement = template
      for index in stride(from: groups.count - 1, through: 0, by: -1) {
        let lowered = groups[index].prefix(1).lowercased() + groups[index].dropFirst()
        replacement = replacement.replacingOccurrences(of: "\\L$\(index)", with: lowered)
          .replacingOccurrences(of: "$\(index)", with: groups[index])
      }
      result.replaceSubrange(Range(found.range, in: result)!, with: replacement)
    }
    return result
  }

  static func regex(_ pattern: String) -> NSRegularExpression {
    try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
  }

  static func groups(of found: NSTextCheckingResult, in text: String) -> [String] {
    (0..<found.numberOfRanges).map { index in
      Range(found.range(at: index), in: text).map { String(text[$0]) } ?? ""
    }
  }
}

extension String {
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
