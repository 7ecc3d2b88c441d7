// swift-tools-version: 6.0
// A package of previews for `animate previews` (GalleryTests): a model
// target, a screens target that imports it, a target that does not
// compile and an executable with top-level code. Its dependency on
// swift-animation is not needed by `animate`.
import PackageDescription

let package = Package(
    name: "Gallery",
    targets: [
        .target(name: "Core"),
        .target(name: "Screens", dependencies: ["Core"]),
        .target(name: "Broken"),
        .executableTarget(name: "Tool"),
    ]
)
