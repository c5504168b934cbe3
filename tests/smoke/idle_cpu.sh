#!/usr/bin/env bash
# Benchmark: how much of one core the app uses while nobody moves. Starts the app under Xvfb on the
# main menu, at a human's decision on a 2-player table and at a fork (whose choices pulse for their
# first 4 seconds, then glow steadily), lets it settle, then reads the process's CPU time from /proc over a sampling window and prints it as a
# percentage of one core.
# Usage: idle_cpu.sh PATH/TO/highscore [SECONDS]   (prints one line per screen)
set -euo pipefail
APP="${1:?usage: idle_cpu.sh PATH/TO/highscore [SECONDS]}"
SECONDS_SAMPLED="${2:-10}"
OUT="$(mktemp -d)"
XPID=""
cleanup() { [[ -n "$XPID" ]] && kill "$XPID" 2>/dev/null; rm -rf "$OUT"; }
trap cleanup EXIT
export XDG_CONFIG_HOME="$OUT/config" XDG_DATA_HOME="$OUT/data" SDL_AUDIODRIVER=dummy
DISPLAY_NUMBER=$((90 + RANDOM % 100))
Xvfb ":$DISPLAY_NUMBER" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
XPID=$!
export DISPLAY=":$DISPLAY_NUMBER"
sleep 1

ticks_per_second=$(getconf CLK_TCK)
# CPU ticks (user + system) the process has used so far: fields 14 and 15 of /proc/PID/stat.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

measure() {
  local name="$1"; shift
  "$APP" "$@" >/dev/null 2>&1 &
  local pid=$!
  sleep 5  # start-up, first frames, the opening animations (a fork's pulse lasts 4 s)
  local before after
  before=$(cpu_ticks "$pid")
  sleep "$SECONDS_SAMPLED"
  after=$(cpu_ticks "$pid")
  kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true
  awk -v n="$name" -v t=$((after - before)) -v hz="$ticks_per_second" -v s="$SECONDS_SAMPLED" \
    'BEGIN { printf "idle %-22s %6.2f%% of one core (%d ticks over %d s)\n", n, 100 * t / hz / s, t, s }'
}

measure "menu" --size 1280x720
measure "table, human to act" --size 1280x720 --new-game players=2,bots=0,seed=3
measure "table, at a fork" --size 1280x720 --new-game players=2,bots=0,seed=3 --scene fork  # its pulse stops after 4 s
