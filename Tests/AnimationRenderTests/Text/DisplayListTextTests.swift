import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import Testing

@MainActor
@Suite("Display lists as text")
struct DisplayListTextTests {
    private func text<V: View>(_ view: V) -> [String] {
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        return DisplayListTextRenderer().render(host.displayList).split(separator: "\n").map(String.init)
    }

    @Test func itemsReadAsTheirFramesEffectsAndContent() {
        // Apple's red is (255, 56, 60) in light mode (iOS 26); a 40-point square is
        // centered at (30, 30).
        #expect(text(Color.red.frame(width: 40, height: 40)).contains { $0.hasSuffix("item (30, 30, 40 × 40): color rgb(255,56,60)") })
        // Scaled by 2 about the host's center (50, 50): tx = 50 − 2 × 50.
        let scaled = text(Color.blue.frame(width: 20, height: 20).scaleEffect(2).opacity(0.5))
        #expect(scaled.contains { $0.contains("transform (2, 0, 0, 2, -50, -50)") })
        #expect(scaled.contains { $0.contains("opacity 0.5") })
        // Text in the body style: 17 points, regular, black.
        #expect(text(Text("Hi")).contains { $0.hasSuffix(": text \"Hi\" 17pt Inter 400 rgb(0,0,0)") })
        // Children are indented under their parent.
        let nested = text(
            HStack {
                Color.red; Color.blue
            }.frame(width: 20, height: 10).clipShape(Rectangle()))
        #expect(nested.contains { $0.hasPrefix("  item") })
    }

    @Test func theSameListGivesTheSameText() {
        let view = VStack {
            Text("Hello"); Circle().fill(Color.orange).frame(width: 30, height: 30)
        }.rotationEffect(.degrees(10))
        let first = DisplayListTextRenderer().render(ViewHost(view, size: CGSize(width: 200, height: 200)).displayList)
        let second = DisplayListTextRenderer().render(ViewHost(view, size: CGSize(width: 200, height: 200)).displayList)
        #expect(first == second && first.hasSuffix("\n"))
        #expect(DisplayListTextRenderer().render(DisplayList()) == "")
    }
}
