import AnimationCore
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

@MainActor
@Suite("Numbered symbols")
struct NumberedSymbolTests {
    /// `1.circle` is the circle's ring with a 1 inside it; `1.circle.fill`
    /// is the disc with the 1 cut out; numbers past 50, leading zeros and
    /// other shapes are not symbols.
    @Test func digitsSitInTheirShapeAndAreCutOutOfFilledOnes() throws {
        let ring = try #require(SymbolGlyphs.outline(named: "1.circle"))
        let disc = try #require(SymbolGlyphs.outline(named: "1.circle.fill"))
        // The 1's stem: at the middle of the box, filled in the ring, a hole
        // in the disc.
        let stem = try #require(stemPoint(of: ring))
        #expect(ring.contains(stem))
        #expect(!disc.contains(stem))
        // Between the stem and the ring: empty in the ring, filled in the disc.
        let beside = CGPoint(x: 0.3, y: 0.5)
        #expect(!ring.contains(beside) && disc.contains(beside))
        // The digits stay within 12/24 across and 9/24 high, centered.
        let twelve = try #require(SymbolGlyphs.outline(named: "12.square"))
        let square = try #require(SymbolGlyphs.outline(named: "square"))
        #expect(twelve.boundingRect == square.boundingRect)
        for name in ["51.circle", "01.circle", "1.triangle", "1.circle.fill.fill", "-1.circle", ".circle"] {
            #expect(SymbolGlyphs.outline(named: name) == nil, "\(name)")
        }
        #expect(SymbolGlyphs.outline(named: "50.square.fill") != nil)
    }

    @Test func theyDrawWithoutAWarning() {
        let host = ViewHost(Image(systemName: "3.circle.fill").font(.title), size: CGSize(width: 100, height: 100))
        #expect(host.warnings.isEmpty)
    }

    /// Reversing a path keeps its area and flips its winding.
    @Test func reversedPathsWindTheOtherWay() {
        var square = Path()
        square.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        var hole = square
        hole.addPath(SymbolGlyphs.reversed(Path(CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))))
        #expect(hole.contains(CGPoint(x: 0.1, y: 0.1)))
        #expect(!hole.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(SymbolGlyphs.reversed(square).boundingRect == square.boundingRect)
    }

    /// A point on the 1's stem: the middle of the digits' bounding box in
    /// the ring (whose own contours are the ring's, farther out).
    private func stemPoint(of ring: Path) -> CGPoint? {
        let one = CGPoint(x: 0.5 + 0.02, y: 0.5)
        return ring.contains(one) ? one : CGPoint(x: 0.5, y: 0.5)
    }
}
