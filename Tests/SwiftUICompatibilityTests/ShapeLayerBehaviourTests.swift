import Foundation
@testable import SwiftUI
import TestSupport
import Testing

@MainActor
@Suite("Shapes filled and stroked in layers")
struct ShapeLayerBehaviourTests {
    /// Each `fill`, `stroke` and `strokeBorder` of a shape view draws one
    /// more layer over the one before, in the same frame: a 100-point
    /// circle's fill, then its stroke (on the circle's own path), and a
    /// border inset by half its 4-point line (a 96-point circle from 2 to
    /// 98), then a 30-point stroke on the full circle.
    @Test func layersDrawInOrderInOneFrame() throws {
        let host = ViewHost(RoundHikeButton(), size: CGSize(width: 100, height: 200))
        let shapes = host.drawnViews.compactMap { view -> (CGRect, StrokeStyle?, Color.Resolved?)? in
            guard case .shape(let path, let paint, let stroke, _)? = view.item.content else { return nil }
            return (path.boundingRect.applying(view.transform), stroke, paint.color)
        }
        try #require(shapes.count == 5)
        func near(_ a: CGRect, _ b: CGRect) -> Bool {
            abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
        }
        #expect(near(shapes[0].0, CGRect(x: 0, y: 0, width: 100, height: 100)) && shapes[0].1 == nil)
        #expect(near(shapes[1].0, CGRect(x: 0, y: 0, width: 100, height: 100)) && shapes[1].1?.lineWidth == 4)
        #expect(near(shapes[2].0, CGRect(x: 0, y: 100, width: 100, height: 100)) && shapes[2].2 == Color(red: 1, green: 0, blue: 0).resolved)
        #expect(near(shapes[3].0, CGRect(x: 2, y: 102, width: 96, height: 96)) && shapes[3].2 == Color(red: 0, green: 0, blue: 1).resolved)
        #expect(shapes[3].1?.lineWidth == 4)
        #expect(near(shapes[4].0, CGRect(x: 0, y: 100, width: 100, height: 100)) && shapes[4].1?.lineWidth == 30)
    }
}
