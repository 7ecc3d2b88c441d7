#if Cairo
import AnimationRender
import Foundation
import SnapshotTesting
import SwiftAnimation
import SwiftAnimationTesting
import Testing

/// A 20-point blue square in the top-left corner that a tap slides 30
/// points right with `animation`: linear over 0.3 s, it is 10 points
/// along 0.1 s after the tap and 20 points at 0.2 s.
private struct TapSlide: View {
    var animation: Animation = .linear(duration: 0.3)
    @State private var moved = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Color.blue
                .frame(width: 20, height: 20)
                .offset(x: moved ? 30 : 0)
                .accessibilityIdentifier("square")
                .onTapGesture { withAnimation(animation) { moved = true } }
        }
        .frame(width: 100, height: 40)
    }
}

@Suite("Interaction videos that verify")
struct APNGSnapshotTests {
    let size = CGSize(width: 100, height: 40)

    /// At 10 fps with a tap at 0.1 s, frames are taken at 0, 0.1 (the
    /// tap: the square has not moved yet, so the same picture), 0.2, 0.3
    /// and 0.4 s, where the 0.3-second animation ends and the recording
    /// stops: four frames, shown for 2/10, 1/10, 1/10 s and the 1 s hold.
    @Test func aTapIsRecordedUntilItSettlesWithExactDelays() throws {
        let data = take(TapSlide(), as: .apng(size: size, fps: 10, events: [.tap(at: 0.1, CGPoint(x: 10, y: 10))]))
        let animation = try AnimatedPNG(data: data)
        #expect(animation.frames.map { [$0.delayNumerator, $0.delayDenominator] } == [[1, 5], [1, 10], [1, 10], [1, 1]])
        #expect(animation.plays == 0)
        let frames = try animation.frames.map { try #require(RGBAImage(png: $0.png)) }
        // The square's left edge at 0, 10, 20 and 30 points: the pixel 5
        // points right of it is blue, the one 5 points left of it white.
        for (frame, left) in zip(frames, [0, 10, 20, 30]) {
            #expect(frame.pixel(x: left + 5, y: 10) == (0, 136, 255, 255))
            #expect(frame.pixel(x: left + 25, y: 10) == (255, 255, 255, 255))
            if left > 0 { #expect(frame.pixel(x: left - 5, y: 10) == (255, 255, 255, 255)) }
        }
    }

    /// A view that neither animates nor gets events is one frame.
    @Test func aStillViewIsOneFrame() throws {
        let animation = try AnimatedPNG(data: take(TapSlide(), as: .apng(size: size)))
        #expect(animation.frames.count == 1)
        #expect(animation.frames[0].delay == AnimatedPNG.lastFrameHold)
    }

    /// Given an end, the recording runs to it at the frame rate.
    @Test func anEndRecordsToThatTime() throws {
        let data = take(TapSlide(), as: .apng(size: size, to: 0.6, fps: 10, events: [.tap(at: 0.1, CGPoint(x: 10, y: 10))]))
        // 0-0.1 one frame, 0.2, 0.3, then 0.4-0.6 settled at 30 points.
        let animation = try AnimatedPNG(data: data)
        #expect(animation.frames.map { [$0.delayNumerator, $0.delayDenominator] } == [[1, 5], [1, 10], [1, 10], [1, 1]])
    }

    /// Verifying names the first frame whose pixels differ, its time and
    /// the item drawn where they do: an ease-in curve is behind the linear
    /// reference at 0.2 s (0.1 s into 0.3 s, 10 points linearly).
    @Test func aChangedCurveNamesTheFirstFrameAndItemThatDiffer() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tap = [ScriptedEvent.tap(at: 0.1, CGPoint(x: 10, y: 10))]
        _ = verifySnapshot(of: TapSlide(), as: .apng(size: size, fps: 10, events: tap), named: "slide", record: .all, snapshotDirectory: folder.path)
        #expect(
            verifySnapshot(
                of: TapSlide(), as: .apng(size: size, fps: 10, events: tap), named: "slide", record: .never, snapshotDirectory: folder.path)
                == nil)
        let message = try #require(
            verifySnapshot(
                of: TapSlide(animation: .easeIn(duration: 0.3)), as: .apng(size: size, fps: 10, events: tap), named: "slide", record: .never,
                snapshotDirectory: folder.path))
        #expect(message.contains("Frame 2 of 4 (at 0.2 s) is the first that differs. Compared exactly"), "\(message)")
        // The reference's square spans 10…30 at 0.2 s. Ease-in's curve,
        // cubic-bezier(0.42, 0, 1, 1), is at 0.156 a third of the way
        // (x(s) = 1.26 s(1 − s)² + 3 s²(1 − s) + s³ = 1/3 at s ≈ 0.250;
        // y = 3 s²(1 − s) + s³ ≈ 0.156): the square's left edge is at
        // 30 × 0.156 = 4.68 points, so the first differing pixel is
        // (4, 0), a third of which the square covers: 255 × (1 − 0.32) =
        // 174 of red.
        #expect(message.contains("pixel (4, 0) at (4.5, 0.5) pt, was rgba(255,255,255,255) and is rgba(174,217,255,255)"), "\(message)")
        #expect(message.contains("drawn there now: at 0.2 s: id \"square\""), "\(message)")
    }

    /// The same pictures shown for other times fail on the timing: a tap
    /// at 0.2 s holds the first picture 3/10 s where the reference's
    /// holds it 2/10.
    @Test func aChangedTimingNamesTheFrameAndBothDelays() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func strategy(tap time: TimeInterval) -> Snapshotting<TapSlide, Data> {
            .apng(size: size, fps: 10, events: [.tap(at: time, CGPoint(x: 10, y: 10))])
        }
        _ = verifySnapshot(of: TapSlide(), as: strategy(tap: 0.1), named: "slide", record: .all, snapshotDirectory: folder.path)
        let message = try #require(
            verifySnapshot(of: TapSlide(), as: strategy(tap: 0.2), named: "slide", record: .never, snapshotDirectory: folder.path))
        #expect(message.hasSuffix("Frame 1 of 4 (at 0 s) shows for 3/10 s; in the reference for 1/5 s: the animation's timing changed."))
    }

    /// A recording with more frames names the first new one.
    @Test func anExtraFrameIsNamed() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tap = [ScriptedEvent.tap(at: 0.1, CGPoint(x: 10, y: 10))]
        _ = verifySnapshot(
            of: TapSlide(), as: .apng(size: size, to: 0.2, fps: 10, events: tap), named: "s", record: .all, snapshotDirectory: folder.path)
        let message = try #require(
            verifySnapshot(
                of: TapSlide(), as: .apng(size: size, to: 0.3, fps: 10, events: tap), named: "s", record: .never, snapshotDirectory: folder.path))
        // The reference: 0-0.1 and 0.2 (held); now 0.2 shows 1/10 s, then 0.3.
        #expect(message.hasSuffix("Frame 2 of 3 (at 0.2 s) shows for 1/10 s; in the reference for 1/1 s: the animation's timing changed."))
    }

    /// Bad input fails with a message: a view that never settles, a
    /// reference that is a still PNG, a negative frame rate.
    @Test func badInputFailsWithAMessage() throws {
        func failing<V: View>(_ view: V, _ strategy: Snapshotting<V, Data>, _ expected: String) {
            withKnownIssue {
                _ = take(view, as: strategy)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains(expected) }
            }
        }
        failing(Pulse(), .apng(size: size, fps: 2), "the view was still animating at 10 s, the latest the recording may end")
        failing(TapSlide(), .apng(size: size, fps: -1), "the frame rate must be finite and positive, not -1.0")
        failing(TapSlide(), .apng(size: size, to: .nan), "the end must be finite and not before the start (0.0), not nan")
        failing(TapSlide(), .apng(size: .zero), "the size must be finite and positive")
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(of: TapSlide(), as: .image(size: size), named: "still", record: .all, snapshotDirectory: folder.path)
        let still = try #require(
            verifySnapshot(of: TapSlide(), as: .apng(size: size), named: "still", record: .never, snapshotDirectory: folder.path))
        #expect(still.contains("The reference is not an animated PNG this build reads: a PNG without animation (no acTL chunk)"), "\(still)")
    }

    /// A host a test has driven records from where it stands.
    @Test @MainActor func aDrivenHostRecordsFromNow() throws {
        let host = ViewHost(TapSlide(), size: size)
        host.tap(at: CGPoint(x: 10, y: 10))
        host.advance(by: 0.1)
        let animation = try AnimatedPNG(data: take(host, as: .apng(fps: 10)))
        // 10, 20, then 30 points where it ends.
        #expect(animation.frames.map { [$0.delayNumerator, $0.delayDenominator] } == [[1, 10], [1, 10], [1, 1]])
    }
}
#endif
