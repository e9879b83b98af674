import Foundation
import GlintCLI

// The composition root: everything else is in GlintCLI and its commands.
exit(GlintCLI.main(Array(CommandLine.arguments.dropFirst())))
