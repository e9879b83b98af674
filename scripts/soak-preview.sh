#!/usr/bin/env bash
# The preview's soak: runs the real `glint preview` window under Xvfb for SECONDS (default 600),
# driven by random X input from xdotool (moves, drags, right-click pins, number keys, Tab, Space
# and '.', '[' and ']', R, H, now and then S), and watches the glint process's resident memory.
# Fails (exit 1) when glint dies, when its resident memory at rest (a second after R has cleared
# every particle and pointer) after the first minute rises more than 5% over that minute's peak,
# or when Esc at the end does not close it with status 0. Under load the resident memory follows
# how many particles the random input happens to make; it is reported, not checked.
#
#   scripts/soak-preview.sh [SECONDS] [GLINT ARGUMENTS...]   (default: 600 preview)
#
# SOAK_SEED seeds the random input (default 1). Logs and screenshots go to .build/soak-preview/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-600}
shift || true
[[ $seconds =~ ^[0-9]+$ ]] && [ "$seconds" -ge 70 ] ||
  { echo "soak-preview: SECONDS must be a whole number of at least 70, got '$seconds'" >&2; exit 2; }
arguments=("$@")
[ ${#arguments[@]} -gt 0 ] || arguments=(preview)
RANDOM=${SOAK_SEED:-1}

swift build -c release --product glint >&2
glint=$PWD/.build/release/glint
work=$PWD/.build/soak-preview
rm -rf "$work"
mkdir -p "$work"

xvfb_pid=""
glint_pid=""
cleanup() {
  [ -n "$glint_pid" ] && kill -9 "$glint_pid" 2>/dev/null || true
  [ -n "$xvfb_pid" ] && kill -9 "$xvfb_pid" 2>/dev/null || true
}
trap cleanup EXIT
fail() {
  echo "soak-preview: FAILED: $*" >&2
  [ -s "$work/glint.err" ] && { echo "glint's stderr (last lines):" >&2; tail -5 "$work/glint.err" >&2; }
  exit 1
}

# Xvfb picks a free display and writes its number on fd 3.
Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.err" &
xvfb_pid=$!
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || fail "Xvfb did not start ($(head -c 300 "$work/xvfb.err"))"
export DISPLAY=":$(head -1 "$work/display")"

(cd "$work" && exec "$glint" "${arguments[@]}" >glint.out 2>glint.err) &
glint_pid=$!
for _ in $(seq 600); do grep -q "^glint: showing" "$work/glint.out" 2>/dev/null && break; sleep 0.1; done
grep -q "^glint: showing" "$work/glint.out" || fail "no first frame within 60 s"
window=$(xdotool search --sync --onlyvisible --name "Glint" | head -1)
eval "$(xdotool getwindowgeometry --shell "$window")"  # WIDTH, HEIGHT
echo "soak-preview: glint ${arguments[*]} on $DISPLAY for $seconds s (window $WIDTH x $HEIGHT)" >&2

resident() { echo $(($(cut -d' ' -f2 "/proc/$glint_pid/statm") * $(getconf PAGESIZE))); }
cpu_seconds() {
  local fields
  read -ra fields <"/proc/$glint_pid/stat"
  # utime and stime, fields 14 and 15, counted after the command name's closing parenthesis.
  echo $(((fields[13] + fields[14]) / $(getconf CLK_TCK)))
}
megabytes() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1048576 }'; }

x() { echo $((RANDOM % WIDTH)); }
y() { echo $((RANDOM % HEIGHT)); }
send() { xdotool "$@" >/dev/null 2>>"$work/xdotool.err" || true; }
pause_for() { sleep "0.$((RANDOM % 25 + 5))"; }

# The first minute starts by using everything once (every effect, a drag and a pin in each, the
# overlay, a screenshot), so the caches that fill on first use (sprite textures, the driver's
# shader variants) are in the figure later minutes are compared with.
warm_up() {
  local key
  for key in 1 2 3 4 5 6 7 8 9 0; do
    send key "$key"
    send mousemove --window "$window" "$(x)" "$(y)" mousedown 1
    for _ in $(seq 10); do send mousemove --window "$window" "$(x)" "$(y)"; sleep 0.02; done
    send mouseup 1
    send mousemove --window "$window" "$(x)" "$(y)" click 3
    sleep 0.3
  done
  send key h
  send key s
  sleep 0.5
  send key h
  send key r
}

declare -A done_count=()
pins=0
speed=0
last_screenshot=0
start=$SECONDS
warm_up
first_peak=0
at_one_minute=0
later_peak=0
rest_first_peak=0
rest_at_one_minute=0
rest_later_peak=0
rest_last=0
last_sample=-5
# R, a second to settle, then the resident memory with nothing held.
clear_and_sample() {
  send key r
  pins=0
  sleep 1
  local bytes elapsed=$((SECONDS - start))
  bytes=$(resident)
  if [ "$elapsed" -le 60 ]; then
    [ "$bytes" -gt "$rest_first_peak" ] && rest_first_peak=$bytes
    rest_at_one_minute=$bytes
  else
    [ "$bytes" -gt "$rest_later_peak" ] && rest_later_peak=$bytes
  fi
  rest_last=$bytes
}
while [ $((SECONDS - start)) -lt "$seconds" ]; do
  kill -0 "$glint_pid" 2>/dev/null || { wait "$glint_pid" && status=0 || status=$?; fail "glint exited ($status) after $((SECONDS - start)) s"; }
  elapsed=$((SECONDS - start))
  if [ $((elapsed - last_sample)) -ge 5 ]; then
    last_sample=$elapsed
    bytes=$(resident)
    if [ "$elapsed" -le 60 ]; then
      [ "$bytes" -gt "$first_peak" ] && first_peak=$bytes
      at_one_minute=$bytes
    else
      [ "$bytes" -gt "$later_peak" ] && later_peak=$bytes
    fi
  fi
  roll=$((RANDOM % 100))
  # The first minute ends at rest once, so there is a figure to compare with.
  [ "$elapsed" -ge 50 ] && [ "$elapsed" -le 60 ] && [ "$rest_at_one_minute" -eq 0 ] && roll=86
  if [ $roll -lt 35 ]; then
    action=drag
    send mousemove --window "$window" "$(x)" "$(y)" mousedown 1
    for _ in $(seq $((RANDOM % 25 + 5))); do send mousemove --window "$window" "$(x)" "$(y)"; sleep 0.02; done
    send mouseup 1
  elif [ $roll -lt 50 ]; then
    action=move
    send mousemove --window "$window" "$(x)" "$(y)"
  elif [ $roll -lt 58 ]; then
    # A right click pins a pointer; a second one at the same place removes it. Past eight pins,
    # R clears them all.
    action=right-click
    if [ $pins -ge 8 ]; then clear_and_sample; else send mousemove --window "$window" "$(x)" "$(y)" click 3; pins=$((pins + 1)); fi
  elif [ $roll -lt 70 ]; then
    action=number
    send key $((RANDOM % 10))
  elif [ $roll -lt 75 ]; then
    action=tab
    send key Tab
  elif [ $roll -lt 80 ]; then
    # Pause, step a few frames, go on.
    action=pause-step
    send key space
    for _ in $(seq $((RANDOM % 5 + 1))); do send key period; sleep 0.05; done
    send key space
  elif [ $roll -lt 86 ]; then
    # Slow down or speed up, never further than 8 times either way.
    action=speed
    if [ $speed -ge 3 ] || { [ $speed -gt -3 ] && [ $((RANDOM % 2)) -eq 0 ]; }; then
      send key bracketleft; speed=$((speed - 1))
    else
      send key bracketright; speed=$((speed + 1))
    fi
  elif [ $roll -lt 89 ]; then
    action=clear
    clear_and_sample
  elif [ $roll -lt 95 ]; then
    action=overlay
    send key h
  elif [ $((elapsed - last_screenshot)) -ge 120 ]; then
    action=screenshot
    send key s
    last_screenshot=$elapsed
  else
    action=move
    send mousemove --window "$window" "$(x)" "$(y)"
  fi
  done_count[$action]=$((${done_count[$action]:-0} + 1))
  pause_for
done

final_bytes=$(resident)
clear_and_sample
cpu=$(cpu_seconds)
send key Escape
for _ in $(seq 200); do kill -0 "$glint_pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$glint_pid" 2>/dev/null && fail "glint did not quit within 20 s of Esc"
wait "$glint_pid" && status=0 || status=$?
glint_pid=""
[ "$status" -eq 0 ] || fail "glint exited with status $status after Esc"

actions=""
for action in "${!done_count[@]}"; do actions+="$action ${done_count[$action]}, "; done
screenshots=$(grep -c "^screenshot:" "$work/glint.out" || true)
growth=$(awk -v a="$rest_later_peak" -v b="$rest_first_peak" 'BEGIN { printf "%+.1f%%", (a / b - 1) * 100 }')
echo "soak-preview: $seconds s, glint used $cpu s of CPU; input: ${actions%, }; $screenshots screenshots"
echo "soak-preview: resident memory at rest $(megabytes "$rest_at_one_minute") at 1 min" \
  "(peak $(megabytes "$rest_first_peak")), peak after $(megabytes "$rest_later_peak") ($growth)," \
  "$(megabytes "$rest_last") at the end"
echo "soak-preview: resident memory under load $(megabytes "$at_one_minute") at 1 min" \
  "(peak $(megabytes "$first_peak")), peak after $(megabytes "$later_peak"), $(megabytes "$final_bytes") at the end"
[ -s "$work/glint.err" ] && { echo "soak-preview: glint's stderr:"; sort "$work/glint.err" | uniq -c | head -5; }
if awk -v a="$rest_later_peak" -v b="$rest_first_peak" 'BEGIN { exit !(a > b * 1.05) }'; then
  fail "resident memory at rest rose to $(megabytes "$rest_later_peak") after the first minute, over" \
    "$(megabytes "$rest_first_peak") + 5%"
fi
echo "soak-preview: ok"
