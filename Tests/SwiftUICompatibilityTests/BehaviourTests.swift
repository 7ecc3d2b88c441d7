import Foundation
import SwiftAnimation
import Testing

// What the views of Views.swift do, run headlessly.

@MainActor
private func firstItem(_ host: ViewHost, where predicate: (DisplayList.Item) -> Bool) -> (item: DisplayList.Item, transform: CGAffineTransform)? {
    host.displayList.flattened.first { predicate($0.item) }
}

@MainActor
private func text(_ host: ViewHost) -> String? {
    for entry in host.drawnViews {
        if let string = entry.item.content?.string { return string }
    }
    return nil
}

/// Runs the current thread's run loop (the timers scheduled from this
/// main-actor job) for a moment.
@MainActor
private func spinMainRunLoop() {
    RunLoop.current.run(until: Date().addingTimeInterval(0.005))
}

/// Runs the run loop and lets other main-actor jobs run (tasks, blocks on
/// the main queue), a frame of the host at a time, until `condition` holds.
///
/// The budget is counted in turns of this loop, not in wall-clock time:
/// other main-actor tests run between the turns (at `Task.yield()`), and on
/// a loaded machine they can hold the main thread for seconds, which would
/// spend a wall-clock budget without giving the timers here a turn (a limit
/// of two minutes ran out in CI while the suite's other main-actor tests
/// ran). 2,000 turns run the run loop for at least 10 s of its own, however
/// long the other tests hold the main thread between them.
@MainActor
private func runMainLoop(_ host: ViewHost, until condition: () -> Bool) async -> Bool {
    for _ in 0..<2_000 {
        spinMainRunLoop()
        await Task.yield()
        host.advance(by: 1.0 / 60)
        if condition() { return true }
    }
    return false
}

@MainActor
@Suite("SwiftUI code in Swift 5 mode")
struct SwiftUICompatibilityTests {
    @Test func viewMethodWritesStateAndStartsARepeatingAnimation() {
        let host = ViewHost(PulsingHeart(), size: CGSize(width: 100, height: 100))
        #expect(host.isAnimating)
        host.advance(by: 0.25)   // halfway up the first pass of easeInOut(0.5)
        let scale = firstItem(host) { if case .shape = $0.content { return true } else { return false } }!.transform.a
        #expect(abs(scale - (1 + 0.2 * UnitCurve.easeInOut.value(at: 0.5))) < 1e-9)
        #expect(host.isAnimating)
    }

    @Test func timerClosureWritesState() {
        // All in one main-actor job, with no suspension: under a test runner
        // on Linux the main queue's jobs may run on different threads, and
        // `Timer.scheduledTimer` schedules on the run loop of the thread
        // that runs `onAppear`; this job turns that same run loop.
        let host = ViewHost(TimerCounter(), size: CGSize(width: 100, height: 40))
        #expect(text(host) == "0")
        var turns = 0
        while text(host) != "3", turns < 2_000 {
            spinMainRunLoop()
            host.advance(by: 1.0 / 60)
            turns += 1
        }
        #expect(text(host) == "3")
        // The timer stopped itself at 3: a few more turns change nothing.
        for _ in 0..<10 {
            spinMainRunLoop()
            host.advance(by: 1.0 / 60)
        }
        #expect(text(host) == "3")
    }

