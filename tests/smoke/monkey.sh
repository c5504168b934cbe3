#!/usr/bin/env bash
# Monkey test: random clicks and keys (the app's --monkey hook) on every screen it wanders into,
# under Xvfb, starting with a game in progress so Continue leads to the table. The app must neither
# crash nor hang (its watchdog aborts after 10 s without a frame; this script allows 15 min per run).
# Usage: monkey.sh PATH/TO/highscore [EVENTS_PER_RUN] [RUNS] [SEED]
set -euo pipefail
APP="${1:?usage: monkey.sh PATH/TO/highscore [EVENTS_PER_RUN] [RUNS] [SEED]}"
EVENTS="${2:-2500}"
RUNS="${3:-3}"
SEED="${4:-1}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
export XDG_CONFIG_HOME="$OUT/config" XDG_DATA_HOME="$OUT/data"
cp -r "$ROOT/data" "$OUT/content"
export HIGHSCORE_DATA="$OUT/content"
run() { timeout 900 xvfb-run -a -s "-screen 0 1280x720x24" "$APP" "$@"; }
# A finished game and a game in progress (two humans, two bots) to Load, the latter also to Continue.
mkdir -p "$OUT/data/highscore/saves"
run --new-game players=2,bots=2,seed=9 --autoplay 100000 --save-to "$OUT/data/highscore/saves/finished.json" --screenshot "$OUT/x.png"
run --new-game players=4,bots=2,seed=3 --autoplay 30 --save-to "$OUT/data/highscore/saves/kept.json" --screenshot "$OUT/x.png"
total=0
for ((r = 0; r < RUNS; r++)); do
  line=$(run --size 1280x720 --monkey "$EVENTS,$((SEED + r))" | grep '^monkey:') || { echo "monkey: run $((r + 1)) (seed $((SEED + r))) failed"; exit 1; }
  echo "run $((r + 1)): $line"
  total=$((total + EVENTS))
done
echo "monkey: $total random clicks and keys in $RUNS runs, no crash, no hang"
