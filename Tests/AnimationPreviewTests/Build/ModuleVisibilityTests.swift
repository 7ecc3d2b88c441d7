import Foundation
import TestSupport
import Testing

/// The modules users import, and the libraries that say `#if
/// canImport(SwiftUI)` import: every one of them type-checks with the build
/// folder's modules alone, no module map of any C module given (as SwiftPM
/// compiles a target that does not declare the dependency). A C module
/// reachable from one of them fails with "missing required module".
@Suite("Public modules need no C module")
struct ModuleVisibilityTests {
    /// The build folder's modules (beside the tests' executable).
    static let modules = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
        .resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("Modules")

    static var swiftUIIsBuilt: Bool {
        FileManager.default.fileExists(atPath: modules.appendingPathComponent("SwiftUI.swiftmodule").path)
    }

    static let publicModules = [
        "SwiftUI", "UIKit", "Combine", "CoreGraphics", "SwiftAnimation", "SwiftAnimationTesting", "AnimationCore", "AnimationRuntime",
        "AnimationViews", "AnimationRender", "AnimationPreview", "FoundationCompatibility", "AVFoundation", "Speech", "SwiftAnimation_simd",
        "SwiftAnimation_os", "SwiftAnimation_OSLog", "SwiftAnimation_UniformTypeIdentifiers", "SwiftAnimation_CoreTransferable",
        "SwiftAnimation_CoreImage"
    ]

    /// One file imports them all (one compiler run: loading `SwiftUI` takes
    /// seconds); an error names the import that failed and the C module.
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: modules.appendingPathComponent("SwiftUI.swiftmodule").path), "the SwiftUI module is built"))
    func everyPublicModuleImportsWithNoModuleMap() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Client.swift")
        try Data(Self.publicModules.map { "import \($0)\n" }.joined().utf8).write(to: file)
        let run = try runProgram("/usr/bin/env", ["swiftc", "-typecheck", file.path, "-I", Self.modules.path], in: directory)
        #expect(run.status == 0, "\(run.err)")
    }

    /// What swift-snapshot-testing, swift-dependencies and swift-property-based
    /// compile when our modules are in the build folder, written as they
    /// write it.
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: modules.appendingPathComponent("SwiftUI.swiftmodule").path), "the SwiftUI module is built"))
    func aLibraryThatSaysCanImportBuildsAgainstThem() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Library.swift")
        try Data(
            """
            #if canImport(SwiftUI)
            import SwiftUI
            public enum SwiftUIProbe { public static let color = Color.red; public static var layout: CGSize { .zero } }
            #endif
            #if canImport(UIKit)
            import UIKit
            public enum UIKitProbe { public static let color = UIColor.systemBlue }
            #endif
            #if canImport(Combine)
            import Combine
            public final class CombineProbe: ObservableObject { @Published public var count = 0; public init() {} }
            public func ticks(on runLoop: RunLoop) -> AnyPublisher<Date, Never> { Timer.publish(every: 1, on: runLoop, in: .common).autoconnect().eraseToAnyPublisher() }
            #endif
            // Apple's frameworks that only Apple's systems have: our modules
            // of them go by other names, so these branches stay closed (as
            // swift-argument-parser's lock and swift-property-based's
            // quaternions need).
            #if canImport(os)
            import os
            public let lock = os_unfair_lock()
            #endif
            #if canImport(simd)
            import simd
            public let turn = simd_quatf(angle: 1, axis: [0, 0, 1])
            #endif

            """.utf8
        ).write(to: file)
        let run = try runProgram(
            "/usr/bin/env", ["swiftc", "-typecheck", "-parse-as-library", file.path, "-I", Self.modules.path], in: directory)
        #expect(run.status == 0, "\(run.err)")
    }

    /// A file that imports only CoreGraphics (as swift-snapshot-testing's
    /// and many models' do) sees its geometry: the transform, the vector
    /// and the line styles with their operations, and its colors.
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: modules.appendingPathComponent("CoreGraphics.swiftmodule").path),
            "the CoreGraphics module is built"))
    func coreGraphicsAloneHasItsGeometry() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Geometry.swift")
        try Data(
            """
            import CoreGraphics

            public func turned(_ rect: CGRect) -> CGRect {
                rect.applying(CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2))
            }
            public let velocity = CGVector(dx: 1, dy: 2)
            public let ends: (CGLineCap, CGLineJoin) = (.round, .bevel)
            public let ink = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

            """.utf8
        ).write(to: file)
        let run = try runProgram(
            "/usr/bin/env", ["swiftc", "-typecheck", "-parse-as-library", file.path, "-I", Self.modules.path], in: directory)
        #expect(run.status == 0, "\(run.err)")
    }

    /// A model file that imports only Foundation, compiled as `animate
    /// preview` compiles the user's files (Combine and FoundationCompatibility
    /// imported into each): its `@Observable` class and its `ObservableObject`
    /// compile, as Apple's Foundation brings Observation and Combine.
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: modules.appendingPathComponent("FoundationCompatibility.swiftmodule").path),
            "the FoundationCompatibility module is built"))
    func aModelFileThatImportsOnlyFoundationDeclaresObservableClasses() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Order.swift")
        try Data(
            """
            import Foundation

            @Observable
            class Order: Codable {
                var count = 2
                var hasSpecialRequest = false {
                    willSet { count = max(count, 1) }
                }

                enum CodingKeys: CodingKey {
                    case _count
                    case _hasSpecialRequest
                }
            }

            final class Basket: ObservableObject {
                @Published var items: [String] = []
            }

            """.utf8
        ).write(to: file)
        let implicit = ["Combine", "FoundationCompatibility"].flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
        let run = try runProgram(
            "/usr/bin/env", ["swiftc", "-typecheck", "-parse-as-library", file.path, "-I", Self.modules.path] + implicit, in: directory)
        #expect(run.status == 0, "\(run.err)")
    }
}
