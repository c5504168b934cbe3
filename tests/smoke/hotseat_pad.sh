#!/usr/bin/env bash
# The gamepad-only hotseat playthrough (issue 25): under Xvfb, a pad made with SDL's virtual joystick
# (--virtual-pad @FILE: the app presses the buttons written to FILE as they come) plays from the
# main menu (D-pad down and A on New game; on the setup screen the D-pad to the third seat's Add seat,
# which adds a bot, then down to the bottom bar and right to Start) to the end screen, with two human
# seats passing the one pad (A takes the table at the hand-over). Every human move is the buttons
# key_driver --pad says a player would press: the D-pad's way to what a click would take (the arrows'
# own rule), A, and Y to roll. No key, no click. Fails when an expected screen does not appear, when
# a move's buttons do not make it, or when the game does not end in time.
# Usage: hotseat_pad.sh PATH/TO/highscore PATH/TO/key_driver [SEED] [BOT_KIND]
set -euo pipefail
command -v xvfb-run >/dev/null || { echo "hotseat_pad: xvfb-run is not installed (apt-get install xvfb); skipped"; exit 77; }
if [[ -z "${HS_HOTSEAT_IN_XVFB:-}" ]]; then
  # Its own range of display numbers: scripts/test.sh starts the three hotseat games at once.
  HS_HOTSEAT_IN_XVFB=1 exec xvfb-run -a -n 140 -s "-screen 0 1280x720x24" "$0" "$@"
fi
APP="$1"; DRIVER="$2"; SEED="${3:-1}"; KIND="${4:-advisor}"
OUT="$(mktemp -d)"
export XDG_CONFIG_HOME="$OUT/config" XDG_DATA_HOME="$OUT/data"
mkdir -p "$XDG_CONFIG_HOME/highscore"
# English, bots at once, a window of 1280x720 (the layout key_driver walks is for that size).
echo '{"language":"en","colorblind_symbols":true,"bot_speed":3,"window_width":1280,"window_height":720}' \
  >"$XDG_CONFIG_HOME/highscore/settings.json"
