import AnimationCore
import AnimationRuntime
import Foundation
import Observation
import Testing

@testable import AnimationViews

// Expected frames are linear interpolations of the two frames (the
// animations are linear) and the rules of `matchedGeometryEffect`.

/// A small red card at (30, 30) or a big one at (60, 60); a tap on the
/// backdrop switches them with a linear animation of 1 s.
private struct Hero: View {
    @Namespace private var hero
    @State private var expanded = false

    var body: some View {
        ZStack {
            Color.gray.frame(width: 200, height: 200)
                .onTapGesture { withAnimation(.linear(duration: 1)) { expanded.toggle() } }
            if expanded {
                Color.red.frame(width: 120, height: 120)
                    .matchedGeometryEffect(id: "card", in: hero)
                    .position(x: 120, y: 120)
            } else {
                Color.red.frame(width: 40, height: 40)
                    .matchedGeometryEffect(id: "card", in: hero)
                    .position(x: 50, y: 50)
            }
        }
    }
}

/// Tabs (blue sources) and a red underline that follows the selected one.
private struct Tabs: View {
    @Namespace private var tabs
    @State private var selected = 0
    var properties: MatchedGeometryProperties = .frame

    var body: some View {
        ZStack {
            Color.gray.frame(width: 200, height: 200)
                .onTapGesture { withAnimation(.linear(duration: 1)) { selected = 1 - selected } }
            Color.blue.frame(width: 40, height: 10)
                .matchedGeometryEffect(id: 0, in: tabs)
                .position(x: 40, y: 20)
            Color.green.frame(width: 80, height: 20)
                .matchedGeometryEffect(id: 1, in: tabs)
                .position(x: 140, y: 60)
            // The follower's content is flexible (a color), so that it takes
            // the size it is given; its own frame, as its parent sees it, is
            // 10 × 4 at (100, 180).
            Color.red
                .matchedGeometryEffect(id: selected, in: tabs, properties: properties, isSource: false)
                .frame(width: 10, height: 4)
                .position(x: 100, y: 180)
        }
    }
}

/// Whether `HeroOfAModel` shows its big card, written from outside.
@Observable
@MainActor
private final class Expansion {
    var expanded = false
}

/// `Hero`'s cards, switched by a model.
private struct HeroOfAModel: View {
    let state: Expansion
    @Namespace private var hero

    var body: some View {
        ZStack {
            Color.gray.frame(width: 200, height: 200)
            if state.expanded {
                Color.red.frame(width: 120, height: 120).matchedGeometryEffect(id: "card", in: hero).position(x: 120, y: 120)
            } else {
                Color.red.frame(width: 40, height: 40).matchedGeometryEffect(id: "card", in: hero).position(x: 50, y: 50)
            }
        }
    }
}

/// Two sources with one identifier.
private struct TwoSources: View {
    @Namespace private var space
    var body: some View {
        VStack {
            Color.blue.frame(width: 40, height: 40).matchedGeometryEffect(id: "x", in: space)
            Color.green.frame(width: 20, height: 20).matchedGeometryEffect(id: "x", in: space)
            Color.red.matchedGeometryEffect(id: "x", in: space, isSource: false).frame(width: 5, height: 5)
        }
    }
}

/// A view whose namespace outlives it: the parent keeps the identifier and
/// uses it after the view is gone.
private struct Outlived: View {
    @State private var saved: Namespace.ID?
    @State private var ownerShown = true

    var body: some View {
        ZStack {
            Color.gray.frame(width: 200, height: 200)
                .onTapGesture { withAnimation(.linear(duration: 1)) { ownerShown = false } }
            if ownerShown {
                Owner(saved: $saved)
            }
            if let saved {
                Color.red
                    .matchedGeometryEffect(id: "gone", in: saved, isSource: false)
                    .frame(width: 10, height: 10)
            }
        }
    }
}

private struct Owner: View {
    @Binding var saved: Namespace.ID?
    @Namespace private var space
    var body: some View {
        Color.blue.frame(width: 30, height: 30)
            .matchedGeometryEffect(id: "gone", in: space)
            .position(x: 30, y: 30)
            .onAppear { saved = space }
    }
}

@MainActor
private func frames(_ host: ViewHost, _ color: Color) -> [CGRect] {
    host.displayList.drawn(color).map(\.item.frame)
}

private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

