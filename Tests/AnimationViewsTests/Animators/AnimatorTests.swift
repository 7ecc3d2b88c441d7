import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

private struct Pose {
    var scale = 1.0
    var offset = 0.0
}

private struct Looping: View {
    var body: some View {
        KeyframeAnimator(initialValue: Pose()) { pose in
            Color.red.frame(width: 10, height: 10).scaleEffect(pose.scale).offset(y: pose.offset)
        } keyframes: { _ in
            KeyframeTrack(\Pose.scale) {
                LinearKeyframe(2.0, duration: 0.5)
                LinearKeyframe(1.0, duration: 0.5)
            }
            KeyframeTrack(\Pose.offset) {
                CubicKeyframe(-20.0, duration: 0.25)
                CubicKeyframe(0.0, duration: 0.25)
            }
        }
    }
}

private struct Triggered: View {
    @State private var count = 0
    var body: some View {
        Color.blue.frame(width: 10, height: 10)
            .keyframeAnimator(initialValue: 0.0, trigger: count) { content, offset in
                content.offset(x: offset)
            } keyframes: { start in
                SpringKeyframe(start + 30, duration: 0.6, spring: .smooth)
            }
            .onTapGesture { count += 1 }
    }
}

private enum Step: CaseIterable { case small, large, gone }

private struct Cycling: View {
    let log: Log
    var body: some View {
        PhaseAnimator(Step.allCases) { step in
            Color.green.frame(width: 10, height: 10)
                .scaleEffect(step == .large ? 2 : 1)
                .opacity(step == .gone ? 0 : 1)
        } animation: { step in
            log.entries.append("\(step)")
            return .linear(duration: 0.2)
        }
    }
}

private struct TriggeredPhases: View {
    @State private var taps = 0
    let log: Log
    var body: some View {
        Color.green.frame(width: 10, height: 10)
            .phaseAnimator([1.0, 3.0, 2.0], trigger: taps) { content, scale in
                content.scaleEffect(scale)
            } animation: { scale in
                log.entries.append("to \(scale)")
                return scale == 2 ? nil : .linear(duration: 0.1)
            }
            .onTapGesture { taps += 1 }
    }
}

@MainActor
private func transform(_ host: ViewHost) -> CGAffineTransform {
    host.drawnViews.first { if case .color = $0.item.content { return true } else { return false } }!.transform
}

@MainActor
@Suite("Keyframe and phase animators")
struct AnimatorTests {
    @Test func repeatingKeyframesLoopWithoutDrift() {
        let host = ViewHost(Looping(), size: CGSize(width: 100, height: 100))
        #expect(host.isAnimating)
        host.advance(by: 0.25)
        #expect(abs(transform(host).a - 1.5) < 1e-9)
        // The offset moves the scaled square's center (50, 50) up by 20.
        #expect(abs(CGPoint(x: 50, y: 50).applying(transform(host)).y - 30) < 1e-6)
        host.advance(by: 1.0)  // one full loop later
        #expect(abs(transform(host).a - 1.5) < 1e-9)
        host.advance(by: 100)
        #expect(abs(transform(host).a - 1.5) < 1e-6)
        #expect(host.isAnimating)
    }

    @Test func triggerPlaysOnceAndRetriggerKeepsVelocity() {
        let host = ViewHost(Triggered(), size: CGSize(width: 100, height: 100))
        #expect(!host.isAnimating)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.2)
        let expected = Spring.smooth.value(target: 30.0, time: 0.2)
        #expect(abs(transform(host).tx - expected) < 1e-9)
        // Retrigger mid-run: from the current value, with the current velocity.
        let velocity = Spring.smooth.velocity(target: 30.0, time: 0.2)
        let current = transform(host).tx
        // Taps land where the square is drawn, moved by the keyframes' offset.
        #expect(host.tap(at: CGPoint(x: 50 + current, y: 50)))
        host.advance(by: 0.1)
        let resumed = current + Spring.smooth.value(target: 30.0, initialVelocity: velocity, time: 0.1)
        #expect(abs(transform(host).tx - resumed) < 1e-6)
        host.advance(by: 1)
        #expect(!host.isAnimating)
        #expect(abs(transform(host).tx - (current + Spring.smooth.value(target: 30.0, initialVelocity: velocity, time: 0.6))) < 1e-6)
    }

    @Test func phaseAnimatorCyclesAndAsksForEachAnimation() {
        let log = Log()
        let host = ViewHost(Cycling(log: log), size: CGSize(width: 100, height: 100))
        #expect(abs(transform(host).a - 1) < 1e-12)
        host.advance(by: 1.0 / 60)  // the first step: to .large
        #expect(log.entries == ["large"])
        host.advance(by: 0.1)
        #expect(transform(host).a > 1.2 && transform(host).a < 2)
        host.advance(by: 2)
        #expect(Array(log.entries.prefix(6)) == ["large", "gone", "small", "large", "gone", "small"])
    }

    @Test func triggeredPhasesRunOnceAndReturnToTheFirst() {
        let log = Log()
        let host = ViewHost(TriggeredPhases(log: log), size: CGSize(width: 100, height: 100))
        host.advance(by: 1)
        #expect(log.entries.isEmpty)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 2)
        #expect(log.entries == ["to 3.0", "to 2.0", "to 1.0"])
        #expect(!host.isAnimating)
        #expect(abs(transform(host).a - 1) < 1e-12)
    }

    /// Found by the random-use test: a trigger changed twice at one time,
    /// mid-run, left the first step's completion asking for a step after the
    /// run had none left, and the animator asked for frames forever.
    @Test func aTriggerChangedTwiceAtOnceRunsOnceMoreAndRests() {
        let log = Log()
        let host = ViewHost(TriggeredPhases(log: log), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 2)
        #expect(!host.isAnimating && !host.hasPendingChanges)
        // The second change went on from the phase the first had reached
        // (3) through the rest of the phases back to the first.
        #expect(log.entries == ["to 3.0", "to 2.0", "to 1.0"], "\(log.entries)")
        #expect(abs(transform(host).a - 1) < 1e-12)
    }

    @Test func emptyPhasesWarn() {
        let host = ViewHost(PhaseAnimator([Int]()) { _ in Color.red }, size: CGSize(width: 10, height: 10))
        #expect(host.warnings.contains { $0.contains("no phases") })
        #expect(host.displayList.items.isEmpty)
    }
}
