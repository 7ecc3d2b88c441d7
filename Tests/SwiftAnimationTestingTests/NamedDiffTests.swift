import AnimationRender
import Foundation
import SnapshotTesting
import SwiftAnimation
import Testing

@testable import SwiftAnimationTesting

/// CIE 1994 ΔE (graphic arts) by hand: with a reference of chroma C, a
/// lightness step counts as itself, a chroma step ΔC as ΔC / (1 + 0.045 C),
/// a hue step ΔH as ΔH / (1 + 0.015 C).
@Suite("Named diffs")
struct NamedDiffTests {
    typealias Lab = ColorDifference.Lab

    @Test func deltaE94ByHand() {
        // Gray, 3 lighter: 3.
        #expect(abs(ColorDifference.deltaE94(Lab(l: 50, a: 0, b: 0), Lab(l: 53, a: 0, b: 0)) - 3) < 1e-12)
        // Chroma 10 to 13 at the same hue: 3 / 1.45.
        #expect(abs(ColorDifference.deltaE94(Lab(l: 50, a: 10, b: 0), Lab(l: 50, a: 13, b: 0)) - 3 / 1.45) < 1e-12)
        // A quarter turn at chroma 10: ΔH² = 200, so √200 / 1.15.
        #expect(abs(ColorDifference.deltaE94(Lab(l: 50, a: 10, b: 0), Lab(l: 50, a: 0, b: 10)) - 200.0.squareRoot() / 1.15) < 1e-12)
    }

    @Test func sRGBToLab() {
        // White is L 100, black 0, both neutral; a transparent pixel is the white it lies on.
        let white = ColorDifference.lab(red: 255, green: 255, blue: 255, alpha: 255)
        #expect(abs(white.l - 100) < 1e-3 && abs(white.a) < 1e-3 && abs(white.b) < 1e-3)
        #expect(abs(ColorDifference.lab(red: 0, green: 0, blue: 0, alpha: 255).l) < 1e-9)
        #expect(ColorDifference.lab(red: 0, green: 0, blue: 0, alpha: 0) == white)
        // sRGB red in CIELAB (D65): (53.24, 80.09, 67.20), the published value.
        let red = ColorDifference.lab(red: 255, green: 0, blue: 0, alpha: 255)
        #expect(abs(red.l - 53.24) < 0.01 && abs(red.a - 80.09) < 0.01 && abs(red.b - 67.20) < 0.01)
    }

    #if Cairo
    /// A 40-point square at 1.5 (60 wide) against 1.9 (76 wide) in
    /// 100 × 100: 76² − 60² = 2,176 pixels go from white to blue.
    @Test func aFailureSaysWhichComparisonAndByHowMuch() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let size = CGSize(width: 100, height: 100)
        _ = verifySnapshot(of: Grow(), as: .image(size: size, at: 0.5), named: "grow", record: .all, snapshotDirectory: folder.path)
        let exact = try #require(
            verifySnapshot(of: Grow(), as: .image(size: size, at: 0.9), named: "grow", record: .never, snapshotDirectory: folder.path))
        #expect(exact.contains("Compared exactly (precision 1, perceptualPrecision 1): 2176 of 10000 pixels differ"), "\(exact)")
        // Tolerant: 21.76 % differ where 10 % may, 11.76 points over; white
        // to blue is far more than ΔE94 2.
        let tolerant = try #require(
            verifySnapshot(
                of: Grow(), as: .image(size: size, at: 0.9, precision: 0.9, perceptualPrecision: 0.98), named: "grow", record: .never,
                snapshotDirectory: folder.path))
        #expect(tolerant.contains("Compared with precision 0.9 and perceptualPrecision 0.98"), "\(tolerant)")
        #expect(tolerant.contains("within ΔE94 2,"), "\(tolerant)")
        #expect(tolerant.contains("2176 of 10000 pixels differ (21.76 %, 11.76 points over)"), "\(tolerant)")
        // A perceptual precision below the largest difference passes every pixel.
        #expect(
            verifySnapshot(
                of: Grow(), as: .image(size: size, at: 0.9, perceptualPrecision: 0), named: "grow", record: .never,
                snapshotDirectory: folder.path) == nil)
    }
    #endif
}