@MainActor
@Suite("Matched geometry")
struct MatchedGeometryTests {
    @Test func arrivingViewAnimatesFromTheLeavingOnesFrame() throws {
        let host = ViewHost(Hero(), size: CGSize(width: 200, height: 200))
        let small = CGRect(x: 30, y: 30, width: 40, height: 40), big = CGRect(x: 60, y: 60, width: 120, height: 120)
        #expect(frames(host, .red) == [small])
        #expect(host.tap(at: CGPoint(x: 2, y: 2)))
        // At once: both cards where the small one is.
        #expect(frames(host, .red).allSatisfy { close($0, small) } && frames(host, .red).count == 2)
        host.advance(by: 0.5)
        // Halfway: both halfway between the two frames, cross-fading.
        let halfway = CGRect(x: 45, y: 45, width: 80, height: 80)
        let drawn = host.displayList.drawn(.red)
        #expect(drawn.count == 2)
        #expect(drawn.allSatisfy { close($0.item.frame, halfway) }, "\(drawn.map(\.item.frame))")
        #expect(drawn.allSatisfy { abs($0.opacity - 0.5) < 1e-9 })
        host.advance(by: 0.5)
        #expect(frames(host, .red) == [big])
        // And back.
        #expect(host.tap(at: CGPoint(x: 2, y: 2)))
        host.advance(by: 0.25)
        let quarter = CGRect(x: 52.5, y: 52.5, width: 100, height: 100)
        #expect(host.displayList.drawn(.red).allSatisfy { close($0.item.frame, quarter) })
        host.advance(by: 0.75)
        #expect(frames(host, .red) == [small])
        #expect(host.warnings.isEmpty)
    }

    /// Found by the random-use test: a leaving card re-inserted without an
    /// animation kept moving towards the arriving card's frame and stayed
    /// drawn there.
    @Test func aLeavingViewReinsertedWithoutAnimationIsDrawnInItsOwnFrame() {
        let state = Expansion()
        let host = ViewHost(HeroOfAModel(state: state), size: CGSize(width: 200, height: 200))
        let small = CGRect(x: 30, y: 30, width: 40, height: 40)
        withAnimation(.linear(duration: 1)) { state.expanded = true }
        host.advance(by: 0.25)
        #expect(frames(host, .red).count == 2)
        state.expanded = false
        host.advance(by: 1.0 / 60)
        #expect(frames(host, .red) == [small])
        host.advance(by: 2)
        #expect(frames(host, .red) == [small])
        #expect(!host.isAnimating)
    }

    @Test func aFollowerTakesTheSourcesFrame() throws {
        let host = ViewHost(Tabs(), size: CGSize(width: 200, height: 200))
        // The first tab: 40 × 10 centered at (40, 20).
        #expect(frames(host, .red) == [CGRect(x: 20, y: 15, width: 40, height: 10)])
    }

    @Test func aFollowerOfThePositionKeepsItsSize() throws {
        let host = ViewHost(Tabs(properties: .position), size: CGSize(width: 200, height: 200))
        #expect(frames(host, .red) == [CGRect(x: 35, y: 18, width: 10, height: 4)])
    }

    @Test func aFollowerOfTheSizeKeepsItsPlace() throws {
        let host = ViewHost(Tabs(properties: .size), size: CGSize(width: 200, height: 200))
        // 40 × 10 about its own center (100, 180).
        #expect(frames(host, .red) == [CGRect(x: 80, y: 175, width: 40, height: 10)])
    }

    @Test func aFollowerMovesToItsNewSourceWithTheAnimation() throws {
        let host = ViewHost(Tabs(), size: CGSize(width: 200, height: 200))
        #expect(host.tap(at: CGPoint(x: 2, y: 198)))
        host.advance(by: 0.5)
        // From (20, 15, 40, 10) to the second tab (100, 50, 80, 20).
        #expect(frames(host, .red).count == 1)
        #expect(close(frames(host, .red)[0], CGRect(x: 60, y: 32.5, width: 60, height: 15)), "\(frames(host, .red))")
        host.advance(by: 0.5)
        #expect(frames(host, .red) == [CGRect(x: 100, y: 50, width: 80, height: 20)])
        // The tabs did not move.
        #expect(frames(host, .blue) == [CGRect(x: 20, y: 15, width: 40, height: 10)])
    }

    @Test func twoSourcesWarnAsSwiftUIDoes() throws {
        let host = ViewHost(TwoSources(), size: CGSize(width: 200, height: 200))
        let blue = try #require(frames(host, .blue).first)
        #expect(frames(host, .red) == [blue])  // the first source is used
        #expect(
            host.warnings.contains {
                $0.hasPrefix("Multiple inserted views in matched geometry group Pair<String, ID>(first: \"x\"")
                    && $0.hasSuffix("have `isSource: true`, results are undefined.")
            })
        _ = host.displayList
        #expect(host.warnings.count == 1)
    }

    @Test func aNamespaceUsedAfterItsViewIsGone() throws {
        let host = ViewHost(Outlived(), size: CGSize(width: 200, height: 200))
        // While its owner is there, the follower takes the owner's frame.
        #expect(frames(host, .red) == [CGRect(x: 15, y: 15, width: 30, height: 30)])
        #expect(host.tap(at: CGPoint(x: 198, y: 198)))
        host.advance(by: 2)
        // The owner is gone; the identifier matches nothing, so the view
        // keeps its own frame (10 × 10, centered).
        #expect(frames(host, .blue).isEmpty)
        #expect(frames(host, .red) == [CGRect(x: 95, y: 95, width: 10, height: 10)])
        #expect(host.warnings.isEmpty)
    }

    @Test func aNamespaceReadOutsideTheGraphMatchesNothingElse() {
        let a = Namespace(), b = Namespace()
        #expect(a.wrappedValue == a.wrappedValue)
        #expect(a.wrappedValue != b.wrappedValue)
    }
}
