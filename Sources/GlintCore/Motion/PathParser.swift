/// Reads a path expression into a postfix program by recursive descent: sums of products of
/// signed powers of numbers, `x`, constants, calls and parenthesised expressions. Every name is
/// checked against pixi's list; nesting is bounded, so no input can exhaust the stack.
struct PathParser {
  private let scalars: [Unicode.Scalar]
  private var at = 0
  private var depth = 0
  private var program: [PathInstruction] = []

  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  /// The constants pixi allows (JavaScript's Math properties), by name.
  static let constants: [String: Float] = [
    "E": 2.718_281_8, "PI": .pi, "LN2": 0.693_147_2, "LN10": 2.302_585_1, "LOG2E": 1.442_695,
    "LOG10E": 0.434_294_48, "SQRT1_2": 0.707_106_77, "SQRT2": 1.414_213_5,
  ]
  /// Functions that take any number of arguments, folded pairwise (one argument is itself, or
  /// its size for hypot).
  static let folded: Set<BinaryFunction> = [.min, .max, .hypot]

  mutating func parse() throws(PathExpressionError) -> [PathInstruction] {
    skipSpaces()
    guard at < scalars.count else {
      throw PathExpressionError("is empty: write y as an expression in x, such as sin(x / 10) * 20")
    }
    try expression()
    skipSpaces()
    if at < scalars.count { throw unexpected() }
    return program
  }

  // MARK: Grammar

  private mutating func expression() throws(PathExpressionError) {
    try nested { (p: inout PathParser) throws(PathExpressionError) in
      try p.term()
      while let op = p.take(["+": BinaryFunction.add, "-": .subtract]) {
        try p.term()
        p.emit(.binary(op))
      }
    }
  }

  private mutating func term() throws(PathExpressionError) {
    try signed()
    while let op = take(["*": BinaryFunction.multiply, "/": .divide]) {
      try signed()
      emit(.binary(op))
    }
  }

  /// A value with any signs before it; a power binds tighter (-x^2 is -(x^2)).
  private mutating func signed() throws(PathExpressionError) {
    try nested { (p: inout PathParser) throws(PathExpressionError) in
      if p.take(["-": true]) != nil {
        try p.signed()
        p.emit(.unary(.negate))
      } else if p.take(["+": true]) != nil {
        try p.signed()
      } else {
        try p.power()
      }
    }
  }

  /// A primary, raised to a signed power when `^` follows (right to left: 2^3^2 is 2^9).
  private mutating func power() throws(PathExpressionError) {
    try primary()
    if take(["^": true]) != nil {
      try signed()
      emit(.binary(.pow))
    }
  }

  private mutating func primary() throws(PathExpressionError) {
    skipSpaces()
    guard at < scalars.count else { throw PathExpressionError("ends where a value is expected") }
    let c = scalars[at]
    if Self.isDigit(c) || c == "." { return try number() }
    if Self.isNameStart(c) { return try name() }
    if c == "(" {
      at += 1
      try expression()
      try expect(")")
      return
    }
    throw unexpected()
  }

  private mutating func number() throws(PathExpressionError) {
    let start = at
    var text = ""
    var dots = 0
    while at < scalars.count, Self.isDigit(scalars[at]) || scalars[at] == "." {
      if scalars[at] == "." { dots += 1 }
      text.unicodeScalars.append(scalars[at])
      at += 1
    }
    guard dots <= 1, text != "." else {
      throw PathExpressionError("'\(text)' at character \(start + 1) is not a number")
    }
    guard let value = Float("0" + text + (text.hasSuffix(".") ? "0" : "")), value.isFinite else {
      throw PathExpressionError("the number \(text.prefix(40)) at character \(start + 1) is too large")
    }
    emit(.constant, value)
  }

