# Shared by the whole-game playthroughs (hotseat.sh by the mouse, hotseat_no_mouse.sh by keys or a pad):
# sourced after NAME (the script's name in messages) and APP are set, under Xvfb. Makes a fresh
# config and data folder (English, bots at once, 1280x720, the modes' first-game introductions and the
# heroes' abilities seen: they are test_mode_intro.cpp's, test_ability_intro.cpp's and virtual_pad.sh's), snapshots the card set so edits to data/
# during the run cannot invalidate the autosave, and gives: start_app [ARGS...], fail MESSAGE,
# screen (the --trace file's last screen), expect PATTERN [SECONDS], stamp (what changes when a move
# reaches the game), repeat KEY N.
OUT="$(mktemp -d)"
export XDG_CONFIG_HOME="$OUT/config" XDG_DATA_HOME="$OUT/data"
mkdir -p "$XDG_CONFIG_HOME/highscore"
echo '{"language":"en","colorblind_symbols":true,"bot_speed":3,"window_width":1280,"window_height":720}' \
  >"$XDG_CONFIG_HOME/highscore/settings.json"
HOTSEAT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# Every hero's ability already introduced too (test_ability_intro.cpp's): its note would cover the panel.
HEROES="$(grep -o '"id": "[a-z_]*"' "$HOTSEAT_ROOT/data/characters.json" | sed 's/.*: //' | paste -sd, -)"
echo "{\"tutorial\":{\"intros_seen\":[\"standard\",\"azoz\"],\"abilities_seen\":[$HEROES]}}" >"$XDG_CONFIG_HOME/highscore/learning.json"
cp -r "$HOTSEAT_ROOT/data" "$OUT/content"
export HIGHSCORE_DATA="$OUT/content"
TRACE="$OUT/trace.txt"
SAVE="$XDG_DATA_HOME/highscore/autosave.json"
: >"$TRACE"
APP_PID=""
trap 'if [[ -n "$APP_PID" ]]; then kill $APP_PID 2>/dev/null || true; wait $APP_PID 2>/dev/null || true; fi; rm -rf "$OUT" || true' EXIT

start_app() {
  "$APP" --size 1280x720 --trace "$TRACE" "$@" 2>"$OUT/app.log" &
  APP_PID=$!
}
fail() {
  echo "$NAME: $*"; echo "screens seen:"; tail -5 "$TRACE" | sed 's/^/  /'; tail -6 "$OUT/driver.log" 2>/dev/null
  echo "the app's last words:"; tail -5 "$OUT/app.log" 2>/dev/null | sed 's/^/  /'
  if [[ -n "${HS_HOTSEAT_KEEP:-}" ]]; then  # keep the evidence: the screen, the save, the logs
    mkdir -p "$HS_HOTSEAT_KEEP"; import -window root "$HS_HOTSEAT_KEEP/failed.png" 2>/dev/null || true
    cp "$SAVE" "$OUT/driver.log" "$OUT/app.log" "$TRACE" "$HS_HOTSEAT_KEEP/" 2>/dev/null || true
  fi
  exit 1
}
screen() { tail -1 "$TRACE" 2>/dev/null; }
# Waits until the screen shown matches the pattern (a bash glob), for up to $2 seconds.
expect() {
  local deadline=$((SECONDS + ${2:-10}))
  until [[ "$(screen)" == $1 ]]; do
    ((SECONDS < deadline)) || fail "expected the '$1' screen, still on '$(screen)'"
    kill -0 $APP_PID 2>/dev/null || fail "the app exited"
    sleep 0.05
  done
}
# The autosave is a snapshot now and then plus a journal that grows by one line an action: a move has
# reached the game when any of them changed.
stamp() { stat -c "%n %y %s" "$SAVE" "$SAVE".journal-* 2>/dev/null || echo none; }
repeat() { local k="$1" n="$2" out=(); for _ in $(seq "$n"); do out+=("$k"); done; echo "${out[@]}"; }
