import AnimationCore
import AnimationRuntime
import Foundation
import Observation
import Testing

@testable import AnimationViews

// Expected values come from the transitions' definitions (SwiftUI's): a
// transition animates its modifiers from the `willAppear` values to the
// `identity` values (and on to `didDisappear`) with the transaction's
// animation, so under `.linear(duration: 1)` each value is halfway at 0.5 s.

/// A gray backdrop (tap its corner to toggle `shown` with `animation`) and,
/// while `shown`, the content, centered. The log hears "completed" when the
/// change's animations meet `criteria`.
private struct Shown<Content: View>: View {
    @State var shown: Bool
    var animation: Animation?
    var log: Log?
    var criteria: AnimationCompletionCriteria = .removed
    var content: Content

    var body: some View {
        ZStack {
            Color.gray.frame(width: 200, height: 200)
                .onTapGesture {
                    let log = self.log
                    withAnimation(animation, completionCriteria: criteria) {
                        shown.toggle()
                    } completion: {
                        log?.entries.append("completed")
                    }
                }
            if shown { content }
        }
    }
}

/// A 40 × 40 red RedSquare().
private struct RedSquare: View {
    var body: some View { Color.red.frame(width: 40, height: 40) }
}

/// A host of 200 × 200 showing ``Shown``.
@MainActor
private func shownHost<Content: View>(
    _ content: Content, shown: Bool, animation: Animation? = .linear(duration: 1), log: Log? = nil,
    criteria: AnimationCompletionCriteria = .removed
) -> ViewHost {
    ViewHost(
        Shown(shown: shown, animation: animation, log: log, criteria: criteria, content: content),
        size: CGSize(width: 200, height: 200))
}

@MainActor
private func toggle(_ host: ViewHost) {
    #expect(host.tap(at: CGPoint(x: 2, y: 2)))
}

/// What the display list draws of one color: the item, with its transform,
/// opacity and blur combined with those of the items around it.
struct Drawn {
    var item: DisplayList.Item
    var transform: CGAffineTransform
    var opacity: Double
    var blur: CGFloat
}

extension DisplayList {
    /// Every item that fills a rectangle with a color, combined with its
    /// ancestors' transforms, opacities and blurs.
    func drawn(_ color: Color) -> [Drawn] {
        var result: [Drawn] = []
        func visit(_ item: Item, _ transform: CGAffineTransform, _ opacity: Double, _ blur: CGFloat) {
            let transform = item.transform.concatenating(transform)
            let opacity = opacity * item.opacity
            let blur = max(blur, item.blurRadius)
            if case .color(let resolved)? = item.content, resolved == color.resolved {
                result.append(Drawn(item: item, transform: transform, opacity: opacity, blur: blur))
            }
            for child in item.children { visit(child, transform, opacity, blur) }
        }
        for item in items { visit(item, .identity, 1, 0) }
        return result
    }
}

@MainActor
private func red(_ host: ViewHost) -> Drawn? {
    let drawn = host.displayList.drawn(.red)
    #expect(drawn.count <= 1)
    return drawn.first
}

/// An identity and a flag, written from outside the views.
@Observable
@MainActor
private final class IdentityAndFlag {
    var identity = 0
    var shown = false
}

/// A square with a transition, shown by the flag, inside a view whose
/// identity is the model's.
private struct SquareInsideAnIdentity: View {
    let model: IdentityAndFlag
    var body: some View {
        VStack {
            if model.shown { Color.red.frame(width: 10, height: 10).transition(.opacity) }
        }
        .id(model.identity)
    }
}

/// The same without a container: the view with the identity is a custom
/// view whose body is the conditional itself.
private struct BareSquareInsideAnIdentity: View {
    let model: IdentityAndFlag
    var body: some View {
        ShownSquare(model: model).id(model.identity)
    }

    struct ShownSquare: View {
        let model: IdentityAndFlag
        var body: some View {
            if model.shown { Color.red.frame(width: 10, height: 10).transition(.opacity) }
        }
    }
}

