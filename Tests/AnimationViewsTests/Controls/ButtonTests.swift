import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

/// Scales its label down while pressed, with a linear animation of 1 s.
private struct PressScale: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.5 : 1)
            .animation(.linear(duration: 1), value: configuration.isPressed)
    }
}

/// Triggers on a tap of its own, drawn as the plain label.
private struct TapTrigger: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture { configuration.trigger() }
    }
}

private struct Counting<Style: ButtonStyle>: View {
    let style: Style
    @State private var count = 0
    var disabled = false

    var body: some View {
        Button {
            count += 1
        } label: {
            Text("Count \(count)").frame(width: 100, height: 40)
        }
        .buttonStyle(style)
        .disabled(disabled)
    }
}

private struct Removable: View {
    @State private var shown = true
    var body: some View {
        VStack {
            if shown {
                Button("Go") { shown = false }.frame(width: 100, height: 40)
            }
            Color.clear.frame(width: 10, height: 10)
        }
    }
}

/// The text shown last: while a change cross-fades (the press style's
/// implicit animation also animates the label's change, as in SwiftUI),
/// the new string.
@MainActor
private func label(_ host: ViewHost) -> String? {
    host.drawnViews.compactMap(\.text).last
}

@MainActor
private func scale(_ host: ViewHost) -> CGFloat? {
    host.displayList.flattened.first { $0.item.transform.a != 1 }?.item.transform.a ?? 1
}

@MainActor
@Suite("Buttons")
struct ButtonTests {
    let center = CGPoint(x: 100, y: 100)
    let size = CGSize(width: 200, height: 200)

    @Test func aTapRunsTheAction() {
        let host = ViewHost(Counting(style: PressScale()), size: size)
        #expect(host.tap(at: center))
        #expect(label(host) == "Count 1")
        #expect(!host.tap(at: CGPoint(x: 5, y: 5)))
        #expect(label(host) == "Count 1")
    }

    @Test func pressedStateFollowsThePointer() {
        let host = ViewHost(Counting(style: PressScale()), size: size)
        #expect(host.press(at: center))
        host.advance(by: 0.5)
        // Halfway along linear(1 s) from 1 to 0.5.
        #expect(abs((scale(host) ?? 0) - 0.75) < 1e-9)
        // Out of the button: no longer pressed; back in: pressed again.
        host.move(to: CGPoint(x: 5, y: 5))
        host.advance(by: 2)
        #expect(scale(host) == 1)
        host.move(to: center)
        host.advance(by: 2)
        #expect(scale(host) == 0.5)
        // Released inside: the action runs once, the scale springs back.
        #expect(host.release(at: center))
        #expect(label(host) == "Count 1")
        host.advance(by: 2)
        #expect(scale(host) == 1)
    }

    @Test func releasingOutsideCancels() {
        let host = ViewHost(Counting(style: PressScale()), size: size)
        host.press(at: center)
        host.move(to: CGPoint(x: 5, y: 5))
        #expect(!host.release(at: CGPoint(x: 5, y: 5)))
        #expect(label(host) == "Count 0")
        // A release without a press does nothing.
        #expect(!host.release(at: center))
    }

    @Test func disabledButtonsTakeNoPresses() {
        let host = ViewHost(Counting(style: BorderedButtonStyle(), disabled: true), size: size)
        #expect(!host.tap(at: center))
        #expect(label(host) == "Count 0")
        // Dimmed.
        #expect(host.displayList.flattened.contains { abs($0.item.opacity - 0.4) < 1e-9 })
    }

    @Test func primitiveStylesTriggerThemselves() {
        struct Primitive: View {
            @State private var count = 0
            var body: some View {
                Button("Tapped \(count)") { count += 1 }.buttonStyle(TapTrigger()).frame(width: 100, height: 40)
            }
        }
        let host = ViewHost(Primitive(), size: size)
        #expect(host.tap(at: center))
        #expect(label(host) == "Tapped 1")
    }

    @Test func builtInStylesDraw() throws {
        func paints(_ view: some View) -> [DisplayList.Paint] {
            ViewHost(view, size: size).drawnViews.compactMap { entry in
                switch entry.item.content {
                case .shape(_, let paint, _, _)?: paint
                case .text(let text)?: text.runs.first?.paint
                default: nil
                }
            }
        }
        let accent = Color.accentColor.resolved
        // The default: a tinted label, no background; `.automatic` too, and
        // it takes taps.
        #expect(paints(Button("Go") {}) == [.color(accent)])
        #expect(paints(Button("Go") {}.buttonStyle(.automatic)) == [.color(accent)])
        final class Taps { var count = 0 }
        let taps = Taps()
        let automatic = ViewHost(Button("Go") { taps.count += 1 }.buttonStyle(.automatic), size: size)
        #expect(automatic.tap(at: center) && taps.count == 1)
        // Bordered: a light fill of the tint, then the tinted label.
        var light = accent
        light.opacity = 0.15
        #expect(paints(Button("Go") {}.buttonStyle(.bordered)) == [.color(light), .color(accent)])
        // Prominent: the tint, then white; destructive: red.
        #expect(paints(Button("Go") {}.buttonStyle(.borderedProminent)) == [.color(accent), .color(Color.white.resolved)])
        #expect(paints(Button("Delete", role: .destructive) {}) == [.color(Color.red.resolved)])
        #expect(paints(Button("Go") {}.buttonStyle(.plain)) == [.color(Color.primary.resolved)])
        // The control size pads; the border shape outlines.
        let large = ViewHost(Button("Go") {}.buttonStyle(.bordered).controlSize(.large).buttonBorderShape(.capsule), size: size)
        let fill = try #require(large.drawnViews.first { if case .shape? = $0.item.content { true } else { false } })
        let text = try #require(large.drawnViews.first { $0.item.content?.string == "Go" })
        #expect(abs(fill.item.frame.width - (text.item.frame.width + 40)) < 1e-9)
        #expect(abs(fill.item.frame.height - (text.item.frame.height + 28)) < 1e-9)
        guard case .shape(let path, _, _, _)? = fill.item.content else { return }
        #expect(
            path == Capsule().path(in: CGRect(origin: .zero, size: fill.item.frame.size)).offsetBy(dx: fill.item.frame.minX, dy: fill.item.frame.minY)
        )
        // A title and a symbol.
        let labelled = ViewHost(Button("Add", systemImage: "plus") {}, size: size)
        #expect(labelled.find(image: "system:plus") != nil)
        #expect(labelled.find(text: "Add") != nil)
    }

    @Test func aPressOnAButtonThatLeavesIsCancelled() {
        let host = ViewHost(Removable(), size: size)
        let button = host.drawnViews.first { $0.item.content?.string == "Go" }!.item.frame
        let point = CGPoint(x: button.midX, y: button.midY)
        // The tap removes the button in its own action; a second press
        // finds nothing there.
        #expect(host.tap(at: point))
        #expect(label(host) == nil)
        #expect(!host.press(at: point))
        #expect(!host.release(at: point))
    }
}
