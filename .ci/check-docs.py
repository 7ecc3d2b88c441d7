#!/usr/bin/env python3
"""Every public and package declaration in Sources/ has a /// doc comment.

A declaration is a line that declares something `public`, `open` or
`package` (visible outside its module); the
lines right above it, skipping attributes (`@inlinable`, `@frozen`, ...),
must end a `///` comment. Extensions are exempt (they declare nothing new).
"""
import pathlib
import re
import sys

DECL = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(public|open|package)\s+(?!extension\b)")
ATTRIBUTE = re.compile(r"^\s*@\w+")

missing = []
for path in sorted(pathlib.Path("Sources").rglob("*.swift")):
    lines = path.read_text().splitlines()
    for number, line in enumerate(lines):
        if not DECL.match(line):
            continue
        above = number - 1
        while above >= 0 and ATTRIBUTE.match(lines[above]) and not DECL.match(lines[above]):
            above -= 1
        if above < 0 or not lines[above].strip().startswith("///"):
            missing.append(f"{path}:{number + 1}: {line.strip()}")

if missing:
    print("Public or package declarations without a /// doc comment:")
    print("\n".join(missing))
    sys.exit(1)
print("doc comments: every public and package declaration is documented")
