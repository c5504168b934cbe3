#!/usr/bin/env bash
# A gamepad alone (issue 25): under Xvfb, --virtual-pad attaches a pad made with SDL's virtual
# joystick API (it reaches the app as a real pad would: SDL's controller events, PadReader, intents)
# and presses its buttons: D-pad down and A on the menu's New game; on the setup screen the D-pad to
# the bottom bar and right to Start, A; A takes the table at the hand-over; the focus starts on the
# card's first test, A; then on the pool's first die, A three times; Y rolls. Passes when the
# trace shows the table and the autosave's journal holds the test chosen and the roll.
# Usage: virtual_pad.sh PATH/TO/highscore
set -euo pipefail
command -v xvfb-run >/dev/null || { echo "virtual_pad: xvfb-run is not installed (apt-get install xvfb); skipped"; exit 77; }
APP="$1"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
export XDG_CONFIG_HOME="$OUT/config" XDG_DATA_HOME="$OUT/data"
mkdir -p "$XDG_CONFIG_HOME/highscore"
echo '{"language":"en","bot_speed":3,"window_width":1280,"window_height":720}' >"$XDG_CONFIG_HOME/highscore/settings.json"
rep() { local out=""; for _ in $(seq "$2"); do out+="$1,"; done; echo "$out"; }
fail() { echo "virtual_pad: $*"; echo "screens:"; sed 's/^/  /' "$OUT/trace.txt" | tail -5; echo "app:"; tail -5 "$OUT/app.log"; exit 1; }
run() {  # run LABEL SCRIPT [ARGS...]: the app driven by the virtual pad alone until the script's quit
  local label="$1" script="$2"; shift 2
  : >"$OUT/trace.txt"
  set +e
  xvfb-run -a -s "-screen 0 1280x720x24" "$APP" --size 1280x720 --trace "$OUT/trace.txt" --virtual-pad "$script" "$@" \
    >"$OUT/out.txt" 2>"$OUT/app.log"
  local code=$?
  set -e
  [[ $code -eq 0 ]] || fail "$label: the app exited with $code"
  grep -q "gamepad connected" "$OUT/app.log" || fail "$label: the virtual pad was not opened as a gamepad"
}
# 1. From the menu to the table: New game, the setup screen's Start (a game of a random seed), A to play
# past the mode's first-game introduction, the hand-over.
run "menu to table" "dpdown,a,wait:400,dpdown,$(rep dpdown 10)$(rep dpright 4)a,wait:600,a,wait:600,a,wait:600,quit"
grep -q "^setup" "$OUT/trace.txt" || fail "the setup screen was never shown"
grep -q "^table" "$OUT/trace.txt" || fail "the table was never shown"
# 2. A game of a known seed (the same cards every run): the hand-over, the card's first test (where the
# focus starts: the first D-pad press only shows it), three dice to the tray (the focus starts on the
# pool's first die, and each A moves the next one), Y rolls; the waits let a loaded machine draw and
# write the journal (a CI run under load once lost the roll).
rm -rf "$XDG_DATA_HOME"
run "roll" "a,wait:600,dpdown,a,wait:600,a,wait:200,a,wait:200,a,wait:300,y,wait:4000,quit" \
  --new-game players=2,bots=0,seed=5
cat "$XDG_DATA_HOME"/highscore/autosave.json* | grep -q '"choose_option"' || fail "the test was not chosen"
cat "$XDG_DATA_HOME"/highscore/autosave.json* | grep -Eq '"type": ?"roll"' || fail "no roll reached the game"
echo "virtual_pad: menu -> setup -> table, and a test chosen, three dice put in the tray and rolled, by a virtual pad alone"
