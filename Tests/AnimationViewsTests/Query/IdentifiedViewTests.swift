import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

/// A box that fades in over one second when it appears, the modifiers
/// inside its identifier (as apps write it).
private struct Fader: View {
    @State private var on = false

    var body: some View {
        Rectangle().fill(Color.red).frame(width: 100, height: 100)
            .opacity(on ? 1 : 0)
            .accessibilityIdentifier("box")
            .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
}

/// An identified view is what it draws: SwiftUI identifies the whole
/// modified view, so the modifiers inside `accessibilityIdentifier` count.
/// Expected figures follow from the modifiers' definitions (a linear fade
/// is at t / d; a fixed frame centered in the host).
@MainActor
@Suite("Identified views are what they draw")
struct IdentifiedViewTests {
    @Test func anOpacityInsideTheIdentifierIsTheViewsOpacity() throws {
        let host = ViewHost(Fader(), size: CGSize(width: 200, height: 200))
        #expect(try #require(host.find(id: "box")).opacity == 0)
        host.advance(by: 0.5)
        // Linear over 1 s: half way at 0.5 s.
        let box = try #require(host.find(id: "box"))
        #expect(abs(box.opacity - 0.5) < 1e-9)
        #expect(box.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
        host.advance(by: 0.5)
        #expect(abs(try #require(host.find(id: "box")).opacity - 1) < 1e-9)
    }

    @Test func oneElementPerIdentifiedView() throws {
        let host = ViewHost(Fader(), size: CGSize(width: 200, height: 200))
        host.advance(by: 0.5)
        // The rectangle is not listed again beside its identified view.
        let views = host.drawnViews
        #expect(views.count == 1)
        let box = try #require(views.first)
        #expect(box.accessibilityIdentifier == "box")
        #expect(abs(box.opacity - 0.5) < 1e-9)
        // What it draws is the rectangle's shape.
        #expect(box.item.content != nil)
    }

    @Test func offsetsAndScalesInsideTheIdentifierMoveItsFrame() throws {
        // 40 × 40 centered in 100 × 100 at (30, 30); moved by (10, -20).
        let moved = Color.blue.frame(width: 40, height: 40).offset(x: 10, y: -20).accessibilityIdentifier("dot")
        let host = ViewHost(moved, size: CGSize(width: 100, height: 100))
        #expect(try #require(host.find(id: "dot")).frame == CGRect(x: 40, y: 10, width: 40, height: 40))

        // 40 × 20 scaled by 2 about its center (50, 50): 80 × 40 at (10, 30).
        let scaled = Color.blue.frame(width: 40, height: 20).scaleEffect(2).accessibilityIdentifier("bar")
        let scaledHost = ViewHost(scaled, size: CGSize(width: 100, height: 100))
        #expect(try #require(scaledHost.find(id: "bar")).frame == CGRect(x: 10, y: 30, width: 80, height: 40))
    }

    @Test func paddingInsideTheIdentifierIsPartOfItsFrame() throws {
        // 40 × 40 padded by 10: 60 × 60 centered in 100 × 100, at (20, 20).
        let view = Color.green.frame(width: 40, height: 40).padding(10).opacity(0.25).accessibilityIdentifier("pad")
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        let pad = try #require(host.find(id: "pad"))
        #expect(pad.frame == CGRect(x: 20, y: 20, width: 60, height: 60))
        #expect(abs(pad.opacity - 0.25) < 1e-12)
    }

    @Test func anIdentifiedTextShowsItsText() throws {
        let view = Text("Hello").opacity(0.5).accessibilityIdentifier("greeting")
        let host = ViewHost(view, size: CGSize(width: 200, height: 100))
        let greeting = try #require(host.find(id: "greeting"))
        #expect(greeting.text == "Hello" && greeting.accessibilityLabel == "Hello")
        #expect(abs(greeting.opacity - 0.5) < 1e-12)
        // Found by its text too, at the same opacity.
        #expect(abs(try #require(host.find(text: "Hello")).opacity - 0.5) < 1e-12)
        #expect(host.drawnViews.count == 1)
        #expect(greeting.summary.hasPrefix("id \"greeting\", text \"Hello\" at ("))
        #expect(greeting.summary.hasSuffix(", opacity 0.5"))
    }

    @Test func anIdentifiedContainerKeepsItsChildrenListed() throws {
        let view = VStack(spacing: 0) {
            Text("A")
            Text("B")
        }
        .opacity(0.5)
        .accessibilityIdentifier("pair")
        let host = ViewHost(view, size: CGSize(width: 200, height: 200))
        let pair = try #require(host.find(id: "pair"))
        #expect(abs(pair.opacity - 0.5) < 1e-12)
        // The container and each of its texts.
        #expect(host.drawnViews.map(\.text) == [nil, "A", "B"])
    }
}
