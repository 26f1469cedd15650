#!/usr/bin/env python3
"""An independent oracle for Kayles (issue #29, "Done when"): written without
reading or calling engine/games/kayles/kayles.cpp, it checks what `marienbad-cli analyze
--json` says (outcome, grundy, every winning move's text and rows after it)
against:

- normal play: Grundy values by plain mex, g(n) = mex of g(a) ^ g(b) over the
  rows a, b that one or two knocked-down pins leave (a + b = n - 1 or n - 2),
  computed here up to TABLE (at least 1000) pins. Beyond its table the oracle
  uses the period 12 (Guy & Smith 1956; that the period holds is the engine
  test's to check, against mex to 3000 pins). Random positions with rows up to
  10^18, and every position of up to 12 pins in all;
- misere play: outcomes by brute force over every move (no theory at all), on
  every position of up to 12 pins in all, and the winning moves from them;
- Kayles as a part of a sum with Nim and subtraction parts: the parts' values
  (Nim: the XOR of its rows; subtraction: mex over its set, computed here), their
  XOR, and every winning move, part by part.

Usage: kayles_oracle.py PATH/TO/marienbad-cli [--seed N]. Exit 0 when everything
agrees, 1 with the first disagreements listed otherwise.
"""
import functools
import json
import random
import subprocess
import sys

TABLE = 1200  # pins computed by mex; the brief asks for at least 1000
PERIOD = 12
LISTED = 4096  # the engine lists at most this many winning moves (kayles.hpp), in move order
MISERE_PINS = 12


def mex(values):
    m = 0
    while m in values:
        m += 1
    return m


def mex_table(size):
    g = [0] * size
    for n in range(1, size):
        seen = set()
        for pins in (1, 2):
            for a in range(0, n - pins + 1):
                seen.add(g[a] ^ g[n - pins - a])
        g[n] = mex(seen)
    return g


G = mex_table(TABLE)


def grundy(n):
    """g(n): the mex table, then the period beyond it (only beyond it)."""
    if n < TABLE:
        return G[n]
    return G[TABLE - PERIOD + (n - (TABLE - PERIOD)) % PERIOD]


def lefts_with_value(n, pins, want, room):
    """The a in 0 .. n - pins, increasing, with g(a) ^ g(n - pins - a) == want, at most room.
    Where both a and n - pins - a are past the table, the test depends on a mod 12 only."""
    last = n - pins
    found = []
    if last < 0:
        return found
    a = 0
    while a <= last and len(found) < room:
        if a >= TABLE and last - a >= TABLE:
            # The middle: a in [TABLE, last - TABLE], periodic in a.
            end = last - TABLE
            residues = [r for r in range(PERIOD) if grundy(a + r) ^ grundy(last - a - r) == want]
            if residues:
                base = a
                while len(found) < room:
                    for r in residues:
                        if base + r <= end and len(found) < room:
                            found.append(base + r)
                    base += PERIOD
                    if base > end:
                        break
            a = end + 1
            continue
        if grundy(a) ^ grundy(last - a) == want:
            found.append(a)
        a += 1
    return found


def after_move(rows, row, pins, at):
    """The rows after knocking `pins` pins from pin `at` (from 0) of row `row`: the row replaced by
    its non-empty pieces; no pin left at all is the one row 0."""
    n = rows[row]
    pieces = [p for p in (at, n - pins - at) if p > 0]
    out = rows[:row] + pieces + rows[row + 1:]
    return out if out else [0]


def move_text(row, pins, at):
    return f"{row + 1}:{at + 1}" + (f"-{at + 2}" if pins == 2 else "")


def kayles_moves_to_value(rows, target):
    """Every move to a position of normal-play value `target`, in move order (rows, then one pin
    before two, then from the left), at most LISTED."""
    total = 0
    for n in rows:
        total ^= grundy(n)
    moves = []
    for row, n in enumerate(rows):
        want = total ^ grundy(n) ^ target
        for pins in (1, 2):
            for a in lefts_with_value(n, pins, want, LISTED - len(moves)):
                moves.append({"move": move_text(row, pins, a), "to": after_move(rows, row, pins, a)})
            if len(moves) >= LISTED:
                return moves
    return moves


