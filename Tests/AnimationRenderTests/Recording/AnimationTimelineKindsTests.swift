import AnimationCore
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

private struct Banner: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Color.gray.frame(width: 100, height: 30).onTapGesture { withAnimation(.easeOut(duration: 0.3)) { shown.toggle() } }
            if shown { Color.red.frame(width: 80, height: 40).transition(.move(edge: .top).combined(with: .opacity)) }
        }
    }
}
private struct Hop: View {
    @State private var hops = 0
    var body: some View {
        Color.blue.frame(width: 40, height: 40)
            .keyframeAnimator(initialValue: 0.0, trigger: hops) { view, y in
                view.offset(y: y)
            } keyframes: { _ in
                LinearKeyframe(-30.0, duration: 0.2)
                SpringKeyframe(0.0, duration: 0.4)
            }
            .onTapGesture { hops += 1 }
    }
}
private struct Hero: View {
    @Namespace private var space
    @State private var big = false
    var body: some View {
        VStack {
            if big {
                Color.green.matchedGeometryEffect(id: "hero", in: space).frame(width: 150, height: 150)
            } else {
                Color.green.matchedGeometryEffect(id: "hero", in: space).frame(width: 50, height: 50)
            }
        }
        .onTapGesture { withAnimation(.spring) { big.toggle() } }
    }
}

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

    @Test func aHerosFramesSpringTogether() throws {
        let timeline = Self.record(Hero())
        let transaction = try #require(timeline.transactions.first)
        #expect(timeline.transactions.count == 1)
        let frames = transaction.animations.filter { $0.attribute.hasPrefix("Hero › frame") }
        #expect(frames.count >= 2 && frames.allSatisfy { $0.animation == ".spring" }, "\(transaction.animations.map(\.attribute))")
    }
}
