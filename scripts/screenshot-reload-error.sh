#!/usr/bin/env bash
# Makes the README's picture of a reload error: the preview of a copy of
# Effects/sparkle-trail-data.json under Xvfb, a pointer pinned, the file saved with a velocity that
# is not a number, then the preview's own screenshot key. Usage: screenshot-reload-error.sh OUT.png
set -euo pipefail
out="$(realpath -m "${1:?usage: screenshot-reload-error.sh OUT.png}")"
root="$(cd "$(dirname "$0")/.." && pwd)"
glint="$(realpath "${GLINT:-$root/.build/release/glint}")"
work="$(mktemp -d)"
display=":$((200 + RANDOM % 200))"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
sleep 1
cd "$work"
sed -e 's/"sparkle-trail-data"/"my-sparkles"/' -e 's/Sparkle trail (data)/My sparkles/' \
  "$root/Effects/sparkle-trail-data.json" >my-sparkles.json
DISPLAY="$display" "$glint" preview --effect my-sparkles.json --gesture figure-eight --loop --size 640x360 \
  >out.txt 2>err.txt &
glintpid=$!
until grep -q "^glint: showing" out.txt; do
  kill -0 "$glintpid" 2>/dev/null || { cat err.txt >&2; exit 1; }
  sleep 0.1
done
window="$(DISPLAY="$display" xdotool search --name "Glint preview" | head -1)"
DISPLAY="$display" xdotool mousemove --window "$window" 470 250 click 3
sed -i -E 's/"velocity" *: *180/"velocity": "fast"/' my-sparkles.json
grep -q '"velocity": "fast"' my-sparkles.json || { echo "no velocity of 180 to break in the copy" >&2; exit 1; }
until grep -q "keeping the last good effect" err.txt; do sleep 0.1; done
sleep 1.3
DISPLAY="$display" xdotool key --window "$window" s
until grep -q "^screenshot: " out.txt; do sleep 0.1; done
DISPLAY="$display" xdotool key --window "$window" Escape
wait "$glintpid" || true
cp "$(sed -n 's/^screenshot: //p' out.txt)" "$out"
cat err.txt
echo "wrote $out"
