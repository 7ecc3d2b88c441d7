import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

private struct PausedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    fileprivate var paused: Bool {
        get { self[PausedKey.self] }
        set { self[PausedKey.self] = newValue }
    }
}

private struct Reader: View {
    @Environment(\.paused) private var paused
    var body: some View {
        Text(paused ? "paused" : "running")
    }
}

private struct Toggler: View {
    @State private var on = false
    let log: Log
    var body: some View {
        VStack {
            if on {
                Text("on")
            } else {
                Text("off")
            }
            Color.red.frame(width: on ? 80 : 40, height: 10)
                .animation(.linear(duration: 1), value: on)
                .onTapGesture { on.toggle() }
                .onChange(of: on) { old, new in log.entries.append("\(old)->\(new)") }
                .onAppear { log.entries.append("appear") }
        }
    }
}

private struct Parent: View {
    @State private var value = 0.0
    var body: some View {
        Child(value: $value.animation(.linear(duration: 2)))
    }
}

private struct Child: View {
    @Binding var value: Double
    var body: some View {
        Color.red.frame(width: 10, height: 10).offset(x: value).onTapGesture { value = 100 }
    }
}

private struct Wobble: ViewModifier, Animatable {
    var amount: Double
    nonisolated var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View {
        content.offset(x: amount)
    }
}

private struct Wobbly: View {
    @State private var amount = 0.0
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .modifier(Wobble(amount: amount))
            .onTapGesture { withAnimation(.linear(duration: 1)) { amount = 20 } }
    }
}

private struct Tinted: View {
    @State private var red = true
    var body: some View {
        Rectangle().fill(red ? Color.red : Color.blue).frame(width: 10, height: 10)
            .onTapGesture { withAnimation(.linear(duration: 1)) { red.toggle() } }
    }
}

@MainActor
private func colorItem(_ host: ViewHost) -> DisplayList.Item {
    firstFill(host)!.item
}

/// A modifier whose body wraps its content in an effect that never changes.
private struct HalfFaded: ViewModifier {
    func body(content: Content) -> some View {
        content.opacity(0.5)
    }
}

/// Text whose string changes under a modifier that does not.
private struct FadedCounter: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)")
            .modifier(HalfFaded())
            .onTapGesture { count += 1 }
    }
}

