#!/usr/bin/env python3
"""Checks the documentation's "Differences from SwiftUI": every row of its
tables names, in its last cell, the tests that pin it, and each exists.

A reference is `Suite.test` (a suite type declared under Tests/ whose file
declares `func test`), `Suite` (the whole suite) or `File.txt` (a file
under Tests/ that a check reads, such as the expected warnings).
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
article = root / "Sources/SwiftAnimation/SwiftAnimation.docc/DifferencesFromSwiftUI.md"
sources = {path: path.read_text() for path in (root / "Tests").rglob("*.swift")}
problems = []
rows = 0


# Each type name a test file declares or extends (every part of a dotted
# name: `extension EndToEnd.PreviewCommandTests` counts for both), read once:
# a search of every file for each reference took 83 s in CI.
declarations = {}
for path, text in sources.items():
    for match in re.finditer(r"\b(?:struct|enum|class|extension)\s+(\w+(?:\.\w+)*)", text):
        for name in match.group(1).split("."):
            declarations.setdefault(name, []).append(path)


def declaring(suite):
    return list(dict.fromkeys(declarations.get(suite, [])))


for number, line in enumerate(article.read_text().splitlines(), 1):
    if not line.startswith("|") or line.startswith("|---") or line.startswith("| what"):
        continue
    rows += 1
    where = f"{article.relative_to(root)}:{number}"
    cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
    references = re.findall(r"`([^`]+)`", cells[-1])
    if not references:
        problems.append(f"{where}: the last cell names no test")
        continue
    for reference in references:
        if reference.endswith(".txt"):
            if not list((root / "Tests").rglob(reference)):
                problems.append(f"{where}: no file {reference} under Tests/")
            continue
        suite, _, test = reference.partition(".")
        files = declaring(suite)
        if not files:
            problems.append(f"{where}: no suite {suite} under Tests/")
        elif test and not any(re.search(rf"\bfunc {test}\b", sources[path]) for path in files):
            problems.append(f"{where}: {suite} has no test {test}")
for problem in problems:
    print(problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"differences from SwiftUI: {rows} rows, each with its tests")
