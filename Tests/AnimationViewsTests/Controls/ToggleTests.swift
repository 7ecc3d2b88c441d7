import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

private struct Setting: View {
    @State var on = false
    var disabled = false
    var body: some View {
        Toggle("Wi-Fi", isOn: $on).frame(width: 200).disabled(disabled)
    }
}

@MainActor
private func knobOffset(_ host: ViewHost) -> CGFloat? {
    // The knob: the item whose offset moves it (a translation only).
    host.displayList.flattened.first { $0.item.transform.a == 1 && $0.item.transform.tx != 0 && $0.item.shadow == nil }?.item.transform.tx
}

@MainActor
private func trackColor(_ host: ViewHost) -> Color.Resolved? {
    host.drawnViews.compactMap { entry -> Color.Resolved? in
        if case .shape(let path, .color(let color), nil, _)? = entry.item.content, path.boundingRect.width == 51 { return color }
        return nil
    }.first
}

@MainActor
@Suite("Toggles")
struct ToggleTests {
    let size = CGSize(width: 200, height: 100)

    /// The middle of the switch: at the trailing end of the 200-point row.
    var switchPoint: CGPoint { CGPoint(x: 200 - 25, y: 50) }

    @Test func aSwitchSlidesItsKnob() {
        let host = ViewHost(Setting(), size: size)
        #expect(host.find(text: "Wi-Fi") != nil)
        #expect(knobOffset(host) == -10)
        #expect(trackColor(host)?.opacity == 0.16)
        #expect(host.tap(at: switchPoint))
        host.advance(by: 0.05)
        // Moving: between the ends.
        let moving = knobOffset(host) ?? 0
        #expect(moving > -10 && moving < 10)
        host.advance(by: 2)
        #expect(knobOffset(host) == 10)
        #expect(trackColor(host) == Color.green.resolved)
        // A tap on the label does not switch (only the switch does).
        host.tap(at: CGPoint(x: 20, y: 50))
        host.advance(by: 2)
        #expect(knobOffset(host) == 10)
    }

    @Test func theTintColorsTheTrack() {
        let host = ViewHost(Setting(on: true).tint(.purple), size: size)
        #expect(trackColor(host) == Color.purple.resolved)
    }

    @Test func disabledTogglesDoNotSwitch() {
        let host = ViewHost(Setting(disabled: true), size: size)
        #expect(!host.tap(at: switchPoint))
        host.advance(by: 1)
        #expect(knobOffset(host) == -10)
        #expect(host.displayList.flattened.contains { abs($0.item.opacity - 0.4) < 1e-9 })
    }

    @Test func buttonStyleTogglesAreButtons() {
        struct Bold: View {
            @State var on = false
            var body: some View {
                Toggle("Bold", isOn: $on).toggleStyle(.button)
            }
        }
        let host = ViewHost(Bold(), size: size)
        func fill() -> Color.Resolved? {
            host.drawnViews.compactMap { entry -> Color.Resolved? in
                if case .shape(_, .color(let color), nil, _)? = entry.item.content { return color }
                return nil
            }.first
        }
        #expect(fill()?.opacity == 0.15)  // bordered: a light fill
        #expect(host.tap(at: CGPoint(x: 100, y: 50)))
        #expect(fill() == Color.accentColor.resolved)  // prominent
    }
}

@MainActor
@Suite("Dividers")
struct DividerTests {
    @Test func dividersRunAcrossTheirStack() {
        func frames(_ view: some View) -> [CGRect] {
            ViewHost(view, size: CGSize(width: 200, height: 100)).drawnViews.compactMap { entry in
                if case .color(let color)? = entry.item.content, abs(color.opacity - 0.29) < 1e-6 { return entry.item.frame }
                return nil
            }
        }
        let across = frames(
            VStack {
                Text("a"); Divider(); Text("b")
            })
        #expect(across.count == 1 && across[0].width == 200 && across[0].height == 1)
        let upright = frames(
            HStack {
                Text("a"); Divider(); Text("b")
            }.frame(height: 40))
        #expect(upright.count == 1 && upright[0].width == 1 && upright[0].height == 40)
    }
}
