#!/usr/bin/env bash
# The mouse-only hotseat playthrough: under Xvfb, xdotool clicks through a whole game from the main
# menu (New game, add a third seat, which is a bot, Start) to the end screen, with two human seats
# handing the table over to each other. Every human move is a click where click_driver says a player
# would click. Fails when an expected screen does not appear (the app's --trace file says which
# screen is shown), when a click does not make its move, or when the game does not end in time.
# With GAME=azoz, the same for one solo adventure against Azoz (R9.6): the mode chosen on the setup
# screen, one human seat, every fight, dodge, ambush and path of the Azoz phase clicked.
# Usage: hotseat.sh PATH/TO/highscore PATH/TO/click_driver [SEED] [BOT_KIND] [GAME: hotseat|azoz]
set -euo pipefail
for tool in xvfb-run xdotool; do
  command -v "$tool" >/dev/null || { echo "hotseat: $tool is not installed (apt-get install xvfb xdotool); skipped"; exit 77; }
done
if [[ -z "${HS_HOTSEAT_IN_XVFB:-}" ]]; then
  HS_HOTSEAT_IN_XVFB=1 exec xvfb-run -a -s "-screen 0 1280x720x24" "$0" "$@"
fi
APP="$1"; DRIVER="$2"; SEED="${3:-1}"; KIND="${4:-advisor}"; GAME="${5:-hotseat}"
NAME=hotseat
source "$(dirname "${BASH_SOURCE[0]}")/hotseat_common.sh"
start_app
WID=""
for _ in $(seq 300); do WID=$(xdotool search --name "High Score" 2>/dev/null | head -1 || true); [[ -n "$WID" ]] && break; sleep 0.1; done
[[ -n "$WID" ]] || fail "no window"
at() {
  kill -0 $APP_PID 2>/dev/null || fail "the app exited"
  xdotool mousemove --window "$WID" "$1" "$2" click 1 || fail "the click at $1,$2 did not reach the window"
  sleep "${3:-0.03}"
}

expect "menu" 30  # a loaded machine (the other tests start at the same time) may be slow to show it
at 640 363            # main menu: New game
expect "setup"
if [[ "$GAME" == azoz ]]; then
  at 452 83             # mode row: Solo: Azoz (one seat, human)
  at 1152 680 0.3       # Start
  expect "table"
  seats="$(cat "$SAVE.seats.json")"
  [[ "$seats" == '["human"]' ]] || fail "expected one human seat; the save has $seats"
else
  at 88 424             # seat 3: Add seat (an advisor bot)
  at 1152 680 0.3       # Start
  expect "handover*"
  seats="$(cat "$SAVE.seats.json")"
  [[ "$seats" == '["human","human","advisor"]' ]] || fail "expected seats human, human, advisor; the save has $seats"
fi

step=0; handovers=0; start=$SECONDS
while true; do
  ((SECONDS - start < 600)) || fail "the game did not end within 10 minutes ($step moves)"
  case "$(screen)" in
    end) break ;;
    handover*)  # the next human takes the table: one click anywhere starts the turn
      at 640 360; handovers=$((handovers + 1)); expect "table" 5; continue ;;
    table) ;;
    *) fail "unexpected screen '$(screen)'" ;;
  esac
  set +e
  clicks=$("$DRIVER" "$SAVE" $((SEED * 100000 + step)) "$KIND" 2>>"$OUT/driver.log")
  code=$?
  if [[ $code -eq 1 ]]; then  # the autosave may have been caught while being written: read it again
    sleep 0.2
    clicks=$("$DRIVER" "$SAVE" $((SEED * 100000 + step)) "$KIND" 2>>"$OUT/driver.log")
    code=$?
  fi
  set -e
  if [[ $code -eq 3 ]]; then expect "end" 15; break; fi
  if [[ $code -eq 4 ]]; then sleep 0.05; continue; fi  # a bot is playing, or a moment is shown
  [[ $code -eq 0 ]] || fail "driver failed at move $step"
  # The table may have been handed over while the driver read the save: that comes first.
  [[ "$(screen)" == table ]] || continue
  before=$(stamp)
  settle=$(sed -n 's/^settle //p' <<<"$clicks")
  # The move must reach the game (the autosave journal grows with every action). Clicks made while
  # dice still tumble are ignored by the table, so the same clicks are made again (a die already
  # in the tray left a gap at its slot: clicking there again does nothing).
  for attempt in 1 2 3 4; do
    while read -r x y; do [[ "$x" == settle ]] || at "$x" "$y"; done <<<"$clicks"
    for _ in $(seq 80); do [[ "$(stamp)" == "$before" ]] || break 2; sleep 0.025; done
    ((attempt < 4)) || fail "move $step was clicked but did not happen: $(tail -1 "$OUT/driver.log")"
    echo "  move $step: clicked again (attempt $((attempt + 1)))" >>"$OUT/driver.log"
  done
  sleep "${settle:-0.1}"
  step=$((step + 1))
done
[[ "$GAME" == azoz ]] || ((handovers >= 2)) || fail "expected the table to be handed over between the human seats, saw $handovers hand-overs"
echo "hotseat: game finished after $step mouse-made moves and $handovers hand-overs in $((SECONDS - start)) s;" \
  "$(grep -c 'clicked again' "$OUT/driver.log" || true) clicks repeated; end screen shown"
