// swift-tools-version: 6.1
// The core, runtime and view tests under ThreadSanitizer (.ci/run, README
// "Reliability"). The main package's test product holds every test target,
// and building it builds swift-syntax twice (for the macros and for the
// preview scanner); this package holds only these three test targets (its
// folders link to the main package's) against the main package's
// libraries, and the seeds' examples (a folder link too: the main package
// keeps them as fixtures, not a product), so that a sanitized build
// compiles what they test and no more.
//
//     swift test --package-path Sanitize --sanitize=thread -Xswiftc -enable-testing
//
// (`-enable-testing`: the tests' `@testable import`s reach modules that are
// this package's dependencies, not its own.)
import Foundation
import PackageDescription

/// The `-package-name` of the main package's modules: its identity (the
/// name of its folder), as SwiftPM spells it for the compiler. The tests use
/// `package` declarations of those modules, which only modules of the same
/// package name reach.
let mainPackageName: String = {
    let folder = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent.lowercased()
    let name = String(folder.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_" })
    return name.first.map { ("0"..."9").contains($0) } == true ? "_" + name : name
}()
let samePackage: [SwiftSetting] = [.unsafeFlags(["-package-name", mainPackageName])]

/// The seeds' views and custom animations (the main package's
/// `AnimationExamples` target, which is no product: it is the demo's and the
/// tests' fixtures), built here from the same folder under another name (a
/// target name is unique in a package graph) and imported by the tests
/// under its own.
let examples: [SwiftSetting] = [.unsafeFlags(["-module-alias", "AnimationExamples=SanitizeExamples"])]

let package = Package(
    name: "swift-animation-sanitize",
    dependencies: [
        .package(name: "swift-animation", path: ".."),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-numerics.git", from: "1.1.1"),
    ],
    targets: [
        .testTarget(
            name: "AnimationCoreTests",
            dependencies: [
                .product(name: "AnimationCore", package: "swift-animation"), "SanitizeExamples",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "Numerics", package: "swift-numerics"),
            ],
            packageAccess: false, swiftSettings: samePackage + examples
        ),
        .testTarget(
            name: "AnimationRuntimeTests",
            dependencies: [
                .product(name: "AnimationRuntime", package: "swift-animation"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            packageAccess: false, swiftSettings: samePackage
        ),
        .target(
            name: "SanitizeExamples",
            dependencies: [
                .product(name: "AnimationCore", package: "swift-animation"), .product(name: "AnimationRuntime", package: "swift-animation"),
                .product(name: "AnimationViews", package: "swift-animation"),
            ],
            path: "Sources/AnimationExamples"
        ),
        // The helpers the test targets share.
        .target(
            name: "TestSupport",
            dependencies: [
                .product(name: "AnimationCore", package: "swift-animation"), .product(name: "AnimationViews", package: "swift-animation"),
            ],
            path: "Tests/TestSupport",
            // Running programs (the one process runner, AnimationProcess) is
            // for the end-to-end tests, which are not here.
            exclude: ["Programs.swift"]
        ),
        .testTarget(
            name: "AnimationViewsTests",
            dependencies: [
                "TestSupport",
                .product(name: "AnimationViews", package: "swift-animation"), "SanitizeExamples",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Assets/Registered"],
            packageAccess: false, swiftSettings: samePackage + examples
        ),
    ],
    swiftLanguageModes: [.v6]
)
