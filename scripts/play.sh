#!/usr/bin/env bash
# Sets up a fresh Debian machine, builds, and starts the game. Extra arguments go to the app.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="$ROOT/build"
"$ROOT/scripts/setup.sh" "$BUILD_DIR"
if [[ -x "$BUILD_DIR/highscore" ]]; then
  exec "$BUILD_DIR/highscore" "$@"
fi
# Without the desktop app, show a short bot game in the terminal.
exec "$BUILD_DIR/highscore-cli" simulate --players 3 --games 1 --seed 1 --verbose
