import AnimationCore
import AnimationViews
import Foundation
import TestSupport
import Testing

@testable import AnimationEngine

/// The default spacing of a vertical stack by kind of view, as SwiftUI
/// sets it: text to text, text beside other views, symbols beside text.
/// Sources: the rules as OpenSwiftUI describes SwiftUI's (see
/// ``LayoutSpacing``), with SF Pro Text's metrics (ascender 1950,
/// descender 494, cap height 1443 of 2048 units) and the body style's
/// published line height (22 points, the Human Interface Guidelines'
/// "Typography"); and a public iOS render (below).
@MainActor
@Suite("Stack spacing by kind of view")
struct StackSpacingTests {
    private func frames<V: View>(_ view: V) throws -> (a: CGRect, b: CGRect) {
        try framesOfAAndB(view)
    }

    private func gap<V: View>(_ view: V) throws -> CGFloat {
        let (a, b) = try frames(view)
        return b.minY - a.maxY
    }

    /// Half a pixel at 3x: frames are placed on the pixel grid.
    private let halfPixel = 1.0 / 6 + 1e-9

    /// Body text's leading: its published line pitch (22) less its line
    /// height (2444 units at 17 points), rounded up to whole pixels.
    private var bodyLeading: CGFloat { Body.pixels(22 - Body.rawLine) }
    /// Body text's default line spacing: its line height plus a tenth of
    /// it rounded up to whole pixels.
    private var bodyLineSpacing: CGFloat { Body.rawLine + Body.pixels(Body.rawLine * 0.1) }

    @Test func twoTextsAreTheLowerOnesLeadingApart() throws {
        #expect(abs(bodyLeading - 2) < 1e-9)  // 1.71 points, 2 at 3x
        let pair = VStack {
            Text("Title").accessibilityIdentifier("a")
            Text("Subtitle").accessibilityIdentifier("b")
        }
        #expect(abs(try gap(pair) - bodyLeading) <= halfPixel)
        // A title above body text: the body's leading decides.
        let titled = VStack {
            Text("Title").font(.title).accessibilityIdentifier("a")
            Text("Body").accessibilityIdentifier("b")
        }
        #expect(abs(try gap(titled) - bodyLeading) <= halfPixel)
        // Body text above a title: the title's (28 points, lines 34 apart).
        let titleLeading = Body.pixels(34 - 2444.0 / 2048 * 28)
        let under = VStack {
            Text("Body").accessibilityIdentifier("a")
            Text("Title").font(.title).accessibilityIdentifier("b")
        }
        #expect(abs(try gap(under) - titleLeading) <= halfPixel)
    }

    @Test func textBesideAnotherViewKeepsItsLineSpacing() throws {
        // A color above text: the default line spacing less the ascent
        // (6.43 points).
        let below = VStack {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
            Text("Text").accessibilityIdentifier("b")
        }
        #expect(abs(try gap(below) - (bodyLineSpacing - Body.ascent)) <= halfPixel)
        // Text above a color: the line spacing less the cap height (10.64).
        let above = VStack {
            Text("Text").accessibilityIdentifier("a")
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("b")
        }
        let capHeight = 1443 * Body.unit
        #expect(abs(try gap(above) - (bodyLineSpacing - capHeight)) <= halfPixel)
        // Two views of no kind: 8.
        let plain = VStack {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("b")
        }
        #expect(try gap(plain) == 8)
    }

    @Test func paddingBackgroundsFramesAndStacksPassItOn() throws {
        // Padding makes its edges those of a view of no kind.
        let padded = VStack {
            Text("Padded").padding().accessibilityIdentifier("a")
            Text("Text").accessibilityIdentifier("b")
        }
        #expect(abs(try gap(padded) - (bodyLineSpacing - Body.ascent)) <= halfPixel)
        // Horizontal padding, a background and a frame change nothing.
        let dressed = VStack {
            Text("Text").padding(.horizontal).background(Color.yellow).frame(width: 200).accessibilityIdentifier("a")
            Text("Text").accessibilityIdentifier("b")
        }
        #expect(abs(try gap(dressed) - bodyLeading) <= halfPixel)
        // A stack: its last child's bottom, an HStack its children's union.
        let nested = VStack {
            VStack {
                Color.red.frame(width: 10, height: 10)
                Text("Inner")
            }
            .accessibilityIdentifier("a")
            HStack {
                Text("Left")
                Text("Right")
            }
            .accessibilityIdentifier("b")
        }
        #expect(abs(try gap(nested) - bodyLeading) <= halfPixel)
    }

