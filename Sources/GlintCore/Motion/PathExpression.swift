#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path as pixi's `movePath` writes it: y as an expression in x, where x is the distance a
/// particle has travelled. Read by a small parser of its own (numbers, `x`, `+ - * / ^`,
/// parentheses, and the Math functions and constants pixi allows, without `Math.`), never
/// evaluated as code; anything else is refused with where and why. `^` is a power (pixi strips
/// it; here it is what a reader expects).
public struct PathExpression: Hashable, Sendable, CustomStringConvertible {
  /// The longest expression read (characters).
  public static let maxLength = 1000
  /// The deepest nesting of parentheses, calls and unary signs.
  static let maxDepth = 32

  /// The expression as written.
  public let text: String
  /// The expression in postfix order.
  let program: [PathInstruction]
  /// The most values the program holds at once.
  let stackSize: Int

  /// Reads `text`; throws a `PathExpressionError` saying what and where, for anything that is
  /// not an expression in x.
  public init(_ text: String) throws(PathExpressionError) {
    guard text.unicodeScalars.count <= Self.maxLength else {
      throw PathExpressionError(
        "is \(text.unicodeScalars.count) characters long; a path expression has at most \(Self.maxLength)")
    }
    var parser = PathParser(text)
    program = try parser.parse()
    self.text = text
    stackSize = Self.stackSize(program)
  }

  public var description: String { text }

  public static func == (a: PathExpression, b: PathExpression) -> Bool { a.text == b.text }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  private static func stackSize(_ program: [PathInstruction]) -> Int {
    var (depth, most) = (0, 0)
    for instruction in program {
      depth += instruction.op.stackChange
      most = max(most, depth)
    }
    return most
  }

  /// y and dy/dx at `x` (for a path followed in a loop, `evaluate(_:stack:)` spares the setup).
  public func value(at x: Float) -> (y: Float, slope: Float) {
    withStack { evaluate(x, stack: $0) }
  }

  /// Runs `body` with room for the program's values on the stack (never the heap).
  @inline(__always)
  func withStack<R>(_ body: (UnsafeMutablePointer<Dual>) -> R) -> R {
    withUnsafeTemporaryAllocation(of: Dual.self, capacity: max(stackSize, 1)) {
      body($0.baseAddress.unsafelyUnwrapped)
    }
  }

  /// y and its slope at `x`, worked out together (forward differentiation: each value carries its
  /// derivative by x), so a particle's velocity follows the path's tangent exactly.
  @inline(__always)
  func evaluate(_ x: Float, stack: UnsafeMutablePointer<Dual>) -> (y: Float, slope: Float) {
    var top = -1
    program.withUnsafeBufferPointer { code in
      for instruction in code {
        switch instruction.op {
        case .constant:
          top += 1
          stack[top] = Dual(instruction.value, 0)
        case .x:
          top += 1
          stack[top] = Dual(x, 1)
        case .unary(let f):
          stack[top] = f.apply(stack[top])
        case .binary(let f):
          stack[top - 1] = f.apply(stack[top - 1], stack[top])
          top -= 1
        }
      }
    }
    return (stack[0].value, stack[0].slope)
  }
}

/// Why a path expression was refused: the reason, and where in the text when there is a place.
public struct PathExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
  public let message: String
  init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// A value with its derivative by x.
struct Dual {
  var value: Float
  var slope: Float
  @inline(__always) init(_ value: Float, _ slope: Float) { (self.value, self.slope) = (value, slope) }
}

/// One step of a path expression's postfix program.
struct PathInstruction: Hashable, Sendable {
  enum Op: Hashable, Sendable {
    case constant, x
    case unary(UnaryFunction)
    case binary(BinaryFunction)

    var stackChange: Int {
      switch self {
      case .constant, .x: 1
      case .unary: 0
      case .binary: -1
      }
    }
  }
  let op: Op
  var value: Float = 0
}

/// The one-argument functions (and negation).
enum UnaryFunction: String, CaseIterable, Sendable {
  case negate, abs, acos, acosh, asin, asinh, atan, atanh, cbrt, ceil, cos, cosh, exp, expm1, floor
  case fround, log, log1p, log10, log2, round, sign, sin, sinh, sqrt, tan, tanh