@MainActor
@Suite("Transitions")
struct TransitionTests {
    @Test func insertedOpacityViewIsHalfwayAtHalfTime() throws {
        let host = shownHost(RedSquare().transition(.opacity), shown: false)
        #expect(red(host) == nil)
        toggle(host)
        #expect(try #require(red(host)).opacity == 0)
        host.advance(by: 0.5)
        #expect(abs(try #require(red(host)).opacity - 0.5) < 1e-9)
        host.advance(by: 0.5)
        #expect(try #require(red(host)).opacity == 1)
        #expect(!host.isAnimating)
    }

    @Test func moveOffsetsByHalfItsSizeAtHalfTime() throws {
        for (edge, x, y) in [(Edge.leading, -20.0, 0.0), (.trailing, 20, 0), (.top, 0, -20), (.bottom, 0, 20)] {
            let host = shownHost(RedSquare().transition(.move(edge: edge)), shown: false)
            toggle(host)
            host.advance(by: 0.5)
            let drawn = try #require(red(host))
            // Half of the square's own width or height, towards the edge.
            #expect(abs(drawn.transform.tx - x) < 1e-9 && abs(drawn.transform.ty - y) < 1e-9, "\(edge)")
            #expect(drawn.opacity == 1)
            #expect(drawn.item.frame == CGRect(x: 80, y: 80, width: 40, height: 40))
        }
    }

    @Test func removedViewStaysUntilItsAnimationIsRemoved() throws {
        let log = Log()
        let host = shownHost(RedSquare().transition(.opacity), shown: true, log: log)
        toggle(host)
        #expect(try #require(red(host)).opacity == 1)
        host.advance(by: 0.99)
        // The last frame ran at 59/60 s.
        #expect(abs(try #require(red(host)).opacity - 1.0 / 60) < 1e-9)
        #expect(!log.entries.contains("completed"))
        host.advance(by: 0.01)
        #expect(host.time >= 1)
        #expect(red(host) == nil)
        #expect(log.count("completed") == 1)
        host.advance(by: 1)
        #expect(log.count("completed") == 1)
        #expect(!host.isAnimating)
    }

    @Test func withoutAnimationNothingTransitions() throws {
        let host = shownHost(RedSquare().transition(.move(edge: .leading)), shown: false, animation: nil)
        toggle(host)
        let drawn = try #require(red(host))
        #expect(drawn.transform == .identity && drawn.opacity == 1)
        #expect(!host.isAnimating)
        toggle(host)
        #expect(red(host) == nil)
    }

    @Test func aViewWithoutTransitionFades() throws {
        let host = shownHost(RedSquare(), shown: false)
        toggle(host)
        host.advance(by: 0.5)
        #expect(abs(try #require(red(host)).opacity - 0.5) < 1e-9)
        host.advance(by: 0.5)
        toggle(host)
        host.advance(by: 0.25)
        #expect(abs(try #require(red(host)).opacity - 0.75) < 1e-9)
        host.advance(by: 0.75)
        #expect(red(host) == nil)
    }

    @Test func aLeavingViewTakesNoHits() throws {
        let log = Log()
        let content = RedSquare().onTapGesture { log.entries.append("tapped") }
        let host = shownHost(content, shown: true)
        #expect(host.tap(at: CGPoint(x: 100, y: 100)))
        #expect(log.entries == ["tapped"])
        toggle(host)
        host.advance(by: 0.5)
        #expect(red(host) != nil)
        // The tap goes through the leaving square to the backdrop.
        #expect(host.tap(at: CGPoint(x: 100, y: 100)))
        #expect(log.entries == ["tapped"])
    }

