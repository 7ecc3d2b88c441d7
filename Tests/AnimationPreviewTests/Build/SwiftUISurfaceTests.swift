import Foundation
import TestSupport
import Testing

/// What `import SwiftUI` declares is what SwiftUI declares: user code that
/// fills a gap in SwiftUI compiles unchanged, and code that relies on
/// something SwiftUI does not have fails here as it fails in Xcode. Every
/// public operator beyond SwiftUI's is also one more overload the type
/// checker tries in each arithmetic expression of every user file.
@Suite("import SwiftUI declares what SwiftUI declares")
struct SwiftUISurfaceTests {
    static let modules = ModuleVisibilityTests.modules

    /// Three files in one compiler run. `Angle` has SwiftUI's arithmetic,
    /// its `_VectorMath` operators (`+`, `-`, `+=`, a `Double` factor or
    /// divisor: a rotation gesture's `finalAmount += currentAmount`); a file
    /// that declares its own operators (all four of `AdditiveArithmetic`'s:
    /// with `+=` and `-=` left to their defaults, they and the protocol's
    /// would both fit, in Xcode too) compiles, its operators chosen over the
    /// protocol's; and a factor before the angle, or an angle divided by an
    /// angle, which SwiftUI does not have, fails on its two lines.
    @Test(.enabled(if: ModuleVisibilityTests.swiftUIIsBuilt, "the SwiftUI module is built"))
    func angleHasSwiftUIsVectorMath() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let declares = directory.appendingPathComponent("AngleArithmetic.swift")
        try Data(
            """
            import SwiftUI

            extension Angle: AdditiveArithmetic {
                public static func + (lhs: Angle, rhs: Angle) -> Angle { .radians(lhs.radians + rhs.radians) }
                public static func - (lhs: Angle, rhs: Angle) -> Angle { .radians(lhs.radians - rhs.radians) }
                public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
                public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
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
        let uses = directory.appendingPathComponent("AngleMath.swift")
        try Data(
            """
            import SwiftUI

            struct Dial {
                var currentAmount = Angle.zero
                var finalAmount = Angle.degrees(30)
                mutating func end() {
                    finalAmount += currentAmount
                    currentAmount = .zero
                }
                var shown: Angle { currentAmount + finalAmount - .degrees(5) }
                var doubled: Angle { -finalAmount * 2 / 3 }
                var insets: EdgeInsets { EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) * 2 }
            }

            """.utf8
        ).write(to: uses)
        let relies = directory.appendingPathComponent("AngleScaled.swift")
        try Data(
            """
            import SwiftUI

            let doubled = 2 * Angle.degrees(45)
            let ratio = Angle.degrees(90) / Angle.degrees(45)

            """.utf8
        ).write(to: relies)
        let run = try runProgram(
            "/usr/bin/env",
            ["swiftc", "-typecheck", "-swift-version", "5", uses.path, relies.path, "-I", Self.modules.path],
            in: directory)
        let errors = (run.out + run.err).split(separator: "\n").filter { $0.hasPrefix("/") && $0.contains(" error: ") }
        #expect(run.status != 0)
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.contains("AngleScaled.swift:3:") || $0.contains("AngleScaled.swift:4:") }, "\(errors)")
        // A project's own operators, in a module of their own.
        let own = try runProgram(
            "/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "5", declares.path, "-I", Self.modules.path], in: directory)
        #expect(own.status == 0, "\(own.out)\n\(own.err)")
    }
}
