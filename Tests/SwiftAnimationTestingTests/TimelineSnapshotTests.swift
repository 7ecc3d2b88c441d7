import Foundation
import SnapshotTesting
import SwiftAnimation
import SwiftAnimationTesting
import Testing

/// A timeline in one reference: `Grow` scales a 40-point square linearly
/// from 1 to 2 over one second, so at t it is 1 + t.
@Suite("Timelines in one snapshot")
struct TimelineSnapshotTests {
    let size = CGSize(width: 100, height: 100)

    @Test func aDisplayListTimelineHoldsASectionPerTime() {
        let text = take(Grow(), as: .displayList(size: size, at: [0, 0.25, 0.5]))
        let sections = text.components(separatedBy: "\n# ")
        #expect(sections.count == 3, "\(text)")
        #expect(text.hasPrefix("# 100 × 100 pt at 0 s\n"))
        #expect(sections[1].hasPrefix("100 × 100 pt at 0.25 s\n"))
        #expect(sections[1].contains("transform (1.25, 0, 0, 1.25,"), "\(text)")
        #expect(sections[2].contains("transform (1.5, 0, 0, 1.5,"), "\(text)")
    }

    @Test func anSVGTimelineIsAContactSheetWithTimesPrinted() {
        let svg = take(Grow(), as: .svg(size: size, at: [0, 0.5, 1]))
        // Three 100-point frames in a row: 8 + 3 × 108 = 332 by 8 + 128 = 136.
        #expect(svg.contains("width=\"332\" height=\"136\""), "\(svg.prefix(300))")
        for caption in ["0 s", "0.5 s", "1 s"] { #expect(svg.contains(">\(caption)</text>")) }
        #expect(svg.contains("matrix(1.5 0 0 1.5"), "\(svg)")
        // Two columns: the third frame wraps to a second row, 8 + 2 × 128 = 264 high.
        #expect(take(Grow(), as: .svg(size: size, at: [0, 0.5, 1], columns: 2)).contains("width=\"224\" height=\"264\""))
    }

    @Test @MainActor func aDrivenHostRecordsFromWhereItStands() {
        let host = ViewHost(Grow(), size: size)
        host.advance(by: 0.5)
        let svg = take(host, as: .svg(at: [0, 0.25]))
        // Times count from the host's 0.5 s: the captions say 0 and 0.25 s,
        // the frames show 1.5 and 1.75.
        #expect(svg.contains(">0.25 s</text>"))
        #expect(svg.contains("matrix(1.75 0 0 1.75"), "\(svg)")
        #expect(host.time == 0.75)
    }

    @Test func badTimesFail() {
        func failing(_ strategy: Snapshotting<Grow, String>, _ expected: String) {
            withKnownIssue {
                _ = take(Grow(), as: strategy)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains(expected) }
            }
        }
        failing(.svg(size: size, at: []), "a timeline needs at least one time")
        failing(.svg(size: size, at: [0, 0.5, 0.25]), "the times must increase: 0.25 s comes after 0.5 s")
        failing(.displayList(size: size, at: [0, .nan]), "the times must be finite and not negative, not nan")
        failing(.svg(size: size, at: [-1]), "not -1.0")
        failing(.svg(size: size, at: [0, 1], columns: 0), "at least one column, not 0")
        failing(.svg(size: size, at: [0, 0.2], events: [.tap(at: 0.5, CGPoint(x: 50, y: 50))]), "comes after the snapshot's time")
        failing(.svg(size: size, at: Array(stride(from: 0, to: 10.1, by: 0.1))), "at most 100 times, not 101")
    }

    #if Cairo
    /// A timeline PNG that differs names the time and the item where
    /// pixels first differ: the second frame sits at (116, 8) on the
    /// sheet, and its square at 1.5 (20…80) against 1.9 (12…88) first
    /// differs at frame pixel (12, 12), sheet pixel (128, 20).
    @Test func aDifferentTimelineImageNamesTheTimeAndTheItem() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(of: Grow(), as: .image(size: size, at: [0, 0.5]), named: "grow", record: .all, snapshotDirectory: folder.path)
        #expect(
            verifySnapshot(of: Grow(), as: .image(size: size, at: [0, 0.5]), named: "grow", record: .never, snapshotDirectory: folder.path)
                == nil)
        let message = try #require(
            verifySnapshot(of: Grow(), as: .image(size: size, at: [0, 0.9]), named: "grow", record: .never, snapshotDirectory: folder.path))
        #expect(message.contains("pixel (128, 20)"), "\(message)")
        #expect(message.contains("at 0.9 s: "), "\(message)")
    }
    #endif
}
