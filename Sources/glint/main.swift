import Foundation
import GlintCLI

// The composition root: everything else is in GlintCLI and its commands.
let status = GlintCLI.run(
  Array(CommandLine.arguments.dropFirst()),
  stdout: { print($0, terminator: "") },
  stderr: { FileHandle.standardError.write(Data($0.utf8)) })
exit(status)
