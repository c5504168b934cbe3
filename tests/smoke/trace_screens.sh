#!/usr/bin/env bash
# --trace with every screen: the app is started on each of its screens in turn (a --scene, or a bot
# game played to its end), one random event is sent (--monkey 1) and it quits; the first line the
# trace file gets must name that screen. Usage: trace_screens.sh PATH/TO/highscore
set -euo pipefail
APP="${1:?usage: trace_screens.sh PATH/TO/highscore}"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
export XDG_CONFIG_HOME="$OUT/config" XDG_DATA_HOME="$OUT/data"

status=0
# expect WANT then the app's arguments
expect() {
  local want="$1"
  shift
  rm -f "$OUT/trace.txt"
  if ! xvfb-run -a -s "-screen 0 1920x1080x24" "$APP" --size 1280x720 "$@" --trace "$OUT/trace.txt" --monkey 1,1 \
    >"$OUT/log.txt" 2>&1; then
    echo "trace: $* failed:"
    cat "$OUT/log.txt"
    status=1
    return
  fi
  local got
  got="$(head -n 1 "$OUT/trace.txt" 2>/dev/null || true)"
  if [[ "$got" != "$want" ]]; then
    echo "trace: $* wrote '$got' first, expected '$want'"
    status=1
  fi
}

expect menu
for scene in setup settings load rules tutorial-menu; do expect "$scene" --scene "$scene"; done
expect table --new-game players=2,bots=2,seed=3 --scene table
expect end --new-game players=2,bots=2,seed=3 --autoplay 20000
[[ $status -eq 0 ]] && echo "trace: every screen named"
exit $status
