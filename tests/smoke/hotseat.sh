#!/usr/bin/env bash
# A full two-player hotseat game played with the mouse only, under Xvfb with xdotool: from the main
# menu (New game, Start) to the end screen, every move made by clicking where click_driver says.
# Usage: hotseat.sh PATH/TO/highscore PATH/TO/click_driver [SEED] [BOT_KIND]   (takes minutes)
set -euo pipefail
APP="$1"; DRIVER="$2"; SEED="${3:-1}"; KIND="${4:-random}"
OUT="$(mktemp -d)"
export XDG_CONFIG_HOME="$OUT/config" XDG_DATA_HOME="$OUT/data"
# A snapshot of the card set, so edits to data/ during the run cannot invalidate the autosave.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cp -r "$ROOT/data" "$OUT/content"
export HIGHSCORE_DATA="$OUT/content"
export DISPLAY=:77
Xvfb :77 -screen 0 1920x1080x24 >/dev/null 2>&1 &
XVFB=$!
trap 'kill $APP_PID $XVFB 2>/dev/null || true' EXIT
sleep 1
"$APP" --size 1280x720 &
APP_PID=$!
sleep 2
WID=$(xdotool search --sync --name "High Score" | head -1)
at() { xdotool mousemove --window "$WID" "$1" "$2" click 1; sleep "${3:-0.15}"; }
at 640 394 0.5          # main menu: New game
at 1148 635 1.0         # setup: Start (two human seats)
step=0
while true; do
  set +e
  clicks=$("$DRIVER" "$XDG_DATA_HOME/highscore/autosave.json" $((SEED * 100000 + step)) "$KIND" 2>>"$OUT/driver.log")
  code=$?
  set -e
  if [[ $code -eq 3 ]]; then break; fi
  if [[ $code -ne 0 ]]; then echo "hotseat: driver failed at step $step"; tail -3 "$OUT/driver.log"; exit 1; fi
  while read -r x y; do at "$x" "$y" 0.12; done <<<"$clicks"
  sleep 0.75  # dice settle before the next click counts
  step=$((step + 1))
done
sleep 2.5   # the end screen follows the last action
import -window root "$OUT/end.png" 2>/dev/null || true
echo "hotseat: game finished after $step mouse-made actions; end screen at $OUT/end.png"
tail -2 "$OUT/driver.log"
