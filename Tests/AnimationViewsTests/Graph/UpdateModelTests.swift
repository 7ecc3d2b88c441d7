import AnimationCore
import AnimationExamples
import AnimationRuntime
@_spi(Testing) import AnimationViews
import Foundation
import Observation
import TestSupport
import Testing

/// Seed 003's line chart (AnimationExamples), animated by a tap.
private struct Chart: View {
    @State private var vector: AnimatableVector = .zero
    var body: some View {
        LineChart(vector: vector)
            .stroke(Color.red)
            .frame(width: 100, height: 100)
            .onTapGesture { withAnimation(.linear(duration: 1)) { vector = [50, 100, 75, 100] } }
    }
}

/// Two siblings with their own state, under a parent that counts its bodies.
private struct Counter: View {
    let name: String
    let log: Log
    @State private var count = 0
    var body: some View {
        log.entries.append(name)
        return Color.gray.frame(width: 50, height: 50).opacity(count == 0 ? 1 : 0.5).onTapGesture { count += 1 }
    }
}

private struct Siblings: View {
    let log: Log
    var body: some View {
        log.entries.append("parent")
        return HStack(spacing: 0) {
            Counter(name: "left", log: log)
            Counter(name: "right", log: log)
        }
    }
}

/// Which of two buttons shows, written from outside the views.
@Observable
@MainActor
private final class Which {
    var second = false
    var pressed: [String] = []
}

/// One of two buttons at the same place, by `Which.second`.
private struct OneOfTwo: View {
    let which: Which
    var body: some View {
        if which.second {
            Button("Second") { which.pressed.append("second") }
        } else {
            Button("First") { which.pressed.append("first") }
        }
    }
}

@MainActor
@Suite("Update model")
struct UpdateModelTests {
    @Test func lineChartVectorAnimates() throws {
        let host = ViewHost(Chart(), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        guard case .shape(let path, _, let stroke, _)? = host.displayList.first(where: { $0.content != nil })?.content else {
            Issue.record("no shape")
            return
        }
        #expect(stroke != nil)
        // Halfway along .linear: half of [50, 100, 75, 100]. The chart draws
        // in its own space, whose origin is the frame's corner at (50, 50);
        // x steps by 100 / 4.
        #expect(path.elements.first == .move(to: CGPoint(x: 50, y: 50)))
        let points = path.elements.compactMap { element -> CGPoint? in
            if case .line(let point) = element { return point } else { return nil }
        }
        #expect(
            points == [
                CGPoint(x: 75, y: 50 + 25), CGPoint(x: 100, y: 50 + 50), CGPoint(x: 125, y: 50 + 37.5), CGPoint(x: 150, y: 50 + 50)
            ])
        host.advance(by: 1)
        #expect(!host.isAnimating)
    }

    /// Seed 002: the podium is an `Animatable` view, so its body runs every
    /// frame with the interpolated angle and the avatar follows the ellipse
    /// (a straight line between the ends would cross its inside).
    @Test func animatableViewBodyRunsEveryFrameAlongTheArc() throws {
        let host = ViewHost(PodiumScene(), size: CGSize(width: 300, height: 200))
        #expect(host.isAnimating)  // it starts on appear
        for frame in 1...60 {
            host.advance(by: 1.0 / 60)
            let image = try #require(host.displayList.images.first)
            let center = CGPoint(x: image.item.frame.midX, y: image.item.frame.midY).applying(image.transform)
            // Linear over 2 s from 0 to 2π: the angle is π·t. The ellipse is
            // centered in the host, at (150, 100), with radii 100 and 40.
            let angle = Double.pi * Double(frame) / 60
            let expected = CGPoint(x: 150 + 100 * cos(angle), y: 100 + 40 * sin(angle))
            #expect(abs(center.x - expected.x) <= halfPixel && abs(center.y - expected.y) <= halfPixel, "frame \(frame): \(center)")
        }
    }

    @Test func onlyDirtyBodiesRerun() {
        let log = Log()
        let host = ViewHost(Siblings(log: log), size: CGSize(width: 100, height: 50))
        #expect(log.entries == ["parent", "left", "right"])
        host.tap(at: CGPoint(x: 25, y: 25))  // the left one
        #expect(log.entries == ["parent", "left", "right", "left"])
        host.tap(at: CGPoint(x: 75, y: 25))
        #expect(log.entries == ["parent", "left", "right", "left", "right"])
    }

    @Test func nothingRunsWhileIdle() {
        let host = ViewHost(Chart(), size: CGSize(width: 100, height: 100))
        let bodies = host.bodyEvaluationCount, framesBefore = host.frameCount
        host.advance(by: 10)
        #expect(host.bodyEvaluationCount == bodies)
        #expect(host.frameCount == framesBefore)
        #expect(host.time == 10)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 2)
        let frames = host.frameCount
        #expect(frames > 0 && frames <= 61)
        host.advance(by: 10)
        #expect(host.frameCount == frames)
    }

    /// Found by the random-use test: a tap right after a write from outside
    /// an event hit the views from before the write. SwiftUI commits that
    /// update at the end of the run loop's turn, before the next event.
    @Test func anEventMeetsTheViewsOfAWriteMadeBeforeIt() {
        let which = Which()
        let host = ViewHost(OneOfTwo(which: which), size: CGSize(width: 200, height: 100))
        which.second = true
        #expect(host.hasPendingChanges)
        #expect(host.tap(at: CGPoint(x: 100, y: 50)))
        #expect(which.pressed == ["second"])
        #expect(!host.hasPendingChanges)
    }
}
