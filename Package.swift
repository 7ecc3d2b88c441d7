// swift-tools-version: 6.1
import PackageDescription

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
    ],
    traits: [
        .trait(name: "Cairo", description: "PNG, GIF and MP4 output through Cairo, images through gdk-pixbuf and librsvg (Debian: libcairo2-dev librsvg2-dev; GIF and MP4 also need ffmpeg)."),
        .trait(name: "Live", description: "animate preview --live: a local server (Hummingbird) that shows a view running and sends clicks back as taps."),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-numerics.git", from: "1.1.1"),
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        // Combine's types (ObservableObject, @Published, publishers) on Linux.
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        // Only with the Live trait (SwiftPM does not fetch them otherwise).
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        // `swift package generate-documentation` (scripts/build-docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "AnimationCore"),
        .target(name: "AnimationRuntime", dependencies: ["AnimationCore"]),
        .target(
            name: "AnimationViews",
            dependencies: [
                "AnimationCore", "AnimationRuntime", .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ]
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
        .target(
            name: "AnimationRender",
            dependencies: [
                "AnimationCore", "AnimationViews",
                .target(name: "CCairo", condition: .when(traits: ["Cairo"])),
                .target(name: "CRsvg", condition: .when(traits: ["Cairo"])),
            ]
        ),
        .target(name: "AnimationPreview", dependencies: ["AnimationCore", "AnimationViews", "AnimationRender"]),
        .target(name: "AnimationExamples", dependencies: ["AnimationCore", "AnimationRuntime", "AnimationViews"]),
        .target(name: "SwiftAnimation", dependencies: ["AnimationCore", "AnimationRuntime", "AnimationViews"]),
        .executableTarget(
            name: "animate",
            dependencies: [
                "AnimationRender", "AnimationPreview", "SwiftAnimation", "AnimationExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Live"])),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: .when(traits: ["Live"])),
            ]
        ),
        .executableTarget(
            name: "AnimationBenchmarks",
            dependencies: [
                "AnimationRuntime",
                "AnimationViews",
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ],
            path: "Benchmarks/AnimationBenchmarks"
        ),
        .testTarget(
            name: "AnimationCoreTests",
            dependencies: [
                "AnimationCore",
                "AnimationExamples",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "Numerics", package: "swift-numerics"),
            ]
        ),
        .testTarget(
            name: "AnimationRuntimeTests",
            dependencies: [
                "AnimationRuntime",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "AnimationViewsTests",
            dependencies: ["AnimationViews", "AnimationExamples", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "AnimationRenderTests",
            dependencies: ["AnimationRender", "AnimationExamples", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "AnimationPreviewTests",
            dependencies: [
                "AnimationPreview", "AnimationRender", "SwiftAnimation",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket", condition: .when(traits: ["Live"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Live"])),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "SwiftAnimationTests", dependencies: ["SwiftAnimation", "AnimationExamples"]),
        // SwiftUI code as people write it, in Swift 5 language mode.
        .testTarget(
            name: "SwiftUICompatibilityTests",
            dependencies: ["SwiftAnimation"],
            exclude: ["ExpectedWarnings.txt"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
