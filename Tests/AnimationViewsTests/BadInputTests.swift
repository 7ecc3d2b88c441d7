import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@_spi(Testing) @testable import AnimationViews

private struct BadFrames: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: -20, height: 10)
            Color.green.frame(width: .nan, height: 10)
            Color.blue.frame(width: 30, height: .infinity)
        }
    }
}

/// Writes its own state while its body runs.
private struct Restless: View {
    @State private var count = 0
    var body: some View {
        count += 1
        return Text("\(count)")
    }
}

private struct Grid: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<100) { row in
                HStack(spacing: 0) {
                    ForEach(0..<100) { column in
                        Color.blue.frame(width: 1, height: 1).opacity(Double((row + column) % 2))
                    }
                }
            }
        }
    }
}

/// A collection whose `count` says `claimed` while it holds `actual`
/// elements (0, 1, 2...): a broken `RandomAccessCollection`.
private struct MiscountedCollection: RandomAccessCollection {
    let claimed: Int
    let actual: Int
    var startIndex: Int { 0 }
    var endIndex: Int { actual }
    var count: Int { claimed }
    subscript(position: Int) -> Int { position }
}

@MainActor
@Suite("Views bad input")
struct ViewsBadInputTests {
    @Test func invalidFrameSizesAreClampedWithAWarning() {
        let host = ViewHost(BadFrames(), size: CGSize(width: 100, height: 100))
        let colors = host.drawnViews.filter { if case .color = $0.item.content { return true } else { return false } }
        #expect(colors.count == 3)
        #expect(colors[0].item.frame.width == 0)  // negative -> 0
        #expect(colors[1].item.frame.width == 100)  // NaN -> unspecified: takes the offer
        #expect(colors.allSatisfy { $0.item.frame.minY.isFinite })
        #expect(host.warnings.contains { $0.contains("negative width") })
        #expect(host.warnings.contains { $0.contains("width nan") })
    }

    /// The host's size and its clock take no NaN, infinity or negative
    /// value: each is a precondition failure naming the value.
    @Test func hostSizesAndDurationsThatAreNotFiniteOrNegativeArePreconditionFailures() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = ViewHost(Color.red, size: CGSize(width: -1, height: 10)) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = ViewHost(Color.red, size: CGSize(width: 10, height: CGFloat.nan)) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(Color.red, size: CGSize(width: 10, height: 10)).size = CGSize(width: CGFloat.infinity, height: 1) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(Color.red, size: CGSize(width: 10, height: 10)).advance(by: -1) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(Color.red, size: CGSize(width: 10, height: 10)).advance(by: .nan) }
        }
        // A size of zero is allowed: nothing is drawn out of it.
        let empty = ViewHost(Color.red, size: .zero)
        #expect(empty.displayList.flattened.allSatisfy { $0.item.frame.size == .zero })
    }

    @Test func tapOutsideEveryViewDoesNothing() {
        let host = ViewHost(Color.red.frame(width: 10, height: 10).onTapGesture {}, size: CGSize(width: 100, height: 100))
        #expect(!host.tap(at: CGPoint(x: 1, y: 1)))
        #expect(!host.tap(at: CGPoint(x: -50, y: 500)))
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
    }

    @Test func stateWrittenDuringBodyWarnsAndDoesNotHang() {
        let host = ViewHost(Restless(), size: CGSize(width: 100, height: 100))
        #expect(host.warnings.contains { $0.contains("Modifying state during view update") })
        #expect(host.bodyEvaluationCount <= ViewHost.maximumUpdatePasses + 1)
        host.advance(by: 1)
    }

    /// `ForEach` makes a view for each element its data yields, up to the
    /// data's `count`: a collection that yields more has the rest left out;
    /// one that yields fewer has only those; a negative count shows none.
    @Test func aForEachOfACollectionWhoseCountIsWrongShowsWhatBothAllow() {
        func texts(_ data: MiscountedCollection) -> [String] {
            let host = ViewHost(VStack { ForEach(data, id: \.self) { Text("row \($0)") } }, size: CGSize(width: 200, height: 200))
            return (0..<6).map { "row \($0)" }.filter { host.find(text: $0) != nil }
        }
        #expect(texts(MiscountedCollection(claimed: 2, actual: 4)) == ["row 0", "row 1"])
        #expect(texts(MiscountedCollection(claimed: 5, actual: 3)) == ["row 0", "row 1", "row 2"])
        #expect(texts(MiscountedCollection(claimed: 0, actual: 2)) == [])
        #expect(texts(MiscountedCollection(claimed: -1, actual: 2)) == [])
    }

    @Test func tenThousandViews() {
        let host = ViewHost(Grid(), size: CGSize(width: 200, height: 200))
        let items = host.drawnViews
        #expect(items.filter { if case .color = $0.item.content { return true } else { return false } }.count == 10_000)
        #expect(
            items.first { if case .color = $0.item.content { return true } else { return false } }?.item.frame
                == CGRect(x: 50, y: 50, width: 1, height: 1))
    }
}
