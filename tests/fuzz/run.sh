#!/usr/bin/env bash
# Runs every fuzz target of a build made with -DHIGHSCORE_FUZZ=ON (ideally with
# -DHIGHSCORE_SANITIZE=ON too) over its seed corpus for SECONDS each, and reports the inputs run.
# A finding stops with a non-zero exit; its input is kept as BUILD_DIR/fuzz-crash-TARGET.bin.
# Usage: tests/fuzz/run.sh BUILD_DIR [SECONDS] [SEED]
set -euo pipefail
BUILD="${1:?usage: run.sh BUILD_DIR [SECONDS] [SEED]}"
SECONDS_EACH="${2:-20}"
SEED="${3:-$(date +%s)}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export FUZZ_ARTIFACTS="$BUILD"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
echo "fuzz: seed $SEED, $SECONDS_EACH s per target (replay a run with the same seed)"
for target in save content script apply; do
  "$BUILD/fuzz_$target" --seconds "$SECONDS_EACH" --seed "$SEED" "$HERE/corpus/$target"
done
