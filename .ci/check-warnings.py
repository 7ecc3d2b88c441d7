#!/usr/bin/env python3
"""Fails on a compiler warning in our own sources (a build log on stdin or
in the file named by the first argument).

Dependencies' warnings are not ours. The Swift 5 compatibility target holds
SwiftUI code as people write it: it may give the warnings SwiftUI gives for
that code, listed with their reasons in its ExpectedWarnings.txt, and no
others.
"""
import pathlib
import re
import sys

root = pathlib.Path.cwd()
compat = root / "Tests" / "SwiftUICompatibilityTests"
expected = [
    re.compile(line)
    for line in (compat / "ExpectedWarnings.txt").read_text().splitlines()
    if line.strip() and not line.startswith("#")
]
warning = re.compile(rf"^{re.escape(str(root))}/(Sources|Tests|Benchmarks)/.*: warning: (.*)$")

text = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
unexpected = []
for line in sorted(set(text.splitlines())):
    match = warning.match(line)
    if not match:
        continue
    if line.startswith(str(compat) + "/") and any(pattern.search(match.group(2)) for pattern in expected):
        continue
    unexpected.append(line)

if unexpected:
    print("\n".join(unexpected))
    print("error: the build has warnings (above)", file=sys.stderr)
    sys.exit(1)
print("warnings: none of ours beyond the ones SwiftUI gives")
