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

    /// `Shape.buttonBorder` is the environment's button border shape: a
    /// rounded rectangle of radius 8 by default (a point 2 points in from
    /// a corner is outside it, (2, 8) inside), a capsule under
    /// `buttonBorderShape(.capsule)` (radius 20: (2, 8) is 21.6 from the
    /// corner circle's center, outside), in fills
    /// and clips; `inset(by:)` insets it.
    @Test func theButtonBorderShapeFollowsTheEnvironment() throws {
        func shapes(_ shape: ButtonBorderShape?) -> [Path] {
            let host = ViewHost(BorderShapedIcons(shape: shape), size: CGSize(width: 240, height: 40))
            let fills = host.drawnViews.compactMap { view -> Path? in
                guard case .shape(let path, _, _, _)? = view.item.content else { return nil }
                return path
            }
            let clips = host.displayList.flattened.compactMap { $0.item.clip?.path }
            return fills + clips
        }
        // Whether a point, from the shape's top-left corner, is inside it.
        func inside(_ path: Path, _ x: CGFloat, _ y: CGFloat) -> Bool {
            path.contains(CGPoint(x: path.boundingRect.minX + x, y: path.boundingRect.minY + y))
        }
        let automatic = shapes(nil)
        try #require(automatic.count == 3)
        #expect(!inside(automatic[0], 2, 2) && inside(automatic[0], 1, 20) && inside(automatic[0], 2, 8))
        #expect(automatic[1].boundingRect.size == CGSize(width: 60, height: 20))
        #expect(!inside(automatic[2], 2, 2) && inside(automatic[2], 2, 8))
        let capsule = shapes(.capsule)
        try #require(capsule.count == 3)
        #expect(!inside(capsule[0], 2, 8) && inside(capsule[0], 20, 1))
        #expect(!inside(capsule[1], 2, 2) && capsule[1].boundingRect.size == CGSize(width: 60, height: 20))
        // Bad input: an inset past half the size is empty; a NaN inset is none.
        let frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(ButtonBorderShape.capsule.inset(by: 30).path(in: frame).isEmpty)
        #expect(ButtonBorderShape.capsule.inset(by: .nan).path(in: frame) == ButtonBorderShape.capsule.path(in: frame))
        // The clip: the orange square's corners are cut as a capsule's.
        #expect(!inside(capsule[2], 2, 8) && inside(capsule[2], 20, 1))
    }
}
