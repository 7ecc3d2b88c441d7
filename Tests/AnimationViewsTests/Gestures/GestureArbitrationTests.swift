import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

private final class TapLog: @unchecked Sendable {
    var entries: [String] = []
}

/// A 60-point child square inside a 200-point parent square.
private struct Nested<Inner: View, Outer: View>: View {
    let inner: (AnyView) -> Inner
    let outer: (AnyView) -> Outer
    var body: some View {
        outer(
            AnyView(
                ZStack {
                    Color.gray.frame(width: 200, height: 200)
                    inner(AnyView(Color.red.frame(width: 60, height: 60)))
                }))
    }
}

@MainActor
private func squareHost<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: CGSize(width: 200, height: 200))
}

private let center = CGPoint(x: 100, y: 100)

@MainActor
@Suite("Gestures competing for a press")
struct GestureArbitrationTests {
    @Test func theInnerTapWinsATapAndTheOuterDragWinsADrag() {
        let log = TapLog()
        let view = Nested(
            inner: { $0.onTapGesture { log.entries.append("tap") } },
            outer: { $0.gesture(DragGesture().onEnded { _ in log.entries.append("drag") }) })
        let host = squareHost(view)
        #expect(host.tap(at: center))
        #expect(log.entries == ["tap"])
        // Moving 40 points: the tap fails past 10, the drag takes the press.
        host.drag(from: center, to: CGPoint(x: 140, y: 100))
        #expect(log.entries == ["tap", "drag"])
    }

    @Test func aHighPriorityGestureComesBeforeTheViewsInside() {
        let log = TapLog()
        let view = Nested(
            inner: { $0.onTapGesture { log.entries.append("inner") } },
            outer: { $0.highPriorityGesture(TapGesture().onEnded { log.entries.append("outer") }) })
        let host = squareHost(view)
        host.tap(at: center)
        #expect(log.entries == ["outer"])
    }

    @Test func aSimultaneousGestureRunsBesideTheOthers() {
        let log = TapLog()
        let view = Nested(
            inner: { $0.onTapGesture { log.entries.append("inner") } },
            outer: { $0.simultaneousGesture(TapGesture().onEnded { log.entries.append("outer") }) })
        let host = squareHost(view)
        host.tap(at: center)
        #expect(log.entries.sorted() == ["inner", "outer"])
    }