@functools.lru_cache(maxsize=None)
def misere_wins(key):
    """Brute force: does the player to move win misere Kayles on these rows (sorted tuple)?
    No pin left: the previous player knocked down the last one and lost."""
    if not key:
        return True
    for row in range(len(key)):
        n = key[row]
        for pins in (1, 2):
            for a in range(0, n - pins + 1):
                child = [r for i, r in enumerate(key) if i != row] + [p for p in (a, n - pins - a) if p]
                if not misere_wins(tuple(sorted(child))):
                    return True
    return False


def misere_key(rows):
    return tuple(sorted(r for r in rows if r))


class Checker:
    def __init__(self, cli):
        self.cli = cli
        self.failures = []
        self.checked = 0

    def run(self, args):
        proc = subprocess.run([self.cli, "analyze", "--json"] + args, capture_output=True, text=True)
        if proc.returncode != 0:
            self.fail(args, f"exit {proc.returncode}: {proc.stderr.strip()}")
            return None
        return json.loads(proc.stdout)

    def fail(self, args, why):
        self.failures.append(f"marienbad-cli analyze {' '.join(args)}: {why}")

    def same(self, args, what, got, expected):
        if got != expected:
            shown_got = json.dumps(got)[:300]
            shown_expected = json.dumps(expected)[:300]
            self.fail(args, f"{what}: the CLI says {shown_got}, the oracle {shown_expected}")
            return False
        return True

    def kayles(self, rows, misere=False):
        args = ["--game", "kayles", "--rows", ",".join(map(str, rows))] + (["--misere"] if misere else [])
        out = self.run(args)
        if out is None:
            return
        self.checked += 1
        if misere:
            wins = misere_wins(misere_key(rows))
            expected_moves = []
            if wins:
                for row, n in enumerate(rows):
                    for pins in (1, 2):
                        for a in range(0, n - pins + 1):
                            after = after_move(rows, row, pins, a)
                            if not misere_wins(misere_key(after)):
                                expected_moves.append({"move": move_text(row, pins, a), "to": after})
            self.same(args, "outcome", out.get("outcome"), "N" if wins else "P")
            self.same(args, "winning_moves", out.get("winning_moves"), expected_moves)
            return
        value = 0
        for n in rows:
            value ^= grundy(n)
        self.same(args, "grundy", out.get("grundy"), value)
        self.same(args, "outcome", out.get("outcome"), "N" if value else "P")
        expected = kayles_moves_to_value(rows, 0) if value else []
        self.same(args, "winning_moves", out.get("winning_moves"), expected)

    def sum(self, parts):
        """parts: ("kayles", rows) | ("nim", rows) | ("subtraction", heap, set)."""
        args = ["--game", "sum"]
        values = []
        for part in parts:
            if part[0] == "subtraction":
                args += ["--component", f"subtraction:{part[1]}:{','.join(map(str, part[2]))}"]
                values.append(subtraction_grundy(tuple(part[2]), part[1]))
            else:
                args += ["--component", f"{part[0]}:{','.join(map(str, part[1]))}"]
                value = 0
                for n in part[1]:
                    value ^= grundy(n) if part[0] == "kayles" else n
                values.append(value)
        out = self.run(args)
        if out is None:
            return
        self.checked += 1
        total = 0
        for v in values:
            total ^= v
        self.same(args, "grundy", out.get("grundy"), total)
        self.same(args, "outcome", out.get("outcome"), "N" if total else "P")
        self.same(args, "components' grundy", [c.get("grundy") for c in out.get("components", [])],
                  values)
        expected = []
        if total:
            for i, part in enumerate(parts):
                if part[0] == "kayles":  # docs/cli.md: a Kayles part's rows of 0 at its end are no rows
                    rows = list(part[1])
                    while len(rows) > 1 and rows[-1] == 0:
                        rows.pop()
                    part = ("kayles", rows)
                target = values[i] ^ total
                for move in part_moves_to_value(part, target):
                    expected.append({"component": i, "move": move["move"], "to": move["to"]})
        self.same(args, "winning_moves", out.get("winning_moves"), expected)