    @Test func delayedDispatchAnimatesItsWrite() async {
        let host = ViewHost(DelayedReveal(), size: CGSize(width: 100, height: 40))
        func opacity() -> Double {
            firstItem(host) { $0.children.contains { if case .shape = $0.content { return true } else { return false } } }!.item.opacity
        }
        #expect(opacity() == 0)
        // The write arrives with its withAnimation transaction: the opacity
        // passes through values between 0 and 1 before it reaches 1.
        var seen: [Double] = []
        #expect(await runMainLoop(host) {
            seen.append(opacity())
            return opacity() == 1
        })
        #expect(seen.contains { $0 > 0 && $0 < 1 }, "animated, not jumped: \(seen)")
    }

    @Test func taskWritesStateWhenItResumes() async {
        let host = ViewHost(TaskLoader(), size: CGSize(width: 100, height: 40))
        #expect(text(host) == "Loading…")
        #expect(await runMainLoop(host) { text(host) == "Loaded" })
    }

    @Test func shapeAnimatesItsData() {
        let host = ViewHost(WaveView(), size: CGSize(width: 200, height: 50))
        #expect(host.tap(at: CGPoint(x: 100, y: 25)))
        host.advance(by: 0.5)
        // Halfway along linear(1 s): phase π. The path moves to (0, 25), then
        // draws lines from x = 0 by 5; the second is at x = 5:
        // y = 25 + 10·sin(5/20 + π).
        guard case .shape(let path, _, _, _)? = firstItem(host, where: { if case .shape = $0.content { return true } else { return false } })?.item.content,
              case .line(let point)? = path.elements.dropFirst(2).first else {
            Issue.record("no wave")
            return
        }
        #expect(abs(point.y - (25 + 10 * sin(5.0 / 20 + .pi))) < 1e-9)
    }

    @Test func animatableViewCountsThroughEveryFrame() {
        let host = ViewHost(CounterScreen(), size: CGSize(width: 200, height: 200))
        let button = firstItem(host) { $0.content?.string == "Count up" }!
        #expect(host.tap(at: CGPoint(x: button.item.frame.midX, y: button.item.frame.midY)))
        host.advance(by: 0.5)
        // easeOut over 1 s, halfway: 100 × easeOut(0.5), truncated by Int().
        #expect(text(host) == "\(Int(100 * UnitCurve.easeOut.value(at: 0.5)))")
        host.advance(by: 1)
        #expect(text(host) == "100")
    }

    @Test func animatableModifierShakes() {
        let host = ViewHost(ShakingField(), size: CGSize(width: 200, height: 100))
        #expect(host.tap(at: CGPoint(x: 100, y: 50)))
        host.advance(by: 5)
        let field = firstItem(host) { if case .text = $0.content { return true } else { return false } }!
        #expect(abs(field.transform.tx) < 1e-9, "back in place after one whole shake")
    }

    @Test func completionStartsTheNextAnimation() {
        let host = ViewHost(Sequenced(), size: CGSize(width: 300, height: 100))
        #expect(host.tap(at: CGPoint(x: 150, y: 50)))
        host.advance(by: 0.2)
        let moving = firstItem(host) { $0.opacity != 1 || $0.transform != .identity }!
        #expect(moving.item.opacity == 1, "the fade waits for the move")
        host.advance(by: 2)
        let done = host.displayList.flattened.filter { $0.item.opacity < 1 }
        #expect(done.first.map { abs($0.item.opacity - 0.3) < 1e-9 } == true)
    }

    @Test func viewsCanBeMadeOutsideTheMainActor() async {
        let made = await Task.detached { Badges.badge("new") }.value
        let host = ViewHost(made, size: CGSize(width: 100, height: 40))
        #expect(text(host) == "new")
    }

    @Test func shapeChoosesItsSize() {
        let host = ViewHost(TagShape().fill(Color.blue), size: CGSize(width: 200, height: 100))
        let tag = firstItem(host) { if case .shape = $0.content { return true } else { return false } }!
        // The host proposes 200 × 100; the shape keeps the width and takes
        // 24 points of height, centered.
        #expect(tag.item.frame == CGRect(x: 0, y: 38, width: 200, height: 24))
    }

    // MARK: Transitions

    /// The texts drawn, with opacities, transforms and blurs combined with
    /// those of the views around them.
    private func texts(_ host: ViewHost) -> [(string: String, frame: CGRect, opacity: Double, transform: CGAffineTransform, blur: CGFloat)] {
        host.drawnViews.compactMap { view in view.text.map { ($0, view.frame, view.opacity, view.transform, view.blurRadius) } }
    }

    @Test func detailsMoveAndFadeInAndScaleOut() throws {
        let host = ViewHost(ShowDetails(), size: CGSize(width: 300, height: 200))
        let toggle = try #require(texts(host).first).frame
        #expect(host.tap(at: CGPoint(x: toggle.midX, y: toggle.midY)))
        host.advance(by: 0.1)
        let coming = try #require(texts(host).first { $0.string == "Details go here." })
        #expect(coming.opacity > 0 && coming.opacity < 1 && coming.transform.tx > 0)
        host.advance(by: 2)
        let shown = try #require(texts(host).first { $0.string == "Details go here." })
        #expect(shown.opacity == 1 && shown.transform == .identity)
        let toggleNow = try #require(texts(host).first { $0.string == "Toggle details" }).frame
        #expect(host.tap(at: CGPoint(x: toggleNow.midX, y: toggleNow.midY)))
        host.advance(by: 0.1)
        let leaving = try #require(texts(host).first { $0.string == "Details go here." })
        #expect(leaving.opacity < 1 && leaving.transform.a < 1)
        host.advance(by: 2)
        #expect(!texts(host).contains { $0.string == "Details go here." })
    }

    @Test func aCustomTransitionBlursAndFades() throws {
        let host = ViewHost(Toast(), size: CGSize(width: 200, height: 200))
        #expect(host.tap(at: CGPoint(x: 2, y: 2)))
        host.advance(by: 0.2)
        let toast = try #require(texts(host).first { $0.string == "Saved" })
        #expect(toast.blur > 0 && toast.blur < 10 && toast.opacity > 0 && toast.opacity < 1)
        host.advance(by: 1)
        let shown = try #require(texts(host).first { $0.string == "Saved" })
        #expect(shown.blur == 0 && shown.opacity == 1)
    }

    @Test func matchedShapesMorphFromOneFrameToTheOther() throws {
        let host = ViewHost(FlipShape(), size: CGSize(width: 200, height: 200))
        let shapes = { host.drawnViews.filter { if case .shape = $0.item.content { return true } else { return false } } }
        #expect(shapes().map(\.item.frame) == [CGRect(x: 40, y: 60, width: 120, height: 80)])
        #expect(host.tap(at: CGPoint(x: 100, y: 100)))
        host.advance(by: 0.15)
        let moving = shapes()
        #expect(moving.count == 2)   // the rectangle leaving, the circle arriving
        #expect(moving.allSatisfy { $0.item.frame.width < 120 && $0.item.frame.width > 44 })
        host.advance(by: 2)
        #expect(shapes().map(\.item.frame) == [CGRect(x: 78, y: 78, width: 44, height: 44)])
    }

    @Test func scoreDigitsRoll() throws {
        let host = ViewHost(ScoreCounter(), size: CGSize(width: 100, height: 40))
        #expect(host.tap(at: CGPoint(x: 50, y: 20)))
        host.advance(by: 0.1)
        #expect(Set(texts(host).map(\.string)) == ["1", "9", "0"])
        host.advance(by: 2)
        #expect(texts(host).map(\.string) == ["10"])
    }

    @Test func anIdentityChangePushesTheOldTitleOut() throws {
        let host = ViewHost(ChangingTitle(), size: CGSize(width: 100, height: 60))
        #expect(host.tap(at: CGPoint(x: 50, y: 30)))
        host.advance(by: 0.1)
        #expect(Set(texts(host).map(\.string)) == ["One", "Two"])
        host.advance(by: 2)
        #expect(texts(host).map(\.string) == ["Two"])
    }

    @Test func theUnscopedAnimationAnimatesAChangeMadeWithoutOne() throws {
        let host = ViewHost(GrowingBadge(), size: CGSize(width: 100, height: 100))
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        host.advance(by: 0.5)
        // linear(duration: 1) from 1 to 2, half-way.
        let scale = try #require(firstItem(host) { if case .shape = $0.content { return true } else { return false } }).transform.a
        #expect(abs(scale - 1.5) < 1e-9)
    }

    @Test func anEquatableViewAnimatesWhenItChanges() throws {
        let host = ViewHost(MeterScreen(), size: CGSize(width: 200, height: 100))
        // The bar is drawn at a fifth of its 100 points from x = 50: taps land on (50...70).
        #expect(!host.tap(at: CGPoint(x: 100, y: 50)))
        #expect(host.tap(at: CGPoint(x: 60, y: 50)))
        host.advance(by: 0.25)
        // easeIn(0.5) half-way: 0.2 + 0.8 × easeIn(0.5).
        let scale = try #require(firstItem(host) { if case .shape = $0.content { return true } else { return false } }).transform.a
        #expect(abs(scale - (0.2 + 0.8 * UnitCurve.easeIn.value(at: 0.5))) < 1e-9)
    }

    @Test func aPreviewProviderListsEachViewWithItsTraits() {
        let previews = Preview.views(listedBy: GrowingBadge_Previews.previews)
        #expect(previews.count == 2)
        let badge = PreviewTraitValues.read(from: previews[0])
        #expect(badge.traits.displayName == "Badge" && badge.traits.layout == .sizeThatFits)
        #expect(badge.content is GrowingBadge)
        let meter = PreviewTraitValues.read(from: previews[1]).traits
        // An iPhone 15 Pro is 393 × 852 points; landscape turns it.
        #expect(meter.containerSize(defaultDevice: CGSize(width: 1, height: 1)) { $0 } == CGSize(width: 852, height: 393))
    }

    @Test func anAppShowsItsWindowGroup() {
        #expect(BadgeApp().firstWindowContent is GrowingBadge)
    }
}