    @Test func anExplicitSpacingAndHorizontalStacksKeepTheirs() throws {
        let zero = VStack(spacing: 0) {
            Text("A").accessibilityIdentifier("a")
            Text("B").accessibilityIdentifier("b")
        }
        #expect(try gap(zero) == 0)
        let row = HStack {
            Text("A").accessibilityIdentifier("a")
            Text("B").accessibilityIdentifier("b")
        }
        let (a, b) = try frames(row)
        #expect(abs(b.minX - a.maxX - 8) <= halfPixel)
    }

    /// IgorChumikov/SnapshotTest, `__Snapshots__/ContentViewTests/
    /// testAssertSnapshots.2.png` (iOS, 3x, Dynamic Type Medium: body text
    /// at 16 points): Xcode's template view, a large globe above "Hello,
    /// world!". The globe's drawn bottom is 51 pixels (17.0 points) above
    /// the text's baseline, so the text's frame (15.23 points of ascent
    /// above its baseline) starts at most 1.77 points below the globe's
    /// frame: 8 would put the baseline at least 23.2 points below it. A
    /// symbol touches the text below it.
    @Test func aSymbolAboveTextTouchesIt() throws {
        let template = VStack {
            Image(systemName: "globe").imageScale(.large).accessibilityIdentifier("a")
            Text("Hello, world!").accessibilityIdentifier("b")
        }
        .padding()
        .dynamicTypeSize(.medium)
        let (globe, text) = try frames(template)
        let ascent = 1950.0 / 2048 * 16
        #expect(text.minY - globe.maxY <= 17.0 - ascent)
        #expect(abs(text.minY - globe.maxY) <= halfPixel)
        // And text above a symbol.
        let reversed = try gap(
            VStack {
                Text("Hello").accessibilityIdentifier("a")
                Image(systemName: "globe").accessibilityIdentifier("b")
            })
        #expect(abs(reversed) <= halfPixel)
    }

    /// A custom layout that stacks its subviews with their spacing, as
    /// Apple's `Layout` samples do, puts what a `VStack` would between them.
    @Test func aCustomLayoutSeesTheSameSpacing() throws {
        let column = SpacedColumn {
            Text("Title").accessibilityIdentifier("a")
            Text("Subtitle").accessibilityIdentifier("b")
        }
        #expect(abs(try gap(column) - bodyLeading) <= halfPixel)
        let mixed = SpacedColumn {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("b")
        }
        #expect(try gap(mixed) == 8)
        // `ViewSpacing.zero` prefers nothing by kind: 0 apart.
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        // Merged into the default, its 0 of no kind still decides beside a
        // view it shares no kind with (OpenSwiftUI's `Spacing`: the values
        // of no category when no category matches), along either axis.
        #expect(ViewSpacing.zero.union(ViewSpacing()).distance(to: ViewSpacing(), along: .horizontal) == 0)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
    }

    /// Bad input: a pixel that is not a positive finite length rounds
    /// nothing; values that are not finite are no preference (the stack's
    /// 8 points).
    @Test func badPixelsAndValuesFallBack() {
        #expect(LayoutSpacing.roundedUp(1.7, toPixel: 0) == 1.7)
        #expect(LayoutSpacing.roundedUp(1.7, toPixel: .nan) == 1.7)
        #expect(LayoutSpacing.roundedUp(1.7, toPixel: 1.0 / 3) == 2)
        let above = LayoutSpacing(top: .init(), bottom: .init(edgeAboveText: .nan))
        let below = LayoutSpacing(top: .init(edgeAboveText: 3), bottom: .init())
        #expect(above.distance(toViewBelow: below) == nil)
        let infinite = LayoutSpacing(top: .init(), bottom: .init(textToText: .distance(.infinity)))
        #expect(infinite.distance(toViewBelow: LayoutSpacing(top: .init(textToText: .distance(0)), bottom: .init())) == nil)
        #expect(LayoutSpacing.standard.distance(toViewBelow: .standard) == nil)
    }
}

/// A column that puts each subview's preferred spacing between them.
private struct SpacedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = gaps(subviews).reduce(0, +)
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let gaps = gaps(subviews)
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height + (index < gaps.count ? gaps[index] : 0)
        }
    }

    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .vertical) }
    }
}
