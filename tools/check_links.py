#!/usr/bin/env python3
"""Checks every relative link of the project's documents: README.md, docs/*.md and
game/README-dev.md (or the Markdown files given after the source directory).

A link [text](path), an image ![alt](path) or a reference [x]: path must name a file or a
directory that exists, relative to the document; a #fragment must name a heading of the target
document (GitHub's anchors: lower case, punctuation dropped, spaces to hyphens, repeats
numbered -1, -2 ...). Links with a scheme (https:, mailto:) are not followed. Code spans and
fenced code blocks are skipped: their text is an example, not a link.

Usage: check_links.py SOURCE_DIR [FILE.md ...]. Prints one line per broken link
(FILE:LINE: link: why) and exits 1 if there is any, 0 otherwise.
"""

import os
import re
import sys
import unicodedata

LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s+<?(\S+?)>?(?:\s+.*)?$")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
HTML_ANCHOR = re.compile(r"<a\s+(?:name|id)=\"([^\"]+)\"", re.IGNORECASE)
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")
FENCE = re.compile(r"^\s{0,3}(```|~~~)")


def prose_lines(text):
    """(line number, line) of the lines outside fenced code blocks, code spans blanked."""
    fenced = None
    for number, line in enumerate(text.splitlines(), 1):
        fence = FENCE.match(line)
        if fence:
            if fenced is None:
                fenced = fence.group(1)
            elif fence.group(1) == fenced:
                fenced = None
            continue
        if fenced is None:
            yield number, CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)


def slug(heading):
    """GitHub's anchor of a heading's text."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link keeps its text
    text = re.sub(r"<[^>]+>", "", text).strip().lower()
    kept = []
    for char in text:
        category = unicodedata.category(char)
        if char in "-_ " or category[0] in "LN" or category == "Mn":
            kept.append("-" if char == " " else char)
    return "".join(kept)


def anchors(path, cache={}):
    if path not in cache:
        found, seen = set(), {}
        with open(path, encoding="utf-8") as f:
            text = f.read()
        fenced = None
        for line in text.splitlines():
            fence = FENCE.match(line)
            if fence:
                fenced = fence.group(1) if fenced is None else (None if fence.group(1) == fenced else fenced)
                continue
            if fenced:
                continue
            for name in HTML_ANCHOR.findall(line):
                found.add(name)
            heading = HEADING.match(line)
            if heading:
                base = slug(heading.group(2).replace("`", ""))
                count = seen.get(base, 0)
                seen[base] = count + 1
                found.add(base if count == 0 else f"{base}-{count}")
        cache[path] = found
    return cache[path]


def check(document):
    problems = []
    with open(document, encoding="utf-8") as f:
        text = f.read()
    for number, line in prose_lines(text):
        targets = [m.group(1) for m in LINK.finditer(line)]
        reference = REFERENCE.match(line)
        if reference:
            targets.append(reference.group(1))
        for target in targets:
            if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target):
                continue  # https:, mailto: ...: not ours to check
            path, _, fragment = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(document), path)) if path else document
            where = f"{document}:{number}: {target}"
            if not os.path.exists(resolved):
                problems.append(f"{where}: no such file or directory")
            elif fragment and resolved.endswith(".md") and fragment not in anchors(resolved):
                problems.append(f"{where}: no heading with anchor '#{fragment}'")
    return problems


def main(argv):
    if len(argv) < 2:
        print("usage: check_links.py SOURCE_DIR [FILE.md ...]", file=sys.stderr)
        return 2
    source = argv[1]
    if len(argv) > 2:
        documents = argv[2:]
    else:
        docs = os.path.join(source, "docs")
        documents = [os.path.join(source, "README.md"), os.path.join(source, "game", "README-dev.md")]
        documents += sorted(os.path.join(docs, n) for n in os.listdir(docs) if n.endswith(".md"))
    problems = []
    for document in documents:
        problems += check(os.path.relpath(document))
    for problem in problems:
        print(problem)
    print(f"{len(documents)} documents, {len(problems)} broken links", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
