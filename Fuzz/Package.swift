// swift-tools-version: 6.1
// libFuzzer targets for swift-animation's text parsers. Build and run them
// with `Fuzz/run` (see Fuzz/README.md); they link libFuzzer's `main`, so
// they build only with `--sanitize=fuzzer` and live outside the main package.
import PackageDescription

let package = Package(
    name: "swift-animation-fuzz",
    dependencies: [
        .package(name: "swift-animation", path: ".."),
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
    ],
    swiftLanguageModes: [.v6]
)
