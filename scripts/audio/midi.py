"""A minimal Standard MIDI File (format 1) writer: notes, programs, a few controllers, one tempo."""
import struct

TICKS_PER_BEAT = 480


def _varlen(value):
    out = [value & 0x7F]
    value >>= 7
    while value:
        out.insert(0, (value & 0x7F) | 0x80)
        value >>= 7
    return bytes(out)


def _track(events):
    """events: (tick, order, bytes); sorted so that at the same tick note-offs precede note-ons."""
    body = bytearray()
    last = 0
    for tick, _, data in sorted(events, key=lambda e: (e[0], e[1])):
        body += _varlen(tick - last) + data
        last = tick
    body += _varlen(0) + b"\xff\x2f\x00"  # end of track
    return b"MTrk" + struct.pack(">I", len(body)) + bytes(body)


def ticks(beats):
    return int(round(beats * TICKS_PER_BEAT))


class Part:
    """One instrument on one channel: a General MIDI program and its notes, in beats."""

    def __init__(self, channel, program, volume=100, pan=64, reverb=40):
        self.channel, self.program = channel, program
        self.volume, self.pan, self.reverb = volume, pan, reverb
        self.notes = []  # (start beat, length in beats, key, velocity)

    def note(self, start, length, key, velocity=80):
        self.notes.append((start, length, key, velocity))

    def events(self):
        ch = self.channel
        ev = []
        if ch != 9:
            ev.append((0, 0, bytes([0xC0 | ch, self.program])))
        for cc, value in [(7, self.volume), (10, self.pan), (91, self.reverb), (93, 0)]:
            ev.append((0, 1, bytes([0xB0 | ch, cc, value])))
        for start, length, key, vel in self.notes:
            on, off = ticks(start), ticks(start + length)
            ev.append((on, 3, bytes([0x90 | ch, key, max(1, min(127, vel))])))
            ev.append((max(on + 1, off - 1), 2, bytes([0x80 | ch, key, 0])))
        return ev


def tempo_us(tempo_bpm):
    """A beat in whole microseconds, as MIDI stores it."""
    return int(round(60_000_000 / tempo_bpm))


def write(path, tempo_bpm, parts, end_beat):
    """Write the parts as one file; a last marker at `end_beat` keeps the renderer running until
    the reverb tail has been rendered."""
    tempo = tempo_us(tempo_bpm)
    conductor = [(0, 0, b"\xff\x51\x03" + tempo.to_bytes(3, "big")),
                 (0, 0, b"\xff\x58\x04\x04\x02\x18\x08"),  # 4/4
                 (ticks(end_beat), 0, b"\xff\x06\x03end")]
    tracks = [_track(conductor)] + [_track(p.events()) for p in parts]
    header = b"MThd" + struct.pack(">IHHH", 6, 1, len(tracks), TICKS_PER_BEAT)
    with open(path, "wb") as f:
        f.write(header + b"".join(tracks))
