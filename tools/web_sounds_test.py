#!/usr/bin/python3
"""tools/web_sounds.py's halving: a sound is written at half its rate only when nothing of it
lies above the filter's 10 kHz, and it is then the same sound. Standard library only."""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from web_sounds import halved  # noqa: E402

RATE = 44100


def tone(hz, seconds=0.2, rate=RATE):
    return [round(12000 * math.sin(2 * math.pi * hz * n / rate)) for n in range(int(seconds * rate))]


def crossings(samples):
    return sum(1 for a, b in zip(samples, samples[1:]) if (a < 0) != (b < 0))


def main():
    failures = []

    def check(what, condition):
        if not condition:
            failures.append(what)

    low = tone(1000)
    half = halved(RATE, 1, low)
    check("a 1 kHz tone is halved", half is not None)
    if half:
        rate, samples = half
        check("at 22,050 Hz", rate == RATE // 2)
        check("to half its samples", len(samples) == len(low) // 2 + len(low) % 2)
        # The same tone: as many zero crossings (two a period), within the ends' one or two.
        check("the same pitch", abs(crossings(samples) - crossings(low)) <= 2)
        check("the same loudness", abs(max(samples) - max(low)) < 0.01 * max(low))
    check("a 15 kHz tone keeps its rate", halved(RATE, 1, tone(15000)) is None)
    check("a 1 kHz tone with a faint 12 kHz one keeps its rate",
          halved(RATE, 1, [a + b // 100 for a, b in zip(low, tone(12000))]) is None)
    click = [0] * 2000
    click[1000] = 20000
    check("a click keeps its rate", halved(RATE, 1, click) is None)
    check("silence keeps its rate", halved(RATE, 1, [0] * 2000) is None)
    check("stereo keeps its rate", halved(RATE, 2, low) is None)
    check("22,050 Hz is not halved again", halved(RATE // 2, 1, tone(1000, rate=RATE // 2)) is None)
    for failure in failures:
        print(f"web_sounds_test: FAILED: {failure}")
    print(f"web_sounds_test: {'ok' if not failures else f'{len(failures)} failed'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