    @Test func reinsertionReversesFromWhereItIs() throws {
        let host = shownHost(Counter(), shown: true)
        #expect(host.tap(at: CGPoint(x: 100, y: 100)))  // the counter's state: 1
        #expect(host.displayList.text == "1")
        toggle(host)
        host.advance(by: 0.5)
        #expect(abs(try #require(host.displayList.textItem).opacity - 0.5) < 1e-9)
        toggle(host)  // back, while it leaves
        // The same view (its state kept), from where it was, no jump.
        #expect(host.displayList.text == "1")
        #expect(abs(try #require(host.displayList.textItem).opacity - 0.5) < 1e-9)
        host.advance(by: 0.5)
        // The removal has ended (at 0); the re-insertion, halfway, goes from
        // it towards 1 (animations combine, as in SwiftUI).
        #expect(abs(try #require(host.displayList.textItem).opacity - 0.5) < 1e-9)
        host.advance(by: 0.5)
        #expect(try #require(host.displayList.textItem).opacity == 1)
        host.advance(by: 1)
        #expect(host.displayList.text == "1")
    }

    @Test func removalWhileInsertingCombines() throws {
        let host = shownHost(RedSquare().transition(.opacity), shown: false)
        toggle(host)
        host.advance(by: 0.5)
        toggle(host)
        host.advance(by: 0.5)
        // The insertion has ended (at 1); the removal, halfway, goes from it
        // towards 0.
        #expect(abs(try #require(red(host)).opacity - 0.5) < 1e-9)
        host.advance(by: 0.49)
        #expect(red(host) != nil)
        host.advance(by: 0.01)
        #expect(red(host) == nil)
    }

    @Test func onlyTheOutermostInsertedViewTransitions() throws {
        let host = shownHost(VStack { RedSquare().transition(.move(edge: .leading)) }, shown: false)
        toggle(host)
        host.advance(by: 0.5)
        let drawn = try #require(red(host))
        // The stack fades (it has no transition); the square inside does not move.
        #expect(drawn.transform == .identity)
        #expect(abs(drawn.opacity - 0.5) < 1e-9)
    }

    @Test func aViewInsertedInsideAPresentOneTransitions() throws {
        let host = ViewHost(InnerToggle(), size: CGSize(width: 200, height: 200))
        toggle(host)
        host.advance(by: 0.5)
        let drawn = try #require(red(host))
        #expect(abs(drawn.transform.tx + 20) < 1e-9)
    }

    @Test func theOutermostTransitionModifierWins() throws {
        let content = RedSquare().transition(.move(edge: .leading)).transition(.opacity)
        let host = shownHost(content, shown: false)
        toggle(host)
        host.advance(by: 0.5)
        let drawn = try #require(red(host))
        #expect(drawn.transform == .identity)
        #expect(abs(drawn.opacity - 0.5) < 1e-9)
    }

    @Test func transitionAppliesThroughModifiersAndBodies() throws {
        let host = shownHost(SlidingSquare().padding(5), shown: false)
        toggle(host)
        host.advance(by: 0.5)
        #expect(abs(try #require(red(host)).transform.tx + 20) < 1e-9)
    }

