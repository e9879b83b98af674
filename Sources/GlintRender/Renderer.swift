import GlintCore
