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
# The three whole hotseat games (by mouse, by keys alone, by a virtual pad alone): minutes mostly spent
# waiting on their own clicks and presses, so they run beside the sanitizer build, not before it.
HOTSEAT='app_hotseat(_keys|_pad)?_xvfb'
stage "tests"
if [[ "${1:-}" == "--quick" ]]; then
  (cd "$BUILD_DIR" && ctest --output-on-failure -j "$JOBS")
  exit 0
fi
(cd "$BUILD_DIR" && ctest --output-on-failure -j "$JOBS" -E "^$HOTSEAT\$")
stage "app under faults: 3 kills with Continue, 1000 random clicks and keys (the long runs: README)"
"$ROOT/tests/smoke/fault_kill.sh" "$BUILD_DIR/highscore" "$BUILD_DIR/highscore-cli" 3
"$ROOT/tests/smoke/monkey.sh" "$BUILD_DIR/highscore" 1000 1

# The hotseat game plays beside the sanitizer build (it waits on clicks far more than it computes,
# and retries a click the loaded machine was too slow for); its verdict is read at the end. It
# starts after the fault stage, so two virtual displays never race for one number.
HOTSEAT_LOG="$BUILD_DIR/hotseat-ci.log"
(cd "$BUILD_DIR" && ctest -V -j 3 -R "^$HOTSEAT\$" >"$HOTSEAT_LOG" 2>&1) &
HOTSEAT_PID=$!
stage "sanitizer build (ASan + UBSan, no app), the hotseat games beside it"
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
stage "the hotseat games' verdict"
if ! wait "$HOTSEAT_PID"; then cat "$HOTSEAT_LOG"; echo "a hotseat game failed (above)"; exit 1; fi
grep -E "hotseat:|tests passed" "$HOTSEAT_LOG" || true
stage "done"
