#!/usr/bin/env bash
# The game review under a real X server (Xvfb): a short bot game is saved (seat 1 marked human), its
# review opened with --scene review-walk, which works the analysis out on the review's worker while
# frames are drawn and steps through every decision of every seat; the analysis is kept beside the
# save and the second review reads it from there; a damaged analysis file is simply worked out again.
# Then the tutor's question and the numbered hint list are drawn. Every screenshot must not be blank.
# Usage: review.sh PATH/TO/highscore PATH/TO/png_variance
set -euo pipefail
APP="${1:?usage: review.sh PATH/TO/highscore PATH/TO/png_variance}"
CHECK="${2:?usage: review.sh PATH/TO/highscore PATH/TO/png_variance}"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
export XDG_CONFIG_HOME="$OUT/config" XDG_DATA_HOME="$OUT/data"
run() { xvfb-run -a -s "-screen 0 1920x1080x24" "$APP" --size 1280x720 "$@"; }
fail() {
  echo "review: $*"
  exit 1
}

run --new-game players=2,bots=2,seed=9,levels=easy:normal --autoplay 60 --save-to "$OUT/game.json" --screenshot "$OUT/unused.png" >/dev/null
# Seat 1 becomes the human one (the review opens on it); the save's seats are its own to change.
python3 - "$OUT/game.json" <<'PY'
import json, sys
game = json.load(open(sys.argv[1]))
game["seats"][0] = {"controller": "human"}
json.dump(game, open(sys.argv[1], "w"))
PY
# Few worlds per action: the walk is what is tested here, not the analysis (tests/test_analysis.cpp).
first="$(run --load "$OUT/game.json" --scene review-walk:4 --screenshot "$OUT/walk.png")"
echo "$first"
[[ "$first" == *"review-walk:"*"worked out"* ]] || fail "the first review did not work its analysis out"
[[ -s "$OUT/game.json.analysis.json" ]] || fail "the analysis was not kept beside the save"
second="$(run --load "$OUT/game.json" --scene review-walk:4 --screenshot "$OUT/walk2.png")"
[[ "$second" == *"read from beside the save"* ]] || fail "the second review did not read the kept analysis: $second"
printf '{"format": "highscore-analysis", "version": 1, "decisions": [' >"$OUT/game.json.analysis.json"  # damaged
third="$(run --load "$OUT/game.json" --scene review-walk:4 --screenshot "$OUT/walk3.png")"
[[ "$third" == *"worked out"* ]] || fail "a damaged analysis was not worked out again: $third"
run --load "$OUT/game.json" --scene review-graph:4 --screenshot "$OUT/graph.png" >/dev/null
run --new-game players=2,bots=1,seed=4 --scene tutor --screenshot "$OUT/tutor.png" | grep -q "gives up" || fail "no tutor question"
run --scene coach-numbers --screenshot "$OUT/hints.png" | grep -q "^3\. " || fail "the hint list has no third line"
for png in walk walk2 walk3 graph tutor hints; do "$CHECK" "$OUT/$png.png" >/dev/null || fail "$png.png is blank"; done
echo "review: walked, kept, read back, recomputed when damaged; tutor and hint list drawn"
