#!/usr/bin/env bash
# The app is a client of the engine's public API only: it fails (exit 1, each place listed) when a
# file under src/app
#  - includes an engine header that is not public (quoted includes are "app/..." or "highscore/...";
#    no include names a file under src/ otherwise, nor climbs out with "../"),
#  - names GameState, the whole state with its hidden parts (deck orders, the RNG),
#  - calls state() on anything but an observation (observe(seat).state(), or a variable declared
#    as an Observation in that file): Game::state() is the full state.
# Usage: app_boundary.sh REPOSITORY_ROOT
set -euo pipefail
ROOT="${1:?usage: app_boundary.sh REPOSITORY_ROOT}"
cd "$ROOT"
status=0
report() {
  echo "app boundary: $1"
  status=1
}

while IFS= read -r f; do
  # Includes.
  while IFS= read -r hit; do
    line="${hit%%:*}"
    inc="$(sed -E 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]([^>"]*)[>"].*/\1/' <<<"${hit#*:}")"
    quoted=0
    [[ "${hit#*:}" =~ \#[[:space:]]*include[[:space:]]*\" ]] && quoted=1
    if [[ "$inc" == *../* ]]; then
      report "$f:$line includes $inc (a path out of its folder)"
    elif [[ $quoted -eq 1 && "$inc" != app/* && "$inc" != highscore/* ]]; then
      report "$f:$line includes \"$inc\" (neither the app's own nor the engine's public API)"
    elif [[ $quoted -eq 0 && ( -e "src/$inc" || -e "src/engine/$inc" ) ]]; then
      report "$f:$line includes <$inc>, an engine-internal header"
    fi
  done < <(grep -nE '^[[:space:]]*#[[:space:]]*include' "$f" || true)
  # The full state by its type.
  while IFS= read -r hit; do
    report "$f:${hit%%:*} names GameState (draw from observe(seat) instead)"
  done < <(grep -nw 'GameState' "$f" || true)
  # state() on anything but an observation.
  observations="$(grep -oE 'Observation[&[:space:]]+[A-Za-z_][A-Za-z_0-9]*' "$f" | sed -E 's/.*[&[:space:]]//' | sort -u | paste -sd'|' || true)"
  while IFS= read -r hit; do
    report "$f:${hit%%:*} calls state() on something that is not an observation: ${hit#*:}"
  done < <(OBS="$observations" perl -ne '
      my $obs = $ENV{OBS};
      while (/((?:\.|->)state\(\))/g) {
        my $before = substr($_, 0, pos($_) - length($1));
        next if $before =~ /observe\((?:[^()]|\([^()]*\))*\)\s*$/;
        next if $obs ne "" && $before =~ /\b(?:$obs)\s*$/;
        my $s = $_; $s =~ s/^\s+|\s+$//g; print "$.:$s\n"; last;
      }' "$f")
done < <(find src/app -name '*.cpp' -o -name '*.hpp' | sort)

[[ $status -eq 0 ]] && echo "app boundary: src/app uses the engine's public API and observations only"
exit $status
