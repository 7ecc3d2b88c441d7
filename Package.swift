// swift-tools-version: 6.1
import CompilerPluginSupport
import Foundation
import PackageDescription

// `animate preview` builds its workspace against this package with the
// `#Preview` macros `animate` was built with: it names their plugin in this
// variable (and passes it to the compiler), so that the workspace does not
// build swift-syntax again. Unset, the `SwiftUI` module builds its macros.
let macrosArePrebuilt = Context.environment["SWIFT_ANIMATION_MACROS_PLUGIN"] != nil

// `import simd`, `os`, `OSLog`, `SwiftData`, `MapKit` ... reach this
// package's modules of those frameworks (see the products).
let appleFrameworks = [
    "simd", "os", "OSLog", "UniformTypeIdentifiers", "SwiftData", "CoreData", "CoreLocation", "MapKit", "PhotosUI", "AVKit",
    "UserNotifications", "WidgetKit", "Charts", "AppIntents", "StoreKit", "StoreKitTest", "SpriteKit", "GameplayKit", "CryptoKit",
    "CoreTransferable", "CoreImage", "LocalAuthentication", "WebKit", "SafariServices", "CoreHaptics", "CoreLocationUI", "WatchKit", "Network",
    "TipKit", "Security", "PencilKit", "CoreML", "Photos", "AuthenticationServices"
]
let appleModuleAliases = appleFrameworks.flatMap { ["-module-alias", "\($0)=SwiftAnimation_\($0)"] }

// Every module a previewed file can import, which `animate` links (though
// it calls none of them) so that its build folder holds their modules and
// objects: a new preview workspace compiles only the user's files against
// them instead of this package again (`QuickBuildPlan+Seed.swift`). The
// workspace's targets depend on the same products (PreviewWorkspace+Modules).
let previewableModules: [Target.Dependency] =
    ["SwiftUI", "UIKit", "Combine", "CoreGraphics", "FoundationCompatibility", "AVFoundation", "Speech"]
    + appleFrameworks.map { .target(name: "SwiftAnimation_\($0)") }

