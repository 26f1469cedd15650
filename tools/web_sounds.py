#!/usr/bin/python3
"""The page's sounds (docs/web.md, "Sounds"): assets/sounds/*.wav (16-bit PCM) written again as
8-bit mu-law WAV (G.711, WAVE format 7) for build-web/ only; the desktop keeps the PCM files.

Half the bytes, and what is left compresses three times better: the five sounds go from
217 KB to 71 KB gzip-compressed (54 KB with the halving below). The signal to noise ratio of mu-law on these sounds is
37 dB, the sound's own shape is kept (same length). SDL reads mu-law WAV itself
(SDL_LoadWAV_RW, which Mix_LoadWAV calls): no other codec is built into the page.

A sound with nothing above 10 kHz (what a low-pass filter at 10 kHz takes away is below
-60 dB of it, far under mu-law's own noise) is also written at half its rate, low-pass
filtered then one sample in two: the same sound in half the bytes. SDL_mixer converts it to
the mixer's rate when it loads it, as it does any sound of another rate. The clicks have their transients up
there and keep their rate.

Usage: tools/web_sounds.py OUT_DIR [--root ROOT]
Standard library only.
"""

import argparse
import math
import os
import struct
import sys
import wave

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MULAW = 7  # WAVE_FORMAT_MULAW
BIAS = 0x84
CLIP = 32635


def mulaw(sample):
    """One 16-bit sample as a G.711 mu-law byte."""
    sign = 0x80 if sample < 0 else 0
    magnitude = min(-sample if sample < 0 else sample, CLIP) + BIAS
    exponent = magnitude.bit_length() - 8  # 0 to 7: BIAS <= magnitude < 2**15
    mantissa = (magnitude >> (exponent + 3)) & 0x0F
    return ~(sign | (exponent << 4) | mantissa) & 0xFF


def linear(byte):
    """A mu-law byte back as a 16-bit sample (G.711's decoder, what SDL does)."""
    byte = ~byte & 0xFF
    exponent, mantissa = (byte >> 4) & 0x07, byte & 0x0F
    magnitude = (((mantissa << 3) + BIAS) << exponent) - BIAS
    return -magnitude if byte & 0x80 else magnitude


HALF_BAND_HZ = 10000  # the low-pass filter's cut-off, under the half rate's 11,025 Hz
TAPS = 63  # its length: a Blackman-windowed sinc, about 4 kHz from pass to stop at 44.1 kHz
KEPT_BELOW = 1e-6  # -60 dB: the most of a sound's energy halving its rate may take away


def low_pass(samples, rate):
    """`samples` (mono) through a windowed-sinc low-pass filter at HALF_BAND_HZ."""
    cut = HALF_BAND_HZ / rate
    middle = TAPS // 2
    taps = []
    for i in range(TAPS):
        t = i - middle
        sinc = 2 * cut if t == 0 else math.sin(2 * math.pi * cut * t) / (math.pi * t)
        window = (0.42 - 0.5 * math.cos(2 * math.pi * i / (TAPS - 1)) +
                  0.08 * math.cos(4 * math.pi * i / (TAPS - 1)))
        taps.append(sinc * window)
    gain = sum(taps)
    taps = [tap / gain for tap in taps]
    padded = [0] * middle + list(samples) + [0] * middle
    return [sum(tap * padded[n + i] for i, tap in enumerate(taps)) for n in range(len(samples))]


def halved(rate, channels, samples):
    """(rate / 2, samples) when the sound has nothing above HALF_BAND_HZ, else None."""
    if channels != 1 or rate % 2 or rate / 4 <= HALF_BAND_HZ:
        return None
    energy = sum(s * s for s in samples)
    if energy == 0:
        return None
    filtered = low_pass(samples, rate)
    removed = sum((s - f) ** 2 for s, f in zip(samples, filtered))
    if removed > KEPT_BELOW * energy:
        return None
    clamp = lambda value: max(-32768, min(32767, round(value)))
    return rate // 2, [clamp(value) for value in filtered[::2]]


def read_pcm16(path):
    """(rate, channels, samples) of a 16-bit PCM WAV file."""
    with wave.open(path, "rb") as source:
        if source.getsampwidth() != 2:
            sys.exit(f"web_sounds: {path}: {8 * source.getsampwidth()}-bit, not 16-bit PCM")
        frames = source.readframes(source.getnframes())
        count = len(frames) // 2
        return source.getframerate(), source.getnchannels(), struct.unpack(f"<{count}h", frames)


def write_mulaw(path, rate, channels, samples):
    data = bytes(mulaw(s) for s in samples)
    # fmt: format 7, one byte a sample, cbSize 0; fact: the length in samples (a non-PCM
    # WAVE file should have one); data padded to an even length, as RIFF wants.
    fmt = struct.pack("<HHIIHHH", MULAW, channels, rate, rate * channels, channels, 8, 0)
    fact = struct.pack("<I", len(samples) // channels)
    pad = b"\0" if len(data) % 2 else b""
    chunks = (b"fmt " + struct.pack("<I", len(fmt)) + fmt + b"fact" + struct.pack("<I", 4) +
              fact + b"data" + struct.pack("<I", len(data)) + data + pad)
    with open(path, "wb") as out:
        out.write(b"RIFF" + struct.pack("<I", 4 + len(chunks)) + b"WAVE" + chunks)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out", help="directory for the mu-law sounds")
    parser.add_argument("--root", default=ROOT, help="the source tree (default: this clone)")
    args = parser.parse_args()
    sounds = os.path.join(args.root, "assets", "sounds")
    os.makedirs(args.out, exist_ok=True)
    names = sorted(name for name in os.listdir(sounds) if name.endswith(".wav"))
    halves = []
    for name in names:
        rate, channels, samples = read_pcm16(os.path.join(sounds, name))
        half = halved(rate, channels, samples)
        if half:
            rate, samples = half
            halves.append(f"{name} at {rate} Hz")
        target = os.path.join(args.out, name)
        write_mulaw(target + ".part", rate, channels, samples)
        os.replace(target + ".part", target)
    print(f"web_sounds: {len(names)} sounds as mu-law WAV in {args.out}" +
          (f" ({', '.join(halves)})" if halves else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
