# Shared by the scripts that make the README's window pictures (source it): a private Xvfb, glint
# run in a scratch folder, and the preview's own screenshot key.
#
#   start_glint SCREEN TITLE GLINT-ARGUMENTS...   Xvfb at SCREEN (1280x800), glint started in
#       $work with the arguments, waited for until it shows; sets $display, $window, $glintpid.
#   take_screenshot OUT   presses S, waits for the file, quits with Esc and copies it to OUT.
# $root (the checkout), $work (the scratch folder, removed on exit) and $glint are set on sourcing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
glint="$(realpath "${GLINT:-$root/.build/release/glint}")"
work="$(mktemp -d)"
display=":$((200 + RANDOM % 200))"
xvfb=""
trap '[ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null; rm -rf "$work"' EXIT

start_glint() {
  local screen=$1 title=$2
  shift 2
  Xvfb "$display" -screen 0 "${screen}x24" -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  sleep 1
  cd "$work"
  DISPLAY="$display" "$glint" "$@" >out.txt 2>err.txt &
  glintpid=$!
  until grep -q "^glint: showing" out.txt; do
    kill -0 "$glintpid" 2>/dev/null || { cat err.txt >&2; exit 1; }
    sleep 0.1
  done
  window="$(DISPLAY="$display" xdotool search --name "$title" | head -1)"
}

take_screenshot() {
  DISPLAY="$display" xdotool key --window "$window" s
  until grep -q "^screenshot: " out.txt; do sleep 0.1; done
  # The window may close before xdotool is done with it (BadWindow): the wait says whether it quit.
  DISPLAY="$display" xdotool key --window "$window" Escape 2>/dev/null || true
  wait "$glintpid" || true
  cp "$(sed -n 's/^screenshot: //p' out.txt)" "$1"
  cat err.txt
  echo "wrote $1"
}
