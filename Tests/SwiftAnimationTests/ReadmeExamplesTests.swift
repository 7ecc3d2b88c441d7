import AnimationExamples
import Foundation
import SwiftAnimation
import TestSupport
import Testing

// The README's examples, verbatim, so that they keep compiling and stay true;
// expected values are derived from closed forms, each with its derivation.

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
        // Halfway on a log scale is the geometric mean: √(2 × 2000) = 63.2455...
        #expect(abs(envelope.attackMs - (2.0 * 2000).squareRoot()) < 1e-10)
    }

    @Test func chart() {
        let chart: AnimatableVector = [50, 100, 75, 100]
        let halfway = AnimatableVector.zero.interpolated(towards: chart, amount: 0.5)
        #expect(halfway.values == [25.0, 50.0, 37.5, 50.0])
    }

    @Test func curvesAndSprings() {
        let curve = UnitCurve(
            startControlPoint: UnitPoint(x: 0.25, y: 0.1),
            endControlPoint: UnitPoint(x: 0.25, y: 1))
        #expect(abs(curve.value(at: 0.25) - 0.4085) < 1e-4)  // the README's 0.4085...
        let spring = Spring(duration: 0.5, bounce: 0.3)
        // SwiftUI's conversion: ω = 2π / 0.5 = 4π, ζ = 1 − 0.3, m = 1;
        // k = m·ω² = 16π² = 157.91..., c = 2·ζ·m·ω = 5.6π = 17.59...
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 16 * .pi * .pi) < 1e-9)
        #expect(abs(spring.damping - 5.6 * .pi) < 1e-9)
        // "To within 0.001 of the target": after the settling duration the
        // value stays within 0.001 of 1, and just before it is not.
        let settling = spring.settlingDuration
        #expect(
            stride(from: settling, through: settling + 2, by: 0.001).allSatisfy {
                abs(spring.value(target: 1.0, time: $0) - 1) <= 0.001 + 1e-12
            })
        #expect(
            abs(spring.value(target: 1.0, time: settling - 0.01) - 1) > 0.001
                || abs(spring.value(target: 1.0, time: settling - 0.02) - 1) > 0.001)
    }

    @Test func animationFrameByFrame() {
        let animation = Animation.bouncy.delay(0.1).repeatCount(2)
        var context = AnimationContext<Double>()
        let value = animation.animate(value: 100, time: 0.3, context: &context)
        // 0.3 s is 0.2 s into the first pass, after the 0.1 s delay.
        #expect(abs((value ?? .nan) - Spring.bouncy.value(target: 100.0, time: 0.2)) < 1e-9)
        #expect(animation.animate(value: 100, time: 100, context: &context) == nil)  // "nil once finished"
    }

    @Test func embedding() {
        var completed = false
        let scale = AnimatedValue(1.0)
        withAnimation(.bouncy) {
            scale.set(1.5, at: 0)
        } completion: {
            completed = true
        }
        #expect(scale.model == 1.5)  // "the model jumps to 1.5"
        // "... the presentation springs towards it": from 1 by 0.5 along bouncy.
        #expect(abs(scale.advance(to: 0.1) - (1 + 0.5 * Spring.bouncy.value(target: 1.0, time: 0.1))) < 1e-12)
        #expect(scale.isAnimating)
        #expect(!completed)
        scale.advance(to: 10)
        #expect(completed)
        #expect(!scale.isAnimating && scale.presentation == 1.5)
    }

    @Test func embeddingManyValues() {
        let points = AnimatedValueGroup(Array(repeating: 0.0, count: 1_000))
        withAnimation(.smooth) {
            for index in 0..<points.count { points.set(Double(index), index: index, at: 0) }
        }
        points.advance(to: 0.1)
        let last = points.withPresentationData { values in values[999] }
        #expect(abs(last - 999 * Spring.smooth.value(target: 1.0, time: 0.1)) < 1e-9)
    }

    /// The README's `Avatar` is AnimationExamples' (the one the tests and
    /// the demo use), word for word but for `public` and its doc comments.
    @Test func readmeAvatarIsTheSharedOne() throws {
        let root = TestPaths.packageRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: root.appendingPathComponent("Sources/AnimationExamples/Seed004/Avatar.swift"), encoding: .utf8)
        let start = try #require(readme.range(of: "struct Avatar: View {"))
        let end = try #require(readme.range(of: "\n}\n", range: start.upperBound..<readme.endIndex))
        let block = String(readme[start.lowerBound..<end.upperBound])
        func normalized(_ code: String) -> String {
            code.split(separator: "\n")
                .filter { line in
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    return !trimmed.hasPrefix("///") && !trimmed.hasPrefix("import ") && trimmed != "public init() {}"
                }
                .joined()
                .replacingOccurrences(of: "public ", with: "")
                .filter { !$0.isWhitespace }
        }
        #expect(normalized(source) == normalized(block))
    }

    @MainActor
    @Test func headlessViews() {
        let host = ViewHost(Avatar(), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.1)
        // "the image, scaled 1 + 0.5 × Spring.bouncy at 0.1 s"
        let image = host.drawnViews.first { if case .image = $0.item.content { return true } else { return false } }
        #expect(abs((image?.transform.a ?? 0) - (1 + 0.5 * Spring.bouncy.value(target: 1.0, time: 0.1))) < 1e-9)
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
    // Keyframes are reached exactly at their times.
    #expect(timeline.value(time: 0.2).scale == 1.5)
    #expect(timeline.value(time: 0.3).offset == -40)
    #expect(timeline.value(time: 0.6).offset == 0)
    // Linear to 1.5 over 0.2 s: 1.25 halfway.
    #expect(abs(timeline.value(time: 0.1).scale - 1.25) < 1e-12)
    // Then a bouncy spring from 1.5 towards 1, starting with the linear
    // segment's velocity (0.5 / 0.2 s = 2.5 per second); any time, in any
    // order.
    let springAt = { (t: Double) in 1.5 + Spring.bouncy.value(target: -0.5, initialVelocity: 2.5, time: t - 0.2) }
    #expect(abs(timeline.value(time: 0.25).scale - springAt(0.25)) < 1e-9)
    #expect(abs(timeline.value(time: 0.21).scale - springAt(0.21)) < 1e-9)
    // The scale track lasts 0.2 s plus the spring's settling duration.
    #expect(abs(timeline.duration - (0.2 + Spring.bouncy.settlingDuration)) < 1e-9)
}