  private mutating func name() throws(PathExpressionError) {
    let start = at
    var text = ""
    while at < scalars.count, Self.isNameStart(scalars[at]) || Self.isDigit(scalars[at]) {
      text.unicodeScalars.append(scalars[at])
      at += 1
    }
    if text == "x" { return emit(.x) }
    if let value = Self.constants[text] { return emit(.constant, value) }
    if let f = UnaryFunction(rawValue: text), f != .negate {
      guard try arguments(text) == 1 else { throw arity(text, "one argument", at: start) }
      return emit(.unary(f))
    }
    if let f = BinaryFunction(rawValue: text), Self.callable.contains(f) {
      let count = try arguments(text)
      if Self.folded.contains(f) {
        guard count >= 1 else { throw arity(text, "at least one argument", at: start) }
        if count == 1 && f == .hypot { emit(.unary(.abs)) }
        for _ in 1..<count { emit(.binary(f)) }
      } else {
        guard count == 2 else { throw arity(text, "two arguments", at: start) }
        emit(.binary(f))
      }
      return
    }
    if text == "random" {
      throw PathExpressionError(
        "random (at character \(start + 1)) is not allowed: a path must be the same on every run")
    }
    throw PathExpressionError(
      "unknown name '\(text.prefix(40))' at character \(start + 1): a path knows x, the constants "
        + Self.constants.keys.sorted().joined(separator: ", ") + " and the functions "
        + Self.functionNames.joined(separator: ", "))
  }

  /// The functions called by name (the operators are not).
  static let callable: Set<BinaryFunction> = [.pow, .atan2, .min, .max, .hypot]
  static let functionNames: [String] =
    (UnaryFunction.allCases.filter { $0 != .negate }.map(\.rawValue) + callable.map(\.rawValue)).sorted()

  /// A call's parenthesised arguments; returns how many.
  private mutating func arguments(_ function: String) throws(PathExpressionError) -> Int {
    skipSpaces()
    guard at < scalars.count, scalars[at] == "(" else {
      throw PathExpressionError("\(function) at character \(at + 1) needs its arguments in parentheses")
    }
    at += 1
    skipSpaces()
    if take([")": true]) != nil { return 0 }
    var count = 0
    repeat {
      try expression()
      count += 1
    } while take([",": true]) != nil
    try expect(")")
    return count
  }

  // MARK: Pieces

  private mutating func nested(_ body: (inout PathParser) throws(PathExpressionError) -> Void)
    throws(PathExpressionError)
  {
    depth += 1
    defer { depth -= 1 }
    guard depth <= PathExpression.maxDepth else {
      throw PathExpressionError(
        "nests deeper than \(PathExpression.maxDepth) (parentheses, calls and signs) at character \(at + 1)")
    }
    try body(&self)
  }

  private mutating func emit(_ op: PathInstruction.Op, _ value: Float = 0) {
    program.append(PathInstruction(op: op, value: value))
  }

  /// The operator at the reading place, taken, when it is one of `choices`.
  private mutating func take<T>(_ choices: [Unicode.Scalar: T]) -> T? {
    skipSpaces()
    guard at < scalars.count, let choice = choices[scalars[at]] else { return nil }
    at += 1
    return choice
  }

  private mutating func expect(_ c: Unicode.Scalar) throws(PathExpressionError) {
    skipSpaces()
    guard at < scalars.count else { throw PathExpressionError("ends where '\(c)' is expected") }
    guard scalars[at] == c else { throw unexpected(expected: c) }
    at += 1
  }

  private mutating func skipSpaces() {
    while at < scalars.count, scalars[at] == " " || scalars[at] == "\t" || scalars[at] == "\n" { at += 1 }
  }

  private func unexpected(expected: Unicode.Scalar? = nil) -> PathExpressionError {
    let found = scalars[at].escaped(asASCII: true)
    return PathExpressionError(
      "unexpected '\(found)' at character \(at + 1)" + (expected.map { " (expected '\($0)')" } ?? ""))
  }

  private func arity(_ name: String, _ count: String, at start: Int) -> PathExpressionError {
    PathExpressionError("\(name) at character \(start + 1) takes \(count)")
  }

  private static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
  private static func isNameStart(_ c: Unicode.Scalar) -> Bool {
    (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
  }
}
