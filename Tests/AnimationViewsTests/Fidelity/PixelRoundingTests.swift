import AnimationCore
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

/// The frames a host places, in host coordinates, of the views that draw a
/// color, back to front.
@MainActor
private func fills<V: View>(_ view: V, scale: CGFloat? = nil) -> [CGRect] {
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    if let scale { host.updateEnvironment { $0.displayScale = scale } }
    return colorFrames(host)
}

/// SwiftUI places every view on whole pixels: each edge of a view's frame
/// goes to the nearest pixel of the display, halfway rounding up (its
/// `ViewGeometry.roundCoordinatesToNearestOrUp(toMultipleOf:)`, the pixel
/// length being 1/displayScale). Render-time effects are not rounded.
@MainActor
@Suite("Views placed on whole pixels")
struct PixelRoundingTests {
    @Test func edgesGoToTheNearestPixel() {
        // 10.1 centered in 100: edges at 44.95 and 55.05, that is 134.85 and
        // 165.15 pixels at 3x: 135 and 165.
        #expect(fills(Color.red.frame(width: 10.1, height: 10.1)) == [CGRect(x: 45, y: 45, width: 10, height: 10)])
        // 11 centered: edges at 133.5 and 166.5 pixels, halfway: up.
        #expect(fills(Color.red.frame(width: 11, height: 11)) == [CGRect(x: 134.0 / 3, y: 134.0 / 3, width: 11, height: 11)])
        // At 2x, 10.1 centered: 89.9 and 110.1 pixels: 90 and 110.
        #expect(fills(Color.red.frame(width: 10.1, height: 10.1), scale: 2) == [CGRect(x: 45, y: 45, width: 10, height: 10)])
        #expect(onPixel(44.95) == 45 && onPixel(44.5) == 134.0 / 3 && onPixel(-0.5, scale: 1) == 0)
    }

    @Test func neighboursThatTouchStillTouch() {
        let frames = fills(
            HStack(spacing: 0) {
                Color.red.frame(width: 10.1, height: 10)
                Color.green.frame(width: 10.1, height: 10)
                Color.blue.frame(width: 10.1, height: 10)
            })
        #expect(frames.count == 3)
        for (left, right) in zip(frames, frames.dropFirst()) { #expect(left.maxX == right.minX) }
        for frame in frames { #expect((frame.minX * 3).rounded() == frame.minX * 3 && (frame.maxX * 3).rounded() == frame.maxX * 3) }
    }

    @Test func effectsAreNotRounded() throws {
        let host = ViewHost(Color.red.frame(width: 10, height: 10).offset(x: 0.1), size: CGSize(width: 100, height: 100))
        let moved = try #require(host.drawnViews.first)
        #expect(abs(moved.frame.minX - 45.1) < 1e-9)
    }

    /// Bad input: a display scale that is not a number places frames as
    /// computed at 1x (the environment reads it as 1).
    @Test func aScaleThatIsNotANumberIsOne() {
        #expect(fills(Color.red.frame(width: 10.1, height: 10.1), scale: .nan) == [CGRect(x: 45, y: 45, width: 10, height: 10)])
        #expect(fills(Color.red.frame(width: 10.1, height: 10.1), scale: -2) == [CGRect(x: 45, y: 45, width: 10, height: 10)])
    }
}
