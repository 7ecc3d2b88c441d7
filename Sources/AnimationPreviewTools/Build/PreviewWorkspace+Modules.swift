import Foundation

extension PreviewWorkspace {
    /// A module of the user's files in the workspace: `PreviewedFiles` for
    /// files given one by one; for a package, one module per target, by
    /// the target's name, so that `import Core` between them compiles as in
    /// the package.
    public struct Module: Sendable, Hashable {
        /// The module of files given one by one.
        public static let defaultName = "PreviewedFiles"
        /// The default module, with no dependencies of the user's.
        public static let `default` = Module(name: defaultName)

        /// The module's name (a target's).
        public var name: String
        /// The other modules of the workspace it imports.
        public var dependencies: [String]

        /// Creates a module.
        ///
        /// - Parameters:
        ///   - name: Its name.
        ///   - dependencies: The workspace's other modules it imports.
        public init(name: String, dependencies: [String] = []) {
            self.name = name
            self.dependencies = dependencies
        }

        /// The name the module's `@main` entry point takes, so that the
        /// runner's `main` is the program's (one per module: several apps
        /// of one package link into one program).
        var entryPoint: String {
            name == Self.defaultName ? PreviewWorkspace.filesEntryPoint : PreviewWorkspace.filesEntryPoint + "_" + name
        }

        /// The name of the enum of the module's generated registrations.
        var candidatesType: String {
            name == Self.defaultName ? PreviewCandidates.typeName : PreviewCandidates.typeName + "_" + name
        }
    }

    /// The names a module of the user's cannot take: the workspace's own
    /// and the modules of this package it links.
    public static let reservedModuleNames: Set<String> = [
        "PreviewRunner", "SwiftUI", "UIKit", "Combine", "CoreGraphics", "AnimationCore", "AnimationRuntime", "AnimationViews", "AnimationRender",
        "AnimationPreview", "AnimationLive", "SwiftAnimation", "CSwiftRuntimeShims", "CCairo", "CRsvg", "CPoppler", "AnimationCairo",
        "AnimationCairoRegistration", "AnimationLiveRegistration", "Foundation",
        "Dispatch", "Observation", "_Testing_UIKit", "_Testing_CoreGraphics",
        "FoundationCompatibility", "AVFoundation", "Speech", "simd", "os", "OSLog", "UniformTypeIdentifiers", "Logging",
        "SwiftData", "SwiftAnimation_simd", "SwiftAnimation_os", "SwiftAnimation_OSLog", "SwiftAnimation_UniformTypeIdentifiers",
        "SwiftAnimation_SwiftData", "CoreLocation", "MapKit", "SwiftAnimation_CoreLocation", "SwiftAnimation_MapKit",
        "PhotosUI", "AVKit", "UserNotifications", "SwiftAnimation_PhotosUI", "SwiftAnimation_AVKit", "SwiftAnimation_UserNotifications",
        "WidgetKit", "SwiftAnimation_WidgetKit", "CoreData", "SwiftAnimation_CoreData", "Charts", "SwiftAnimation_Charts", "AppIntents",
        "SwiftAnimation_AppIntents", "StoreKit", "SwiftAnimation_StoreKit", "StoreKitTest", "SwiftAnimation_StoreKitTest", "CoreTransferable",
        "SwiftAnimation_CoreTransferable", "SpriteKit",
        "SwiftAnimation_SpriteKit", "GameplayKit", "SwiftAnimation_GameplayKit", "CryptoKit",
        "SwiftAnimation_CryptoKit", "COSSubmodules", "CoreImage", "SwiftAnimation_CoreImage",
        "LocalAuthentication", "SwiftAnimation_LocalAuthentication", "WebKit", "SwiftAnimation_WebKit",
        "SafariServices", "SwiftAnimation_SafariServices", "CoreHaptics", "SwiftAnimation_CoreHaptics", "CoreLocationUI",
        "SwiftAnimation_CoreLocationUI", "WatchKit", "SwiftAnimation_WatchKit",
        "Network", "SwiftAnimation_Network", "TipKit", "SwiftAnimation_TipKit", "Security", "SwiftAnimation_Security",
        "PencilKit", "SwiftAnimation_PencilKit", "CoreML", "SwiftAnimation_CoreML", "Photos", "SwiftAnimation_Photos",
        "AuthenticationServices", "SwiftAnimation_AuthenticationServices"
    ]

