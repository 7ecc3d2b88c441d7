// swift-tools-version: 6.1
// libFuzzer targets for swift-animation's text parsers. Build and run them
// with `Fuzz/run` (the README, "Reliability"); they link libFuzzer's `main`, so
// they build only with `--sanitize=fuzzer` and live outside the main package.
//
// The `#Preview` macro is a compiler plugin, not a product of the main
// package, so its folder is linked here (`Sources/PreviewMacros`) and
// compiled on its own with swift-syntax. The main package is built with its
// `MCP` trait, for the MCP server's tool calls.
import PackageDescription

let package = Package(
    name: "swift-animation-fuzz",
    dependencies: [
        .package(name: "swift-animation", path: "..", traits: ["MCP"]),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"700.0.0"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk.git", from: "0.12.1"),
    ],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "FuzzAnimationExpression",
            dependencies: ["FuzzDriver", .product(name: "AnimationRender", package: "swift-animation")]
        ),
        .executableTarget(
            name: "FuzzPreviewEvent",
            dependencies: ["FuzzDriver", .product(name: "AnimationPreview", package: "swift-animation")]
        ),
        .executableTarget(
            name: "FuzzOptions",
            dependencies: [
                "FuzzDriver", .product(name: "AnimationPreview", package: "swift-animation"),
                .product(name: "AnimationRender", package: "swift-animation")
            ]
        ),
        .executableTarget(
            name: "FuzzAssetCatalog",
            dependencies: ["FuzzDriver", .product(name: "AnimationViews", package: "swift-animation")]
        ),
        // `animate`'s tools, with `-enable-testing` (Fuzz/run) for their
        // internal parsers: the Swift source scanner, an MCP tool call.
        .executableTarget(
            name: "FuzzSourceScanner",
            dependencies: ["FuzzDriver", .product(name: "AnimationPreviewTools", package: "swift-animation")]
        ),
        .executableTarget(
            name: "FuzzMCPRequest",
            dependencies: [
                "FuzzDriver", .product(name: "AnimationMCP", package: "swift-animation"),
                .product(name: "AnimationPreview", package: "swift-animation"), .product(name: "MCP", package: "swift-sdk"),
            ]
        ),
        .executableTarget(
            name: "FuzzPreviewJSON",
            dependencies: [
                "FuzzDriver", .product(name: "AnimationPreview", package: "swift-animation"),
                .product(name: "AnimationPreviewTools", package: "swift-animation"),
                .product(name: "AnimationRender", package: "swift-animation"),
            ]
        ),
        // The `#Preview` macro (SwiftUIMacros) without its plugin's `@main`.
        .target(
            name: "PreviewMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ],
            exclude: ["Plugin.swift"]
        ),
        .executableTarget(
            name: "FuzzPreviewMacro",
            dependencies: [
                "FuzzDriver", "PreviewMacros", .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