let package = Package(
    name: "swift-animation",
    products: [
        .executable(name: "animate", targets: ["animate"]),
        .library(name: "SwiftAnimation", targets: ["SwiftAnimation"]),
        .library(name: "AnimationCore", targets: ["AnimationCore"]),
        .library(name: "AnimationRuntime", targets: ["AnimationRuntime"]),
        .library(name: "AnimationViews", targets: ["AnimationViews"]),
        .library(name: "AnimationRender", targets: ["AnimationRender"]),
        // What the programs `animate preview` builds from a user's files link.
        .library(name: "AnimationPreview", targets: ["AnimationPreview"]),
        // What `animate preview`, `previews` and `mcp` are made of: the
        // workspace that builds a user's files, the gallery and
        // `previews.json`, and the MCP server (with the `MCP` trait), for
        // tools of one's own (Fuzz/ fuzzes their parsers through them).
        .library(name: "AnimationPreviewTools", targets: ["AnimationPreviewTools"]),
        .library(name: "AnimationMCP", targets: ["AnimationMCP"]),
        // Apple's module names, for SwiftUI code built unchanged on Linux:
        // `.product(name: "SwiftUI", package: "swift-animation", condition: .when(platforms: [.linux]))`.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // UIKit as SwiftUI code reaches it (re-exported by SwiftUI, as on iOS).
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Combine", targets: ["Combine"]),
        // Core Graphics' colors beside Foundation's geometry (re-exported by
        // UIKit and SwiftUI).
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        // Apple's Foundation API that Linux's lacks (`URL.documentsDirectory`,
        // `ListFormatter`), re-exported by SwiftUI.
        .library(name: "FoundationCompatibility", targets: ["FoundationCompatibility"]),
        // AVFoundation and Speech as SwiftUI code reaches them (a sound, the
        // audio session, speech recognition), on a host with no audio device.
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "Speech", targets: ["Speech"]),
        // Apple's frameworks that SwiftUI code imports beside SwiftUI: the
        // vector and matrix functions of `simd`, the log's `Logger` (`os`,
        // `OSLog`, on swift-log) and file types (`UniformTypeIdentifiers`).
        // Their modules are named `SwiftAnimation_NAME`, and code reaches
        // them by Apple's names through module aliases
        // (`-module-alias os=SwiftAnimation_os`, which `animate preview`
        // passes): a module of Apple's name in the build folder would make
        // libraries that say `#if canImport(os)` take their Apple-only
        // branch (swift-argument-parser's os_unfair_lock,
        // xctest-dynamic-overlay's dyld calls).
        .library(name: "SwiftAnimation_simd", targets: ["SwiftAnimation_simd"]),
        .library(name: "SwiftAnimation_os", targets: ["SwiftAnimation_os"]),
        .library(name: "SwiftAnimation_OSLog", targets: ["SwiftAnimation_OSLog"]),
        .library(name: "SwiftAnimation_UniformTypeIdentifiers", targets: ["SwiftAnimation_UniformTypeIdentifiers"]),
        .library(name: "SwiftAnimation_SwiftData", targets: ["SwiftAnimation_SwiftData"]),
        .library(name: "SwiftAnimation_CoreData", targets: ["SwiftAnimation_CoreData"]),
        .library(name: "SwiftAnimation_Charts", targets: ["SwiftAnimation_Charts"]),
        .library(name: "SwiftAnimation_AppIntents", targets: ["SwiftAnimation_AppIntents"]),
        .library(name: "SwiftAnimation_CoreLocation", targets: ["SwiftAnimation_CoreLocation"]),
        .library(name: "SwiftAnimation_MapKit", targets: ["SwiftAnimation_MapKit"]),
        .library(name: "SwiftAnimation_Photos", targets: ["SwiftAnimation_Photos"]),
        .library(name: "SwiftAnimation_PhotosUI", targets: ["SwiftAnimation_PhotosUI"]),
        .library(name: "SwiftAnimation_CoreTransferable", targets: ["SwiftAnimation_CoreTransferable"]),
        .library(name: "SwiftAnimation_CoreImage", targets: ["SwiftAnimation_CoreImage"]),
        .library(name: "SwiftAnimation_LocalAuthentication", targets: ["SwiftAnimation_LocalAuthentication"]),
        .library(name: "SwiftAnimation_AuthenticationServices", targets: ["SwiftAnimation_AuthenticationServices"]),
        .library(name: "SwiftAnimation_WatchKit", targets: ["SwiftAnimation_WatchKit"]),
        .library(name: "SwiftAnimation_Network", targets: ["SwiftAnimation_Network"]),
        .library(name: "SwiftAnimation_TipKit", targets: ["SwiftAnimation_TipKit"]),
        .library(name: "SwiftAnimation_Security", targets: ["SwiftAnimation_Security"]),
        .library(name: "SwiftAnimation_PencilKit", targets: ["SwiftAnimation_PencilKit"]),
        .library(name: "SwiftAnimation_WebKit", targets: ["SwiftAnimation_WebKit"]),
        .library(name: "SwiftAnimation_SafariServices", targets: ["SwiftAnimation_SafariServices"]),
        .library(name: "SwiftAnimation_CoreHaptics", targets: ["SwiftAnimation_CoreHaptics"]),
        .library(name: "SwiftAnimation_CoreML", targets: ["SwiftAnimation_CoreML"]),
        .library(name: "SwiftAnimation_CoreLocationUI", targets: ["SwiftAnimation_CoreLocationUI"]),
        .library(name: "SwiftAnimation_AVKit", targets: ["SwiftAnimation_AVKit"]),
        .library(name: "SwiftAnimation_UserNotifications", targets: ["SwiftAnimation_UserNotifications"]),
        .library(name: "SwiftAnimation_WidgetKit", targets: ["SwiftAnimation_WidgetKit"]),
        .library(name: "SwiftAnimation_StoreKit", targets: ["SwiftAnimation_StoreKit"]),
        .library(name: "SwiftAnimation_StoreKitTest", targets: ["SwiftAnimation_StoreKitTest"]),
        .library(name: "SwiftAnimation_SpriteKit", targets: ["SwiftAnimation_SpriteKit"]),
        .library(name: "SwiftAnimation_GameplayKit", targets: ["SwiftAnimation_GameplayKit"]),
        .library(name: "SwiftAnimation_CryptoKit", targets: ["SwiftAnimation_CryptoKit"]),
        // Snapshot tests of views at a time, on swift-snapshot-testing.
        .library(name: "SwiftAnimationTesting", targets: ["SwiftAnimationTesting"]),
        // What Xcode gives a SwiftUI target, for a target built on Linux:
        // Combine's names in files that import Foundation, asset symbols,
        // Bundle.module for an asset catalog SwiftPM does not copy.
        .plugin(name: "XcodeOnLinux", targets: ["XcodeOnLinux"])
    ],
    traits: [
        .trait(
            name: "Cairo",
            description:
                "PNG, GIF and MP4 output through Cairo, images through gdk-pixbuf, librsvg and poppler (Debian: libcairo2-dev librsvg2-dev libpoppler-glib-dev; WebP and HEIC images also need webp-pixbuf-loader and heif-gdk-pixbuf; GIF and MP4 also need ffmpeg)."
        ),
        .trait(
            name: "Live",
            description:
                "animate preview --live, and apps that `swift run` serves live: a local server (Hummingbird) that shows a view running and sends clicks back as taps."
        ),
        .trait(
            name: "MCP",
            description:
                "animate mcp: a Model Context Protocol server (standard input and output) that lists, renders, records and inspects a project's previews for coding agents (modelcontextprotocol/swift-sdk)."
        ),
        .trait(
            name: "CryptoKit",
            description:
                "`import CryptoKit` as swift-crypto, Apple's CryptoKit API for Linux (hashes, HMAC, ciphers, keys); without it the module only names what needs it."
        ),
        // None by default: the default build needs only the toolchain.
        // SwiftPM's own `--traits Cairo,Live` (or `--enable-all-traits`,
        // as CI builds and tests) enables the others for a command.
        .default(enabledTraits: [])
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-numerics.git", from: "1.1.1"),
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        // Only with the Live trait (SwiftPM does not fetch them otherwise).
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
        // The `#Preview` and `@Previewable` macros, and the scanner of
        // `animate preview`.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"700.0.0"),
        // Every child process (AnimationProcess): builds, previews' programs,
        // live previews, ffmpeg.
        .package(url: "https://github.com/swiftlang/swift-subprocess.git", from: "1.0.2"),
        // `animate mcp` (only with the MCP trait).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk.git", from: "0.12.1"),
        // Snapshot strategies (SwiftAnimationTesting): only its
        // SnapshotTesting library, which needs nothing else.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.0"),
        // `swift package generate-documentation`, and its `snippet-extract`
        // tool, which scripts/build-docs runs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `import os`: Apple's Logger writes through swift-log.
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.0"),
        // `import CryptoKit` (only with the CryptoKit trait).
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0")
    ],
    targets: [
        .target(name: "AnimationCore"),
        .target(name: "AnimationRuntime", dependencies: ["AnimationCore"]),
        // The engine: the view graph and its update cycle, layout's
        // machinery, the display list and the values it holds, the host,
        // the queries, state and environment. The SwiftUI vocabulary
        // (AnimationViews) reaches it through `package` API only.
        .target(
            name: "AnimationEngine",
            dependencies: [
                "AnimationCore", "AnimationRuntime", "Combine", "FoundationCompatibility",
                // The runtime's shims, called by name (RuntimeTypes).
                "CSwiftRuntimeShims"
            ]
        ),
        .target(
            name: "AnimationViews",
            dependencies: ["AnimationCore", "AnimationRuntime", "AnimationEngine", "Combine"]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // Asset images in PNG output: PNG and JPEG decoded by gdk-pixbuf,
        // SVG drawn by librsvg.
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        // PDF images in PNG and SVG output, drawn by poppler-glib.
        .systemLibrary(
            name: "CPoppler",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"])]
        ),
        .target(
            name: "AnimationRender", dependencies: ["AnimationCore", "AnimationEngine", "AnimationViews"],
            // The pages' scripts and styles, as files (linted as what they
            // are) compiled into the module: an `animate` copied anywhere
            // carries them.
            resources: ["page.css", "player.css", "player.js", "export.js", "inspection.js", "watch.js", "live.css", "live.js"].map {
                .embedInCode("Player/Page/" + $0)
            }
        ),
        // Every child process, on swift-subprocess: time limits, process
        // groups, the set of running children that `animate` stops on
        // SIGTERM. Below the tools and the Cairo backend (which gives
        // AnimationRender's video encoder its runner at start-up); no module
        // of NO_C_MODULES imports it (swift-subprocess has C modules).
        .target(
            name: "AnimationProcess",
            dependencies: [.product(name: "Subprocess", package: "swift-subprocess")]
        ),
        // PNG output through Cairo (with the Cairo trait): the raster backend
        // AnimationRender's `PNGRenderer` draws with. No module imports it
        // (its C modules would reach their clients' builds); a module that
        // needs pixels depends on AnimationCairoRegistration, whose
        // constructor registers the backend when the program starts.
        .target(
            name: "AnimationCairo",
            dependencies: [
                "AnimationCore", "AnimationViews", "AnimationRender",
                .target(name: "AnimationProcess", condition: .when(traits: ["Cairo"])),
                .target(name: "CCairo", condition: .when(traits: ["Cairo"])),
                .target(name: "CRsvg", condition: .when(traits: ["Cairo"])),
                .target(name: "CPoppler", condition: .when(traits: ["Cairo"]))
            ],
            // Inter, which text is drawn with, so that a PNG is the same on
            // every machine (SIL Open Font License, in Fonts/OFL.txt).
            resources: [.copy("Fonts")]
        ),
        .target(name: "AnimationCairoRegistration", dependencies: ["AnimationCairo"]),
        // The Swift runtime's entry points that Swift code cannot declare
        // (linked, never imported: see its header).
        .target(name: "CSwiftRuntimeShims"),
        // The preview runner: what runs inside the user's program (PNG
        // output with the Cairo trait).
        .target(
            name: "AnimationPreview",
            dependencies: [
                "AnimationCore", "AnimationViews", "AnimationRender", "CSwiftRuntimeShims",
                .target(name: "AnimationCairoRegistration", condition: .when(traits: ["Cairo"]))
            ]
        ),
        // The server of live views (`animate preview --live`, apps run live);
        // empty without the Live trait.
        .target(
            name: "AnimationLive",
            dependencies: [
                "AnimationPreview", "AnimationRender",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Live"])),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: .when(traits: ["Live"]))
            ]
        ),
        // Registers the live server when a program that links it starts
        // (apps that `swift run` serves live), as AnimationCairoRegistration
        // does for Cairo.
        .target(name: "AnimationLiveRegistration", dependencies: ["AnimationLive"]),
        // What only `animate` uses: the scanner, the workspace, the session.
        .target(
            name: "AnimationPreviewTools",
            dependencies: [
                "AnimationPreview", "AnimationRender", "AnimationProcess",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                // SHA-256 of each output in previews.json.
                .product(name: "Crypto", package: "swift-crypto")
            ]
        ),
        // The MCP server of `animate mcp`; empty without the MCP trait.
        .target(
            name: "AnimationMCP",
            dependencies: [
                "AnimationProcess",
                "AnimationPreview", "AnimationPreviewTools", "AnimationRender",
                .product(name: "MCP", package: "swift-sdk", condition: .when(traits: ["MCP"]))
            ]
        ),
        .macro(
            name: "SwiftUIMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax")
            ]
        ),
        // `import Combine`: Combine in Swift (publishers, subscribers,
        // subjects, operators, schedulers, ObservableObject and @Published).
        .target(name: "Combine"),
        // Foundation API that Apple's Foundation has and Linux's lacks.
        .target(name: "FoundationCompatibility"),
        // `import AVFoundation` and `import Speech`: players, the audio
        // session, an audio engine and speech recognition that compile and
        // answer as a device without audio does (warning the host once).
        .target(name: "AVFoundation", dependencies: ["AnimationViews", "UIKit"]),
        .target(name: "Speech", dependencies: ["AVFoundation"]),
        // `import simd` (aliased): Apple's vector functions and matrices
        // over the standard library's SIMD types.
        .target(name: "SwiftAnimation_simd"),
        // `import os` / `import OSLog` (aliased): Logger, os_log, signposts
        // and OSAllocatedUnfairLock; messages through swift-log.
        .target(name: "SwiftAnimation_os", dependencies: ["COSSubmodules", .product(name: "Logging", package: "swift-log")]),
        // The Clang submodules `os.log`, `os.signpost`... name (see its
        // module map).
        .systemLibrary(name: "COSSubmodules"),
        .target(name: "SwiftAnimation_OSLog", dependencies: ["SwiftAnimation_os"]),
        // `import UniformTypeIdentifiers` (aliased): UTType with the
        // system's types.
        .target(name: "SwiftAnimation_UniformTypeIdentifiers"),
        // `import CoreTransferable` (aliased, and re-exported by SwiftUI):
        // Transferable, its representations, and NSItemProvider.
        .target(name: "SwiftAnimation_CoreTransferable", dependencies: ["SwiftAnimation_UniformTypeIdentifiers"]),
        // `import CoreImage` and `import CoreImage.CIFilterBuiltins` (aliased,
        // and re-exported by UIKit): images, contexts and the built-in
        // filters, computed on the CPU.
        .target(name: "SwiftAnimation_CoreImage", dependencies: ["AnimationViews", "CoreGraphics", "COSSubmodules"]),
        // `import LocalAuthentication` (aliased): LAContext on a simulated
        // device's biometry.
        .target(name: "SwiftAnimation_LocalAuthentication", dependencies: ["AnimationViews"]),
        // `import AuthenticationServices` (aliased): Sign in with Apple on a
        // simulated device, with or without an Apple ID; web sign-in ends
        // as cancelled.
        .target(name: "SwiftAnimation_AuthenticationServices", dependencies: ["AnimationCore", "AnimationViews", "UIKit"]),
        // `import WatchKit` (aliased): a simulated Apple Watch (haptics
        // recorded), the app's life cycle, and hosting controllers.
        .target(name: "SwiftAnimation_WatchKit", dependencies: ["AnimationCore", "AnimationViews", "SwiftAnimation_UserNotifications"]),
        // `import Network` (aliased): the path monitor of a simulated
        // device (Wi-Fi until a test takes it offline); system modules only.
        .target(name: "SwiftAnimation_Network"),
        // `import TipKit` (aliased): tips, their in-memory datastore, and
        // the views that show them.
        .target(name: "SwiftAnimation_TipKit", dependencies: ["AnimationCore", "AnimationViews"]),
        // `import Security` (aliased): the keychain in memory, its result
        // codes and Core Foundation's names for its queries; random bytes.
        .target(name: "SwiftAnimation_Security"),
        // `import PencilKit` (aliased): drawings of strokes drawn into images
        // through UIKit's renderer, canvases and tool pickers.
        .target(name: "SwiftAnimation_PencilKit", dependencies: ["AnimationCore", "AnimationViews", "UIKit"]),
        // `import WebKit` (aliased): WKWebView running its loads' life
        // cycle without rendering or a network.
        .target(name: "SwiftAnimation_WebKit", dependencies: ["AnimationViews", "UIKit"]),
        // `import SafariServices` (aliased): SFSafariViewController, a
        // placeholder controller.
        .target(name: "SwiftAnimation_SafariServices", dependencies: ["AnimationViews", "UIKit"]),
        // `import CoreHaptics` (aliased): patterns and an engine on a
        // Simulator's hardware.
        .target(name: "SwiftAnimation_CoreHaptics", dependencies: ["AnimationViews"]),
        // `import CoreML` (aliased): feature values, arrays and models that
        // load but predict nothing (the classes Xcode generates from an
        // `.mlmodel` are AnimationPreview's CoreMLModelSource).
        .target(name: "SwiftAnimation_CoreML", dependencies: ["AnimationViews"]),
        // `import CoreLocationUI` (aliased): LocationButton.
        .target(name: "SwiftAnimation_CoreLocationUI", dependencies: ["AnimationViews"]),
        // `import SwiftData` (aliased): @Model, contexts and containers in
        // memory, @Query and the views' modelContainer.
        .target(
            name: "SwiftAnimation_SwiftData",
            dependencies: ["AnimationCore", "AnimationRuntime", "AnimationViews", "Combine", "FoundationCompatibility"]
                + (macrosArePrebuilt ? [] : ["SwiftUIMacros"])
        ),
        // `import CoreData` (aliased): managed objects, contexts and
        // containers in memory, NSPredicate(format:), and @FetchRequest
        // (which SwiftUI re-exports, as on iOS).
        .target(name: "SwiftAnimation_CoreData", dependencies: ["AnimationCore", "AnimationRuntime", "AnimationViews", "Combine"]),
        // `import AppIntents` (aliased): intents, parameters, entities and
        // shortcuts, run by the app (no system runs them here).
        .target(
            name: "SwiftAnimation_AppIntents",
            dependencies: ["AnimationCore", "AnimationViews", "FoundationCompatibility", "SwiftAnimation_UniformTypeIdentifiers"]
        ),
        // `import Charts` (aliased): charts of marks, drawn and animated as views.
        .target(name: "SwiftAnimation_Charts", dependencies: ["AnimationCore", "AnimationViews"]),
        // `import CoreLocation` and `import MapKit` (aliased): a simulated
        // location, and maps drawn as their content on a plain ground.
        .target(name: "SwiftAnimation_CoreLocation", dependencies: ["AnimationViews"]),
        .target(name: "SwiftAnimation_MapKit", dependencies: ["AnimationCore", "AnimationViews", "UIKit", "SwiftAnimation_CoreLocation"]),
        // `import PhotosUI`, `import AVKit`, `import UserNotifications`
        // (aliased): stand-ins that draw and warn the current host.
        .target(
            name: "SwiftAnimation_PhotosUI",
            dependencies: ["AnimationCore", "AnimationViews", "UIKit", "SwiftAnimation_CoreTransferable", "SwiftAnimation_Photos"]),
        // `import Photos` (aliased): the host's photo library, in memory,
        // holding what the program saves to it.
        .target(name: "SwiftAnimation_Photos", dependencies: ["AnimationViews", "UIKit", "AVFoundation", "SwiftAnimation_CoreData"]),
        .target(name: "SwiftAnimation_AVKit", dependencies: ["AnimationCore", "AnimationViews", "AVFoundation", "UIKit"]),
        .target(name: "SwiftAnimation_UserNotifications", dependencies: ["AnimationViews", "SwiftAnimation_CoreLocation"]),
        // `import WidgetKit` (aliased): widgets, timelines, and
        // `#Preview(as:)` drawing a widget at its family's size.
        .target(
            name: "SwiftAnimation_WidgetKit",
            dependencies: ["AnimationCore", "AnimationViews", "SwiftAnimation_AppIntents"] + (macrosArePrebuilt ? [] : ["SwiftUIMacros"])
        ),
        // `import StoreKit` and `import StoreKitTest` (aliased): products of
        // StoreKit configuration files, purchases in Xcode's test store, and
        // the store views.
        .target(name: "SwiftAnimation_StoreKit", dependencies: ["AnimationCore", "AnimationViews", "UIKit"]),
        .target(name: "SwiftAnimation_StoreKitTest", dependencies: ["SwiftAnimation_StoreKit"]),
        // `import SpriteKit` (aliased): scenes of nodes run by actions on the
        // host's clock, drawn by SpriteView.
        .target(name: "SwiftAnimation_SpriteKit", dependencies: ["AnimationCore", "AnimationViews", "UIKit"]),
        // `import GameplayKit` (aliased): random sources and distributions,
        // state machines, entities and components.
        .target(name: "SwiftAnimation_GameplayKit", dependencies: ["SwiftAnimation_SpriteKit"]),
        // `import CryptoKit` (aliased): swift-crypto with the CryptoKit trait.
        .target(
            name: "SwiftAnimation_CryptoKit",
            dependencies: [.product(name: "Crypto", package: "swift-crypto", condition: .when(traits: ["CryptoKit"]))]
        ),
        // `import UIKit`: the screen, device, application, colors, fonts,
        // images, paths and haptics SwiftUI code reaches, on the headless host.
        .target(
            name: "UIKit",
            dependencies: [
                "AnimationCore", "AnimationViews", "AnimationRender", "CoreGraphics", "SwiftAnimation_CoreImage",
                "SwiftAnimation_CoreTransferable", "SwiftAnimation_UniformTypeIdentifiers", "_Testing_UIKit"
            ]),
        // `import CoreGraphics`: CGColor and its spaces; Foundation's geometry
        // and AnimationCore's CGAffineTransform, CGVector and line styles.
        .target(name: "CoreGraphics", dependencies: ["AnimationCore", "_Testing_CoreGraphics"]),
        // The module Swift Testing's cross-import overlay names for files
        // that import Testing and CoreGraphics; empty (see its one file).
        .target(name: "_Testing_CoreGraphics"),
        // The module Swift Testing's cross-import overlay names for files
        // that import Testing and UIKit; empty (see its one file).
        .target(name: "_Testing_UIKit"),
        // `import SwiftUI`: everything, `#Preview`, and apps that run.
        .target(
            name: "SwiftUI",
            dependencies: [
                "SwiftAnimation", "Combine", "FoundationCompatibility", "UIKit", "AnimationPreview", "AnimationRender", "CSwiftRuntimeShims",
                "SwiftAnimation_CoreData", "SwiftAnimation_CoreTransferable", "SwiftAnimation_UniformTypeIdentifiers",
                .target(name: "AnimationLiveRegistration", condition: .when(traits: ["Live"]))
            ]
                + (macrosArePrebuilt ? [] : ["SwiftUIMacros"])
        ),
        // Writes its files when SwiftPM plans the build: it builds no tool
        // (its asset symbols are AnimationPreview's AssetSymbols.swift,
        // linked into its folder).
        .plugin(name: "XcodeOnLinux", capability: .buildTool()),
        .target(name: "AnimationExamples", dependencies: ["AnimationCore", "AnimationRuntime", "AnimationViews"]),
        // Snapshots at a time, settled views, animation traces: strategies
        // for swift-snapshot-testing's `assertSnapshot`.
        .target(
            name: "SwiftAnimationTesting",
            dependencies: [
                // UIKit: swift-snapshot-testing's iOS names (`UIImage`,
                // `UITraitCollection`, device configurations).
                "AnimationCore", "AnimationEngine", "AnimationViews", "AnimationRender", "UIKit",
                .target(name: "AnimationCairoRegistration", condition: .when(traits: ["Cairo"])),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ]
        ),
        .target(name: "SwiftAnimation", dependencies: ["AnimationCore", "AnimationRuntime", "AnimationEngine", "AnimationViews", "Combine"]),
        .executableTarget(
            name: "animate",
            dependencies: [
                "AnimationRender", "AnimationPreview", "AnimationPreviewTools", "AnimationProcess", "AnimationLive", "AnimationMCP", "SwiftAnimation",
                "AnimationExamples", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .target(name: "AnimationCairoRegistration", condition: .when(traits: ["Cairo"]))
            ] + previewableModules
        ),
        .executableTarget(
            name: "AnimationBenchmarks",
            dependencies: [
                "AnimationRuntime",
                "AnimationViews",
                "AnimationRender",
                .target(name: "AnimationCairoRegistration", condition: .when(traits: ["Cairo"])),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer")
            ],
            path: "Benchmarks/AnimationBenchmarks"
        ),
        // The helpers the test targets share (host queries, the tests' paths).
        .target(name: "TestSupport", dependencies: ["AnimationCore", "AnimationViews", "AnimationProcess"], path: "Tests/TestSupport"),
        .testTarget(
            name: "AnimationCoreTests",
            dependencies: [
                "AnimationCore",
                "AnimationExamples",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "Numerics", package: "swift-numerics")
            ]
        ),
        .testTarget(
            name: "AnimationRuntimeTests",
            dependencies: [
                "AnimationRuntime",
                .product(name: "PropertyBased", package: "swift-property-based")
            ]
        ),
        .testTarget(
            name: "AnimationViewsTests",
            dependencies: ["AnimationViews", "AnimationExamples", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            // A catalog AssetBundleTests reads where it lies.
            exclude: ["Assets/Registered"]
        ),
        .testTarget(
            name: "AnimationRenderTests",
            dependencies: [
                "AnimationRender", "AnimationExamples", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
                .target(name: "AnimationCairoRegistration", condition: .when(traits: ["Cairo"]))
            ]
        ),
        .testTarget(
            name: "AnimationPreviewTests",
            dependencies: [
                "AnimationPreview", "AnimationPreviewTools", "AnimationProcess", "AnimationRender", "AnimationLive", "AnimationMCP", "SwiftAnimation",
                "TestSupport",
                // The SDK's client, for the MCP server's tests.
                .product(name: "MCP", package: "swift-sdk", condition: .when(traits: ["MCP"])),
                // A WebSocket client for the live tests (swift-nio's; no TLS).
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Live"])),
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["Live"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["Live"])),
                .product(name: "NIOWebSocket", package: "swift-nio", condition: .when(traits: ["Live"]))
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        .testTarget(name: "SwiftAnimationTests", dependencies: ["SwiftAnimation", "AnimationExamples", "TestSupport"]),
        .testTarget(
            name: "SwiftAnimationTestingTests",
            dependencies: [
                "SwiftAnimationTesting", "SwiftAnimation", "SwiftUI", "AnimationRender", "AnimationExamples", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ],
            exclude: ["__Snapshots__"]
        ),
        // The view layer's random-use test again (its folder is linked from
        // AnimationViewsTests), with UIKit representables among the families.
        .testTarget(
            name: "SwiftUIRandomUseTests",
            dependencies: ["SwiftUI", "AnimationViews", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: [.define("RANDOM_USE_REPRESENTABLES")]
        ),
        // simd, os and UniformTypeIdentifiers against Apple's documented
        // values.
        .testTarget(
            name: "AppleFrameworksTests",
            dependencies: [
                "SwiftAnimation_simd", "SwiftAnimation_os", "SwiftAnimation_OSLog", "SwiftAnimation_UniformTypeIdentifiers",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log")
            ]
        ),
        // SwiftUI code as people write it, in Swift 5 language mode.
        .testTarget(
            name: "SwiftUICompatibilityTests",
            dependencies: [
                "SwiftAnimation", "SwiftUI", "AVFoundation", "Speech", "SwiftAnimation_simd", "SwiftAnimation_os", "SwiftAnimation_OSLog",
                "SwiftAnimation_UniformTypeIdentifiers", "SwiftAnimation_SwiftData", "SwiftAnimation_CoreData", "SwiftAnimation_CoreLocation",
                "SwiftAnimation_MapKit", "SwiftAnimation_Charts", "SwiftAnimation_AppIntents",
                "SwiftAnimation_PhotosUI", "SwiftAnimation_AVKit", "SwiftAnimation_UserNotifications", "SwiftAnimation_WidgetKit",
                "SwiftAnimation_StoreKit", "SwiftAnimation_StoreKitTest", "SwiftAnimation_SpriteKit", "SwiftAnimation_GameplayKit",
                "SwiftAnimation_CryptoKit", "SwiftAnimation_CoreTransferable", "SwiftAnimation_CoreImage", "SwiftAnimation_LocalAuthentication",
                "SwiftAnimation_WatchKit", "SwiftAnimation_Network", "SwiftAnimation_TipKit", "SwiftAnimation_Security", "SwiftAnimation_PencilKit",
                "SwiftAnimation_WebKit", "SwiftAnimation_SafariServices", "SwiftAnimation_CoreHaptics", "SwiftAnimation_CoreML",
                "SwiftAnimation_CoreLocationUI", "SwiftAnimation_Photos", "SwiftAnimation_AuthenticationServices",
                "AnimationPreview",
                "TestSupport"
            ],
            exclude: ["ExpectedWarnings.txt"],
            // Apple's names for the frameworks' modules, as `animate
            // preview` gives them (see the products).
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(appleModuleAliases)]
        )
    ],
    swiftLanguageModes: [.v6]
)
