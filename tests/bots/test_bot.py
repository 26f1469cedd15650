#!/usr/bin/env python3
"""A bot for the tests, well-behaved or misbehaving on purpose: test_bot.py MODE.

Every mode appends the bot's pid (and any child's) to the file named by $MARIENBAD_TEST_BOT_PIDS,
so that a test can check that no process is left behind, and each line it receives to the file
named by $MARIENBAD_TEST_BOT_LOG. Modes:
  good          legal moves (one token from the first heap that has some)
  info          an `info` line before every answer, then a legal move
  illegal       answers a position one token larger than it was given
  malformed     answers "to 1,,2"
  garbage       answers "hello there" instead of a move
  silent        never answers `go`
  crash         kills itself with SIGSEGV at the first `go`
  crash-first   like crash if it is the first test bot recorded in the pid file, else good
  no-handshake  never answers `marienbad 1`
  ignore-term   legal moves, but ignores SIGTERM and `quit` (only SIGKILL ends it)
  flood-stderr  8 MB on standard error before every answer, then a legal move
  long-line     answers with a line of 70,000 bytes
  exit-mid-game plays its first move, exits with code 3 at the second `go`
  move-then-exit  answers its first `go` with a legal move, then exits with code 0 at once
  chatty        an unexpected extra line after each answer
  forks         starts a child that sleeps for ever, then plays legal moves and quits
  escapes       like forks, but the child calls setsid() (it leaves the bot's process group
                and session) and holds the bot's standard output
  exits-holding answers the handshake, starts a child that calls setsid() and holds its
                standard output, and exits with code 0
  stderr-escapes  an `info` line and a line on standard error holding ESC, NUL and \\xff,
                then legal moves
  long-name     answers the handshake with a name of 60,000 bytes
  long-info     an `info` line of 60,000 bytes before every answer, then a legal move
  quoted-path   exits at the first `go` after writing a long line on standard error whose
                end is a quoted path holding spaces (as python3 writes for a missing file)
  extra-heap    answers with the position's heaps and one more, empty (`to 1,3,5,6,0`)
  exit-late     at the first `go`, waits 1.5 s, records "exiting at SECONDS" (time.time())
                in the log, then exits with code 3 after a line on standard error
"""
import os
import signal
import sys
import time

MODE = sys.argv[1] if len(sys.argv) > 1 else "good"


def append(variable, text):
    path = os.environ.get(variable)
    if path:
        with open(path, "a") as file:
            file.write(text + "\n")


def record(pid):
    append("MARIENBAD_TEST_BOT_PIDS", str(pid))


def first_recorded():
    with open(os.environ["MARIENBAD_TEST_BOT_PIDS"]) as pids:
        return pids.read().split()[0] == str(os.getpid())


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def legal(kind, amounts, heaps):
    heaps = list(heaps)
    if kind == "subtraction":
        heaps[0] -= min(a for a in amounts if a <= heaps[0])
    else:
        row = next(i for i, h in enumerate(heaps) if h > 0)
        heaps[row] -= 1
    return heaps


def main():
    record(os.getpid())
    if MODE == "ignore-term":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if MODE == "forks":
        import subprocess  # only here: it slows the start of every other mode

        child = subprocess.Popen(["sleep", "1000"])
        record(child.pid)
    if MODE in ("escapes", "exits-holding"):
        import subprocess

        child = subprocess.Popen(["sleep", "1000"], start_new_session=True)
        record(child.pid)
    kind, amounts, heaps, turns = "nim", [], [], 0
    for line in sys.stdin:
        append("MARIENBAD_TEST_BOT_LOG", line.rstrip("\n"))
        words = line.split()
        if words[0] == "marienbad" and MODE == "long-name":
            say("ok " + "n" * 60000)
        elif words[0] == "marienbad" and MODE != "no-handshake":
            say(f"ok Test bot ({MODE})")
            if MODE == "exits-holding":
                sys.exit(0)
        elif words[0] == "new":
            kind = words[1]
            amounts = [int(a) for a in words[3].split(",")] if len(words) > 3 else []
        elif words[0] == "position":
            heaps = [int(h) for h in words[1].split(",")]
        elif words[0] == "go":
            turns += 1
            if MODE == "silent":
                continue
            if MODE == "crash" or (MODE == "crash-first" and first_recorded()):
                os.kill(os.getpid(), signal.SIGSEGV)
            if MODE == "exit-late":
                time.sleep(1.5)
                append("MARIENBAD_TEST_BOT_LOG", f"exiting at {time.time():.3f}")
                sys.stderr.write("test bot: giving up\n")
                sys.exit(3)
            if MODE == "exit-mid-game" and turns == 2:
                sys.stderr.write("test bot: leaving in the middle of the game\n")
                sys.exit(3)
            if MODE == "flood-stderr":
                for _ in range(8 * 1024):
                    sys.stderr.write("x" * 1023 + "\n")
                sys.stderr.flush()
            if MODE == "info":
                say("info thinking hard")
            if MODE == "long-info":
                say("info " + "i" * 60000)
            if MODE == "stderr-escapes":
                sys.stdout.buffer.write(b"info \x1b[31mred\x00\xff\n")
                sys.stdout.flush()
                sys.stderr.buffer.write(b"\x1b]0;title\x07\x00\xff end\n")
                sys.stderr.flush()
            if MODE == "quoted-path":
                sys.stderr.write("python3: can't open file '/home/someone/my bots/a rather long "
                                 "folder name/bot.py': [Errno 2] No such file or directory\n")
                sys.exit(2)
            if MODE == "extra-heap":
                heaps = legal(kind, amounts, heaps) + [0]
                say("to " + ",".join(map(str, heaps)))
                continue
            answers = {"illegal": [heaps[0] + 1] + heaps[1:], "malformed": "1,,2",
                       "garbage": None, "long-line": "1," * 35000}
            if MODE == "garbage":
                say("hello there")
            elif MODE in answers:
                to = answers[MODE]
                say("to " + (to if isinstance(to, str) else ",".join(map(str, to))))
            else:
                say("to " + ",".join(map(str, legal(kind, amounts, heaps))))
            if MODE == "chatty":
                say("by the way")
            if MODE == "move-then-exit":
                sys.exit(0)
        elif words[0] == "quit" and MODE != "ignore-term":
            return
    if MODE == "ignore-term":
        while True:
            time.sleep(1)


if __name__ == "__main__":
    main()
