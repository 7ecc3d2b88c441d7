#!/usr/bin/env python3
"""Every import in Sources/ and Benchmarks/ is one its module may make.

The table is the layering of the design notes (and the README's module
table): Core -> Runtime -> Views -> Render -> the command line, each module
importing only the modules below it, plus Foundation, the standard
library's Synchronization and the packages named
here. An import the table does not allow fails the check, so a new upward
or sideways dependency is a decision made here, in the open.

A second rule keeps C modules out of the public interface: a module of
NO_C_MODULES, and every module it imports, imports no C module (ours or a
dependency's) nor a Swift module that does. Swift records every import of a
module (even an internal one) in its interface, and a target that imports
it without declaring the dependency (a library that says `#if
canImport(SwiftUI)`) has no module map for a C module: its build fails
with "missing required module". C code is reached there by name
(`@_silgen_name`) or registers itself at start-up (AnimationCairoRegistration,
AnimationLiveRegistration).
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
    # The engine: the graph and its update cycle, layout's machinery, the
    # display list, the host, queries, state and environment.
    "AnimationEngine": {"AnimationCore", "AnimationRuntime", "Combine", "FoundationCompatibility"},
    # The SwiftUI vocabulary, on the engine (which it re-exports).
    "AnimationViews": {"AnimationCore", "AnimationRuntime", "AnimationEngine", "Combine"},
    "AnimationRender": {"AnimationCore", "AnimationViews"},
    # PNG output through Cairo: the backend AnimationRender draws with,
    # registered at start-up (AnimationCairoRegistration), imported by no
    # other module.
    "AnimationCairo": {"AnimationCore", "AnimationViews", "AnimationRender", "AnimationProcess", "CCairo", "CRsvg", "CPoppler"},
    # Preview: what runs inside the user's program (the preview runner, the
    # request and result, an app's launch). It reaches the runtime's shims
    # (CSwiftRuntimeShims) by name, never by import: see NO_C_MODULES.
    "AnimationPreview": {"AnimationCore", "AnimationViews", "AnimationRender"},
    # The other side of the process boundary: the scanner (swift-syntax),
    # the workspace and the session, which only `animate` uses.
    "AnimationPreviewTools": {"AnimationCore", "AnimationRender", "AnimationPreview", "AnimationProcess", "SwiftSyntax", "SwiftParser", "Crypto"},
    # Every child process, on swift-subprocess (which has C modules: no
    # module of NO_C_MODULES imports this one; AnimationRender's video
    # encoder gets its runner from the Cairo backend at start-up).
    "AnimationProcess": {"Subprocess", "System", "SystemPackage"},
    # The live server (Hummingbird, with the Live trait only).
    "AnimationLive": {"AnimationPreview", "AnimationRender", "Hummingbird", "HummingbirdWebSocket"},
    # The MCP server of `animate mcp` (the SDK with the MCP trait only),
    # over the tools' gallery.
    "AnimationMCP": {"AnimationCore", "AnimationPreview", "AnimationPreviewTools", "AnimationProcess", "AnimationRender", "MCP"},
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
    "AVFoundation": {"AnimationViews", "UIKit"},
    "Speech": {"AVFoundation"},
    # simd, os (on swift-log, imported internally: its Logger is not in
    # os's interface), OSLog (re-exports os) and UniformTypeIdentifiers,
    # reached by Apple's names through module aliases; on the system
    # modules alone.
    "SwiftAnimation_simd": set(),
    "SwiftAnimation_os": {"Logging"},
    "SwiftAnimation_OSLog": {"SwiftAnimation_os"},
    "SwiftAnimation_UniformTypeIdentifiers": set(),
    # SwiftData (aliased): models and contexts on the system modules; its
    # @Query and modelContainer reach the view layer's environment and
    # dynamic properties through package API.
    "SwiftAnimation_SwiftData": {"AnimationCore", "AnimationRuntime", "AnimationViews", "Combine", "FoundationCompatibility"},
    # CoreData (aliased): managed objects and contexts on the system
    # modules; @FetchRequest reaches the view layer as @Query does. SwiftUI
    # re-exports FetchRequest and FetchedResults, as on iOS.
    "SwiftAnimation_CoreData": {"AnimationCore", "AnimationRuntime", "AnimationViews", "Combine"},
    # CoreLocation and MapKit (aliased): stand-ins that warn the current
    # host; MapKit's Map is a view of the view layer.
    "SwiftAnimation_CoreLocation": {"AnimationViews"},
    "SwiftAnimation_MapKit": {"AnimationCore", "AnimationViews", "UIKit", "SwiftAnimation_CoreLocation"},
    # PhotosUI, AVKit (over AVFoundation) and UserNotifications (aliased):
    # stand-ins that draw and warn the current host.
    "SwiftAnimation_PhotosUI": {"AnimationCore", "AnimationViews", "UIKit", "SwiftAnimation_CoreTransferable", "SwiftAnimation_Photos"},
    # Photos (aliased): the host's photo library in memory; predicates and
    # sort descriptors of key paths are CoreData's.
    "SwiftAnimation_Photos": {"AnimationViews", "UIKit", "AVFoundation", "SwiftAnimation_CoreData"},
    "SwiftAnimation_AVKit": {"AnimationCore", "AnimationViews", "AVFoundation", "UIKit"},
    "SwiftAnimation_UserNotifications": {"AnimationViews", "SwiftAnimation_CoreLocation"},
    # Charts (aliased): charts of marks drawn as views of the view layer.
    "SwiftAnimation_Charts": {"AnimationCore", "AnimationViews"},
    # WidgetKit (aliased): widgets drawn at their families' sizes.
    "SwiftAnimation_WidgetKit": {"AnimationCore", "AnimationViews", "SwiftAnimation_AppIntents"},
    # AppIntents (aliased): intents the app runs, and intent buttons.
    "SwiftAnimation_AppIntents": {"AnimationCore", "AnimationViews", "FoundationCompatibility", "SwiftAnimation_UniformTypeIdentifiers"},
    # StoreKit (aliased): products and purchases of Xcode's test store, and
    # store views; StoreKitTest's session loads configurations into it.
    "SwiftAnimation_StoreKit": {"AnimationCore", "AnimationViews", "UIKit"},
    "SwiftAnimation_StoreKitTest": {"SwiftAnimation_StoreKit"},
    # SpriteKit (aliased): node trees run by actions, drawn by SpriteView.
    "SwiftAnimation_SpriteKit": {"AnimationCore", "AnimationViews", "UIKit"},
    # GameplayKit (aliased): randomness, state machines, entities; its node
    # component holds SpriteKit's nodes.
    "SwiftAnimation_GameplayKit": {"SwiftAnimation_SpriteKit"},
    # CryptoKit (aliased): swift-crypto re-exported (with its trait).
    "SwiftAnimation_CryptoKit": {"Crypto"},
    # The Clang submodules of `os` (a module map only).
    "COSSubmodules": set(),
    # UIKit as SwiftUI code reaches it: over the view layer (the screen is
    # the host's, colors become Colors), under SwiftUI, which re-exports it;
    # image renderers' drawings become images through the renderers.
    "UIKit": {
        "AnimationCore", "AnimationViews", "AnimationRender", "CoreGraphics", "SwiftAnimation_CoreImage", "SwiftAnimation_CoreTransferable",
        "SwiftAnimation_UniformTypeIdentifiers",
    },
    # Core Graphics' colors, over Foundation's geometry; system modules only.
    "CoreGraphics": {"AnimationCore"},
    # Answers Swift Testing's cross-import of Testing and UIKit; imports nothing.
    "_Testing_UIKit": set(),
    "_Testing_CoreGraphics": set(),
    # CoreTransferable (aliased): Transferable and NSItemProvider, over
    # UniformTypeIdentifiers; SwiftUI re-exports it and builds drag and drop
    # on it.
    "SwiftAnimation_CoreTransferable": {"SwiftAnimation_UniformTypeIdentifiers"},
    # CoreImage (aliased, re-exported by UIKit): filters computed on the
    # CPU; images decoded by the raster backend through AnimationViews.
    "SwiftAnimation_CoreImage": {"AnimationViews", "CoreGraphics", "COSSubmodules"},
    # LocalAuthentication (aliased): a simulated device's biometry.
    "SwiftAnimation_LocalAuthentication": {"AnimationViews"},
    # AuthenticationServices (aliased): Sign in with Apple on a simulated
    # device; its presentation anchor is UIKit's window.
    "SwiftAnimation_AuthenticationServices": {"AnimationCore", "AnimationViews", "UIKit"},
    # WatchKit (aliased): a simulated watch, the app's life cycle, hosting
    # controllers of notifications.
    "SwiftAnimation_WatchKit": {"AnimationCore", "AnimationViews", "SwiftAnimation_UserNotifications"},
    # Network (aliased): a simulated device's path monitor; system modules only.
    "SwiftAnimation_Network": set(),
    # TipKit (aliased): tips and their views, over the view layer.
    "SwiftAnimation_TipKit": {"AnimationCore", "AnimationViews"},
    # Security (aliased): an in-memory keychain; Foundation only.
    "SwiftAnimation_Security": set(),
    # PencilKit (aliased): drawings, drawn through UIKit's image renderer.
    "SwiftAnimation_PencilKit": {"AnimationCore", "AnimationViews", "UIKit"},
    # WebKit and SafariServices (aliased): web views without rendering or
    # a network; CoreHaptics (aliased): a Simulator's haptic hardware.
    "SwiftAnimation_WebKit": {"AnimationViews", "UIKit"},
    "SwiftAnimation_SafariServices": {"AnimationViews", "UIKit"},
    "SwiftAnimation_CoreHaptics": {"AnimationViews"},
    "SwiftAnimation_CoreML": {"AnimationViews"},
    # CoreLocationUI (aliased): LocationButton.
    "SwiftAnimation_CoreLocationUI": {"AnimationViews"},
    "SwiftUI": {
        "SwiftAnimation", "Combine", "CoreGraphics", "FoundationCompatibility", "UIKit", "AnimationPreview", "AnimationRender",
        "SwiftAnimation_CoreData", "SwiftAnimation_CoreTransferable", "SwiftAnimation_UniformTypeIdentifiers", "AnimationViews",
        "AnimationCore",
    },
    # Examples (the seeds' views and custom animations) sit beside Render:
    # the demo and the tests share them; no library module imports them.
    "AnimationExamples": {"AnimationCore", "AnimationRuntime", "AnimationViews"},
    "SwiftAnimation": {"AnimationCore", "AnimationRuntime", "AnimationEngine", "AnimationViews", "Combine"},
    # Snapshot strategies for users' tests: over Render (SVG, PNG, the
    # display list's text, traces), on swift-snapshot-testing; the test
    # frameworks, to fail a test with a message.
    # UIKit: swift-snapshot-testing's iOS names (UIImage snapshots, traits).
    "SwiftAnimationTesting": {"AnimationCore", "AnimationViews", "AnimationRender", "UIKit", "SnapshotTesting", "Testing", "XCTest"},
    "animate": {
        "AnimationCore", "AnimationRuntime", "AnimationViews", "AnimationRender", "AnimationPreview",
        "AnimationPreviewTools", "AnimationProcess", "AnimationLive", "AnimationMCP", "AnimationExamples", "SwiftAnimation", "ArgumentParser", "MCP",
    },
    "AnimationBenchmarks": {"AnimationCore", "AnimationRuntime", "AnimationViews", "AnimationRender", "MallocInterposerSwift"},
    # User view files the type-checking benchmark compiles alone
    # (scripts/typecheck-benchmark): they import what users import.
    "TypeCheck": {"SwiftUI"},
}

# The modules users and `canImport` libraries import, and what their
# interfaces may reach besides the system modules and each other.
NO_C_MODULES = {
    "SwiftUI", "UIKit", "Combine", "CoreGraphics", "SwiftAnimation", "SwiftAnimationTesting", "AnimationCore", "AnimationRuntime", "AnimationEngine", "AnimationViews",
    "AnimationRender", "AnimationPreview", "FoundationCompatibility", "AVFoundation", "Speech", "_Testing_UIKit", "_Testing_CoreGraphics",
    "SwiftAnimation_simd", "SwiftAnimation_os", "SwiftAnimation_OSLog", "SwiftAnimation_UniformTypeIdentifiers", "SwiftAnimation_CoreData",
    "SwiftAnimation_CoreTransferable", "SwiftAnimation_CoreImage",
}
PURE_SWIFT_DEPENDENCIES = {"SnapshotTesting", "Testing", "XCTest", "Logging"}

# `canImport` of a module this package builds answers by build order (the
# module exists once it was built), so the package's own code never asks.
CONDITION = re.compile(r"^\s*#(?:if|elseif)\b")
CAN_IMPORT = re.compile(r"canImport\((\w+)\)")

IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)")

problems = []
imports: dict[str, set[str]] = {}
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
            for asked in CAN_IMPORT.findall(line) if CONDITION.match(line) else []:
                if asked in ALLOWED:
                    problems.append(f"{path}:{number}: canImport({asked}) names a module of this package: its answer depends on build order")
            match = IMPORT.match(line)
            if not match:
                continue
            imported = match.group(1)
            imports.setdefault(module, set()).add(imported)
            if imported in SYSTEM or imported in ALLOWED[module]:
                continue
            problems.append(f"{path}:{number}: {module} may not import {imported}")

for public in sorted(NO_C_MODULES):
    seen, stack = set(), [public]
    while stack:
        module = stack.pop()
        for imported in sorted(imports.get(module, ())):
            if imported in SYSTEM or imported in seen:
                continue
            seen.add(imported)
            if imported in NO_C_MODULES:
                stack.append(imported)
            elif imported not in PURE_SWIFT_DEPENDENCIES:
                problems.append(f"{public}'s interface reaches {imported} (through {module}): no C module may be reachable from it")

# Apple's framework names reach this package's `SwiftAnimation_NAME`
# modules through module aliases, listed in three places (the package's
# Swift 5 test target, the preview workspace, the typecheck script): the
# lists must agree, and each name must have its module.
def alias_names(path, pattern):
    text = pathlib.Path(path).read_text()
    found = re.search(pattern, text, re.S)
    return set(re.findall(r'"([A-Za-z]+)"', found.group(1))) if found else set()

alias_lists = {
    "Package.swift": alias_names("Package.swift", r"let appleFrameworks = \[(.*?)\]"),
    "PreviewWorkspace+Modules.swift": alias_names(
        "Sources/AnimationPreviewTools/Build/PreviewWorkspace+Modules.swift", r"static let appleFrameworks = \[(.*?)\]"),
    "scripts/swiftui_typecheck.py": alias_names("scripts/swiftui_typecheck.py", r"for name in \((.*?)\):"),
}
reference = alias_lists["Package.swift"]
for place, names in alias_lists.items():
    if names != reference:
        problems.append(f"{place}: module aliases {sorted(names ^ reference)} differ from Package.swift's")
for name in sorted(reference):
    if f"SwiftAnimation_{name}" not in ALLOWED:
        problems.append(f"module alias {name}: no SwiftAnimation_{name} module in the table")

if problems:
    print("Imports the layering does not allow:")
    print("\n".join(problems))
    sys.exit(1)
print("layers: every import follows the module table")
