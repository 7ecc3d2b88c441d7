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

# A `package` implementation of a requirement of one of the engine's
# `package` protocols (`update(_:in:)` of `PrimitiveView`, `draw(_:of:)` of
# `NodeDrawing`, ...) has the requirement's documentation, as DocC gives a
# public witness its protocol's: the requirements must be documented.
REQUIREMENT = re.compile(r"^\s+(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:static|mutating|nonisolated)\s+)*(?:func|var|init|subscript|associatedtype)\s*([\w]+)?")
witnessed = set()
for path in sorted(pathlib.Path("Sources/AnimationEngine").rglob("*.swift")):
    text = path.read_text()
    for match in re.finditer(r"^package protocol \w+[^{]*\{\n(.*?)^\}", text, re.M | re.S):
        for line in match.group(1).splitlines():
            requirement = REQUIREMENT.match(line)
            if requirement:
                if requirement.group(1):
                    witnessed.add(requirement.group(1))
WITNESS = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*package\s+(?:(?:static|mutating|nonisolated|final|override)\s+)*(?:func|var|subscript)\s*(\w+)?")

missing = []
for path in sorted(pathlib.Path("Sources").rglob("*.swift")):
    lines = path.read_text().splitlines()
    for number, line in enumerate(lines):
        if not DECL.match(line):
            continue
        witness = WITNESS.match(line)
        if witness and witness.group(1) in witnessed:
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
