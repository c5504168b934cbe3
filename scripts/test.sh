#!/usr/bin/env bash
# Sets up a fresh Debian machine, builds with warnings as errors, and runs every test.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="$ROOT/build"
"$ROOT/scripts/setup.sh" "$BUILD_DIR"
cd "$BUILD_DIR"
ctest --output-on-failure -j "$(nproc)"
