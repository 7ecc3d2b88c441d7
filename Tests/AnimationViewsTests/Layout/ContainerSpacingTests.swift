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
    private func square(_ id: String) -> some View {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier(id)
    }

    /// The space between two 10-point squares on either side of `middle`
    /// in a stack along `axis` (`spacing`: the stack's own).
    private func gap<Middle: View>(around middle: Middle, along axis: Axis, spacing: CGFloat? = nil) throws -> CGFloat {
        if axis == .vertical {
            let (a, b) = try framesOfAAndB(
                VStack(spacing: spacing) {
                    square("a"); middle; square("b")
                })
            return b.minY - a.maxY
        }
        let (a, b) = try framesOfAAndB(
            HStack(spacing: spacing) {
                square("a"); middle; square("b")
            })
        return b.minX - a.maxX
    }

    /// Body text's leading at 3x: two body texts in a `VStack` (see
    /// `StackSpacingTests`).
    private var bodyLeading: CGFloat { Body.pixels(22 - Body.rawLine) }
    private let halfPixel = 1.0 / 6 + 1e-9

    /// A stack whose content is empty (an `if` that is false) takes no
    /// space and no spacing: its neighbours touch, along either axis; an
    /// empty `ZStack` prefers nothing (the default 8 on each side).
    @Test func anEmptyStackTouchesItsNeighbours() throws {
        let showsDetail = false
        #expect(try gap(around: VStack { if showsDetail { Text("Detail") } }, along: .vertical) == 0)
        #expect(try gap(around: HStack {}, along: .horizontal) == 0)
        #expect(try gap(around: ZStack {}, along: .vertical) == 16)
        // Padding makes the padded edges a view's of no kind: 8 again.
        #expect(try gap(around: HStack {}.padding(.horizontal, 1), along: .horizontal) == 18)
        #expect(try gap(around: VStack {}.padding(.vertical, 1), along: .vertical) == 18)
    }

    /// Between views of no particular kind an `HStack` keeps 8 points, and
    /// its explicit spacing wins over an empty stack's.
    @Test func horizontalNeighboursOfNoKindAreEightApart() throws {
        let (a, b) = try framesOfAAndB(
            HStack {
                square("a"); square("b")
            })
        #expect(b.minX - a.maxX == 8)
        #expect(try gap(around: HStack {}, along: .horizontal, spacing: 5) == 10)
    }

    /// A vertical stack prefers its first child's spacing above it: text
    /// over a `VStackLayout` that starts with text is text over text, not
    /// the union of every subview's preferences (which would put the
    /// square's kind, text over a view, between them).
    @Test func aStackLayoutPrefersItsFirstAndLastChildren() throws {
        let layout = try gapAboveSubtitle(in: VStackLayout { subtitleAndTile() })
        #expect(abs(layout - bodyLeading) <= halfPixel)
        #expect(abs(try gapAboveSubtitle(in: VStack { subtitleAndTile() }) - layout) <= halfPixel)
    }

    /// The space between a title and the subtitle that starts `column`,
    /// stacked in a `VStack`.
    private func gapAboveSubtitle<Column: View>(in column: Column) throws -> CGFloat {
        let (title, subtitle) = try framesOfAAndB(
            VStack {
                Text("Title").accessibilityIdentifier("a"); column
            })
        return subtitle.minY - title.maxY
    }

    @ViewBuilder private func subtitleAndTile() -> some View {
        Text("Subtitle").accessibilityIdentifier("b")
        Color.red.frame(width: 10, height: 10)
    }

    /// A custom layout's `spacing(subviews:cache:)` is what its container
    /// prefers: `.zero` touches the views around it, `ViewSpacing()` keeps
    /// the default 8, and the default implementation (the union of the
    /// subviews') is text's beside text.
    @Test func aCustomLayoutsSpacingIsItsContainers() throws {
        let tile = Color.blue.frame(width: 10, height: 10)
        #expect(try gap(around: Strip(preference: .zero) { tile }, along: .vertical) == 10)
        #expect(try gap(around: Strip(preference: ViewSpacing()) { tile }, along: .vertical) == 26)
        let inherited = try gapAboveSubtitle(in: PlainStrip { Text("Subtitle").accessibilityIdentifier("b") })
        #expect(abs(inherited - bodyLeading) <= halfPixel)
        // An empty custom layout, by default `.zero`: its neighbours touch.
        #expect(try gap(around: PlainStrip {}, along: .vertical) == 0)
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
