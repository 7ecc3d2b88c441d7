import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

private struct Shake: GeometryEffect {
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: 10 * animatableData, y: 0))
    }
}

private struct Shaking: View {
    @State private var shakes: CGFloat = 0
    var body: some View {
        Color.red.frame(width: 20, height: 20).modifier(Shake(animatableData: shakes))
            .onTapGesture { withAnimation(.linear(duration: 1)) { shakes = 1 } }
    }
}

@MainActor
@Suite("Geometry effects")
struct GeometryEffectTests {
    @Test func rotation3DMatchesTheClosedForm() {
        // 60° about y, perspective 1 on 100 × 100: a point (dx, dy) from
        // the center goes to (dx·cos, dy) / w with w = 1 + dx·sin/100.
        let effect = _Rotation3DEffect(angle: .degrees(60), axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1)
        let projection = effect.effectValue(size: CGSize(width: 100, height: 100))
        let s = sin(Double.pi / 3), c = cos(Double.pi / 3)
        for (x, y) in [(100.0, 100.0), (0.0, 0.0), (100.0, 0.0), (50.0, 50.0)] {
            let dx = x - 50, dy = y - 50, w = 1 + dx * s / 100
            let point = projection.apply(CGPoint(x: x, y: y))
            #expect(abs(point.x - (50 + dx * c / w)) < 1e-9 && abs(point.y - (50 + dy / w)) < 1e-9, "\(x), \(y)")
        }
        // No perspective: a plain narrowing.
        let flat = _Rotation3DEffect(angle: .degrees(60), axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 0)
            .effectValue(size: CGSize(width: 100, height: 100))
        #expect(flat.isAffine && abs(flat.apply(CGPoint(x: 100, y: 30)).x - 75) < 1e-9)
        // About z: a plain rotation, clockwise on screen.
        let turn = _Rotation3DEffect(angle: .degrees(90), axis: (0, 0, 1), anchor: .topLeading, anchorZ: 0, perspective: 1)
            .effectValue(size: CGSize(width: 100, height: 100))
        #expect(abs(turn.apply(CGPoint(x: 10, y: 0)).y - 10) < 1e-9 && abs(turn.apply(CGPoint(x: 10, y: 0)).x) < 1e-9)
        // A zero axis turns nothing.
        #expect(
            _Rotation3DEffect(angle: .degrees(60), axis: (0, 0, 0), anchor: .center, anchorZ: 0, perspective: 1)
                .effectValue(size: CGSize(width: 10, height: 10)).isIdentity)
    }

    @Test func effectsDrawInTheViewsFrame() throws {
        let host = ViewHost(
            Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)),
            size: CGSize(width: 300, height: 300))
        let item = try #require(host.displayList.flattened.first { $0.item.projection != nil }?.item)
        // The view's own corner (100, 100) lands where the closed form
        // says, moved to the frame at (100, 100).
        let point = try #require(item.projection).apply(CGPoint(x: 200, y: 200))
        let w = 1 + 50 * sin(Double.pi / 3) / 100
        #expect(abs(point.x - (150 + 25 / w)) < 1e-9 && abs(point.y - (150 + 50 / w)) < 1e-9)
        let moved = ViewHost(
            Color.red.frame(width: 10, height: 10).transformEffect(CGAffineTransform(translationX: 5, y: 0)),
            size: CGSize(width: 10, height: 10))
        #expect(moved.displayList.flattened.contains { $0.item.projection.map { $0.isAffine && $0.m31 == 5 } == true })
    }

    @Test func userEffectsAnimate() throws {
        let host = ViewHost(Shaking(), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        let item = try #require(host.displayList.flattened.first { $0.item.projection != nil }?.item)
        #expect(abs((item.projection?.m31 ?? 0) - 5) < 1e-9)
    }
}
