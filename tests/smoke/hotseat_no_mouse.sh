#!/usr/bin/env bash
# The hotseat playthrough without the mouse (issue 25), by keys alone or by a gamepad alone, from the
# main menu to the end screen, two human seats handing the table over and a bot:
# - keys: under Xvfb, xdotool presses keys (never a click, never a pointer move): Tab to New game; on
#   the setup screen Tab to the third seat's Add seat, which adds a bot, then the arrows down to the
#   bottom bar and right to Start; Return takes the table at a hand-over. Every human move is the keys
#   key_driver says a player would press: the dice by their numbers and R to roll them, an option or a
#   path by its number, E / S / C to rest, skip or step back, else Tab from where the focus starts
#   (home_focus) to what a click would take, and Return. The last line gives the presses a move takes.
# - pad: a pad made with SDL's virtual joystick (--virtual-pad @FILE: the app presses the buttons
#   written to FILE as they come): D-pad down and A on New game; the D-pad to the third seat's Add seat,
#   then down to the bottom bar and right to Start; the two human seats pass the one pad (A takes the
#   table). Every human move is the buttons key_driver --pad says: the D-pad's way to what a click
#   would take (the arrows' own rule), A, and Y to roll. No key, no click.
# Fails when an expected screen does not appear (the --trace file says which screen is shown), when a
# move's presses do not make it, or when the game does not end in time.
# Usage: hotseat_no_mouse.sh PATH/TO/highscore PATH/TO/key_driver [SEED] [BOT_KIND] [keys|pad]
set -euo pipefail
DEVICE="${5:-keys}"
NAME="hotseat_$DEVICE"
[[ "$DEVICE" == keys || "$DEVICE" == pad ]] || { echo "hotseat_no_mouse: the device is keys or pad, not '$DEVICE'"; exit 2; }
for tool in xvfb-run xdotool; do
  command -v "$tool" >/dev/null || { echo "$NAME: $tool is not installed (apt-get install xvfb xdotool); skipped"; exit 77; }
done
if [[ -z "${HS_HOTSEAT_IN_XVFB:-}" ]]; then
  # Its own range of display numbers: scripts/test.sh starts the three hotseat games at once.
  HS_HOTSEAT_IN_XVFB=1 exec xvfb-run -a -n "$([[ "$DEVICE" == keys ]] && echo 120 || echo 140)" -s "-screen 0 1280x720x24" "$0" "$@"
fi
APP="$1"; DRIVER="$2"; SEED="${3:-1}"; KIND="${4:-advisor}"
source "$(dirname "${BASH_SOURCE[0]}")/hotseat_common.sh"

