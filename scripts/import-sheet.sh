#!/usr/bin/env bash
# Makes the README's contact sheet of imported effects beside Glint's own: the Particle Designer
# and pixi samples the import tests use (their sources in Tests/GlintImportTests/Samples/SOURCES.md)
# and four of Glint's effects, all answering the same swipe, rendered headless by `glint render`.
# Usage: import-sheet.sh OUT.png
set -euo pipefail
out="$(realpath -m "${1:?usage: import-sheet.sh OUT.png}")"
root="$(cd "$(dirname "$0")/.." && pwd)"
glint="$(realpath "${GLINT:-$root/.build/release/glint}")"
pd="$root/Tests/GlintImportTests/Samples/particle-designer"
pixi="$root/Tests/GlintImportTests/Samples/pixi"
"$glint" render --gesture swipe --size 360x300 --columns 4 --out "$out" --force --compare \
  "$pd/Galaxy.plist" "$pd/Phoenix.plist" "$pd/fire.plist" "$pd/SpookyPeas.plist" "$pd/ExplodingRing.plist" \
  "$pixi/flame.json" "$pixi/flameStepped.json" "$pixi/snow.json" \
  sparkle-trail embers comet bubbles 2>/dev/null
echo "$out"