    /// Each transition, halfway through an insertion under a linear
    /// animation of 1 s, on a 40 × 40 square at (80, 80).
    @Test(arguments: [
        ("opacity", AnyTransition.opacity, 0.5, CGAffineTransform.identity, 0.0),
        ("scale", .scale, 1, CGAffineTransform(a: 0.500005, b: 0, c: 0, d: 0.500005, tx: 49.9995, ty: 49.9995), 0),
        (
            "scale(scale:anchor:)", .scale(scale: 0.5, anchor: .topLeading), 1,
            CGAffineTransform(a: 0.75, b: 0, c: 0, d: 0.75, tx: 20, ty: 20), 0
        ),
        ("slide", .slide, 1, CGAffineTransform(translationX: -20, y: 0), 0),
        ("offset", .offset(x: 30, y: -10), 1, CGAffineTransform(translationX: 15, y: -5), 0),
        ("offset(_:)", .offset(CGSize(width: 0, height: 8)), 1, CGAffineTransform(translationX: 0, y: 4), 0),
        ("push", .push(from: .top), 0.5, CGAffineTransform(translationX: 0, y: -20), 0),
        (
            "combined", AnyTransition.opacity.combined(with: .move(edge: .bottom)), 0.5,
            CGAffineTransform(translationX: 0, y: 20), 0
        ),
        (
            "asymmetric", .asymmetric(insertion: .move(edge: .leading), removal: .opacity), 1,
            CGAffineTransform(translationX: -20, y: 0), 0
        ),
        ("modifier", .modifier(active: Faded(opacity: 0.2), identity: Faded(opacity: 1)), 0.6, .identity, 0),
        (
            "blurReplace", AnyTransition(.blurReplace), 0.5,
            CGAffineTransform(a: 0.95, b: 0, c: 0, d: 0.95, tx: 5, ty: 5), 3.5
        ),
        (
            "custom", AnyTransition(Twirl()), 0.5,
            CGAffineTransform(rotationAngle: .pi / 4).concatenating(.identity), 0
        )
    ])
    func insertionHalfway(name: String, transition: AnyTransition, opacity: Double, transform: CGAffineTransform, blur: Double) throws {
        let host = shownHost(RedSquare().transition(transition), shown: false)
        toggle(host)
        host.advance(by: 0.5)
        let drawn = try #require(red(host), "\(name)")
        #expect(abs(drawn.opacity - opacity) < 1e-9, "\(name): opacity \(drawn.opacity)")
        #expect(abs(drawn.blur - blur) < 1e-9, "\(name): blur \(drawn.blur)")
        let t = drawn.transform
        var expected = transform
        if name == "custom" {
            // 45° about the square's center (100, 100).
            expected = CGAffineTransform(translationX: -100, y: -100)
                .concatenating(CGAffineTransform(rotationAngle: .pi / 4))
                .concatenating(CGAffineTransform(translationX: 100, y: 100))
        }
        for (a, b) in [
            (t.a, expected.a), (t.b, expected.b), (t.c, expected.c), (t.d, expected.d),
            (t.tx, expected.tx), (t.ty, expected.ty)
        ] {
            #expect(abs(a - b) < 1e-6, "\(name): \(t) is not \(expected)")
        }
    }

    @Test func transitionValuesWorkWhereAnyTransitionDoes() throws {
        let content = RedSquare().transition(.scale.combined(with: .opacity))
        let host = shownHost(content, shown: false)
        toggle(host)
        host.advance(by: 0.5)
        let drawn = try #require(red(host))
        // Scale from 1e-5 (SwiftUI's `.scale`) to 1, and opacity from 0.
        #expect(abs(drawn.transform.a - (1e-5 + (1 - 1e-5) * 0.5)) < 1e-9)
        #expect(abs(drawn.opacity - 0.5) < 1e-9)
    }

    @Test func asymmetricRemovalUsesItsOwnTransition() throws {
        let content = RedSquare().transition(.asymmetric(insertion: .move(edge: .leading), removal: .opacity))
        let host = shownHost(content, shown: true)
        toggle(host)
        host.advance(by: 0.5)
        let drawn = try #require(red(host))
        #expect(drawn.transform == .identity)
        #expect(abs(drawn.opacity - 0.5) < 1e-9)
    }

    @Test func slideLeavesTowardsTheTrailingEdge() throws {
        let host = shownHost(RedSquare().transition(.slide), shown: true)
        toggle(host)
        host.advance(by: 0.5)
        #expect(abs(try #require(red(host)).transform.tx - 20) < 1e-9)
    }

    @Test func identityTransitionRemovesAtOnce() throws {
        let host = shownHost(RedSquare().transition(.identity), shown: true)
        toggle(host)
        #expect(red(host) == nil)
    }

    @Test func aTransitionWithItsOwnAnimationRunsWithoutOne() throws {
        let content = RedSquare().transition(.opacity.animation(.linear(duration: 2)))
        let host = shownHost(content, shown: false, animation: nil)
        toggle(host)
        host.advance(by: 0.5)
        #expect(abs(try #require(red(host)).opacity - 0.25) < 1e-9)
        host.advance(by: 1.5)
        toggle(host)
        host.advance(by: 1)
        #expect(abs(try #require(red(host)).opacity - 0.5) < 1e-9)
        host.advance(by: 1)
        #expect(red(host) == nil)
    }

