#!/usr/bin/env bash
# Smoke test of the desktop app under a real X server (Xvfb): the three test-hook screenshots
# (menu, a saved game's table, a bot game after N actions) must exist and not be blank or nearly
# uniform. Usage: smoke.sh PATH/TO/highscore PATH/TO/png_variance
set -euo pipefail
APP="${1:?usage: smoke.sh PATH/TO/highscore PATH/TO/png_variance}"
CHECK="${2:?usage: smoke.sh PATH/TO/highscore PATH/TO/png_variance}"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
# Keep the app's settings and autosave out of the real home directory.
export XDG_CONFIG_HOME="$OUT/config" XDG_DATA_HOME="$OUT/data"

run() { xvfb-run -a -s "-screen 0 1920x1080x24" "$APP" "$@"; }

run --screenshot "$OUT/menu.png"
run --new-game players=3,bots=3,seed=5 --autoplay 40 --screenshot "$OUT/table.png"
# A saved game to load: a short bot game written by the --save-to hook, then opened with --load.
run --new-game players=2,bots=2,seed=9 --autoplay 25 --save-to "$OUT/game.json" --screenshot "$OUT/unused.png"
run --load "$OUT/game.json" --screenshot "$OUT/loaded.png"
# Learning hooks: the rules screen, a failed roll explained by the coach, a tutorial step.
run --scene rules --screenshot "$OUT/rules.png"
run --scene coach --screenshot "$OUT/coach.png"
run --scene tutorial --autoplay 5 --screenshot "$OUT/tutorial.png"
# Variants: a reaction asked of a human seat (R9.4.3), an exploration game's growing board (R9.5).
run --new-game players=3,bots=0,seed=7,chars=rhiarind:orlo:karthan,expert=1 --scene reaction --screenshot "$OUT/reaction.png"
run --new-game players=3,bots=3,seed=2,explore=1,expert=1 --autoplay 120 --screenshot "$OUT/explore.png"

# Bad arguments: a message and exit code 2.
set +e
"$APP" --size nonsense >/dev/null 2>&1
code=$?
set -e
if [[ $code -ne 2 ]]; then echo "smoke: bad argument gave exit $code, expected 2"; exit 1; fi

status=0
for png in menu.png table.png loaded.png rules.png coach.png tutorial.png reaction.png explore.png; do
  if [[ ! -s "$OUT/$png" ]]; then echo "smoke: $png missing"; status=1; continue; fi
  "$CHECK" "$OUT/$png" || status=1
done
exit $status
