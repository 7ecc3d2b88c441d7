import AnimationCore
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

/// `defaultMinListRowHeight` and `defaultMinListHeaderHeight`: Apple's
/// documentation of the first, "the height of list rows is bounded below
/// by this default value, and is otherwise determined by the height of the
/// row's content and the row insets"; 44 points, iOS's minimum row height
/// and hit target (Human Interface Guidelines, 44 × 44 points).
@MainActor
@Suite("List row and header heights")
struct ListRowHeightTests {
    /// The distance between the tops of rows "A" and "B".
    private func pitch<V: View>(_ list: V) throws -> CGFloat {
        let host = ViewHost(list, size: CGSize(width: 390, height: 844))
        let a = try #require(frame(of: "A", in: host)), b = try #require(frame(of: "B", in: host))
        return b.minY - a.minY
    }

    @Test func rowsAreAtLeastTheDefaultMinimumHigh() throws {
        // A line of body text and 6 points above and below: 32.33, so 44.
        #expect(
            abs(
                try pitch(
                    List {
                        Text("A"); Text("B")
                    }) - 44) < 1e-9)
        let taller = List {
            Text("A"); Text("B")
        }.environment(\.defaultMinListRowHeight, 60)
        #expect(abs(try pitch(taller) - 60) < 1e-9)
        // Below the content's height, the content decides.
        let lower = List {
            Text("A"); Text("B")
        }.environment(\.defaultMinListRowHeight, 10)
        #expect(abs(try pitch(lower) - (Body.line + 12)) < 1e-9)
    }

    /// Bad input: a negative or non-finite minimum bounds nothing.
    @Test func aBadMinimumBoundsNothing() throws {
        for bad in [-20, CGFloat.nan, .infinity] {
            let list = List {
                Text("A"); Text("B")
            }.environment(\.defaultMinListRowHeight, bad)
            #expect(abs(try pitch(list) - (Body.line + 12)) < 1e-9, "\(bad)")
        }
        let header = List { Section("H") { Text("A") } }.environment(\.defaultMinListHeaderHeight, -5)
        let plain = List { Section("H") { Text("A") } }
        let a = try #require(frame(of: "A", in: ViewHost(header, size: CGSize(width: 390, height: 844))))
        let b = try #require(frame(of: "A", in: ViewHost(plain, size: CGSize(width: 390, height: 844))))
        #expect(a == b)
    }

    @Test func aHeaderIsAtLeastTheDefaultMinimumHigh() throws {
        let size = CGSize(width: 390, height: 844)
        let plain = ViewHost(List { Section("H") { Text("A") } }, size: size)
        let tall = ViewHost(List { Section("H") { Text("A") } }.environment(\.defaultMinListHeaderHeight, 100), size: size)
        let rowPlain = try #require(frame(of: "A", in: plain)), rowTall = try #require(frame(of: "A", in: tall))
        // The header (footnote text, 16 points above it and 6 below) grows
        // to 100, its text at the bottom.
        let headerPlain = try #require(frame(of: "H", in: plain)), headerTall = try #require(frame(of: "H", in: tall))
        #expect(rowTall.minY > rowPlain.minY)
        #expect(abs((rowTall.minY - headerTall.maxY) - (rowPlain.minY - headerPlain.maxY)) < 1e-9)
        #expect(headerTall.minY > headerPlain.minY)
        #expect(abs((rowTall.minY - rowPlain.minY) - (100 - (headerPlain.maxY + 6 - (headerPlain.minY - 16)))) < 1e-9)
    }
}
