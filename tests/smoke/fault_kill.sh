#!/usr/bin/env bash
# Fault test: a bot game plays in the app and is killed with SIGKILL at a random moment, ROUNDS times; after
# each kill the app is started with --continue (the menu's Continue) and must resume: the resumed
# game keeps every action autosaved before (each resume extends the previous one), loses at most
# the action being applied when it died, and replays with highscore-cli; a saved game and the
# settings beside the autosave are never touched. Each round plays on from the resumed game.
# Usage: fault_kill.sh PATH/TO/highscore PATH/TO/highscore-cli [ROUNDS] [SEED]
set -euo pipefail
APP="${1:?usage: fault_kill.sh APP CLI [ROUNDS] [SEED]}"
CLI="${2:?usage: fault_kill.sh APP CLI [ROUNDS] [SEED]}"
ROUNDS="${3:-30}"
RANDOM="${4:-7}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$(mktemp -d)"
export XDG_CONFIG_HOME="$OUT/config" XDG_DATA_HOME="$OUT/data"
DATA="$XDG_DATA_HOME/highscore"
cp -r "$ROOT/data" "$OUT/content"   # a snapshot of the card set: edits to data/ cannot spoil the run
export HIGHSCORE_DATA="$OUT/content"
# Xvfb picks a free display itself and writes its number to the file.
Xvfb -displayfd 3 -screen 0 1280x720x24 3>"$OUT/display" >/dev/null 2>&1 &
XVFB=$!
for _ in $(seq 50); do [[ -s "$OUT/display" ]] && break; sleep 0.1; done
export DISPLAY=":$(cat "$OUT/display")"
APP_PID=""
cleanup() {
  [[ -n "$APP_PID" ]] && kill -KILL "$APP_PID" 2>/dev/null
  kill "$XVFB" 2>/dev/null || true
  rm -rf "$OUT"
}
trap cleanup EXIT

# Files that must survive every round untouched: a manual save and the settings.
mkdir -p "$DATA/saves" "$XDG_CONFIG_HOME/highscore"
cp "$ROOT/tests/fuzz/corpus/save/bots3_seed5.json" "$DATA/saves/kept.json"
echo '{"language": "en", "bot_speed": 3}' >"$XDG_CONFIG_HOME/highscore/settings.json"
bystanders() { md5sum "$DATA/saves/kept.json" "$XDG_CONFIG_HOME/highscore/settings.json"; }
before="$(bystanders)"

actions_in() { python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1]))["actions"]))' "$1"; }
game=0; kills=0; lost_total=0; torn=0; new_games=0
prev="$OUT/prev.json"; echo '[]' >"$prev"
for ((round = 1; round <= ROUNDS; round++)); do
  if [[ -f "$DATA/autosave.json" ]] && ! python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); sys.exit(0 if s["state"].get("finished") else 1)' "$DATA/autosave.json"; then
    start=(--continue); how="continued"
  else
    game=$((game + 1)); new_games=$((new_games + 1)); echo '[]' >"$prev"
    start=(--new-game "players=4,bots=4,seed=$((game * 7 + RANDOM % 1000)),noelim=1"); how="new game"
  fi
  # The app as a player runs it: bots play at "instant" speed (settings), one action per frame.
  "$APP" --size 960x540 "${start[@]}" --trace-actions >"$OUT/trace.txt" 2>"$OUT/stderr.txt" &
  APP_PID=$!
  sleep "$(python3 -c "import random; random.seed($RANDOM * 1000 + $round); print(round(random.uniform(0.3, 6.0), 3))")"
  killed="ended by itself first"
  if kill -KILL "$APP_PID" 2>/dev/null; then kills=$((kills + 1)); killed="killed"; fi
  wait "$APP_PID" 2>/dev/null || true
  APP_PID=""
  last=$(grep -o 'action [0-9]*' "$OUT/trace.txt" | tail -1 | cut -d' ' -f2 || true)
  last=${last:-0}
  # Continue, as the menu does: must open, and its game is written out for checking.
  if ! "$APP" --size 640x360 --continue --save-to "$OUT/resumed.json" --screenshot "$OUT/resumed.png" 2>"$OUT/continue.txt"; then
    if [[ "$last" -eq 0 && ! -f "$DATA/autosave.json" ]]; then continue; fi  # killed before its first autosave
    echo "fault: round $round: Continue failed after action $last:"; cat "$OUT/continue.txt"; exit 1
  fi
  grep -q "dropped" "$OUT/continue.txt" && torn=$((torn + 1))
  got=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["actions"]))' "$OUT/resumed.json")
  if ((got < last - 1)); then echo "fault: round $round: resumed at action $got, the app had applied $last"; exit 1; fi
  python3 - "$prev" "$OUT/resumed.json" <<'PY' || { echo "fault: round $round: the resumed game lost autosaved actions"; exit 1; }
import json, sys
prev = json.load(open(sys.argv[1])); now = json.load(open(sys.argv[2]))["actions"]
sys.exit(0 if now[:len(prev)] == prev else 1)
PY
  actions_in "$OUT/resumed.json" >"$prev"
  "$CLI" replay "$OUT/resumed.json" --data "$OUT/content" >/dev/null || { echo "fault: round $round: the resumed save does not replay"; exit 1; }
  lost_total=$((lost_total + (last > got ? last - got : 0)))
  if [[ "$(bystanders)" != "$before" ]]; then echo "fault: round $round: a file beside the autosave changed"; exit 1; fi
  if compgen -G "$DATA/*.damaged*" >/dev/null || compgen -G "$DATA/*.unreadable*" >/dev/null; then
    echo "fault: round $round: a file was set aside as damaged"; ls "$DATA"; exit 1
  fi
  echo "round $round ($how): $killed after action $last, Continue resumed at $got"
done
echo "fault: $kills kills in $ROUNDS rounds ($new_games games), every Continue resumed; actions lost: $lost_total in total (at most 1 each); torn last lines dropped: $torn; bystander files unchanged"
