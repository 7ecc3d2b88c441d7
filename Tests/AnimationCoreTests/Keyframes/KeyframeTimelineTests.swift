import AnimationCore
import Foundation
import Testing

private struct Pose: Equatable {
    var scale = 1.0
    var angle = Angle.zero
    var offset = 0.0
}

@Suite("Keyframe timelines")
struct KeyframeTimelineTests {
    @Test func linearKeyframesFollowTheFormula() {
        let timeline = KeyframeTimeline(initialValue: 2.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(4.0, duration: 0.5, timingCurve: .easeIn)
        }
        #expect(timeline.duration == 1.5)
        for step in 0...100 {
            let time = Double(step) / 100 * 1.5
            let expected =
                time <= 1
                ? 2 + 8 * time
                : 10 + (4 - 10) * UnitCurve.easeIn.value(at: (time - 1) / 0.5)
            #expect(abs(timeline.value(time: time) - expected) < 1e-12, "t = \(time)")
        }
    }

    @Test func springKeyframesFollowTheSpring() {
        let timeline = KeyframeTimeline(initialValue: 2.0) {
            SpringKeyframe(10.0, duration: 0.8, spring: .bouncy)
            SpringKeyframe(-3.0, spring: .snappy, startVelocity: 5)
        }
        #expect(abs(timeline.duration - (0.8 + Spring.snappy.settlingDuration)) < 1e-12)
        let end = 2 + Spring.bouncy.value(target: 8.0, time: 0.8)
        for step in 0...80 {
            let time = Double(step) / 100
            #expect(abs(timeline.value(time: time) - (2 + Spring.bouncy.value(target: 8.0, time: time))) < 1e-10)
        }
        // The second spring starts where the first was cut, with its explicit start velocity.
        for step in 1...50 {
            let time = Double(step) / 100
            let expected = end + Spring.snappy.value(target: -3 - end, initialVelocity: 5.0, time: time)
            #expect(abs(timeline.value(time: 0.8 + time) - expected) < 1e-10)
        }
    }

    @Test func springKeyframeTakesTheTrackVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 0.5)  // ends at 2 per second
            SpringKeyframe(1.0, duration: 1, spring: .smooth)
        }
        let expected = 1 + Spring.smooth.value(target: 0.0, initialVelocity: 2.0, time: 0.25)
        #expect(abs(timeline.value(time: 0.75) - expected) < 1e-12)
    }

    @Test func cubicKeyframesPassThroughKeysAndAreC1() {
        let keys: [(Double, Double)] = [(3, 0.4), (-1, 0.3), (5, 0.6), (2, 0.2)]
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            for (value, duration) in keys {
                CubicKeyframe(value, duration: duration)
            }
        }
        var time = 0.0
        for (value, duration) in keys {
            time += duration
            #expect(abs(timeline.value(time: time) - value) < 1e-12)
        }
        // C1 at the joins: the slopes just before and after each key agree.
        let h = 1e-6
        time = 0
        for (_, duration) in keys.dropLast() {
            time += duration
            let left = (timeline.value(time: time) - timeline.value(time: time - h)) / h
            let right = (timeline.value(time: time + h) - timeline.value(time: time)) / h
            #expect(abs(left - right) < 1e-3, "join at \(time): \(left) vs \(right)")
        }
        // Catmull-Rom: the slope at the first join is (second key - start) / time between.
        let slope = (timeline.value(time: 0.4 + h) - timeline.value(time: 0.4 - h)) / (2 * h)
        #expect(abs(slope - (-1 - 0) / 0.7) < 1e-4)
        // The track comes to rest at its end.
        #expect(abs(timeline.value(time: 1.5) - timeline.value(time: 1.5 - h)) < 1e-9)
    }

    @Test func explicitCubicVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1, startVelocity: 4, endVelocity: -2)
        }
        let h = 1e-6
        #expect(abs((timeline.value(time: h) - timeline.value(time: 0)) / h - 4) < 1e-4)
        #expect(abs((timeline.value(time: 1) - timeline.value(time: 1 - h)) / h + 2) < 1e-4)
    }

    @Test func tracksByKeyPathHoldTheirLastValueAndTheLastTrackWins() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.scale) {
                LinearKeyframe(2.0, duration: 0.5)
            }
            KeyframeTrack(\Pose.angle) {
                LinearKeyframe(Angle.degrees(90), duration: 1)
                MoveKeyframe(Angle.zero)
            }
            KeyframeTrack(\Pose.offset) {
                SpringKeyframe(-30.0, duration: 2)
            }
            KeyframeTrack(\Pose.scale) {
                MoveKeyframe(1.0)
                LinearKeyframe(3.0, duration: 0.25)
            }
        }
        #expect(timeline.duration == 2)
        let late = timeline.value(time: 1.5)
        #expect(late.scale == 3)  // the last scale track wins, and holds
        #expect(late.angle == .zero)  // the move at 1 s
        #expect(abs(timeline.value(time: 0.5).angle.degrees - 45) < 1e-9)
        #expect(abs(timeline.value(time: 0.125).scale - 2) < 1e-12)
        #expect(timeline.value(progress: 1) == timeline.value(time: 2))
    }

    @Test func timeIsClampedAndEdgeCases() {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(5.0, duration: 2)
        }
        #expect(timeline.value(time: -3) == 1)
        #expect(timeline.value(time: 99) == 5)
        #expect(timeline.value(progress: -1) == 1)
        #expect(timeline.value(progress: 0.5) == 3)
        let empty = KeyframeTimeline(initialValue: 7.0) {}
        #expect(empty.duration == 0)
        #expect(empty.value(time: 3) == 7)
        let jumps = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(4.0, duration: 0)
            CubicKeyframe(6.0, duration: -1)
            LinearKeyframe(8.0, duration: 1)
        }
        #expect(jumps.duration == 1)
        #expect(jumps.value(time: 0) == 6)  // zero-length keyframes are jumps at their start
        #expect(jumps.value(time: 0.5) == 7)
    }

    @Test func conditionsInTrackContent() {
        func timeline(bouncy: Bool) -> KeyframeTimeline<Double> {
            KeyframeTimeline(initialValue: 0.0) {
                if bouncy {
                    SpringKeyframe(1.0, duration: 1, spring: .bouncy)
                } else {
                    LinearKeyframe(1.0, duration: 1)
                }
            }
        }
        #expect(timeline(bouncy: false).value(time: 0.5) == 0.5)
        #expect(timeline(bouncy: true).value(time: 0.5) == Spring.bouncy.value(target: 1.0, time: 0.5))
    }

    @Test func nanTimeIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 1) }
            _ = timeline.value(time: .nan)
        }
    }
}
