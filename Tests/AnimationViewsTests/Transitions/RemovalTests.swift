import AnimationCore
import AnimationExamples
import AnimationRuntime
@_spi(Testing) import AnimationViews
import Foundation
import Testing

// Removing a view ends everything it had running: attributes, frame
// drivers, keyframe and phase runs, and `repeatForever` animations.

private struct Pose {
    var scale = 1.0
}

/// A repeating keyframe animator inside an `if`.
private struct LoopingInside: View {
    @Binding var shown: Bool
    var body: some View {
        if shown {
            KeyframeAnimator(initialValue: Pose()) { pose in
                Color.red.frame(width: 10, height: 10).scaleEffect(pose.scale)
            } keyframes: { _ in
                KeyframeTrack(\Pose.scale) {
                    LinearKeyframe(2.0, duration: 0.5)
                    LinearKeyframe(1.0, duration: 0.5)
                }
            }
        }
    }
}

/// A triggered keyframe animator (the modifier form) inside an `if`.
private struct TriggeredInside: View {
    @Binding var shown: Bool
    @Binding var trigger: Int
    var body: some View {
        if shown {
            Color.blue.frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: 0.0, trigger: trigger) { content, x in
                    content.offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(40.0, duration: 2)
                }
        }
    }
}

/// A cycling phase animator inside an `if`.
private struct PhasesInside: View {
    @Binding var shown: Bool
    var body: some View {
        if shown {
            PhaseAnimator([1.0, 2.0]) { scale in
                Color.green.frame(width: 10, height: 10).scaleEffect(scale)
            } animation: { _ in
                .linear(duration: 0.2)
            }
        }
    }
}

/// A `repeatForever` effect started on appear, inside an `if`.
private struct ForeverInside: View {
    @Binding var shown: Bool
    var body: some View {
        if shown {
            Breather()
        }
    }
}

private struct Breather: View {
    @State private var big = false
    var body: some View {
        Color.pink.frame(width: 10, height: 10)
            .scaleEffect(big ? 2 : 1)
            .onAppear { withAnimation(.easeInOut(duration: 0.5).repeatForever()) { big = true } }
    }
}

/// An `Animatable` view whose data animates forever, inside an `if`.
private struct Spinner: View, Animatable {
    var angle: Double
    nonisolated var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }
    var body: some View {
        Color.gray.frame(width: 10, height: 10).offset(x: 10 * cos(angle))
    }
}

private struct SpinnerInside: View {
    @Binding var shown: Bool
    @State private var angle = 0.0
    var body: some View {
        if shown {
            Spinner(angle: angle)
                .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 2 * .pi } }
        }
    }
}

/// Owns `shown` as state and hands a binding down; `hide` writes it.
private struct Switchable<Content: View>: View {
    @State private var shown = true
    @State private var trigger = 0
    let content: (Binding<Bool>, Binding<Int>) -> Content
    var body: some View {
        VStack(spacing: 0) {
            content($shown, $trigger)
            Color.black.frame(width: 10, height: 10).onTapGesture { shown = false }
            Color.white.frame(width: 10, height: 10).onTapGesture { trigger += 1 }
        }
    }
}

@MainActor
@Suite("Removing views ends what they run")
struct RemovalTests {
    /// Hides the content with the black square; the host must then go idle.
    private func expectIdleAfterRemoval<Content: View>(
        _ content: @escaping (Binding<Bool>, Binding<Int>) -> Content, trigger: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let host = ViewHost(Switchable(content: content), size: CGSize(width: 10, height: 30))
        if trigger {
            #expect(host.tap(at: CGPoint(x: 5, y: 25)), sourceLocation: sourceLocation)
        }
        host.advance(by: 0.3)
        #expect(host.isAnimating, "animates before the removal", sourceLocation: sourceLocation)
        let black = host.drawnViews.first {
            if case .color(let color) = $0.item.content { return color == Color.black.resolved } else { return false }
        }
        guard let black else {
            Issue.record("no black square", sourceLocation: sourceLocation)
            return
        }
        let center = CGPoint(x: black.item.frame.midX, y: black.item.frame.midY)
        #expect(host.tap(at: center), sourceLocation: sourceLocation)
        #expect(!host.isAnimating, "idle once the view is removed", sourceLocation: sourceLocation)
        let frames = host.frameCount
        host.advance(by: 5)
        #expect(host.frameCount == frames, "no frames run after the removal", sourceLocation: sourceLocation)
    }

    @Test func removedRepeatingKeyframeAnimatorStops() {
        expectIdleAfterRemoval { shown, _ in LoopingInside(shown: shown) }
    }