  @inline(__always)
  func apply(_ a: Dual) -> Dual { applyUnary(self, a) }
}

/// `f` at `a` with its derivative (at file scope, where the names are libm's, not the cases').
@inline(__always)
private func applyUnary(_ f: UnaryFunction, _ a: Dual) -> Dual {
  let (u, du) = (a.value, a.slope)
  switch f {
  case .negate: return Dual(-u, -du)
  case .abs: return Dual(abs(u), u < 0 ? -du : du)
  case .acos: return Dual(acos(u), -du / (1 - u * u).squareRoot())
  case .acosh: return Dual(acosh(u), du / (u * u - 1).squareRoot())
  case .asin: return Dual(asin(u), du / (1 - u * u).squareRoot())
  case .asinh: return Dual(asinh(u), du / (u * u + 1).squareRoot())
  case .atan: return Dual(atan(u), du / (1 + u * u))
  case .atanh: return Dual(atanh(u), du / (1 - u * u))
  case .cbrt:
    let r = cbrt(u)
    return Dual(r, du / (3 * r * r))
  case .ceil: return Dual(u.rounded(.up), 0)
  case .cos: return Dual(cos(u), -sin(u) * du)
  case .cosh: return Dual(cosh(u), sinh(u) * du)
  case .exp:
    let e = exp(u)
    return Dual(e, e * du)
  case .expm1: return Dual(expm1(u), exp(u) * du)
  case .floor: return Dual(u.rounded(.down), 0)
  case .fround: return a
  case .log: return Dual(log(u), du / u)
  case .log1p: return Dual(log1p(u), du / (1 + u))
  case .log10: return Dual(log10(u), du / (u * 2.302_585_1))
  case .log2: return Dual(log2(u), du / (u * 0.693_147_2))
  // JavaScript's round: halves go up.
  case .round: return Dual((u + 0.5).rounded(.down), 0)
  case .sign: return Dual(u > 0 ? 1 : u < 0 ? -1 : u, 0)
  case .sin: return Dual(sin(u), cos(u) * du)
  case .sinh: return Dual(sinh(u), cosh(u) * du)
  case .sqrt:
    let r = u.squareRoot()
    return Dual(r, du / (2 * r))
  case .tan:
    let t = tan(u)
    return Dual(t, (1 + t * t) * du)
  case .tanh:
    let t = tanh(u)
    return Dual(t, (1 - t * t) * du)
  }
}

/// The two-argument functions and operators.
enum BinaryFunction: String, CaseIterable, Sendable {
  case add, subtract, multiply, divide, pow, atan2, min, max, hypot

  @inline(__always)
  func apply(_ a: Dual, _ b: Dual) -> Dual { applyBinary(self, a, b) }
}

/// `f` at `a`, `b` with its derivative (at file scope, where the names are libm's).
@inline(__always)
private func applyBinary(_ f: BinaryFunction, _ a: Dual, _ b: Dual) -> Dual {
  let (u, du, v, dv) = (a.value, a.slope, b.value, b.slope)
  switch f {
  case .add: return Dual(u + v, du + dv)
  case .subtract: return Dual(u - v, du - dv)
  case .multiply: return Dual(u * v, du * v + u * dv)
  case .divide: return Dual(u / v, (du * v - u * dv) / (v * v))
  case .pow:
    let p = pow(u, v)
    // d(u^v) = v·u^(v−1)·du + u^v·ln u·dv; the second term only where v varies.
    let byBase = du == 0 ? 0 : v * pow(u, v - 1) * du
    let byPower = dv == 0 ? 0 : p * log(u) * dv
    return Dual(p, byBase + byPower)
  case .atan2: return Dual(atan2(u, v), (v * du - u * dv) / (u * u + v * v))
  case .min: return u <= v ? a : b
  case .max: return u >= v ? a : b
  case .hypot:
    let h = hypot(u, v)
    return Dual(h, h > 0 ? (u * du + v * dv) / h : 0)
  }
}