@functools.lru_cache(maxsize=None)
def subtraction_table(amounts, size):
    g = [0] * (size + 1)
    for n in range(1, size + 1):
        g[n] = mex({g[n - s] for s in amounts if s <= n})
    return g


def subtraction_grundy(amounts, heap):
    return subtraction_table(tuple(sorted(amounts)), 2000)[heap]


def part_moves_to_value(part, target):
    if part[0] == "kayles":
        rows = list(part[1])
        total = 0
        for n in rows:
            total ^= grundy(n)
        # Every move of the part to value target (the part's own value is total).
        moves = kayles_moves_to_value(rows, target)
        return moves
    if part[0] == "nim":
        rows = list(part[1])
        total = 0
        for n in rows:
            total ^= n
        moves = []
        for row, n in enumerate(rows):
            to = n ^ total ^ target
            if to < n:
                after = rows[:row] + [to] + rows[row + 1:]
                moves.append({"move": f"{row + 1}-{n - to}", "to": after})
        return moves
    heap, amounts = part[1], sorted(part[2])
    return [{"move": str(s), "to": [heap - s]} for s in amounts
            if s <= heap and subtraction_grundy(tuple(amounts), heap - s) == target]


def partitions(total, largest=None):
    """The multisets of positive rows summing to total, each as a descending list."""
    if largest is None:
        largest = total
    if total == 0:
        yield []
        return
    for first in range(min(total, largest), 0, -1):
        for rest in partitions(total - first, first):
            yield [first] + rest


def random_row(rng):
    kind = rng.random()
    if kind < 0.35:
        return rng.randint(0, 90)
    if kind < 0.55:
        return rng.randint(91, 5000)
    if kind < 0.8:
        return rng.randint(5001, 10**18)
    return 10**18 - rng.randint(0, 40)


def main():
    if len(sys.argv) < 2:
        print("usage: kayles_oracle.py PATH/TO/marienbad-cli [--seed N]", file=sys.stderr)
        return 2
    seed = 29
    if "--seed" in sys.argv:
        seed = int(sys.argv[sys.argv.index("--seed") + 1])
    rng = random.Random(seed)
    check = Checker(sys.argv[1])

    # Every position of up to MISERE_PINS pins in all, under both rules (the rows shuffled, and
    # now and then an empty row among them).
    for pins in range(0, MISERE_PINS + 1):
        for rows in partitions(pins):
            rows = list(rows)
            rng.shuffle(rows)
            if not rows or rng.random() < 0.15:
                rows.insert(rng.randint(0, len(rows)), 0)
            check.kayles(rows, misere=True)
            check.kayles(rows)
    # Random positions under normal play, rows up to 10^18.
    for _ in range(250):
        check.kayles([random_row(rng) for _ in range(rng.randint(1, 5))])
    # Kayles as a part of a sum, with Nim and subtraction parts.
    sets = [[1, 2, 3], [1, 3, 4], [2, 5], [1, 4, 5]]
    for i in range(150):
        parts = [("kayles", [random_row(rng) if i % 3 == 0 else rng.randint(0, 40)
                             for _ in range(rng.randint(1, 3))])]
        for _ in range(rng.randint(1, 3)):
            kind = rng.choice(["nim", "subtraction", "kayles"])
            if kind == "nim":
                parts.append(("nim", [rng.choice([rng.randint(0, 20), rng.randint(0, 10**18)])
                                      for _ in range(rng.randint(1, 4))]))
            elif kind == "subtraction":
                parts.append(("subtraction", rng.randint(0, 2000), rng.choice(sets)))
            else:
                parts.append(("kayles", [rng.randint(0, 30) for _ in range(rng.randint(1, 2))]))
        rng.shuffle(parts)
        check.sum(parts)

    if check.failures:
        print(f"{len(check.failures)} disagreements in {check.checked} positions; the first ones:")
        for line in check.failures[:10]:
            print("  " + line)
        return 1
    print(f"kayles oracle: {check.checked} positions agree (mex table to {TABLE} pins, "
          f"misere by brute force to {MISERE_PINS} pins, sums with nim and subtraction parts)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