    @Test func removedCompletionWaitsForTheRemovalLogicalDoesNot() throws {
        // Under a spring, which is logically complete before it settles: the
        // view is still leaving when `.logicallyComplete` fires, and gone
        // when `.removed` does.
        for criteria in [AnimationCompletionCriteria.logicallyComplete, .removed] {
            let log = Log()
            let host = shownHost(
                RedSquare().transition(.opacity), shown: true, animation: .spring(duration: 0.5, bounce: 0), log: log,
                criteria: criteria)
            toggle(host)
            var presentWhenCompleted: Bool?
            for _ in 0..<600 where presentWhenCompleted == nil {
                host.advance(by: 1.0 / 60)
                if log.entries.contains("completed") { presentWhenCompleted = red(host) != nil }
            }
            #expect(presentWhenCompleted == (criteria == .logicallyComplete), "\(criteria)")
            host.advance(by: 5)
            #expect(log.count("completed") == 1)
            #expect(red(host) == nil)
        }
    }

    @Test func aRemovedViewReleasesItsState() throws {
        let tracker = Tracker()
        let host = shownHost(Holder(tracker: tracker), shown: true)
        _ = host.displayList
        #expect(tracker.model != nil)
        toggle(host)
        host.advance(by: 0.5)
        #expect(tracker.model != nil)  // still leaving: its state lives
        host.advance(by: 0.5)
        #expect(red(host) == nil)
        #expect(tracker.model == nil)
    }

    @Test func aViewRemovedWithoutAnimationReleasesItsState() throws {
        let tracker = Tracker()
        let host = shownHost(Holder(tracker: tracker), shown: true, animation: nil)
        _ = host.displayList
        #expect(tracker.model != nil)
        toggle(host)
        #expect(red(host) == nil)
        #expect(tracker.model == nil)
    }

    @Test func idChangeRemovesAndInserts() throws {
        let host = ViewHost(Numbered(), size: CGSize(width: 200, height: 200))
        toggle(host)
        host.advance(by: 0.5)
        let squares = host.displayList.drawn(.red).map(\.transform.tx).sorted()
        // The new square comes in from the leading edge, the old one leaves
        // towards the trailing edge.
        #expect(squares.count == 2)
        #expect(abs(squares[0] + 20) < 1e-9 && abs(squares[1] - 20) < 1e-9)
        host.advance(by: 0.5)
        #expect(host.displayList.drawn(.red).count == 1)
    }

    @Test func switchCasesTransitionOneIntoTheNext() throws {
        let host = ViewHost(Switched(), size: CGSize(width: 200, height: 200))
        toggle(host)  // .red → .green
        host.advance(by: 0.5)
        // The red square leaves towards the trailing edge while the green one
        // comes in from the leading edge.
        let leaving = try #require(red(host))
        let coming = try #require(host.displayList.drawn(.green).first)
        #expect(abs(leaving.transform.tx - 20) < 1e-9 && abs(coming.transform.tx + 20) < 1e-9)
        host.advance(by: 0.5)
        #expect(red(host) == nil && host.displayList.drawn(.green).count == 1)
    }

    // MARK: ForEach

    @Test func forEachInsertionFadesInAndMovesTheOthers() throws {
        let host = ViewHost(Rows(steps: [[1, 2], [0, 1, 2]]), size: CGSize(width: 200, height: 200))
        #expect(rowTop(host, 1) == 80 && rowTop(host, 2) == 100)
        toggle(host)
        host.advance(by: 0.5)
        // Rows of 20 points, centered: 1 moves from 80 to 90, 2 from 100 to 110.
        #expect(abs(rowTop(host, 1)! - 85) < 1e-9)
        #expect(abs(rowTop(host, 2)! - 105) < 1e-9)
        let inserted = try #require(host.displayList.drawn(Rows.colors[0]).first)
        #expect(inserted.item.frame.minY == 70 && abs(inserted.opacity - 0.5) < 1e-9)
        host.advance(by: 0.5)
        #expect(rowTop(host, 1) == 90 && rowTop(host, 2) == 110)
    }

