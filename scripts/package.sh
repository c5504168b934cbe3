#!/usr/bin/env bash
# Builds the Debian package: a release build for the /usr prefix in build-package/ (the programs in
# /usr/games, as Debian places games), then CPack.
# Prints the path of highscore_<version>_<arch>.deb; install it with `apt-get install ./FILE.deb`.
# Usage: scripts/package.sh [BUILD_DIR]   (default: build-package)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${1:-$ROOT/build-package}"

# What the build needs, plus dpkg-dev for dpkg-shlibdeps (it works out the package's dependencies).
PACKAGES=(cmake g++ make pkg-config catch2 nlohmann-json3-dev
          libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev dpkg-dev)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "package: installing ${missing[*]}"
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# Only what the package holds is built (no tests): the install step does not ask for `all`.
cmake -S "$ROOT" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release -DHIGHSCORE_WERROR=ON \
      -DCMAKE_INSTALL_PREFIX=/usr -DCMAKE_INSTALL_BINDIR=games -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON >/dev/null
cmake --build "$BUILD_DIR" -j "$(nproc)" --target highscore highscore-cli highscore_install_files
(cd "$BUILD_DIR" && cpack -G DEB >/dev/null)

VERSION="$(sed -n 's/^project(highscore VERSION \([0-9.]*\).*/\1/p' "$ROOT/CMakeLists.txt")"
DEB="$BUILD_DIR/highscore_${VERSION}_$(dpkg --print-architecture).deb"
[[ -s "$DEB" ]] || { echo "package: $DEB was not written" >&2; exit 1; }
# A package without its SDL2 dependencies would install and then fail to start.
depends="$(dpkg-deb -f "$DEB" Depends)"
for lib in libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0; do
  [[ "$depends" == *"$lib"* ]] || { echo "package: Depends lacks $lib: $depends" >&2; exit 1; }
done
echo "$DEB"