    /// Apple's frameworks of which this package has a module
    /// (`SwiftAnimation_NAME`), reached by Apple's names through
    /// `-module-alias NAME=SwiftAnimation_NAME`. The modules themselves are
    /// not named so: a library of the workspace that says
    /// `#if canImport(os)` would find one and take its Apple-only code.
    static let appleFrameworks = [
        "simd", "os", "OSLog", "UniformTypeIdentifiers", "SwiftData", "CoreData", "CoreLocation", "MapKit", "PhotosUI", "AVKit",
        "UserNotifications", "WidgetKit", "Charts", "AppIntents", "StoreKit", "StoreKitTest", "SpriteKit", "GameplayKit", "CryptoKit",
        "CoreTransferable", "CoreImage", "LocalAuthentication", "WebKit", "SafariServices", "CoreHaptics", "CoreLocationUI", "WatchKit", "Network",
        "TipKit", "Security", "PencilKit", "CoreML", "Photos", "AuthenticationServices"
    ]

    /// The products of this package that each module of the user's files
    /// depends on: every module a previewed file can import (the package's
    /// `previewableModules`, which `animate` links too), and the runner's
    /// registrations.
    static let previewableProducts =
        ["SwiftUI", "Combine", "FoundationCompatibility", "AVFoundation", "Speech"] + appleFrameworks.map { "SwiftAnimation_" + $0 }
        + ["AnimationPreview"]

    /// The compiler flags of a module of the user's files, beside its
    /// language mode: its `@main` entry point under another name; Combine
    /// and FoundationCompatibility imported in every file (Apple's
    /// Foundation brings Combine and Observation, so a model file that
    /// imports only Foundation declares ObservableObjects and `@Observable`
    /// classes, and it has API that Linux's lacks); Apple's framework names for this package's modules of them;
    /// and the prebuilt `#Preview` macros' plugin, if there is one.
    ///
    /// - Parameter module: The module.
    /// - Returns: The flags, as `swiftc` takes them.
    func userFlags(of module: Module) -> [String] {
        ["-Xfrontend", "-entry-point-function-name", "-Xfrontend", module.entryPoint]
            + ["Combine", "FoundationCompatibility"].flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
            + Self.appleFrameworks.flatMap { ["-module-alias", "\($0)=SwiftAnimation_\($0)"] }
            + (macrosPlugin.map { ["-load-plugin-executable", $0.path + "#SwiftUIMacros"] } ?? [])
    }

    /// The folder of a module's files in the workspace.
    func directory(of module: String) -> URL {
        directory.appendingPathComponent("Sources/\(module)")
    }

    /// The workspace's manifest with the default module alone.
    var manifest: String { manifest(modules: [.default]) }

    /// The workspace's manifest: a target per module of the user's files,
    /// each depending on the `SwiftUI` and `Combine` products and on the
    /// modules it imports, in Swift 5 language mode; and the runner.
    ///
    /// - Parameter modules: The modules, dependencies first or not.
    func manifest(modules: [Module]) -> String {
        let identity = packageRoot.lastPathComponent
        let traitList = traits.isEmpty ? "" : ", traits: [.defaults, " + traits.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let names = Set(modules.map(\.name))
        let products = Self.previewableProducts.map { ".product(name: \"\($0)\", package: \"\(identity)\"), " }.joined()
        let targets = modules.map { module in
            let own = module.dependencies.filter { names.contains($0) && $0 != module.name }.map { "\"\($0)\", " }.joined()
            return """
                        .target(
                            name: "\(module.name)",
                            dependencies: [
                                \(own)\(products)
                            ],
                            swiftSettings: [
                                .swiftLanguageMode(.v5),
                                .unsafeFlags([\(userFlags(of: module).map(PreviewSourceFile.literal).joined(separator: ", "))]),
                            ]
                        ),

                """
        }.joined()
        let runnerDependencies = modules.map { "\"\($0.name)\", " }.joined()
        return """
            // swift-tools-version: 6.1
            // Made by `animate preview`; it is rewritten on every preview.
            // The package's files: \(packageFilesFingerprint)
            // (SwiftPM plans a dependency's files again only when this manifest
            // changes: a file added to the package, by a `git pull` say, would
            // otherwise be missing from its modules.)
            import PackageDescription

            let package = Package(
                name: "animate-preview",
                dependencies: [.package(path: \(PreviewSourceFile.literal(packageRoot.path))\(traitList))],
                targets: [
            \(targets)        .executableTarget(
                        name: "PreviewRunner",
                        dependencies: [\(runnerDependencies).product(name: "AnimationPreview", package: "\(identity)")]
                    ),
                ]
            )

            """
    }
}