    @Test func forEachRemovalLeavesInPlaceAndMovesTheOthers() throws {
        let host = ViewHost(Rows(steps: [[0, 1, 2], [0, 2]]), size: CGSize(width: 200, height: 200))
        toggle(host)
        host.advance(by: 0.5)
        let removed = try #require(host.displayList.drawn(Rows.colors[1]).first)
        #expect(removed.item.frame.minY == 90 && abs(removed.opacity - 0.5) < 1e-9)
        // 0 moves from 70 to 80, 2 from 110 to 100.
        #expect(abs(rowTop(host, 0)! - 75) < 1e-9)
        #expect(abs(rowTop(host, 2)! - 105) < 1e-9)
        host.advance(by: 0.5)
        #expect(host.displayList.drawn(Rows.colors[1]).isEmpty)
        #expect(rowTop(host, 0) == 80 && rowTop(host, 2) == 100)
    }

    @Test func forEachMovesAnimateToTheirNewPlaces() throws {
        let host = ViewHost(Rows(steps: [[0, 1, 2], [2, 1, 0]]), size: CGSize(width: 200, height: 200))
        toggle(host)
        host.advance(by: 0.25)
        // 0 moves from 70 to 110, 2 from 110 to 70; 1 stays.
        #expect(abs(rowTop(host, 0)! - 80) < 1e-9)
        #expect(abs(rowTop(host, 2)! - 100) < 1e-9)
        #expect(rowTop(host, 1) == 90)
        host.advance(by: 0.75)
        #expect(rowTop(host, 0) == 110 && rowTop(host, 2) == 70)
    }

    @Test func forEachChangesWithoutAnimationJump() throws {
        let host = ViewHost(Rows(steps: [[0, 1, 2], [2, 0]], animation: nil), size: CGSize(width: 200, height: 200))
        toggle(host)
        #expect(rowTop(host, 2) == 80 && rowTop(host, 0) == 100)
        #expect(host.displayList.drawn(Rows.colors[1]).isEmpty)
        #expect(!host.isAnimating)
    }

    @Test func forEachKeepsStateOfReinsertedItems() throws {
        // Remove 1, then bring it back while it leaves: the same node.
        let host = ViewHost(Rows(steps: [[0, 1, 2], [0, 2], [0, 1, 2]]), size: CGSize(width: 200, height: 200))
        toggle(host)
        host.advance(by: 0.5)
        toggle(host)
        host.advance(by: 2)
        #expect(host.displayList.drawn(Rows.colors[1]).count == 1)
        #expect(rowTop(host, 1) == 90)
    }

    // MARK: Bad input

    @Test func zeroSizeViewsTransition() throws {
        let content = Color.red.frame(width: 0, height: 0).transition(.move(edge: .leading))
        let host = shownHost(content, shown: false)
        toggle(host)
        host.advance(by: 0.5)
        let drawn = try #require(red(host))
        #expect(drawn.transform == .identity)  // moved by half of nothing
        toggle(host)
        host.advance(by: 1)
        #expect(red(host) == nil)
    }

    @Test func nonFiniteOffsetsAreIgnoredWithAWarning() throws {
        let content = RedSquare().transition(.offset(x: .nan, y: .infinity).combined(with: .opacity))
        let host = shownHost(content, shown: false)
        toggle(host)
        host.advance(by: 0.5)
        let drawn = try #require(red(host))
        #expect(drawn.transform == .identity)
        #expect(abs(drawn.opacity - 0.5) < 1e-9)
        #expect(host.warnings.contains { $0.contains("Invalid offset value") })
        toggle(host)
        host.advance(by: 1)
        #expect(red(host) == nil)
    }

