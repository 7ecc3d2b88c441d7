#!/usr/bin/env python3
"""Every capability keeps its own room (docs/ARCHITECTURE.md, "The graph").

1. The graph's tables stay the graph's: the collections the view graph and
   its components keep (`Graph/ViewGraph.swift`, `Graph/Components/`,
   `Graph/Events/EventRegistry.swift`: the animating slots, the finished
   removals, ...) that others could write are used only by files under
   `Sources/AnimationEngine/Graph/`. A feature elsewhere asks its component
   through a method instead (`graph.events.pointers(at:)`), and writes no
   property of the graph or of a component (a counter, a flag) either.
2. A primitive's capabilities are declared: a primitive that implements the
   layout requirements (`sizeThatFits(_:of:axis:in:)`, `placeChildren`,
   `explicitGuide`, `isLayoutGroup`) conforms to `NodeLayout`, and one that
   implements the drawing ones (`draw(_:of:)`, `drawsItem`, `traits`,
   `zIndex`) to `NodeDrawing`. Without the conformance the graph never calls
   them (the protocol's defaults would run), and nothing else would say so.
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
engine = root / "Sources" / "AnimationEngine"
graph = engine / "Graph"

component_files = [graph / "ViewGraph.swift", graph / "Events" / "EventRegistry.swift", *sorted((graph / "Components").glob("*.swift"))]
# A stored property, four spaces in (a member of a top-level type), that
# others may write (not private, not `private(set)`: those the compiler
# already keeps in) and that holds a collection.
stored = re.compile(r"^    (?:internal |package )?(?:var|let) (\w+)(?:: *(?:\[|Set<|Dictionary<|ContiguousArray<)| *= *\[)", re.M)
tables = set()
for path in component_files:
    tables.update(stored.findall(path.read_text()))

# The names the graph's components go by.
holders = ["graph", "updates", "events", "display", "layoutState", "clock", "preferences", "layoutObservers"]
use = re.compile(r"\b(?:%s)\s*\.\s*(%s)\b" % ("|".join(holders), "|".join(sorted(tables)))) if tables else None

failures = []
sources = sorted(p for p in (root / "Sources").rglob("*.swift"))
for path in sources:
    if graph in path.parents or use is None:
        continue
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if line.lstrip().startswith("//"):
            continue
        for match in use.finditer(line):
            failures.append(f"{path.relative_to(root)}:{number}: touches the graph's table `{match.group(1)}`; "
                            "add a method to its component instead")

# 1b. The components' state is written by the components: no assignment
# (`=`, `+=`, `-=`) to a property of the graph or of one of its components
# outside `Graph/`, scalars included (a counter kept by hand, a flag, the
# current pass). Multi-line string literals (tables of names) are skipped.
holder = r"(?:(?<![\w.])(?:node\.)?graph\.(?:(?:%s)\.)?|(?<![\w.])(?:%s)\.)" % ("|".join(holders[1:]), "|".join(holders[1:]))
write = re.compile(holder + r"(\w+)\s*(?:[-+*/]?=)(?!=)")
for path in sources:
    if graph in path.parents:
        continue
    text = re.sub(r'"""(?:.|\n)*?"""', lambda m: "\n" * m.group(0).count("\n"), path.read_text())
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("//"):
            continue
        for match in write.finditer(line):
            failures.append(f"{path.relative_to(root)}:{number}: writes the graph's state `{match.group(1)}`; "
                            "add a method to its component instead")

# Capabilities: find each primitive's body (and its extensions' bodies).
LAYOUT = [r"func sizeThatFits\(_ \w+: ProposedSize, of node", r"func placeChildren\(of node", r"func explicitGuide\(_ \w+: AlignmentKey, of node", r"\b(?:var|let) isLayoutGroup\b"]
DRAWING = [r"func draw\(_ \w+: inout DisplayList\.Item, of node", r"\bvar drawsItem\b", r"\bvar traits: DrawingTraits\b", r"\bvar zIndex\b"]
texts = {p: p.read_text() for p in sorted((root / "Sources").rglob("*.swift")) + sorted((root / "Tests").rglob("*.swift"))}


def body(text, start):
    depth = 0
    begin = text.index("{", start)
    for index in range(begin, len(text)):
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                return text[begin:index + 1]
    return text[begin:]


declaration = re.compile(r"^(?:\w+ )*class (\w+)(?:<[^>]*>)?\s*:\s*([^{]*)\{", re.M)
for path, text in texts.items():
    for match in declaration.finditer(text):
        name, conformances = match.group(1), match.group(2)
        if "NodePrimitive" not in conformances:
            continue
        parts = [body(text, match.start())]
        extra = set()
        for other in texts.values():
            for extension in re.finditer(r"^extension %s\b([^{]*)\{" % name, other, re.M):
                parts.append(body(other, extension.start()))
                extra.update(re.findall(r"\w+", extension.group(1)))
        declared = set(re.findall(r"\w+", conformances)) | extra
        joined = "\n".join(parts)
        line = text.count("\n", 0, match.start()) + 1
        for capability, patterns in (("NodeLayout", LAYOUT), ("NodeDrawing", DRAWING)):
            if capability not in declared and any(re.search(p, joined) for p in patterns):
                failures.append(f"{path.relative_to(root)}:{line}: {name} implements {capability}'s requirements "
                                f"but does not conform to {capability} (the graph would never call them)")

if failures:
    print("\n".join(failures))
    sys.exit(1)
print(f"rooms: {len(tables)} graph tables kept inside Graph/; primitives declare their capabilities")
