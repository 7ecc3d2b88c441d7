#!/usr/bin/env python3
"""Every import in Sources/ and Benchmarks/ is one its module may make.

The table is the layering of the design notes (and the README's module
table): Core -> Runtime -> Views -> Render -> the command line, each module
importing only the modules below it, plus Foundation, the standard
library's Synchronization and the packages named
here. An import the table does not allow fails the check, so a new upward
or sideways dependency is a decision made here, in the open.
"""
import pathlib
import re
import sys

SYSTEM = {"Foundation", "FoundationXML", "FoundationNetworking", "FoundationEssentials", "Dispatch", "Synchronization", "Observation", "Glibc", "Darwin", "Musl"}

ALLOWED = {
    "AnimationCore": set(),
    "AnimationRuntime": {"AnimationCore"},
    # Combine (ours, in Swift): ObservableObject and @Published, which views
    # observe, and publishers (`Timer.publish`, `onReceive`).
    "AnimationViews": {"AnimationCore", "AnimationRuntime", "Combine"},
    "AnimationRender": {"AnimationCore", "AnimationViews", "CCairo", "CRsvg", "CPoppler"},
    # Preview: what runs inside the user's program (the preview runner, the
    # request and result, an app's launch); the runtime's shims for finding
    # #Preview registries.
    "AnimationPreview": {"AnimationCore", "AnimationViews", "AnimationRender", "CSwiftRuntimeShims"},
    # The other side of the process boundary: the scanner (swift-syntax),
    # the workspace and the session, which only `animate` uses.
    "AnimationPreviewTools": {"AnimationCore", "AnimationRender", "AnimationPreview", "SwiftSyntax", "SwiftParser"},
    # The live server (Hummingbird, with the Live trait only).
    "AnimationLive": {"AnimationPreview", "AnimationRender", "Hummingbird", "HummingbirdWebSocket"},
    # The MCP server of `animate mcp` (the SDK with the MCP trait only),
    # over the tools' gallery.
    "AnimationMCP": {"AnimationCore", "AnimationPreview", "AnimationPreviewTools", "AnimationRender", "MCP"},
    # The compiler plugin of the SwiftUI module's macros.
    "SwiftUIMacros": {"SwiftSyntax", "SwiftSyntaxMacros", "SwiftDiagnostics", "SwiftCompilerPlugin"},
    # Apple's module names for users' code: Combine (in Swift, on the
    # system modules only: below everything) and SwiftUI (everything, the
    # macros' declarations, an app's main()).
    "Combine": set(),
    # Foundation API that Linux's Foundation lacks; system modules only.
    "FoundationCompatibility": set(),
    # AVFoundation and Speech as SwiftUI code reaches them: over the view
    # layer (they warn the current host), beside UIKit.
    "AVFoundation": {"AnimationViews"},
    "Speech": {"AVFoundation"},
    # UIKit as SwiftUI code reaches it: over the view layer (the screen is
    # the host's, colors become Colors), under SwiftUI, which re-exports it.
    "UIKit": {"AnimationCore", "AnimationViews"},
    # Answers Swift Testing's cross-import of Testing and UIKit; imports nothing.
    "_Testing_UIKit": set(),
    "SwiftUI": {
        "SwiftAnimation", "Combine", "FoundationCompatibility", "UIKit", "AnimationPreview", "AnimationRender", "AnimationLive",
        "CSwiftRuntimeShims",
    },
    # Examples (the seeds' views and custom animations) sit beside Render:
    # the demo and the tests share them; no library module imports them.
    "AnimationExamples": {"AnimationCore", "AnimationRuntime", "AnimationViews"},
    "SwiftAnimation": {"AnimationCore", "AnimationRuntime", "AnimationViews", "Combine"},
    # Snapshot strategies for users' tests: over Render (SVG, PNG, the
    # display list's text, traces), on swift-snapshot-testing; the test
    # frameworks, to fail a test with a message.
    "SwiftAnimationTesting": {"AnimationCore", "AnimationViews", "AnimationRender", "SnapshotTesting", "Testing", "XCTest"},
    "animate": {
        "AnimationCore", "AnimationRuntime", "AnimationViews", "AnimationRender", "AnimationPreview",
        "AnimationPreviewTools", "AnimationLive", "AnimationMCP", "AnimationExamples", "SwiftAnimation", "ArgumentParser", "MCP",
    },
    "AnimationBenchmarks": {"AnimationCore", "AnimationRuntime", "AnimationViews", "AnimationRender", "MallocInterposerSwift"},
    # User view files the type-checking benchmark compiles alone
    # (scripts/typecheck-benchmark): they import what users import.
    "TypeCheck": {"SwiftUI"},
}

IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)")

problems = []
roots = [pathlib.Path("Sources"), pathlib.Path("Benchmarks")]
for root in roots:
    for path in sorted(root.rglob("*.swift")):
        module = path.relative_to(root).parts[0]
        if module not in ALLOWED:
            problems.append(f"{path}: module {module} is not in the layer table of .ci/check-layers.py")
            continue
        in_string = False  # inside a multi-line string literal (generated code, not imports)
        for number, line in enumerate(path.read_text().splitlines(), 1):
            quotes = line.count('"""') % 2 == 1
            if in_string or quotes:
                in_string ^= quotes
                continue
            match = IMPORT.match(line)
            if not match:
                continue
            imported = match.group(1)
            if imported in SYSTEM or imported in ALLOWED[module]:
                continue
            problems.append(f"{path}:{number}: {module} may not import {imported}")

if problems:
    print("Imports the layering does not allow:")
    print("\n".join(problems))
    sys.exit(1)
print("layers: every import follows the module table")
