import SwiftAnimation
import Testing

// The README's examples, verbatim, so that they keep compiling and stay true.

private struct Envelope: Animatable {
    var attackMs: Double
    var decay: Double
    var sustain: Double
    var release: Double

    var animatableData: AnimatableValues<Double, Double, Double, Double> {
        get { AnimatableValues(log(attackMs / 2) / log(30_000), decay, sustain, release) }
        set {
            let (attack, decay, sustain, release) = newValue.value
            attackMs = 2 * exp(attack * log(30_000))
            (self.decay, self.sustain, self.release) = (decay, sustain, release)
        }
    }
}

@Suite("README examples")
struct ReadmeExamplesTests {
    @Test func envelope() {
        var envelope = Envelope(attackMs: 2, decay: 0.1, sustain: 0.5, release: 0.3)
        let target = Envelope(attackMs: 2_000, decay: 0.4, sustain: 0.8, release: 1.0)
        envelope.animatableData.interpolate(towards: target.animatableData, amount: 0.5)
        #expect(abs(envelope.attackMs - 63.245553203367585) < 1e-10)
    }

    @Test func chart() {
        let chart: AnimatableVector = [50, 100, 75, 100]
        let halfway = AnimatableVector.zero.interpolated(towards: chart, amount: 0.5)
        #expect(halfway.values == [25.0, 50.0, 37.5, 50.0])
    }

    @Test func curvesAndSprings() {
        let curve = UnitCurve(startControlPoint: UnitPoint(x: 0.25, y: 0.1),
                              endControlPoint: UnitPoint(x: 0.25, y: 1))
        #expect(abs(curve.value(at: 0.25) - 0.4085) < 1e-4)
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1 && abs(spring.stiffness - 157.9) < 0.1 && abs(spring.damping - 17.59) < 0.01)
        #expect(spring.settlingDuration > 0)
    }

    @Test func animationFrameByFrame() {
        let animation = Animation.bouncy.delay(0.1).repeatCount(2)
        var context = AnimationContext<Double>()
        let value = animation.animate(value: 100, time: 0.3, context: &context)
        #expect(value != nil)
        #expect(animation.animate(value: 100, time: 100, context: &context) == nil)
    }

    @Test func embedding() {
        var completed = false
        let scale = AnimatedValue(1.0)
        withAnimation(.bouncy) {
            scale.set(1.5, at: 0)
        } completion: {
            completed = true
        }
        #expect(scale.model == 1.5)
        #expect(scale.advance(to: 0.1) > 1)
        #expect(scale.isAnimating)
        scale.advance(to: 0.6)
        #expect(completed)
    }

    @MainActor
    @Test func headlessViews() {
        let host = ViewHost(Avatar(), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.1)
        let scaled = host.displayList.flattened.first { $0.item.transform != .identity }
        #expect(abs((scaled?.item.transform.a ?? 0) - (1 + 0.5 * Spring.bouncy.value(target: 1.0, time: 0.1))) < 1e-9)
    }
}

private struct Pose { var scale = 1.0; var offset = 0.0 }

@Test func keyframesExample() {
    let timeline = KeyframeTimeline(initialValue: Pose()) {
        KeyframeTrack(\.scale) {
            LinearKeyframe(1.5, duration: 0.2)
            SpringKeyframe(1.0, spring: .bouncy)
        }
        KeyframeTrack(\.offset) {
            CubicKeyframe(-40, duration: 0.3)
            CubicKeyframe(0, duration: 0.3)
        }
    }
    #expect(timeline.value(time: 0.2).scale == 1.5)
    #expect(timeline.value(time: 0.3).offset == -40)
    #expect(timeline.duration > 0.6)
}

private struct Avatar: View {
    @State private var selected = false

    var body: some View {
        Image("dog")
            .scaleEffect(selected ? 1.5 : 1.0)
            .onTapGesture {
                withAnimation(.bouncy) { selected.toggle() }
            }
    }
}
