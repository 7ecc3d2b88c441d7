#!/usr/bin/env python3
"""Builds one combined DocC archive of the given modules from symbol graphs
extracted beforehand, as the documentation plugin (swift-docc-plugin's
`generate-documentation --enable-experimental-combined-documentation`)
builds it, with the same `docc` commands (its `--verbose` prints them):

1. the package's snippets (`Snippets/`) become one symbol graph, through the
   plugin's own `snippet-extract` tool, given to every module;
2. `docc convert` of each module, with its catalog, its symbol graphs and,
   as `--dependency`, the archives of the modules among these that it
   depends on directly (so each waits for those), two at a time;
3. `docc merge` of the archives, in the plugin's order, with the package's
   landing page.

The plugin asks SwiftPM for each module's symbol graph in turn, and each
request plans the whole build again: 13 requests took about 200 s of CI's
275 s documentation step. `swift package dump-symbol-graph` extracts every
module's in one command (71 s here, with the same options; the same
symbols and relationships), which scripts/build-docs runs before this.

    docc-archives.py --symbol-graphs DIR --snippet-extract TOOL --output DIR \\
        [--work DIR] MODULE... [-- DOCC_CONVERT_FLAG...]
"""
import argparse
import concurrent.futures
import json
import pathlib
import shutil
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent


def run(command):
    """Runs a command, its output passed through; a failure stops the build."""
    result = subprocess.run(command)
    if result.returncode != 0:
        sys.exit(f"error: {' '.join(map(str, command[:2]))} failed with status {result.returncode}")


def direct_dependencies(package, modules):
    """Each module's direct dependencies among `modules`, in the manifest's order."""
    found = {}
    for target in package["targets"]:
        if target["name"] not in modules:
            continue
        names = []
        for dependency in target.get("dependencies", []):
            for kind in ("byName", "target"):
                if kind in dependency and dependency[kind][0] in modules:
                    names.append(dependency[kind][0])
        found[target["name"]] = list(dict.fromkeys(names))
    return found


def main():
    arguments = sys.argv[1:]
    extra = []
    if "--" in arguments:
        extra = arguments[arguments.index("--") + 1 :]
        arguments = arguments[: arguments.index("--")]
    parser = argparse.ArgumentParser()
    parser.add_argument("--symbol-graphs", required=True, type=pathlib.Path)
    parser.add_argument("--snippet-extract", required=True)
    parser.add_argument("--output", required=True, type=pathlib.Path)
    parser.add_argument("--work", type=pathlib.Path, default=root / ".build/docc-archives")
    parser.add_argument("modules", nargs="+")
    options = parser.parse_args(arguments)

    package = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=root, capture_output=True, check=True).stdout)
    dependencies = direct_dependencies(package, set(options.modules))
    missing = [module for module in options.modules if module not in dependencies]
    if missing:
        sys.exit(f"error: no target named {', '.join(missing)} in the package")

    shutil.rmtree(options.work, ignore_errors=True)
    archives = options.work / "archives"
    archives.mkdir(parents=True)

    # The snippets, as the plugin extracts them: one graph of the package's.
    snippets = sorted(str(path) for path in (root / "Snippets").rglob("*.swift")) if (root / "Snippets").is_dir() else []
    snippet_graph = None
    if snippets:
        snippet_graph = options.work / "snippets" / f"{package['name']}-snippets.symbols.json"
        snippet_graph.parent.mkdir(parents=True)
        run([options.snippet_extract, "--output", str(snippet_graph), "--module-name", package["name"], *snippets])

    def convert(module):
        graphs = options.work / "symbol-graphs" / module
        graphs.mkdir(parents=True)
        sources = [options.symbol_graphs / f"{module}.symbols.json", *options.symbol_graphs.glob(f"{module}@*.symbols.json")]
        for source in sources:
            if source.exists():
                shutil.copy(source, graphs / source.name)
        if snippet_graph and snippet_graph.exists():
            shutil.copy(snippet_graph, graphs / snippet_graph.name)
        command = ["docc", "convert"]
        catalog = root / "Sources" / module / f"{module}.docc"
        if catalog.is_dir():
            command.append(str(catalog))
        command += [
            "--warnings-as-errors", "--emit-lmdb-index",
            "--fallback-display-name", module, "--fallback-bundle-identifier", module,
            "--additional-symbol-graph-dir", str(graphs),
            "--output-path", str(archives / f"{module}.doccarchive"),
            "--enable-experimental-external-link-support",
        ]
        for dependency in dependencies[module]:
            command += ["--dependency", str(archives / f"{dependency}.doccarchive")]
        print(f"Building documentation for '{module}'...", flush=True)
        run(command + extra)
        return module

    # Each module after the ones it depends on, two at a time (two cores).
    done, pending, running = set(), list(options.modules), {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        while pending or running:
            for module in [m for m in pending if all(d in done for d in dependencies[m])][: 2 - len(running)]:
                pending.remove(module)
                running[pool.submit(convert, module)] = module
            if not running:
                sys.exit(f"error: the modules {', '.join(pending)} depend on each other")
            finished, _ = concurrent.futures.wait(running, return_when=concurrent.futures.FIRST_COMPLETED)
            for future in finished:
                done.add(future.result())
                del running[future]

    shutil.rmtree(options.output, ignore_errors=True)
    run([
        "docc", "merge", *(str(archives / f"{module}.doccarchive") for module in options.modules),
        "--output-path", str(options.output),
        "--synthesized-landing-page-name", package["name"], "--synthesized-landing-page-kind", "Package",
    ])


if __name__ == "__main__":
    main()
