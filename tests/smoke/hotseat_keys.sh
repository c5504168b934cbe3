#!/usr/bin/env bash
# The keyboard-only hotseat playthrough (issue 25): under Xvfb, xdotool presses keys (never a click,
# never a pointer move) from the main menu (Tab to New game; on the setup screen Tab to the third
# seat's Add seat, which adds a bot, then the arrows down to the bottom bar and right to Start) to the
# end screen, with two human seats handing the table over (Return takes it). Every human move is
# the keys key_driver says a player would press: Tab until the focus is on what a click would take,
# Return, and R to roll the dice put in the tray. Fails when an expected screen does not appear (the
# --trace file says which screen is shown), when a move's keys do not make it, or when the game does
# not end in time.
# Usage: hotseat_keys.sh PATH/TO/highscore PATH/TO/key_driver [SEED] [BOT_KIND]
set -euo pipefail
for tool in xvfb-run xdotool; do
  command -v "$tool" >/dev/null || { echo "hotseat_keys: $tool is not installed (apt-get install xvfb xdotool); skipped"; exit 77; }
done
if [[ -z "${HS_HOTSEAT_IN_XVFB:-}" ]]; then
  # Its own range of display numbers: scripts/test.sh starts the three hotseat games at once.
  HS_HOTSEAT_IN_XVFB=1 exec xvfb-run -a -n 120 -s "-screen 0 1280x720x24" "$0" "$@"
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
"$APP" --size 1280x720 --trace "$TRACE" 2>"$OUT/app.log" &
APP_PID=$!
trap 'kill $APP_PID 2>/dev/null || true; wait $APP_PID 2>/dev/null || true; rm -rf "$OUT" || true' EXIT
fail() {
  echo "hotseat_keys: $*"; echo "screens seen:"; tail -5 "$TRACE" | sed 's/^/  /'; tail -6 "$OUT/driver.log" 2>/dev/null
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
WID=""
for _ in $(seq 300); do WID=$(xdotool search --name "High Score" 2>/dev/null | head -1 || true); [[ -n "$WID" ]] && break; sleep 0.1; done
[[ -n "$WID" ]] || fail "no window"
xdotool windowfocus --sync "$WID" 2>/dev/null || xdotool windowfocus "$WID" || fail "cannot give the window the keyboard"
presses=0
keys() {
  kill -0 $APP_PID 2>/dev/null || fail "the app exited"
  xdotool key --delay 8 "$@" || fail "the keys $* did not reach the window"
  presses=$((presses + $#))
  sleep 0.05
}
stamp() { stat -c "%n %y %s" "$SAVE" "$SAVE".journal-* 2>/dev/null || echo none; }
repeat() { local k="$1" n="$2" out=(); for _ in $(seq "$n"); do out+=("$k"); done; echo "${out[@]}"; }

expect "menu" 30
keys Tab Return                              # the first enabled button: New game
expect "setup"
# Seat 3's Add seat is the 12th element (4 modes, seat 1's three, seat 2's four); it adds a bot.
# shellcheck disable=SC2046
keys $(repeat Tab 12) Return
sleep 0.2
# Down to the bottom bar (New seed), then right along it: Back, Start (nothing further right).
# shellcheck disable=SC2046
keys $(repeat Down 10) $(repeat Right 4) Return
expect "handover*" 10
seats="$(cat "$SAVE.seats.json")"
[[ "$seats" == '["human","human","advisor"]' ]] || fail "expected seats human, human, advisor; the save has $seats"

step=0; handovers=0; start=$SECONDS
while true; do
  ((SECONDS - start < 600)) || fail "the game did not end within 10 minutes ($step moves)"
  case "$(screen)" in
    end) break ;;
    handover*) keys Return; handovers=$((handovers + 1)); expect "table" 5; continue ;;
    table) ;;
    *) fail "unexpected screen '$(screen)'" ;;
  esac
  set +e
  out=$("$DRIVER" "$SAVE" $((SEED * 100000 + step)) "$KIND" 2>>"$OUT/driver.log")
  code=$?
  if [[ $code -eq 1 ]]; then  # the autosave may have been caught while being written: read it again
    sleep 0.2
    out=$("$DRIVER" "$SAVE" $((SEED * 100000 + step)) "$KIND" 2>>"$OUT/driver.log")
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
  # The trace may lag a frame behind a hand-over that has just begun: the keys then only take the
  # table (Return), the focus stays where it was (nothing), and the same keys are pressed again.
  for attempt in 1 2 3; do
    keys "${move[@]}"
    for _ in $(seq 120); do [[ "$(stamp)" == "$before" ]] || break 2; sleep 0.025; done
    ((attempt < 3)) || fail "move $step was keyed (${move[*]}) but did not happen: $(tail -1 "$OUT/driver.log")"
    echo "  move $step: keyed again (attempt $((attempt + 1)), screen $(screen))" >>"$OUT/driver.log"
    if [[ "$(screen)" == handover* ]]; then keys Return; expect "table" 5; fi
  done
  sleep "${settle:-0.1}"
  step=$((step + 1))
done
((handovers >= 2)) || fail "expected the table to be handed over between the human seats, saw $handovers hand-overs"
echo "hotseat_keys: game finished after $step key-made moves ($presses key presses, no click) and $handovers hand-overs" \
  "in $((SECONDS - start)) s; $(grep -c 'keyed again' "$OUT/driver.log" || true) moves keyed again; end screen shown"
