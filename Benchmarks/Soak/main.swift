// The soak: one simulated hour (by default) of random pointer input through every effect at 60
// steps a second. Fails (exit 1) when the resident memory at rest (each time a host has just been
// drained or dropped) after the first minute rises more than 5% over that minute's peak, or when
// a host still holds pointers, emitters or particles after every pointer has ended. Usage: glint-soak [--minutes N] [--seed N] [--max-pointers N]
import Foundation
import GlintCore
import GlintEffects

/// Reads `--name value` options; exits 2 with one line for anything else.
func options(_ arguments: [String]) -> [String: Int] {
  var values = ["--minutes": 60, "--seed": 1, "--max-pointers": 16]
  var index = 0
  while index < arguments.count {
    let name = arguments[index]
    guard values[name] != nil, index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0
    else {
      fail(
        "usage: glint-soak [--minutes N] [--seed N] [--max-pointers N] (positive integers); got '\(name)'",
        status: 2)
    }
    values[name] = value
    index += 2
  }
  return values
}

func fail(_ line: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("glint-soak: \(line)\n".utf8))
  exit(status)
}

let values = options(Array(CommandLine.arguments.dropFirst()))
let effects: [any Effect]
do {
  effects = try EffectRegistry.standard().effects
} catch {
  fail("cannot load the effects: \(error)", status: 1)
}
var soak = SoakRun(
  effects: effects, minutes: values["--minutes"]!, maxPointers: values["--max-pointers"]!,
  seed: UInt64(values["--seed"]!))
print(
  "glint-soak: \(values["--minutes"]!) simulated min of random input through \(effects.map(\.info.id).joined(separator: ", "))"
)
let failure = soak.run { print($0) }
print(soak.figures.summary)
if let failure { fail("FAILED: \(failure)", status: 1) }
print("glint-soak: ok")