# The modes' first-game introductions are another test's (virtual_pad.sh, test_mode_intro.cpp): seen already.
echo '{"tutorial":{"intros_seen":["standard","azoz"]}}' >"$XDG_CONFIG_HOME/highscore/learning.json"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cp -r "$ROOT/data" "$OUT/content"
export HIGHSCORE_DATA="$OUT/content"
TRACE="$OUT/trace.txt"
SAVE="$XDG_DATA_HOME/highscore/autosave.json"
: >"$TRACE"
PAD="$OUT/pad.txt"
: >"$PAD"
"$APP" --size 1280x720 --trace "$TRACE" --virtual-pad "@$PAD" 2>"$OUT/app.log" &
APP_PID=$!
trap 'kill $APP_PID 2>/dev/null || true; wait $APP_PID 2>/dev/null || true; rm -rf "$OUT" || true' EXIT
fail() {
  echo "hotseat_pad: $*"; echo "screens seen:"; tail -5 "$TRACE" | sed 's/^/  /'; tail -6 "$OUT/driver.log" 2>/dev/null
  echo "the app's last words:"; tail -5 "$OUT/app.log" 2>/dev/null | sed 's/^/  /'
  if [[ -n "${HS_HOTSEAT_KEEP:-}" ]]; then
    mkdir -p "$HS_HOTSEAT_KEEP"; import -window root "$HS_HOTSEAT_KEEP/failed.png" 2>/dev/null || true
    cp "$SAVE" "$OUT/driver.log" "$OUT/app.log" "$TRACE" "$HS_HOTSEAT_KEEP/" 2>/dev/null || true
  fi
  exit 1
}
screen() { tail -1 "$TRACE" 2>/dev/null; }
expect() {
  local deadline=$((SECONDS + ${2:-10}))
  until [[ "$(screen)" == $1 ]]; do
    ((SECONDS < deadline)) || fail "expected the '$1' screen, still on '$(screen)'"
    kill -0 $APP_PID 2>/dev/null || fail "the app exited"
    sleep 0.05
  done
}
presses=0
# Buttons to the pad (one line; the app presses them in order, about 8 a second).
keys() {
  kill -0 $APP_PID 2>/dev/null || fail "the app exited"
  (IFS=,; echo "$*") >>"$PAD"
  presses=$((presses + $#))
  sleep "$(awk -v n=$# 'BEGIN { print 0.05 + n * 0.135 }')"
}
stamp() { stat -c "%n %y %s" "$SAVE" "$SAVE".journal-* 2>/dev/null || echo none; }
repeat() { local k="$1" n="$2" out=(); for _ in $(seq "$n"); do out+=("$k"); done; echo "${out[@]}"; }

expect "menu" 30
sleep 1.5                                    # the pad is opened (a device added) before it is pressed
grep -q "gamepad connected" "$OUT/app.log" || sleep 1
keys dpdown a                                # the first enabled button: New game
expect "setup"
# The mode row, seat 1's and seat 2's controller, left to seat 2's Remove, down to seat 3's Add
# seat (a bot).
keys dpdown dpdown dpdown dpleft dpdown a
sleep 0.2
# Down to the bottom bar (New seed), then right along it: Back, Start (nothing further right).
# shellcheck disable=SC2046
keys $(repeat dpdown 10) $(repeat dpright 4) a
expect "handover*" 10
seats="$(cat "$SAVE.seats.json")"
[[ "$seats" == '["human","human","advisor"]' ]] || fail "expected seats human, human, advisor; the save has $seats"

step=0; handovers=0; start=$SECONDS
while true; do
  ((SECONDS - start < 600)) || fail "the game did not end within 10 minutes ($step moves)"
  case "$(screen)" in
    end) break ;;
    handover*) keys a; handovers=$((handovers + 1)); expect "table" 5; continue ;;
    table) ;;
    *) fail "unexpected screen '$(screen)'" ;;
  esac
  set +e
  out=$("$DRIVER" "$SAVE" $((SEED * 100000 + step)) "$KIND" --pad 2>>"$OUT/driver.log")
  code=$?
  if [[ $code -eq 1 ]]; then  # the autosave may have been caught while being written: read it again
    sleep 0.2
    out=$("$DRIVER" "$SAVE" $((SEED * 100000 + step)) "$KIND" --pad 2>>"$OUT/driver.log")
    code=$?
  fi
  set -e
  if [[ $code -eq 3 ]]; then expect "end" 15; break; fi
  if [[ $code -eq 4 ]]; then sleep 0.05; continue; fi
  [[ $code -eq 0 ]] || fail "driver failed at move $step"
  [[ "$(screen)" == table ]] || continue
  before=$(stamp)
  settle=$(sed -n 's/^settle //p' <<<"$out")
  mapfile -t move < <(grep -v '^settle' <<<"$out")
  # The trace may lag a frame behind a hand-over that has just begun: the buttons then only take the
  # table (A), the focus stays where it was (nothing), and the same buttons are pressed again.
  for attempt in 1 2 3; do
    keys "${move[@]}"
    for _ in $(seq 120); do [[ "$(stamp)" == "$before" ]] || break 2; sleep 0.025; done
    ((attempt < 3)) || fail "move $step was pressed (${move[*]}) but did not happen: $(tail -1 "$OUT/driver.log")"
    echo "  move $step: pressed again (attempt $((attempt + 1)), screen $(screen))" >>"$OUT/driver.log"
    if [[ "$(screen)" == handover* ]]; then keys a; expect "table" 5; fi
  done
  sleep "${settle:-0.1}"
  step=$((step + 1))
done
((handovers >= 2)) || fail "expected the table to be handed over between the human seats, saw $handovers hand-overs"
echo "hotseat_pad: game finished after $step pad-made moves ($presses button presses, no key, no click) and $handovers hand-overs" \
  "in $((SECONDS - start)) s; $(grep -c 'pressed again' "$OUT/driver.log" || true) moves pressed again; end screen shown"
