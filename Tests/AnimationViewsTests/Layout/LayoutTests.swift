import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Layout")
struct LayoutTests {
    @Test func rootIsCentered() {
        let host = ViewHost(Color.red.frame(width: 40, height: 20), size: CGSize(width: 100, height: 100))
        #expect(colorFrames(host) == [CGRect(x: 30, y: 40, width: 40, height: 20)])
    }

    @Test func stacksPlaceChildrenWithSpacing() {
        let h = ViewHost(
            HStack {
                Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 30)
            },
            size: CGSize(width: 100, height: 100))
        #expect(colorFrames(h) == [CGRect(x: 31, y: 45, width: 10, height: 10), CGRect(x: 49, y: 35, width: 20, height: 30)])
        let v = ViewHost(
            VStack(alignment: .leading, spacing: 2) {
                Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 30)
            },
            size: CGSize(width: 100, height: 100))
        #expect(colorFrames(v) == [CGRect(x: 40, y: 29, width: 10, height: 10), CGRect(x: 40, y: 41, width: 20, height: 30)])
        let z = ViewHost(
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 30)
            },
            size: CGSize(width: 100, height: 100))
        #expect(colorFrames(z) == [CGRect(x: 40, y: 35, width: 10, height: 10), CGRect(x: 40, y: 35, width: 20, height: 30)])
    }

    @Test func flexibleChildrenShareTheRest() {
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red; Color.blue.frame(width: 20); Spacer()
            }.frame(width: 100, height: 10),
            size: CGSize(width: 100, height: 100))
        let frames = colorFrames(host)
        #expect(frames.count == 2)
        #expect(frames[1].width == 20)
        #expect(frames[0].width == 40)  // red and the spacer share the 80 left
    }

    @Test func paddingAndPosition() {
        let padded = ViewHost(Color.red.frame(width: 10, height: 10).padding(5).background(), size: CGSize(width: 100, height: 100))
        #expect(colorFrames(padded) == [CGRect(x: 45, y: 45, width: 10, height: 10)])
        let placed = ViewHost(Color.red.frame(width: 10, height: 10).position(x: 20, y: 30), size: CGSize(width: 100, height: 100))
        #expect(colorFrames(placed) == [CGRect(x: 15, y: 25, width: 10, height: 10)])
        let edges = ViewHost(Text("ab").padding(.horizontal, 3), size: CGSize(width: 100, height: 100))
        let text = edges.displayList.first { if case .text = $0.content { return true } else { return false } }!
        #expect(abs(text.frame.width - Body.pixels(Body.width("ab"))) < 1e-9 && abs(text.frame.height - Body.line) < 1e-9)
    }

    @Test func textAndImageMetrics() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Text("hello"); Image(systemName: "star")
            }, size: CGSize(width: 200, height: 200))
        let items = host.drawnViews.map(\.item)
        let hello = Body.pixels(Body.width("hello"))
        #expect(items.contains { $0.content?.string == "hello" && abs($0.frame.width - hello) < 1e-9 && abs($0.frame.height - Body.line) < 1e-9 })
        // A symbol: a square as high as the body font's line.
        #expect(
            items.contains {
                $0.content?.imageName == "system:star" && abs($0.frame.width - Body.rawLine) <= onePixel
                    && abs($0.frame.width - $0.frame.height) <= onePixel
            })
    }

    @Test func effectsTransformAboutTheirAnchor() {
        let host = ViewHost(
            Color.red.frame(width: 20, height: 20).rotationEffect(.degrees(90), anchor: .topLeading).offset(x: 5, y: 0)
                .opacity(0.5).blur(radius: 2).scaleEffect(x: 2, y: 1, anchor: .leading),
            size: CGSize(width: 100, height: 100))
        let list = host.displayList
        let color = host.drawnViews.first { if case .color = $0.item.content { return true } else { return false } }!
        // The color's top-leading corner (40, 40) is the rotation's fixed point; then +5 in x, then x scaled about x = 40.
        let corner = CGPoint(x: 40, y: 40).applying(color.transform)
        #expect(abs(corner.x - 50) < 1e-9 && abs(corner.y - 40) < 1e-9)
        #expect(list.first { $0.opacity == 0.5 } != nil)
        #expect(list.first { $0.blurRadius == 2 } != nil)
    }
}

extension View {
    /// A no-op used to check that modifiers compose.
    fileprivate func background() -> some View { self }
}
