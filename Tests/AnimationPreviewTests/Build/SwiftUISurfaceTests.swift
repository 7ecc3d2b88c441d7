import Foundation
import TestSupport
import Testing

/// What `import SwiftUI` declares is what SwiftUI declares: user code that
/// fills a gap in SwiftUI (as public projects give `Angle` the arithmetic
/// SwiftUI's lacks) compiles unchanged, and code that relies on something
/// SwiftUI does not have fails here as it fails in Xcode. Every public
/// operator beyond SwiftUI's is also one more overload the type checker
/// tries in each arithmetic expression of every user file.
@Suite("import SwiftUI declares what SwiftUI declares")
struct SwiftUISurfaceTests {
    static let modules = ModuleVisibilityTests.modules

    /// Two files in one compiler run: one declares `Angle`'s arithmetic the
    /// way public projects do and uses it; the other scales an angle with no
    /// such declaration, which SwiftUI rejects (its `Angle` has `<`, `==`,
    /// `zero` and `animatableData`, no `+`, `*` or `/`). Only the second
    /// file's two lines fail.
    @Test(.enabled(if: ModuleVisibilityTests.swiftUIIsBuilt, "the SwiftUI module is built"))
    func angleHasNoArithmeticOfItsOwn() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let declares = directory.appendingPathComponent("AngleArithmetic.swift")
        try Data(
            """
            import SwiftUI

            extension Angle: AdditiveArithmetic {
                public static func + (lhs: Angle, rhs: Angle) -> Angle { .radians(lhs.radians + rhs.radians) }
                public static func - (lhs: Angle, rhs: Angle) -> Angle { .radians(lhs.radians - rhs.radians) }
            }

            extension Angle: VectorArithmetic {
                public mutating func scale(by rhs: Double) { radians *= rhs }
                public var magnitudeSquared: Double { radians * radians }
            }

            func sweep(_ start: Angle, _ end: Angle) -> Angle {
                var half = end - start
                half.scale(by: 0.5)
                return start + half
            }

            """.utf8
        ).write(to: declares)
        let relies = directory.appendingPathComponent("AngleScaled.swift")
        try Data(
            """
            import SwiftUI

            let doubled = Angle.degrees(45) * 2
            let halved = Angle.degrees(90) / 2

            """.utf8
        ).write(to: relies)
        let run = try runProgram(
            "/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "5", declares.path, relies.path, "-I", Self.modules.path],
            in: directory)
        let errors = (run.out + run.err).split(separator: "\n").filter { $0.hasPrefix("/") && $0.contains(" error: ") }
        #expect(run.status != 0)
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.contains("AngleScaled.swift:3:") || $0.contains("AngleScaled.swift:4:") }, "\(errors)")
    }
}
