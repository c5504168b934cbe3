#!/usr/bin/env bash
# The app's sound captured with SDL's disk audio driver (SDL_AUDIODRIVER=disk writes what the mixer
# plays to a raw file: 44100 Hz, signed 16-bit, stereo): a scripted roll at the table (--scene dice,
# --roll-and-quit) must be heard while the dice tumble and fall silent once they have settled (the
# rattle lasts as long as the tumble), with the music off; with mute on the whole capture is silence.
# A burst never clips: bots fast-forwarded ("Skip to my turn", --scene skip-bots) through a whole
# game with every volume up must peak below -1 dBFS and still be heard. The end screen has its sting.
# Without any audio device the app still runs, and says so once. Usage: disk_audio.sh PATH/TO/highscore
set -euo pipefail
APP="${1:?usage: disk_audio.sh PATH/TO/highscore}"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
export XDG_CONFIG_HOME="$OUT/config" XDG_DATA_HOME="$OUT/data"
mkdir -p "$XDG_CONFIG_HOME/highscore"
GAME=(--new-game players=2,bots=0,seed=3 --scene dice --roll-and-quit 2800)

capture() {  # capture NAME SETTINGS_JSON [ARGS...]: plays the roll (or ARGS), the sound written to $OUT/NAME.raw
  local name="$1" settings="$2"
  shift 2
  local args=("$@")
  ((${#args[@]})) || args=("${GAME[@]}")
  echo "$settings" >"$XDG_CONFIG_HOME/highscore/settings.json"
  set -- "$name"
  SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE="$OUT/$1.raw" \
    xvfb-run -a -s "-screen 0 1280x720x24" "$APP" "${args[@]}" >"$OUT/$1.log" 2>&1 || {
    echo "disk audio: the app failed ($1):"
    cat "$OUT/$1.log"
    exit 1
  }
  echo "--- $1: sox stat of the whole capture"
  sox -t raw -r 44100 -e signed -b 16 -c 2 "$OUT/$1.raw" -n stat 2>&1 | grep -E "Length|Maximum amplitude|RMS +amplitude"
}

# Peak (0..1) of each tenth of a second, the capture starting as the device opens (just before the roll).
profile() {
  python3 - "$1" <<'PY'
import array, sys
a = array.array('h', open(sys.argv[1], 'rb').read())
win = 4410 * 2
print(" ".join("%.3f" % (max((abs(x) for x in a[i:i + win]), default=0) / 32768) for i in range(0, len(a), win)))
PY
}

status=0
capture roll '{"music_volume": 0, "effects_volume": 4, "master_volume": 4, "muted": false}'
peaks=($(profile "$OUT/roll.raw"))
echo "roll: peak per 0.1 s: ${peaks[*]}"
if ((${#peaks[@]} < 20)); then echo "disk audio: only ${#peaks[@]} tenths captured"; status=1; fi
# The roll starts when the first frames have run (the device opened before the sounds loaded): from
# the first tenth heard, it is heard while the dice tumble (650 ms) ...
onset=-1
for i in "${!peaks[@]}"; do
  if awk "BEGIN {exit !(${peaks[$i]} > 0.05)}"; then onset=$i; break; fi
done
echo "roll: first heard at $(awk "BEGIN {print $onset / 10}") s"
if ((onset < 0 || onset > 15)); then echo "disk audio: the roll is never heard in the first 1.5 s"; status=1; onset=0; fi
loud=$(printf '%s\n' "${peaks[@]:onset:6}" | awk '$1 > 0.05 {n++} END {print n + 0}')
if ((loud < 4)); then echo "disk audio: the roll is not heard while the dice tumble ($loud tenths of 6 above 0.05)"; status=1; fi
# ... and silent after they have settled (the rattle was stopped, no music).
tail_peak=$(printf '%s\n' "${peaks[@]:onset+16}" | sort -g | tail -1)
if [[ -z "$tail_peak" ]]; then echo "disk audio: the capture ends before the dice settled"; status=1; tail_peak=0; fi
echo "roll: loudest tenth from 1.6 s after the roll: $tail_peak"
if awk "BEGIN {exit !($tail_peak > 0.001)}"; then echo "disk audio: sound after the dice settled (peak $tail_peak)"; status=1; fi

capture muted '{"music_volume": 4, "effects_volume": 4, "master_volume": 4, "muted": true}'
peak=$(profile "$OUT/muted.raw" | tr ' ' '\n' | sort -g | tail -1)
echo "muted: loudest tenth $peak"
if [[ ! -s "$OUT/muted.raw" || "$peak" != "0.000" ]]; then echo "disk audio: muted, yet not silent (peak $peak)"; status=1; fi

# A burst: three bots fast-forwarded for 8 s, everything at full volume (music too). Without the
# mixer's headroom this reached 0 dBFS (every sample of the loudest moments clipped).
capture burst '{"music_volume": 4, "effects_volume": 4, "master_volume": 4, "muted": false}' \
  --new-game players=3,bots=3,seed=11 --scene skip-bots --roll-and-quit 8000
peak=$(profile "$OUT/burst.raw" | tr ' ' '\n' | sort -g | tail -1)
echo "burst: loudest tenth $peak (-1 dBFS is 0.891)"
if awk "BEGIN {exit !($peak >= 0.891)}"; then echo "disk audio: a burst of bot actions peaks at $peak, not below -1 dBFS"; status=1; fi
if awk "BEGIN {exit !($peak < 0.05)}"; then echo "disk audio: the burst is not heard (peak $peak)"; status=1; fi

# The end screen opens with its sting (the game was played out before the sound started: only the
# end screen's own sound can be heard), music off.
capture end '{"music_volume": 0, "effects_volume": 4, "master_volume": 4, "muted": false}' \
  --new-game players=2,bots=2,seed=3 --scene end --roll-and-quit 2500
peak=$(profile "$OUT/end.raw" | tr ' ' '\n' | sort -g | tail -1)
echo "end screen: loudest tenth $peak"
if awk "BEGIN {exit !($peak < 0.05)}"; then echo "disk audio: the end screen opens in silence (peak $peak)"; status=1; fi

# No audio device: the game still runs, silently, and says so once.
echo '{}' >"$XDG_CONFIG_HOME/highscore/settings.json"
if ! SDL_AUDIODRIVER=no_such_driver xvfb-run -a -s "-screen 0 1280x720x24" "$APP" "${GAME[@]}" >"$OUT/none.log" 2>&1; then
  echo "disk audio: without a device the app failed:"; cat "$OUT/none.log"; status=1
fi
said=$(grep -c "no audio device" "$OUT/none.log" || true)
echo "no device: said $said time(s): $(grep "no audio device" "$OUT/none.log" | head -1)"
if ((said != 1)); then echo "disk audio: the missing device should be said once, not $said times"; status=1; fi
exit $status
