import Foundation
import SnapshotTesting
import SwiftAnimation
import SwiftAnimationTesting
import Testing

@Suite("Snapshots at a time")
struct SnapshotAtTimeTests {
    let size = CGSize(width: 100, height: 100)

    /// `Grow` scales linearly from 1 to 2 over one second: at 0.31 s, a
    /// time between two 60 Hz frames (0.3 and 0.3167), the closed form is
    /// 1.31, not the frame before's 1.3.
    @Test func aTimeBetweenFramesShowsTheClosedFormAtThatTime() {
        let text = take(Grow(), as: .displayList(size: size, at: 0.31))
        #expect(text.hasPrefix("# 100 × 100 pt at 0.31 s\n"))
        #expect(text.contains("transform (1.31, 0, 0, 1.31,"), "\(text)")
        let svg = take(Grow(), as: .svg(size: size, at: 0.31))
        #expect(svg.contains("1.31"), "\(svg)")
        #expect(svg != take(Grow(), as: .svg(size: size, at: 0.3)))
    }

    @Test func theSameSnapshotIsTheSameBytesEachTime() {
        #expect(take(Grow(), as: .svg(size: size, at: 0.42)) == take(Grow(), as: .svg(size: size, at: 0.42)))
        #expect(take(Grow(), as: .displayList(size: size, at: 0.42)) == take(Grow(), as: .displayList(size: size, at: 0.42)))
        #expect(take(Grow(), as: .trace(size: size, duration: 0.2)) == take(Grow(), as: .trace(size: size, duration: 0.2)))
    }

    /// Time 0 is the first frame: the animation has started and not moved.
    @Test func timeZeroIsTheFirstFrame() {
        #expect(take(Grow(), as: .displayList(size: size)).contains("item (30, 30, 40 × 40): color rgb(0,136,255)"))
    }

    @Test func aSettledSnapshotWaitsUntilNothingAnimatesAndSaysHowLong() {
        let text = take(Grow(), as: .displayList(size: size, settled: true))
        #expect(text.hasPrefix("# 100 × 100 pt settled after 1 s\n"), "\(text)")
        #expect(text.contains("transform (2, 0, 0, 2,"), "\(text)")
        #expect(take(Grow(), as: .displayList(size: size, settled: false)) == take(Grow(), as: .displayList(size: size)))
    }

    /// The ease-out slide of `Slide` at half its 0.4 s: CSS's ease-out,
    /// cubic-bezier(0, 0, 0.58, 1), at 0.5 is 0.6846431874274607
    /// (refdata/cubic_bezier_browser.json, `kw_ease-out`), so the label is
    /// 68.46 points right of where it started.
    @Test func eventsRunAtTheirTimes() throws {
        let start = take(Slide(), as: .displayList(size: CGSize(width: 300, height: 200)))
        let moved = take(
            Slide(), as: .displayList(size: CGSize(width: 300, height: 200), at: 0.3, events: [.tap(at: 0.1, CGPoint(x: 150, y: 122))]))
        let x0 = try #require(Self.x(ofText: "Hello", in: start)), x1 = try #require(Self.x(ofText: "Hello", in: moved))
        #expect(abs((x1 - x0) - 100 * 0.6846431874274607) < 0.001, "\(moved)")
    }

    /// A host a test has driven snapshots where it stands.
    @Test @MainActor func aDrivenHostSnapshotsAtItsOwnTime() throws {
        let host = ViewHost(Slide(), size: CGSize(width: 300, height: 200))
        let before = try #require(host.find(text: "Hello")).frame.minX
        #expect(try host.require(id: "move").tap())
        host.advance(by: 0.2)
        let text = take(host, as: .displayList)
        #expect(text.hasPrefix("# 300 × 200 pt at 0.2 s\n"), "\(text)")
        let after = try #require(Self.x(ofText: "Hello", in: text))
        #expect(abs((after - before) - 100 * 0.6846431874274607) < 0.001)
        #expect(take(host, as: .displayList(settled: true)).hasPrefix("# 300 × 200 pt settled after 0.2 s\n"))
        #expect(take(host, as: .svg).contains("<svg"))
    }

    /// Off the main thread (a Swift Testing test that is not
    /// `@MainActor`), the strategy hops to the main actor and back.
    @Test func aTestOffTheMainActorSnapshotsToo() async {
        let text = await Task.detached { take(Grow(), as: .displayList(size: CGSize(width: 100, height: 100), at: 0.5)) }.value
        #expect(text.contains("transform (1.5, 0, 0, 1.5,"))
    }

    /// The x of a text's item in a display-list snapshot: its frame's,
    /// through the transforms of the items that hold it (frames are in
    /// host coordinates; an offset is a translation of an enclosing item).
    static func x(ofText text: String, in snapshot: String) -> Double? {
        let lines = snapshot.split(separator: "\n").map(String.init)
        guard let index = lines.firstIndex(where: { $0.contains("text \"\(text)\"") }) else { return nil }
        func numbers(_ line: String, after marker: String) -> [Double] {
            guard let range = line.range(of: marker) else { return [] }
            let rest = line[range.upperBound...].prefix { $0 != ")" }
            return rest.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") }
        }
        var x = numbers(lines[index], after: "item (").first ?? 0
        var depth = lines[index].prefix { $0 == " " }.count
        let own = numbers(lines[index], after: "transform (")
        if own.count == 6 { x = own[0] * x + own[4] }
        for line in lines[..<index].reversed() {
            let indent = line.prefix { $0 == " " }.count
            guard indent < depth else { continue }
            depth = indent
            let t = numbers(line, after: "transform (")
            if t.count == 6 { x = t[0] * x + t[4] }
        }
        return x
    }
}
