import Foundation

/// libFuzzer's driver, which parses its own options from the command line and then calls the
/// target with every input it tries; it returns (and the program exits) when fuzzing stops.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer on `target` with the program's arguments, and exits with its status. A fuzz
/// program's entry point calls it: SwiftPM gives every executable its own `main`, so libFuzzer's
/// cannot be the one.
public func runFuzzer(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&argc, &argv, target))
}
