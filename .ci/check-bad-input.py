#!/usr/bin/env python3
"""Checks docs/BAD_INPUT.md: every row names a test that exists.

A row ends with `File.swift` (optionally "(Runtime)" or "(Views)" when two
test targets have a file of that name) › `testFunction`. The file must be
under Tests/ and declare that function; the table must have at least 40
rows.
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
table = (root / "docs" / "BAD_INPUT.md").read_text()
qualifiers = {"Runtime": "AnimationRuntimeTests", "Views": "AnimationViewsTests", "Core": "AnimationCoreTests"}
row = re.compile(r"`([A-Za-z]+\.swift)`(?: \((\w+)\))? › `(\w+)` \|\s*$")
problems = []
rows = 0
for number, line in enumerate(table.splitlines(), 1):
    if not line.startswith("|") or line.startswith("|---") or line.startswith("| API"):
        continue
    rows += 1
    match = row.search(line)
    if not match:
        problems.append(f"docs/BAD_INPUT.md:{number}: a row must end with `File.swift` › `test`")
        continue
    name, qualifier, function = match.groups()
    files = [path for path in (root / "Tests").rglob(name)]
    if qualifier:
        files = [path for path in files if qualifiers.get(qualifier, "?") in path.parts]
    if len(files) != 1:
        problems.append(f"docs/BAD_INPUT.md:{number}: {len(files)} files named {name}" + (f" ({qualifier})" if qualifier else ""))
        continue
    if not re.search(rf"func {function}\b", files[0].read_text()):
        problems.append(f"docs/BAD_INPUT.md:{number}: {files[0].relative_to(root)} has no test {function}")
if rows < 40:
    problems.append(f"docs/BAD_INPUT.md: {rows} rows; the table must have at least 40")
for problem in problems:
    print(problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"docs/BAD_INPUT.md: {rows} rows, each with its test")