    @Test func masksChooseTheGestureOrTheSubviews() {
        let log = TapLog()
        func view(_ mask: GestureMask) -> some View {
            Nested(
                inner: { $0.onTapGesture { log.entries.append("inner") } },
                outer: { $0.gesture(TapGesture().onEnded { log.entries.append("outer") }, including: mask) })
        }
        squareHost(view(.gesture)).tap(at: center)
        #expect(log.entries == ["outer"])
        log.entries = []
        squareHost(view(.subviews)).tap(at: center)
        #expect(log.entries == ["inner"])
        log.entries = []
        squareHost(view(.none)).tap(at: center)
        #expect(log.entries.isEmpty)
        // Outside the child, with all: the outer's.
        squareHost(view(.all)).tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["outer"])
    }

    @Test func aDragOnAButtonInAScrollViewScrollsAndCancelsTheButton() {
        let log = TapLog()
        let view = ScrollView {
            VStack(spacing: 0) {
                Button("Row") { log.entries.append("button") }.frame(width: 200, height: 100)
                Color.blue.frame(width: 200, height: 400)
            }
        }
        let host = squareHost(view)
        #expect(host.tap(at: CGPoint(x: 100, y: 50)))
        #expect(log.entries == ["button"])
        host.drag(from: CGPoint(x: 100, y: 60), to: CGPoint(x: 100, y: 20))
        #expect(log.entries == ["button"])
        #expect(host.scrollOffsets.first?.y == 40)
        // A move within the slop leaves the press to the button (its label
        // is now centered at 50 - 40 = 10).
        host.drag(from: CGPoint(x: 100, y: 10), to: CGPoint(x: 100, y: 6))
        #expect(log.entries == ["button", "button"])
    }

    @Test func aSingleTapWaitsForADoubleTapToFail() {
        let log = TapLog()
        let view = Color.red.frame(width: 100, height: 100).gesture(
            TapGesture(count: 2).onEnded { log.entries.append("double") }
                .exclusively(before: TapGesture(count: 1).onEnded { log.entries.append("single") }))
        let host = squareHost(view)
        host.tap(at: center)
        #expect(log.entries.isEmpty)
        host.advance(by: 0.5)
        #expect(log.entries == ["single"])
        host.tap(at: center)
        host.advance(by: 0.1)
        host.tap(at: center)
        #expect(log.entries == ["single", "double"])
        host.advance(by: 1)
        #expect(log.entries == ["single", "double"])
    }

    @Test func onTapGestureCountsTaps() {
        let log = TapLog()
        let view = Color.red.frame(width: 100, height: 100)
            .onTapGesture(count: 2) { log.entries.append("double") }
        let host = squareHost(view)
        host.tap(at: center)
        #expect(log.entries.isEmpty)
        host.advance(by: 0.1)
        host.tap(at: center)
        #expect(log.entries == ["double"])
        // Too slow: two single taps.
        host.advance(by: 1)
        host.tap(at: center)
        host.advance(by: 0.5)
        host.tap(at: center)
        #expect(log.entries == ["double"])
    }

    @Test func onTapGestureGivesTheLocation() {
        var location: CGPoint?
        let view = Color.red.frame(width: 100, height: 100)
            .onTapGesture(coordinateSpace: .local) { location = $0 }
        let host = squareHost(view)
        host.tap(at: CGPoint(x: 60, y: 70))
        #expect(location == CGPoint(x: 10, y: 20))
    }

    @Test func aLongPressThenADragIsOneSequence() {
        var values: [String] = []
        let view = Color.red.frame(width: 100, height: 100).gesture(
            LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
                .onChanged { value in
                    switch value {
                    case .first(let pressing): values.append("first \(pressing)")
                    case .second(let pressed, let drag): values.append("second \(pressed) \(drag.map { Int($0.translation.width) } ?? -1)")
                    }
                }
                .onEnded { _ in values.append("ended") })
        let host = squareHost(view)
        host.press(at: center)
        #expect(values == ["first true"])
        host.advance(by: 0.6)
        #expect(values.last == "second true 0")
        host.move(to: CGPoint(x: 130, y: 100))
        #expect(values.last == "second true 30")
        host.release(at: CGPoint(x: 130, y: 100))
        #expect(values.last == "ended")
    }

    @Test func aLongPressBeforeItIsHeldLeavesAButtonItsPress() {
        let log = TapLog()
        let view = Button("Go") { log.entries.append("button") }
            .frame(width: 100, height: 100)
            .simultaneousGesture(LongPressGesture().onEnded { _ in log.entries.append("long") })
        let host = squareHost(view)
        host.tap(at: center)
        #expect(log.entries == ["button"])
        let outer = Nested(
            inner: { $0.onTapGesture { log.entries.append("inner") } },
            outer: { $0.onLongPressGesture { log.entries.append("long") } })
        let second = squareHost(outer)
        second.tap(at: center)
        #expect(log.entries == ["button", "inner"])
    }

    @Test func simultaneousGesturesReportBothValues() {
        var pairs: [String] = []
        let view = Color.red.frame(width: 100, height: 100).gesture(
            DragGesture(minimumDistance: 0).simultaneously(with: LongPressGesture(minimumDuration: 0.2))
                .onChanged { value in
                    pairs.append("\(value.first.map { Int($0.translation.width) } ?? -1) \(value.second.map { "\($0)" } ?? "nil")")
                })
        let host = squareHost(view)
        host.press(at: center)
        #expect(pairs.last == "0 true")
        host.advance(by: 0.1)
        host.move(to: CGPoint(x: 105, y: 100))
        #expect(pairs.last == "5 true")
    }
}