@MainActor
@Suite("State, bindings, environment and modifiers")
struct StateAndModifierTests {
    @Test func contentChangesReachThroughAnUnchangedModifierBody() {
        // The modifier's body (`content.opacity(0.5)`) is the same value
        // each time; the content it stands for is not.
        let host = ViewHost(FadedCounter(), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(host.displayList.first { $0.content?.string == "2" } != nil)
    }

    @Test func environmentReachesViews() {
        let host = ViewHost(Reader().environment(\.paused, true), size: CGSize(width: 100, height: 100))
        #expect(host.displayList.first { $0.content?.string == "paused" } != nil)
    }

    @Test func implicitAnimationConditionalOnChangeAndOnAppear() {
        let log = Log()
        let host = ViewHost(Toggler(log: log), size: CGSize(width: 200, height: 200))
        #expect(log.entries == ["appear"])
        #expect(colorItem(host).frame.width == 40)
        let frame = colorItem(host).frame
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(log.entries == ["appear", "false->true"])
        host.advance(by: 0.5)
        #expect(abs(colorItem(host).frame.width - 60) < 1e-9)
        #expect(host.displayList.first { $0.content?.string == "on" } != nil)
        host.advance(by: 0.5)
        #expect(colorItem(host).frame.width == 80)
    }

    @Test func bindingAnimation() {
        let host = ViewHost(Parent(), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 1)
        #expect(abs(firstFill(host)!.transform.tx - 50) < 1e-9)
    }

    @Test func animatableModifierBodyFollowsItsData() {
        let host = ViewHost(Wobbly(), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.25)
        #expect(abs(firstFill(host)!.transform.tx - 5) < 1e-9)
        host.advance(by: 1)
        #expect(firstFill(host)!.transform.tx == 20)
    }

    @Test func colorsAnimateInLinearRGB() {
        let host = ViewHost(Tinted(), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        guard case .shape(_, .color(let color), _, _) = colorItem(host).content else {
            Issue.record("no shape")
            return
        }
        let red = Color.red.resolved, blue = Color.blue.resolved
        #expect(abs(color.linearRed - (red.linearRed + blue.linearRed) / 2) < 1e-5)
        #expect(abs(color.linearBlue - (red.linearBlue + blue.linearBlue) / 2) < 1e-5)
    }
}

/// The deprecated spelling still works: a modifier declared
/// `AnimatableModifier`.
private struct Shift: AnimatableModifier {
    var x: Double
    nonisolated var animatableData: Double {
        get { x }
        set { x = newValue }
    }
    func body(content: Content) -> some View {
        content.offset(x: x)
    }
}

private struct Shifted: View {
    @State private var x = 0.0
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .modifier(Shift(x: x))
            .onTapGesture { withAnimation(.linear(duration: 1)) { x = 40 } }
    }
}

@MainActor
@Suite("AnimatableModifier")
struct AnimatableModifierTests {
    @Test func bodyFollowsTheInterpolatedData() {
        let host = ViewHost(Shifted(), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        #expect(abs(firstFill(host)!.transform.tx - 20) < 1e-9)
    }
}

private struct Completing: View {
    @State private var on = false
    let log: Log
    var body: some View {
        Color.red.frame(width: 10, height: 10).opacity(on ? 0.2 : 1)
            .onTapGesture {
                withAnimation(.linear(duration: 0.5), completionCriteria: .removed) {
                    on.toggle()
                } completion: {
                    log.entries.append("done")
                }
            }
    }
}

@MainActor
@Suite("Completions in views")
struct ViewCompletionTests {
    @Test func withAnimationCompletionWaitsForTheAnimationsOfTheUpdate() {
        let log = Log()
        let host = ViewHost(Completing(log: log), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty)  // the update started an animation that holds it
        host.advance(by: 0.4)
        #expect(log.entries.isEmpty)
        host.advance(by: 0.2)
        #expect(log.entries == ["done"])
        host.advance(by: 1)
        #expect(log.entries == ["done"])
    }
}

/// A parent and its child both write state in one `withAnimation`.
private struct NestedWriter: View {
    @State private var wide = false
    let log: Log
    var body: some View {
        NestedChild(wide: wide, log: log) { wide.toggle() }
    }
}

private struct NestedChild: View {
    let wide: Bool
    let log: Log
    let toggleParent: () -> Void
    @State private var faded = false
    var body: some View {
        Color.red.frame(width: wide ? 80 : 40, height: 40).opacity(faded ? 0.5 : 1)
            .onTapGesture {
                withAnimation(.linear(duration: 0.3)) {
                    toggleParent()
                    faded.toggle()
                } completion: {
                    log.entries.append("done")
                }
            }
    }
}

/// A view removed while its animation runs.
private struct Vanishing: View {
    @State private var big = false
    @State private var shown = true
    let log: Log
    var body: some View {
        VStack(spacing: 0) {
            if shown {
                Color.red.frame(width: 10, height: 10).scaleEffect(big ? 2 : 1)
            }
            Color.black.frame(width: 10, height: 10)
                .onTapGesture {
                    if big {
                        shown = false
                    } else {
                        withAnimation(.linear(duration: 1)) {
                            big = true
                        } completion: {
                            log.entries.append("done")
                        }
                    }
                }
        }
    }
}

@MainActor
@Suite("Completions in views, more")
struct MoreViewCompletionTests {
    @Test func completionRunsWhenParentAndChildBothWrite() {
        let log = Log()
        let host = ViewHost(NestedWriter(log: log), size: CGSize(width: 100, height: 100))
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        host.advance(by: 0.2)
        #expect(log.entries.isEmpty)
        host.advance(by: 0.2)
        #expect(log.entries == ["done"])
    }

    @Test func removingAnAnimatingViewRunsTheCompletionOfItsAnimation() {
        let log = Log()
        let host = ViewHost(Vanishing(log: log), size: CGSize(width: 10, height: 20))
        #expect(host.tap(at: CGPoint(x: 5, y: 15)))  // starts a 1 s animation
        host.advance(by: 0.2)
        #expect(log.entries.isEmpty)
        #expect(host.tap(at: CGPoint(x: 5, y: 15)))  // removes the animating view
        #expect(log.entries == ["done"])  // its animation was removed with it
        #expect(!host.isAnimating)
        host.advance(by: 2)
        #expect(log.entries == ["done"])
    }
}

/// Two changes in one action, each in its own `withAnimation`.
private struct TwoTransactions: View {
    @State private var left = false
    @State private var right = false
    let log: Log
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: left ? 100 : 0)
            Color.blue.frame(width: 10, height: 10).offset(y: right ? 100 : 0)
        }
        .frame(width: 200, height: 200)
        .onTapGesture {
            withAnimation(.linear(duration: 1)) { left = true }
            withAnimation(nil) { right = true }
            // Actions read what they wrote at once.
            log.entries.append("\(left) \(right)")
        }
    }
}

@MainActor
@Suite("Each change animates with its own transaction")
struct SeparateTransactionTests {
    @Test func twoWithAnimationBlocksInOneActionKeepTheirAnimations() {
        let log = Log()
        let host = ViewHost(TwoTransactions(log: log), size: CGSize(width: 200, height: 200))
        #expect(host.tap(at: CGPoint(x: 100, y: 100)))
        #expect(log.entries == ["true true"])
        host.advance(by: 0.5)
        let offsets = host.drawnViews.filter {
            if case .color = $0.item.content { return true } else { return false }
        }.map { CGPoint(x: $0.transform.tx, y: $0.transform.ty) }
        // The red square is halfway along .linear(duration: 1); the blue
        // one jumped (no animation).
        #expect(offsets == [CGPoint(x: 50, y: 0), CGPoint(x: 0, y: 100)])
    }
}
