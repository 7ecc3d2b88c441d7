import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

@MainActor
private final class Events {
    var editing: [Bool] = []
}

private struct Volume: View {
    @State var value = 0.0
    var step: Double?
    var events: Events?
    var body: some View {
        VStack {
            if let step {
                Slider(value: $value, in: 0...10, step: step)
            } else {
                Slider(value: $value, in: 0...10) { events?.editing.append($0) }
            }
            Text("\(value, specifier: "%.2f")")
        }
        .frame(width: 228)
        .onTapGesture {}
    }
}

@MainActor
private func thumbCenter(_ host: ViewHost) -> CGFloat? {
    host.displayList.flattened.first { $0.item.shadow != nil && $0.item.frame.width == 28 }.map { $0.item.frame.midX }
}

@MainActor
private func shown(_ host: ViewHost) -> String? {
    host.drawnViews.compactMap(\.text).last
}

@MainActor
@Suite("Sliders")
struct SliderTests {
    // The slider is 228 wide, centered in 300: from x = 36; the thumb's
    // center runs from 36 + 14 to 36 + 214, 200 points for 0...10.
    let size = CGSize(width: 300, height: 200)

    @Test func aPressAndADragSetTheValue() throws {
        let events = Events()
        let host = ViewHost(Volume(events: events), size: size)
        let y = try #require(host.displayList.flattened.first { $0.item.shadow != nil }).item.frame.midY
        #expect(thumbCenter(host) == 50)
        #expect(host.press(at: CGPoint(x: 100, y: y)))  // 50 of 200: 2.5
        #expect(shown(host) == "2.50")
        host.move(to: CGPoint(x: 150, y: y))  // 5
        #expect(shown(host) == "5.00")
        host.move(to: CGPoint(x: 400, y: y))  // past the end: 10
        #expect(shown(host) == "10.00")
        host.release(at: CGPoint(x: 200, y: y))  // 7.5
        #expect(shown(host) == "7.50")
        #expect(thumbCenter(host) == 200)
        #expect(events.editing == [true, false])
    }

    @Test func stepsSnap() throws {
        let host = ViewHost(Volume(step: 2), size: size)
        let y = try #require(host.displayList.flattened.first { $0.item.shadow != nil }).item.frame.midY
        host.tap(at: CGPoint(x: 100, y: y))  // 2.5 → 2
        #expect(shown(host) == "2.00")
        host.tap(at: CGPoint(x: 120, y: y))  // 3.5 → 4
        #expect(shown(host) == "4.00")
    }

    @Test func animatedChangesMoveTheThumb() {
        struct Animated: View {
            @State var value = 0.0
            var body: some View {
                VStack {
                    Slider(value: $value).frame(width: 228)
                    Color.red.frame(width: 20, height: 20).onTapGesture { withAnimation(.linear(duration: 1)) { value = 1 } }
                }
            }
        }
        let host = ViewHost(Animated(), size: size)
        let red = host.drawnViews.first { $0.item.content == .color(Color.red.resolved) }!.item.frame
        host.tap(at: CGPoint(x: red.midX, y: red.midY))
        host.advance(by: 0.5)
        #expect(abs((thumbCenter(host) ?? 0) - 150) < 1e-9)
    }

    @Test func disabledSlidersDoNotMove() throws {
        let host = ViewHost(Volume().disabled(true), size: size)
        let y = try #require(host.displayList.flattened.first { $0.item.shadow != nil }).item.frame.midY
        #expect(!host.press(at: CGPoint(x: 150, y: y)))
        #expect(shown(host) == "0.00")
    }
}
