#!/usr/bin/env bash
# Shared by test.sh and play.sh: install what a fresh Debian machine lacks, then configure and build.
# Usage: scripts/setup.sh [BUILD_DIR]   (default: build)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${1:-$ROOT/build}"

PACKAGES=(cmake g++ make pkg-config catch2 nlohmann-json3-dev
          libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev libx11-dev librsvg2-common
          xvfb xauth xdotool desktop-file-utils appstream python3
          sox)  # sox decodes the Ogg files for tests/audio/check_audio.py
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

cmake -S "$ROOT" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release -DHIGHSCORE_WERROR=ON >/dev/null
cmake --build "$BUILD_DIR" -j "$(nproc)"
