import AnimationCore
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

/// The kinds the inspector must show besides an attribute's animation: an
/// insertion's transition, a keyframe animator's run, a matched-geometry
/// hero's frames.
@MainActor
@Suite("The timeline of transitions, keyframes and heroes")
struct AnimationTimelineKindsTests {
    static func record(_ view: some View, duration: Double = 1.5) -> AnimationTimeline {
        FrameRecorder(frameRate: 30, duration: duration)
            .record(ViewHost(view, size: CGSize(width: 200, height: 200)), events: [.tap(at: 0.1, CGPoint(x: 100, y: 100))]).timeline
    }

    @Test func anInsertionsTransitionIsOneTransactionOfItsEffects() throws {
        let timeline = Self.record(Banner())
        try #require(timeline.transactions.count == 1)
        let transaction = timeline.transactions[0]
        #expect(transaction.cause == "tap at 100, 100")
        let names = transaction.animations.map(\.attribute)
        #expect(names.contains("Banner › opacity") && names.contains("Banner › move"), "\(names)")
        #expect(transaction.animations.allSatisfy { $0.animation == ".easeOut(duration: 0.3)" && $0.joining == .started })
        // 0.3 s from the tap at 0.1: removed at the frame of 0.4 s.
        #expect(transaction.animations.allSatisfy { abs(($0.removed ?? -1) - 0.4) < 1e-9 })
    }

    @Test func aKeyframeAnimatorsRunIsListedWithItsLength() throws {
        let timeline = Self.record(Hop())
        let run = try #require(timeline.transactions.first?.animations.first)
        #expect(timeline.transactions.map(\.cause) == ["tap at 100, 100"])
        #expect(run.attribute == "Hop › frames" && run.animation == "keyframeAnimator")
        // A linear keyframe of 0.2 s, then a spring keyframe of 0.4 s.
        #expect(abs((run.duration ?? 0) - 0.6) < 1e-9 && abs(run.start - 0.1) < 1e-9)
        let removed = try #require(run.removed)
        #expect(removed >= 0.7 - 1e-9 && removed <= 0.7 + 1 / 30 + 1e-9, "\(removed)")
    }

    @Test func aKeyframeAnimatorsValueIsTracedSoItsRunHasACurve() throws {
        let recording = FrameRecorder(frameRate: 30, duration: 1)
            .record(ViewHost(Hop(), size: CGSize(width: 200, height: 200)), events: [.tap(at: 0.1, CGPoint(x: 100, y: 100))])
        let origin = try #require(recording.frames.first?.time)
        func value(at time: Double) -> Double? {
            recording.frames.first { abs($0.time - origin - time) < 1e-6 }?.values["Hop › frames"]?.first
        }
        // Before the tap the initial value; halfway through the linear
        // keyframe from 0 to -30 over 0.2 s (from the tap at 0.1 s), -15;
        // at its end, -30. The spring keyframe back to 0 is cut at 0.4 s,
        // short of its settling time (`SpringKeyframe`): the run ends at
        // 0.7 s on its way, and its last value stays.
        #expect(value(at: 0) == 0)
        #expect(abs((value(at: 0.2) ?? .nan) + 15) < 1e-9)
        #expect(abs((value(at: 0.3) ?? .nan) + 30) < 1e-9)
        let end = try #require(value(at: 0.7))
        #expect(end > -30 && end < 0 && value(at: 0.9) == end)
        // The page draws the run's curve from those values.
        let page = try HTMLPlayer(title: "Hop").render(recording)
        let row = try #require(page.firstMatch(of: /<td>Hop › frames<\/td><td><code>keyframeAnimator<\/code><\/td><td>started<\/td><td>(.*?)<\/td>/))
        let points = try #require(row.1.firstMatch(of: /<polyline[^>]* points="([^"]*)"/)).1
        #expect(points.split(separator: " ").count >= 10, "\(row.1)")
    }

    @Test func aHerosFramesSpringTogether() throws {
        let timeline = Self.record(Hero())
        let transaction = try #require(timeline.transactions.first)
        #expect(timeline.transactions.count == 1)
        let frames = transaction.animations.filter { $0.attribute.hasPrefix("Hero › frame") }
        #expect(frames.count >= 2 && frames.allSatisfy { $0.animation == ".spring" }, "\(transaction.animations.map(\.attribute))")
    }
}