    @Test func anActionOfARemovedViewChangesNothing() throws {
        let saved = SavedAction()
        let host = shownHost(Remembering(saved: saved), shown: true)
        toggle(host)
        host.advance(by: 0.5)
        saved.action?()  // while it leaves: its own state changes, nothing breaks
        host.advance(by: 1)
        #expect(red(host) == nil)
        saved.action?()  // after it left: the write is dropped
        host.advance(by: 1)
        #expect(red(host) == nil && !host.isAnimating && host.warnings.isEmpty)
    }

    @Test func aRemovalCompletionCanInsertTheViewAgain() throws {
        let host = ViewHost(Returning(), size: CGSize(width: 200, height: 200))
        toggle(host)
        host.advance(by: 1)
        // Removed at 1 s; the completion inserted it again, fading in.
        host.advance(by: 0.5)
        let back = try #require(red(host))
        #expect(back.opacity > 0 && back.opacity < 1)
        host.advance(by: 1)
        #expect(try #require(red(host)).opacity == 1)
    }

    @Test func aViewRemovedTwiceLeavesOnce() throws {
        // Removed, re-inserted and removed again within one removal's time:
        // the first removal's end does not take the view out early.
        let host = shownHost(RedSquare().transition(.opacity), shown: true)
        toggle(host)
        host.advance(by: 0.25)
        toggle(host)
        host.advance(by: 0.25)
        toggle(host)
        host.advance(by: 0.6)  // past the end of the first removal
        #expect(red(host) != nil)
        host.advance(by: 0.5)
        #expect(red(host) == nil)
    }
}

// MARK: - Views

/// A text that counts its taps.
private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)").onTapGesture { count += 1 }
    }
}

/// A square that slides: the transition is in the body.
private struct SlidingSquare: View {
    var body: some View {
        RedSquare().transition(.move(edge: .leading))
    }
}

/// A present stack; the square inside comes and goes.
private struct InnerToggle: View {
    @State private var shown = false
    var body: some View {
        ZStack {
            Color.gray.frame(width: 200, height: 200)
                .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            VStack {
                if shown { RedSquare().transition(.move(edge: .leading)) }
            }
            .transition(.opacity)
        }
    }
}

/// A modifier for `.modifier(active:identity:)`.
private struct Faded: ViewModifier {
    var opacity: Double
    func body(content: Content) -> some View {
        content.opacity(opacity)
    }
}

/// A custom transition: turns a quarter and fades.
private struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .rotationEffect(.degrees(phase.isIdentity ? 0 : 90))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Keeps a weak reference to the model of a ``Holder``.
@MainActor
private final class Tracker {
    weak var model: Model?
}

private final class Model {}

/// A view with state that holds a class instance (made when it appears,
/// so that only the state holds it).
private struct Holder: View {
    let tracker: Tracker
    @State private var model: Model?
    var body: some View {
        tracker.model = model
        return RedSquare().onAppear { model = Model() }
    }
}

private enum Step {
    case first, second, third
}

/// A `switch` whose cases slide one into the next.
private struct Switched: View {
    @State private var step = Step.first
    var body: some View {
        ZStack {
            Color.gray.frame(width: 200, height: 200)
                .onTapGesture {
                    withAnimation(.linear(duration: 1)) {
                        switch step {
                        case .first: step = .second
                        case .second: step = .third
                        case .third: step = .first
                        }
                    }
                }
            switch step {
            case .first: RedSquare().transition(.slide)
            case .second: Color.green.frame(width: 40, height: 40).transition(.slide)
            case .third: Color.blue.frame(width: 40, height: 40).transition(.slide)
            }
        }
    }
}

/// Where a view keeps an action of its own for later.
@MainActor
private final class SavedAction {
    var action: (() -> Void)?
}

/// A square that hands out an action writing its own state.
private struct Remembering: View {
    let saved: SavedAction
    @State private var count = 0
    var body: some View {
        RedSquare().opacity(count > 100 ? 0.5 : 1).onAppear { saved.action = { count += 1 } }
    }
}

