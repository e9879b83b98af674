#!/usr/bin/env bash
# Installs the Debian packages Glint builds, tests and runs with. Idempotent: installs only
# what is missing, as root or through sudo, and says so clearly when it can do neither.
set -euo pipefail

packages=(
  pkg-config make zlib1g-dev libtiff-dev time
  libglfw3-dev libepoxy-dev libstb-dev libimgui-dev
  libegl-dev libegl-mesa0 libgl1-mesa-dri libgles-dev
  xvfb xdotool x11-utils
  ffmpeg
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "glint setup: missing Debian packages: ${missing[*]}; run as root or with sudo: apt-get install ${missing[*]}" >&2
  exit 1
fi

echo "glint setup: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
