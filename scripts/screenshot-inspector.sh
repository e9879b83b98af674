#!/usr/bin/env bash
# Makes the README's picture of the inspector panel beside a compare grid: `glint compare` of four
# of the shipped data effects under Xvfb replaying figure-eight, the panel opened with I, the first
# pane's top cell selected in it, then the preview's own screenshot key. Nothing is edited or
# saved. Usage: screenshot-inspector.sh OUT.png
set -euo pipefail
out="$(realpath -m "${1:?usage: screenshot-inspector.sh OUT.png}")"
source "$(dirname "$0")/window-screenshot.sh"
start_glint 1400x900 "Glint compare" compare "$root"/Effects/{embers,snow,bubbles,sparkle-trail-data}.json \
  --gesture figure-eight --loop --size 1280x720
# The panel takes the right 380 points; over the first pane, then onto its tree's first cell.
DISPLAY="$display" xdotool key --window "$window" i sleep 0.5 mousemove --window "$window" 200 200 \
  sleep 0.3 mousemove --window "$window" 960 170 click 1 sleep 0.3 mousemove --window "$window" 1200 820
sleep 2.5
take_screenshot "$out"