/// A square that comes back when its removal ends.
private struct Returning: View {
    @State private var shown = true
    var body: some View {
        ZStack {
            Color.gray.frame(width: 200, height: 200)
                .onTapGesture {
                    withAnimation(.linear(duration: 1), completionCriteria: .removed) {
                        shown = false
                    } completion: {
                        withAnimation(.linear(duration: 1)) { shown = true }
                    }
                }
            if shown { RedSquare() }
        }
    }
}

/// A square identified by a number that each tap increments.
private struct Numbered: View {
    @State private var number = 0
    var body: some View {
        ZStack {
            Color.gray.frame(width: 200, height: 200)
                .onTapGesture { withAnimation(.linear(duration: 1)) { number += 1 } }
            RedSquare()
                .id(number)
                .transition(.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)))
        }
    }

    /// Found by the random-use test: a view leaving with the default fade
    /// gained a transition while it left (a conditional inside it came
    /// true), and when it was re-inserted its fade stayed at 0.
    @Test func aLeavingViewReinsertedAfterGainingATransitionFadesBackIn() {
        let model = IdentityAndFlag()
        let host = ViewHost(SquareInsideAnIdentity(model: model), size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 0.3)) { model.identity = 1 }
        model.shown = true
        host.advance(by: 1.0 / 60)
        model.identity = 0
        host.advance(by: 1)
        #expect(!host.isAnimating)
        let drawn = host.displayList.shown
        #expect(drawn.count == 1)
        #expect(drawn.first?.opacity == 1)
    }

    /// Found again by the random-use test, the other way round: the
    /// removal began while the conditional was empty (the empty group was
    /// the element that faded), the conditional came true while the view
    /// left (its square became the element), and an animated re-insertion
    /// left the group's fade at 0.
    @Test func aLeavingViewReinsertedAfterItsEmptyContentGainedATransitionFadesBackIn() {
        let model = IdentityAndFlag()
        let host = ViewHost(BareSquareInsideAnIdentity(model: model), size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 0.3)) { model.identity = 1 }
        // A tap anywhere runs the pending update at once, with no frame.
        host.tap(at: CGPoint(x: -5, y: -5))
        model.shown = true
        withAnimation(.linear(duration: 0.3)) { model.identity = 0 }
        host.advance(by: 2)
        #expect(!host.isAnimating)
        let drawn = host.displayList.shown
        #expect(drawn.count == 1)
        #expect(drawn.first?.opacity == 1)
    }
}

/// Rows of 40 × 20 colors in a stack without spacing; each tap shows the
/// next step's IDs.
private struct Rows: View {
    static let colors: [Color] = [.red, .green, .blue]
    var steps: [[Int]]
    var animation: Animation? = .linear(duration: 1)
    @State private var step = 0

    var body: some View {
        ZStack {
            Color.gray.frame(width: 200, height: 200)
                .onTapGesture { withAnimation(animation) { step += 1 } }
            VStack(spacing: 0) {
                ForEach(steps[step], id: \.self) { id in
                    Self.colors[id].frame(width: 40, height: 20)
                }
            }
        }
    }
}

/// The top of the row of an ID, as drawn.
@MainActor
private func rowTop(_ host: ViewHost, _ id: Int) -> CGFloat? {
    let drawn = host.displayList.drawn(Rows.colors[id])
    guard drawn.count == 1 else { return nil }
    return drawn[0].item.frame.minY
}

extension DisplayList {
    /// The first text item.
    var textItem: Drawn? {
        var result: Drawn?
        func visit(_ item: Item, _ transform: CGAffineTransform, _ opacity: Double) {
            guard result == nil else { return }
            let transform = item.transform.concatenating(transform)
            let opacity = opacity * item.opacity
            if case .text? = item.content {
                result = Drawn(item: item, transform: transform, opacity: opacity, blur: 0)
                return
            }
            for child in item.children { visit(child, transform, opacity) }
        }
        for item in items { visit(item, .identity, 1) }
        return result
    }

    /// The string of the first text item.
    var text: String? {
        textItem?.item.content?.string
    }
}