presses=0
if [[ "$DEVICE" == keys ]]; then
  start_app
  WID=""
  for _ in $(seq 300); do WID=$(xdotool search --name "High Score" 2>/dev/null | head -1 || true); [[ -n "$WID" ]] && break; sleep 0.1; done
  [[ -n "$WID" ]] || fail "no window"
  xdotool windowfocus --sync "$WID" 2>/dev/null || xdotool windowfocus "$WID" || fail "cannot give the window the keyboard"
  keys() {
    kill -0 $APP_PID 2>/dev/null || fail "the app exited"
    xdotool key --delay 8 "$@" || fail "the keys $* did not reach the window"
    presses=$((presses + $#))
    sleep 0.05
  }
  TAKE=Return; DRIVER_ARGS=(); WORD="keyed"
else
  PAD="$OUT/pad.txt"
  : >"$PAD"
  start_app --virtual-pad "@$PAD"
  # Buttons to the pad (one line; the app presses them in order, about 8 a second).
  keys() {
    kill -0 $APP_PID 2>/dev/null || fail "the app exited"
    (IFS=,; echo "$*") >>"$PAD"
    presses=$((presses + $#))
    sleep "$(awk -v n=$# 'BEGIN { print 0.05 + n * 0.135 }')"
  }
  TAKE=a; DRIVER_ARGS=(--pad); WORD="pressed"
fi

# The next player takes the table at a hand-over; on a loaded machine a press can come before the
# hand-over is ready for it, so it is made again (up to three times) while the hand-over stays.
take_table() {
  local attempt
  for attempt in 1 2 3; do
    keys "$TAKE"
    for _ in $(seq 200); do [[ "$(screen)" == handover* ]] || return 0; sleep 0.025; done
    echo "  hand-over: $WORD again (attempt $((attempt + 1)))" >>"$OUT/driver.log"
  done
  expect "table" 1
}

expect "menu" 30
# shellcheck disable=SC2046
if [[ "$DEVICE" == keys ]]; then
  keys Tab Return                              # the first enabled button: New game
  expect "setup"
  sleep 0.5  # the focus steps over the last frame's buttons: let the setup screen draw once under load
  # Seat 3's Add seat is the 12th element (4 modes, seat 1's three, seat 2's four); it adds a bot.
  keys $(repeat Tab 12) Return
  sleep 0.2
  # Down to the bottom bar (New seed), then right along it: Back, Start (nothing further right).
  keys $(repeat Down 10) $(repeat Right 4) Return
else
  sleep 1.5                                    # the pad is opened (a device added) before it is pressed
  grep -q "gamepad connected" "$OUT/app.log" || sleep 1
  keys dpdown a                                # the first enabled button: New game
  expect "setup"
  sleep 0.5  # the focus steps over the last frame's buttons: let the setup screen draw once under load
  # The mode row, seat 1's and seat 2's controller, left to seat 2's Remove, down to seat 3's Add
  # seat (a bot).
  keys dpdown dpdown dpdown dpleft dpdown a
  sleep 0.2
  keys $(repeat dpdown 10) $(repeat dpright 4) a
fi
expect "handover*" 10
seats="$(cat "$SAVE.seats.json")"
[[ "$seats" == '["human","human","advisor"]' ]] || fail "expected seats human, human, advisor; the save has $seats"

step=0; handovers=0; start=$SECONDS; move_presses=0
while true; do
  ((SECONDS - start < 840)) || fail "the game did not end within 14 minutes ($step moves)"
  case "$(screen)" in
    end) break ;;
    handover*) take_table; handovers=$((handovers + 1)); continue ;;
    table) ;;
    *) fail "unexpected screen '$(screen)'" ;;
  esac
  set +e
  out=$("$DRIVER" "$SAVE" $((SEED * 100000 + step)) "$KIND" "${DRIVER_ARGS[@]}" 2>>"$OUT/driver.log")
  code=$?
  if [[ $code -eq 1 ]]; then  # the autosave may have been caught while being written: read it again
    sleep 0.2
    out=$("$DRIVER" "$SAVE" $((SEED * 100000 + step)) "$KIND" "${DRIVER_ARGS[@]}" 2>>"$OUT/driver.log")
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
  # The trace may lag a frame behind a hand-over that has just begun: the presses then only take the
  # table, the focus stays where it was (nothing), and the same presses are made again.
  move_presses=$((move_presses + ${#move[@]}))
  for attempt in 1 2 3; do
    keys "${move[@]}"
    # Up to 10 s for the move to reach the game: a loaded machine (CI runs three of these games beside
    # the sanitizer build) may take seconds to press a long line of buttons; pressing again too soon
    # would start the move over from wherever the focus had got to.
    for _ in $(seq 400); do [[ "$(stamp)" == "$before" ]] || break 2; sleep 0.025; done
    ((attempt < 3)) || fail "move $step was $WORD (${move[*]}) but did not happen: $(tail -1 "$OUT/driver.log")"
    echo "  move $step: $WORD again (attempt $((attempt + 1)), screen $(screen))" >>"$OUT/driver.log"
    if [[ "$(screen)" == handover* ]]; then take_table; fi
  done
  sleep "${settle:-0.1}"
  step=$((step + 1))
done
((handovers >= 2)) || fail "expected the table to be handed over between the human seats, saw $handovers hand-overs"
# Presses a move takes (as the driver says a player would press them: the figure to keep low).
per_move=$(awk -v p=$move_presses -v n=$step 'BEGIN { printf "%.1f", n ? p / n : 0 }')
echo "$NAME: game finished after $step moves ($presses presses, no click; $move_presses for the moves, $per_move a move) and $handovers hand-overs" \
  "in $((SECONDS - start)) s; $(grep -c "$WORD again" "$OUT/driver.log" || true) moves $WORD again; end screen shown"
