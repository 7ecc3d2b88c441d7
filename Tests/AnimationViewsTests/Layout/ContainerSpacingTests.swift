import AnimationCore
import AnimationViews
import Foundation
import TestSupport
import Testing

/// The spacing containers prefer around them, as SwiftUI's: an empty stack
/// touches its neighbours (`ViewSpacing.zero`), a stack prefers its first
/// child's spacing before it and its last child's after it, and a custom
/// `Layout`'s `spacing(subviews:cache:)` is what its container prefers.
/// Source: OpenSwiftUI's reading of SwiftUI (github.com/OpenSwiftUIProject/
/// OpenSwiftUI: `StackLayout.spacing()` gives an empty stack
/// `Spacing.zero`, values of no category of 0 on every edge, and
/// `Spacing._distance` falls back on those values when two views share no
/// category; `Layout.spacing(subviews:cache:)` of no subviews is `.zero`).
@MainActor
@Suite("Spacing of containers")
struct ContainerSpacingTests {
    /// The frames of the views identified "a" and "b" in a view at 3x.
    private func frames<V: View>(_ view: V) throws -> (a: CGRect, b: CGRect) {
        let host = ViewHost(view.environment(\.displayScale, 3), size: CGSize(width: 400, height: 400))
        return (try #require(host.find(id: "a")).frame, try #require(host.find(id: "b")).frame)
    }

    private func square(_ id: String) -> some View {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier(id)
    }

    /// Body text's leading at 3x: two body texts in a `VStack` (see
    /// `StackSpacingTests`).
    private var bodyLeading: CGFloat { Body.pixels(22 - Body.rawLine) }
    private let halfPixel = 1.0 / 6 + 1e-9

    /// A stack whose content is empty (an `if` that is false) takes no
    /// space and no spacing: its neighbours touch, along either axis.
    @Test func anEmptyStackTouchesItsNeighbours() throws {
        let showsDetail = false
        let column = VStack {
            square("a")
            VStack {
                if showsDetail { Text("Detail") }
            }
            square("b")
        }
        let (top, bottom) = try frames(column)
        #expect(bottom.minY == top.maxY)
        let row = HStack {
            square("a")
            HStack {}
            square("b")
        }
        let (left, right) = try frames(row)
        #expect(right.minX == left.maxX)
        // An empty ZStack prefers nothing: the default 8 on each side.
        let overlaid = VStack {
            square("a")
            ZStack {}
            square("b")
        }
        let (over, under) = try frames(overlaid)
        #expect(under.minY - over.maxY == 16)
    }

    /// Between views of no particular kind an `HStack` keeps 8 points, and
    /// its explicit spacing wins over an empty stack's.
    @Test func horizontalNeighboursOfNoKindAreEightApart() throws {
        let row = HStack {
            square("a")
            square("b")
        }
        let (a, b) = try frames(row)
        #expect(b.minX - a.maxX == 8)
        let spaced = HStack(spacing: 5) {
            square("a")
            HStack {}
            square("b")
        }
        let (c, d) = try frames(spaced)
        #expect(d.minX - c.maxX == 10)
    }

    /// A vertical stack prefers its first child's spacing above it: text
    /// over a `VStackLayout` that starts with text is text over text, not
    /// the union of every subview's preferences (which would put the
    /// square's kind, text over a view, between them).
    @Test func aStackLayoutPrefersItsFirstAndLastChildren() throws {
        let column = VStack {
            Text("Title").accessibilityIdentifier("a")
            VStackLayout {
                Text("Subtitle").accessibilityIdentifier("b")
                Color.red.frame(width: 10, height: 10)
            }
        }
        let (title, subtitle) = try frames(column)
        #expect(abs(subtitle.minY - title.maxY - bodyLeading) <= halfPixel)
        let same = VStack {
            Text("Title").accessibilityIdentifier("a")
            VStack {
                Text("Subtitle").accessibilityIdentifier("b")
                Color.red.frame(width: 10, height: 10)
            }
        }
        let (title2, subtitle2) = try frames(same)
        #expect(abs((subtitle2.minY - title2.maxY) - (subtitle.minY - title.maxY)) <= halfPixel)
    }

    /// A custom layout's `spacing(subviews:cache:)` is what its container
    /// prefers: `.zero` touches the views around it, `ViewSpacing()` keeps
    /// the default 8, and the default implementation (the union of the
    /// subviews') is text's beside text.
    @Test func aCustomLayoutsSpacingIsItsContainers() throws {
        let touching = VStack {
            square("a")
            Strip(preference: .zero) { Color.blue.frame(width: 10, height: 10) }
            square("b")
        }
        let (a, b) = try frames(touching)
        #expect(b.minY - a.maxY == 10)
        let standard = VStack {
            square("a")
            Strip(preference: ViewSpacing()) { Color.blue.frame(width: 10, height: 10) }
            square("b")
        }
        let (c, d) = try frames(standard)
        #expect(d.minY - c.maxY == 26)
        let inherited = VStack {
            Text("Title").accessibilityIdentifier("a")
            PlainStrip { Text("Subtitle").accessibilityIdentifier("b") }
        }
        let (title, subtitle) = try frames(inherited)
        #expect(abs(subtitle.minY - title.maxY - bodyLeading) <= halfPixel)
        // An empty custom layout, by default `.zero`: its neighbours touch.
        let empty = VStack {
            square("a")
            PlainStrip {}
            square("b")
        }
        let (e, f) = try frames(empty)
        #expect(f.minY == e.maxY)
    }
}

/// A layout that stacks its subviews in a column with no space between
/// them, with the default `spacing(subviews:cache:)`.
private struct PlainStrip: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// ``PlainStrip`` that prefers `preference` around it.
private struct Strip: Layout {
    var preference: ViewSpacing

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        PlainStrip().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        PlainStrip().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { preference }
}
