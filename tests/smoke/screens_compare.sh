#!/usr/bin/env bash
# Renders the app's whole screenshot set (every --scene, the --help text, bot games of each mode
# and variant, and their end screens) into a folder, or compares two such folders pixel by pixel.
# A change that must not change what the app shows renders the set before and after, then compares:
#   screens_compare.sh render build/highscore build/libfrozen_ticks.so /tmp/before
#   ... change, rebuild ...
#   screens_compare.sh render build/highscore build/libfrozen_ticks.so /tmp/after
#   screens_compare.sh compare build/png_same /tmp/before /tmp/after   # exit 1 and a list on any difference
# Rendering needs Xvfb (xvfb-run); each shot runs with an empty settings and save folder of its own,
# so nothing from the real home directory shows up, and with SDL's clock held still (frozen_ticks),
# so pulses and blinking carets are caught at the same instant every time.
set -euo pipefail
# The repository's own content, strings and art, whichever copy of the app renders.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export HIGHSCORE_DATA="$ROOT/data" HIGHSCORE_ASSETS="$ROOT/assets"

usage() {
  echo "usage: screens_compare.sh render PATH/TO/highscore PATH/TO/libfrozen_ticks.so OUT_DIR"
  echo "       screens_compare.sh compare PATH/TO/png_same DIR_A DIR_B"
  exit 2
}

# One shot: NAME then the app's arguments. The settings and data folder is the same path every time
# (a screen that shows a path shows the same one) and starts empty for each shot.
shot() {
  local name="$1"
  shift
  local home="${TMPDIR:-/tmp}/highscore-screens-home"
  rm -rf "$home"
  mkdir -p "$home"
  if ! XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
    xvfb-run -a -s "-screen 0 1920x1080x24" env LD_PRELOAD="$FROZEN" "$APP" "$@" --screenshot "$OUT/$name.png" >"$OUT/$name.out" 2>&1; then
    echo "render: $name failed: $*" >&2
    cat "$OUT/$name.out" >&2
    failed=1
  fi
  rm -rf "$home"
}

render() {
  APP="$1"
  FROZEN="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
  OUT="$3"
  mkdir -p "$OUT"
  failed=0
  "$APP" --help >"$OUT/help.txt" 2>&1 || true
  local std="players=3,bots=3,seed=5"
  # The screens that need no game.
  shot menu
  for s in menu settings load rules rules:R5.1 rules-search coach inspect inspect-purse tutorial-menu; do
    shot "scene-${s//:/_}" --scene "$s"
  done
  shot scene-tutorial --scene tutorial --autoplay 5
  shot scene-tutorial_solo_hunter --scene tutorial:solo_hunter --autoplay 3
  shot scene-setup --new-game players=2,bots=1,seed=12 --scene setup  # a seed given: a fresh one comes from the clock
  shot scene-setup-prefilled --new-game players=3,bots=1,seed=4,mode=coop,map=drachenburg_valley --scene setup
  # The moments of a game in play.
  for s in table dice roll shop shop-table fork end; do
    shot "scene-$s" --new-game "$std" --scene "$s"
  done
  shot scene-handover --new-game "$std" --autoplay 10 --scene handover
  shot scene-reaction --new-game players=3,bots=0,seed=7,chars=rhiarind:orlo:karthan,expert=1 --scene reaction
  shot scene-way-back --new-game players=3,bots=3,seed=2,explore=1 --scene way-back
  shot scene-choose --new-game players=3,bots=1,mode=coop,seed=3 --scene choose
  shot scene-poison --new-game players=3,bots=1,mode=coop,seed=3 --scene poison
  shot scene-monster-azoz --new-game mode=azoz,seed=4 --scene monster
  shot scene-monster-hunter --new-game mode=hunter,seed=4 --scene monster
  shot scene-board-start --new-game players=3,bots=3,seed=20,explore=1 --autoplay 440 --scene board-start
  shot scene-card-flight --new-game players=3,bots=3,seed=20,explore=1 --autoplay 400 --scene card-flight
  shot scene-reward-flight --new-game "$std" --autoplay 10 --scene reward-flight  # coins frozen mid-flight
  shot scene-stand-up-walk --new-game "$std" --autoplay 10 --scene stand-up-walk  # a stand-up frozen on its way
  # The pause menu and the modes' introductions (the save dialog's proposed name holds the clock's time: not compared).
  shot scene-pause --new-game "$std" --autoplay 10 --scene pause
  shot scene-mode-intro-azoz --new-game mode=azoz,seed=4 --scene mode-intro
  shot scene-mode-intro-coop --new-game players=3,bots=1,mode=coop,seed=3 --scene mode-intro
  # Bot games of every mode and variant, part way and to their end screens.
  shot table-standard --new-game "$std" --autoplay 40
  shot table-standard-end --new-game "$std" --autoplay 20000
  shot table-azoz --new-game mode=azoz,seed=6 --autoplay 60
  shot table-azoz-end --new-game mode=azoz,seed=6 --autoplay 20000
  shot table-hunter --new-game mode=hunter,seed=6 --autoplay 60
  shot table-hunter-easier --new-game mode=hunter,seed=9,easier=1 --autoplay 30
  shot table-hunter-end --new-game mode=hunter,seed=6 --autoplay 20000
  shot table-coop --new-game players=2,bots=1,mode=coop,seed=8,map=drachenburg_valley --autoplay 30
  shot table-coop-4 --new-game players=4,bots=4,mode=coop,seed=5 --autoplay 80
  shot table-coop-end --new-game players=3,bots=3,mode=coop,seed=3 --autoplay 20000
  shot table-explore --new-game players=3,bots=3,seed=20,explore=1 --autoplay 440
  shot table-expert --new-game players=3,bots=3,seed=2,expert=1 --autoplay 120
  shot table-expert-explore --new-game players=3,bots=3,seed=2,explore=1,expert=1 --autoplay 120
  shot table-two-seats --new-game players=2,bots=1,seed=11,noelim=1 --autoplay 25
  # The game review: its table drawn from the decision in view, the graph, and after a walk over every decision.
  local rev="players=2,bots=2,seed=9,levels=easy:normal"
  shot scene-review --new-game "$rev" --autoplay 60 --scene review:4
  shot scene-review-graph --new-game "$rev" --autoplay 60 --scene review-graph:4
  shot scene-review-walk --new-game "$rev" --autoplay 60 --scene review-walk:4
  return "$failed"
}

compare() {
  local same="$1" a="$2" b="$3" status=0 count=0
  for f in "$a"/*.png; do
    local name
    name="$(basename "$f")"
    count=$((count + 1))
    if [[ ! -f "$b/$name" ]]; then
      echo "missing in $b: $name"
      status=1
    elif ! "$same" "$f" "$b/$name"; then
      echo "differs: $name"
      status=1
    fi
  done
  for f in "$b"/*.png; do
    [[ -f "$a/$(basename "$f")" ]] || { echo "missing in $a: $(basename "$f")"; status=1; }
  done
  if ! cmp -s "$a/help.txt" "$b/help.txt"; then
    echo "differs: help.txt"
    status=1
  fi
  if [[ $status -eq 0 ]]; then echo "identical: $count screenshots and the --help text"; fi
  return $status
}

case "${1:-}" in
  render) [[ $# -eq 4 ]] || usage; render "$2" "$3" "$4" ;;
  compare) [[ $# -eq 4 ]] || usage; compare "$2" "$3" "$4" ;;
  *) usage ;;
esac
