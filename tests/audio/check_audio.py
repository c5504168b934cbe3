#!/usr/bin/env python3
"""The audio manifest and the audio files agree, and every file is sound the app can use.

    tests/audio/check_audio.py [REPO_ROOT] [--table]

Checks: every sound in data/audio.json names an existing Ogg Vorbis file in the folder of its kind;
every .ogg under assets/audio is listed; each decodes (with SoX) to audio that is not silent, as long
as its Ogg header says; a one-shot fades out to silence at its end, a loop does not, and its seam
has no jump bigger than the loop's own sample-to-sample steps; music loops last 30 to 90 seconds;
every proposed event sound exists. --table also prints each file's duration, peak, RMS and seam.
Needs only python3 and sox.
"""
import array
import json
import math
import os
import shutil
import struct
import subprocess
import sys

FOLDERS = {"effect": "audio/sfx", "music": "audio/music"}
MUSIC_SECONDS = (30.0, 90.0)
errors = []


def fail(where, what):
    errors.append(f"{where}: {what}")


def ogg_info(path):
    """(channels, rate, samples) from the Ogg pages: the Vorbis identification header of the first
    page and the granule position (samples so far) of the last."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"OggS":
        raise ValueError("not an Ogg file")
    segments = data[26]
    body = 27 + segments
    if data[body:body + 7] != b"\x01vorbis":
        raise ValueError("the first Ogg packet is not a Vorbis header")
    channels = data[body + 11]
    rate = struct.unpack("<I", data[body + 12:body + 16])[0]
    last = data.rfind(b"OggS")
    granule = struct.unpack("<q", data[last + 6:last + 14])[0]
    return channels, rate, granule


def decode(path):
    """Signed 16-bit samples, mixed to mono by SoX (mean of the channels), as floats in -1..1."""
    raw = subprocess.run(["sox", path, "-t", "raw", "-e", "signed-integer", "-b", "16", "-L",
                          "-c", "1", "-"], check=True, capture_output=True).stdout
    pcm = array.array("h")
    pcm.frombytes(raw)
    if sys.byteorder != "little":
        pcm.byteswap()
    return [s / 32768 for s in pcm]


def db(x):
    return 20 * math.log10(x) if x > 0 else -math.inf


def rms(xs):
    return math.sqrt(sum(x * x for x in xs) / len(xs)) if xs else 0.0


def measure(path, rate):
    x = decode(path)
    window = rate // 100  # 10 ms
    steps = sorted(abs(b - a) for a, b in zip(x, x[1:]))
    return {
        "samples": len(x),
        "peak": max(abs(s) for s in x),
        "rms": rms(x),
        # Loudness as heard for short sounds: the loudest 50 ms window (25 ms hops).
        "short_rms": max(rms(x[i:i + 5 * window]) for i in range(0, max(1, len(x) - 5 * window + 1),
                                                                  window * 5 // 2)),
        "end_rms": rms(x[-window:]),
        # A loop's seam: the jump from its last sample to its first, against its typical steps
        # (the 99.9th percentile of all the steps inside the loop).
        "seam_jump": abs(x[0] - x[-1]),
        "step_p999": steps[int(len(steps) * 0.999)],
        "rms_before": rms(x[-window:]),
        "rms_after": rms(x[:window]),
    }


def check(root, table):
    with open(os.path.join(root, "data", "audio.json")) as f:
        manifest = json.load(f)
    assets = os.path.join(root, "assets")
    sounds = manifest.get("sounds", {})
    if not sounds:
        fail("data/audio.json", "lists no sounds")
    listed = set()
    rows = []
    for name, entry in sorted(sounds.items()):
        where = f"data/audio.json: sound '{name}'"
        kind, rel, gain, loop = entry.get("kind"), entry.get("file", ""), entry.get("gain"), entry.get("loop")
        if kind not in FOLDERS:
            fail(where, f"kind '{kind}' is neither effect nor music")
            continue
        if not rel.startswith(FOLDERS[kind] + "/") or not rel.endswith(".ogg"):
            fail(where, f"file '{rel}' is not an .ogg under assets/{FOLDERS[kind]}/")
        if not isinstance(gain, (int, float)) or not 0 < gain <= 1:
            fail(where, f"gain {gain!r} is not in (0, 1]")
        if not isinstance(loop, bool):
            fail(where, f"loop {loop!r} is not true or false")
        path = os.path.join(assets, rel)
        listed.add(os.path.normpath(path))
        if not os.path.isfile(path):
            fail(where, f"assets/{rel} does not exist")
            continue
        try:
            channels, rate, length = ogg_info(path)
        except (ValueError, IndexError, struct.error) as e:
            fail(f"assets/{rel}", str(e))
            continue
        m = measure(path, rate)
        seconds = m["samples"] / rate
        if abs(m["samples"] - length) > rate // 100:
            fail(f"assets/{rel}", f"decodes to {m['samples']} samples, its header says {length}")
        if db(m["peak"]) < -20 or db(m["rms"]) < -50:
            fail(f"assets/{rel}", f"is nearly silent (peak {db(m['peak']):.1f} dBFS, "
                                  f"RMS {db(m['rms']):.1f} dBFS)")
        if m["peak"] > 0.999:
            fail(f"assets/{rel}", "clips (peak at full scale)")
        if loop:
            if max(db(m["rms_before"]), db(m["rms_after"])) < -45:
                fail(f"assets/{rel}", "is marked as a loop but fades to silence at its seam")
            if m["seam_jump"] > max(2 * m["step_p999"], 0.01):
                fail(f"assets/{rel}", f"loops with a click: a jump of {m['seam_jump']:.4f} at the "
                                      f"seam, where its steps stay under {m['step_p999']:.4f}")
        elif db(m["end_rms"]) > -50:
            fail(f"assets/{rel}", f"is a one-shot that does not end in silence "
                                  f"(last 10 ms at {db(m['end_rms']):.1f} dBFS)")
        if kind == "music" and not MUSIC_SECONDS[0] <= seconds <= MUSIC_SECONDS[1]:
            fail(f"assets/{rel}", f"lasts {seconds:.1f} s, not {MUSIC_SECONDS[0]:.0f}-"
                                  f"{MUSIC_SECONDS[1]:.0f} s")
        rows.append((rel, channels, seconds, db(m["peak"]), db(m["rms"]), loop, m,
                     os.path.getsize(path)))
    for folder in FOLDERS.values():
        d = os.path.join(assets, folder)
        for file in sorted(os.listdir(d)) if os.path.isdir(d) else []:
            if file.endswith(".ogg") and os.path.normpath(os.path.join(d, file)) not in listed:
                fail(f"assets/{folder}/{file}", "is not listed in data/audio.json")
    for event, sound in manifest.get("events", {}).items():
        if sound is not None and sound not in sounds:
            fail(f"data/audio.json: event {event}", f"names sound '{sound}', which is not listed")
    if table:
        print("| file | ch | seconds | peak dBFS | RMS dBFS | max 50 ms RMS dBFS | loop "
              "| seam jump / p99.9 step | 10 ms RMS before/after seam (dBFS) | bytes |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for rel, ch, sec, peak, r, loop, m, size in rows:
            seam = f"{m['seam_jump']:.4f} / {m['step_p999']:.4f}" if loop else "-"
            around = f"{db(m['rms_before']):.1f} / {db(m['rms_after']):.1f}" if loop else "-"
            print(f"| {rel} | {ch} | {sec:.2f} | {peak:.1f} | {r:.1f} | {db(m['short_rms']):.1f} "
                  f"| {loop} | {seam} | {around} | {size} |")
        print(f"total bytes: {sum(r[-1] for r in rows)}")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    root = os.path.abspath(args[0] if args else os.path.join(os.path.dirname(__file__), "..", ".."))
    if shutil.which("sox") is None:
        print("check_audio: 'sox' is missing (apt-get install sox, or run scripts/setup.sh)")
        return 1
    check(root, "--table" in sys.argv)
    for e in errors:
        print(f"check_audio: {e}")
    print(f"check_audio: {'FAILED' if errors else 'ok'} ({len(errors)} problems)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
