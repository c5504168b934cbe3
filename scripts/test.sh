#!/usr/bin/env bash
# Sets up a fresh Debian machine, builds with warnings as errors, and runs every test; then builds
# the engine, CLI and tests again with AddressSanitizer + UndefinedBehaviorSanitizer (no app, to save
# time) and runs the whole suite, a bot simulation and a short fuzz run there; and briefly kills and
# monkey-tests the app under Xvfb. Any finding fails.
# Usage: scripts/test.sh [--quick]   (--quick: the first build and its tests only)
#        FUZZ_SECONDS=N scripts/test.sh   (seconds per fuzz target, default 8: CI stays under 15 minutes)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="$ROOT/build"
SANITIZE_DIR="$ROOT/build-sanitize"
JOBS="$(nproc)"
stage() { printf '\n== %s (%ds so far)\n' "$1" "$SECONDS"; }

stage "build"
"$ROOT/scripts/setup.sh" "$BUILD_DIR"
stage "tests"
(cd "$BUILD_DIR" && ctest --output-on-failure -j "$JOBS")
[[ "${1:-}" == "--quick" ]] && exit 0
stage "app under faults: 3 kills with Continue, 1000 random clicks and keys (the long runs: README)"
"$ROOT/tests/smoke/fault_kill.sh" "$BUILD_DIR/highscore" "$BUILD_DIR/highscore-cli" 3
"$ROOT/tests/smoke/monkey.sh" "$BUILD_DIR/highscore" 1000 1

stage "sanitizer build (ASan + UBSan, no app)"
cmake -S "$ROOT" -B "$SANITIZE_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" \
      -DHIGHSCORE_WERROR=ON -DHIGHSCORE_BUILD_APP=OFF -DHIGHSCORE_SANITIZE=ON -DHIGHSCORE_FUZZ=ON >/dev/null
cmake --build "$SANITIZE_DIR" -j "$JOBS"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1" UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
stage "tests under the sanitizers"
(cd "$SANITIZE_DIR" && ctest --output-on-failure -j "$JOBS")
stage "bot simulation under the sanitizers"
"$SANITIZE_DIR/highscore-cli" simulate --players 3 --games 200 --seed 14 --bots advisor,random,advisor >/dev/null
"$SANITIZE_DIR/highscore-cli" simulate --players 4 --games 1000 --seed 15 --bots random >/dev/null
stage "fuzzing under the sanitizers"
"$ROOT/tests/fuzz/run.sh" "$SANITIZE_DIR" "${FUZZ_SECONDS:-8}" 14
stage "done"
