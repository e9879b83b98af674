#!/usr/bin/env bash
# Makes the README's picture of a reload error: the preview of a copy of
# Effects/sparkle-trail-data.json under Xvfb, a pointer pinned, the file saved with a velocity that
# is not a number, then the preview's own screenshot key. Usage: screenshot-reload-error.sh OUT.png
set -euo pipefail
out="$(realpath -m "${1:?usage: screenshot-reload-error.sh OUT.png}")"
source "$(dirname "$0")/window-screenshot.sh"
sed -e 's/"sparkle-trail-data"/"my-sparkles"/' -e 's/Sparkle trail (data)/My sparkles/' \
  "$root/Effects/sparkle-trail-data.json" >"$work/my-sparkles.json"
start_glint 1280x800 "Glint preview" preview --effect my-sparkles.json --gesture figure-eight --loop \
  --size 640x360
DISPLAY="$display" xdotool mousemove --window "$window" 470 250 click 3
sed -i -E 's/"velocity" *: *180/"velocity": "fast"/' my-sparkles.json
grep -q '"velocity": "fast"' my-sparkles.json || { echo "no velocity of 180 to break in the copy" >&2; exit 1; }
until grep -q "keeping the last good effect" err.txt; do sleep 0.1; done
sleep 1.3
take_screenshot "$out"