    @Test func removedTriggeredKeyframeAnimatorStops() {
        expectIdleAfterRemoval({ shown, trigger in TriggeredInside(shown: shown, trigger: trigger) }, trigger: true)
    }

    @Test func removedPhaseAnimatorStops() {
        expectIdleAfterRemoval { shown, _ in PhasesInside(shown: shown) }
    }

    @Test func removedRepeatForeverEffectStops() {
        expectIdleAfterRemoval { shown, _ in ForeverInside(shown: shown) }
    }

    @Test func removedAnimatableViewStops() {
        expectIdleAfterRemoval { shown, _ in SpinnerInside(shown: shown) }
    }

    @Test func completionOfAWriteToARemovedViewsStateStillRuns() {
        // A view's action writes its state after the view has been removed
        // (a timer or a saved closure would): the completion still runs once.
        final class Saved { var action: (() -> Void)? }
        let saved = Saved()
        struct Child: View {
            @State private var on = false
            let saved: Saved
            var body: some View {
                Color.red.frame(width: 10, height: 10).scaleEffect(on ? 2 : 1)
                    .onAppear { saved.action = { on.toggle() } }
            }
        }
        struct Parent: View {
            @State private var shown = true
            let saved: Saved
            var body: some View {
                VStack(spacing: 0) {
                    if shown { Child(saved: saved) }
                    Color.black.frame(width: 10, height: 10).onTapGesture { shown = false }
                }
            }
        }
        let host = ViewHost(Parent(saved: saved), size: CGSize(width: 10, height: 20))
        #expect(host.tap(at: CGPoint(x: 5, y: 15)))
        var completions = 0
        withAnimation(.linear(duration: 0.2)) {
            saved.action?()
        } completion: {
            completions += 1
        }
        host.advance(by: 1)
        #expect(completions == 1)
        #expect(!host.isAnimating)
    }
}

// Animatable views and modifiers animate in their view's environment, as
// effects do: a CustomAnimation that reads the environment sees it.

private struct Slider: View, Animatable {
    var x: Double
    nonisolated var animatableData: Double {
        get { x }
        set { x = newValue }
    }
    var body: some View {
        Color.red.frame(width: 10, height: 10).position(x: x, y: 5)
    }
}

private struct Shift: ViewModifier, Animatable {
    var x: Double
    nonisolated var animatableData: Double {
        get { x }
        set { x = newValue }
    }
    func body(content: Content) -> some View {
        content.position(x: x, y: 15)
    }
}

private struct PausableScene: View {
    @State private var moved = false
    @State private var paused = false
    var body: some View {
        ZStack {
            Slider(x: moved ? 100 : 0)
            Color.blue.frame(width: 10, height: 10).modifier(Shift(x: moved ? 100 : 0))
            Color.green.frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
        }
        .frame(width: 200, height: 30)
        .environment(\.animationPaused, paused)
        .onTapGesture {
            if moved {
                paused.toggle()
            } else {
                withAnimation(Animation(PausableAnimation(base: .linear(duration: 1)))) { moved = true }
            }
        }
    }
}

@MainActor
@Suite("Animatable views and modifiers see their environment")
struct AnimatableEnvironmentTests {
    @Test func pausableAnimationPausesAnimatableViewsModifiersAndEffects() {
        let host = ViewHost(PausableScene(), size: CGSize(width: 200, height: 30))
        host.tap(at: CGPoint(x: 100, y: 15))  // start: linear over 1 s
        host.advance(by: 0.25)
        host.tap(at: CGPoint(x: 100, y: 15))  // pause at 0.25 s
        host.advance(by: 0.5)
        // All three hold still at a quarter of the way while paused (the
        // pause takes effect at the frame after the tap, 0.25 + 1/60 s).
        func xs() -> [CGFloat] {
            host.drawnViews.compactMap { entry -> CGFloat? in
                guard case .color = entry.item.content else { return nil }
                return entry.item.frame.applying(entry.transform).midX
            }
        }
        let paused = xs()
        #expect(paused.count == 3)
        // Slider and Shift place the square's center at x; the offset moves a
        // square centered at 100 (in a 200-wide frame) by x.
        let progress = [paused[0], paused[1], paused[2] - 100].map { $0 / 100 }
        for value in progress {
            #expect(abs(value - progress[2]) < 1e-9, "every kind pauses alike: \(progress)")
            #expect(value > 0.2 && value < 0.3, "paused near a quarter: \(progress)")
        }
        host.tap(at: CGPoint(x: 100, y: 15))  // resume
        host.advance(by: 2)
        #expect(xs() == [100, 100, 200])
        #expect(!host.isAnimating)
    }
}
