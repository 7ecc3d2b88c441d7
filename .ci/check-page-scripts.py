#!/usr/bin/env python3
"""Checks the pages' scripts and styles (Sources/*/Player/Page/): each file
is embedded by the manifest (`.embedInCode`), each script parses as
JavaScript (`node --check`, when Node is installed: the check says so when
it is not), and each style sheet's braces, comments and strings close and
every rule has a selector.
"""
import pathlib
import re
import shutil
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
manifest = (root / "Package.swift").read_text()
problems = []
files = sorted(root.glob("Sources/*/Player/Page/*"))
if not files:
    problems.append("no page scripts or styles found under Sources/*/Player/Page/")

node = shutil.which("node")
for path in files:
    where = path.relative_to(root)
    if f'"{path.name}"' not in manifest:
        problems.append(f"{where}: not embedded: list it in the target's resources in Package.swift")
    if path.suffix == ".js":
        if node:
            result = subprocess.run([node, "--check", str(path)], capture_output=True, text=True, timeout=60)
            if result.returncode != 0:
                problems.append(f"{where}: does not parse as JavaScript:\n{result.stderr.strip()}")
    elif path.suffix == ".css":
        text = re.sub(r"/\*.*?\*/", "", path.read_text(), flags=re.S)
        if "/*" in text:
            problems.append(f"{where}: a comment does not close")
        depth = 0
        for number, line in enumerate(text.splitlines(), 1):
            if line.count('"') % 2 or line.count("'") % 2:
                problems.append(f"{where}:{number}: a string does not close")
            for match in re.finditer(r"[{}]", line):
                if match.group() == "{":
                    if depth == 0 and not line[: match.start()].strip():
                        problems.append(f"{where}:{number}: a rule without a selector")
                    depth += 1
                else:
                    depth -= 1
                    if depth < 0:
                        problems.append(f"{where}:{number}: '}}' closes nothing")
                        depth = 0
        if depth:
            problems.append(f"{where}: {depth} rule(s) do not close")
    else:
        problems.append(f"{where}: neither a script (.js) nor a style sheet (.css)")

if problems:
    print("\n".join(problems), file=sys.stderr)
    sys.exit(1)
scripts = sum(1 for path in files if path.suffix == ".js")
checked = "parsed by node --check" if node else "NOT parsed: node is not installed"
print(f"check-page-scripts: {len(files)} files embedded; {scripts} scripts {checked}; style sheets balanced")
