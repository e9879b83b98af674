#!/usr/bin/env bash
# Makes the README's picture of the inspector panel beside a compare grid: `glint compare` of four
# of the shipped data effects under Xvfb replaying figure-eight, the panel opened with I, the first
# pane's top cell selected in it, then the preview's own screenshot key. Nothing is edited or
# saved. Usage: screenshot-inspector.sh OUT.png
set -euo pipefail
out="$(realpath -m "${1:?usage: screenshot-inspector.sh OUT.png}")"
root="$(cd "$(dirname "$0")/.." && pwd)"
glint="$(realpath "${GLINT:-$root/.build/release/glint}")"
work="$(mktemp -d)"
display=":$((200 + RANDOM % 200))"
Xvfb "$display" -screen 0 1400x900x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
sleep 1
cd "$work"
DISPLAY="$display" "$glint" compare "$root"/Effects/{embers,snow,bubbles,sparkle-trail-data}.json \
  --gesture figure-eight --loop --size 1280x720 >out.txt 2>err.txt &
glintpid=$!
until grep -q "^glint: showing" out.txt; do
  kill -0 "$glintpid" 2>/dev/null || { cat err.txt >&2; exit 1; }
  sleep 0.1
done
window="$(DISPLAY="$display" xdotool search --name "Glint compare" | head -1)"
# The panel takes the right 380 points; over the first pane, then onto its tree's first cell.
DISPLAY="$display" xdotool key --window "$window" i sleep 0.5 mousemove --window "$window" 200 200 \
  sleep 0.3 mousemove --window "$window" 960 170 click 1 sleep 0.3 mousemove --window "$window" 1200 820
sleep 2.5
DISPLAY="$display" xdotool key --window "$window" s
until grep -q "^screenshot: " out.txt; do sleep 0.1; done
DISPLAY="$display" xdotool key --window "$window" Escape
wait "$glintpid" || true
cp "$(sed -n 's/^screenshot: //p' out.txt)" "$out"
cat err.txt
echo "wrote $out"
