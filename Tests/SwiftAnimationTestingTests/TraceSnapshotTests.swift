import AnimationRender
import Foundation
import SnapshotTesting
import SwiftAnimation
import SwiftAnimationTesting
import Testing

@Suite("Trace, GIF and player snapshots")
struct TraceSnapshotTests {
    let size = CGSize(width: 100, height: 100)

    /// The rows of a trace: time, then the values.
    func rows(_ trace: String) -> [[Double]] {
        trace.split(separator: "\n").dropFirst(2).map { $0.split(separator: "\t").compactMap { Double($0) } }
    }

    /// `Grow`'s scale is 1 + t: every row, at 7 frames a second (off the
    /// host's 60 Hz grid), is exactly that.
    @Test func aTraceIsTheClosedFormAtEveryFrame() {
        let trace = take(Grow(), as: .trace(size: size, duration: 1, fps: 7))
        let lines = trace.split(separator: "\n")
        #expect(lines[0] == "# 100 × 100 pt, 7 fps, 0 to 1 s; 1 attribute animates")
        #expect(lines[1] == "time\tGrow › scaleEffect[0]\tGrow › scaleEffect[1]")
        let table = rows(trace)
        #expect(table.count == 8)
        for (index, row) in table.enumerated() {
            let t = Double(index) / 7
            #expect(abs(row[0] - t) < 1e-6)
            #expect(abs(row[1] - (1 + t)) < 1e-6 && abs(row[2] - (1 + t)) < 1e-6, "\(row)")
        }
    }

    @Test func aViewThatDoesNotAnimateSaysSo() {
        let trace = take(Text("Still"), as: .trace(size: size, duration: 0.1))
        #expect(trace.hasPrefix("# 100 × 100 pt, 60 fps, 0 to 0.1 s; nothing animates\ntime\n0\n"))
    }

    /// A tap in the recording starts the slide at its time.
    @Test func aTraceRunsItsEvents() throws {
        let trace = take(
            Slide(), as: .trace(size: CGSize(width: 300, height: 200), duration: 0.6, fps: 10, events: [.tap(at: 0.1, CGPoint(x: 150, y: 122))]))
        let header = trace.split(separator: "\n")[1]
        #expect(header.contains("offset"), "\(trace)")
        let table = rows(trace)
        // Still before the tap, moving after, 100 once the 0.4 s are over.
        #expect(table[1][1] == 0)
        #expect(table[3][1] > 0 && table[3][1] < 100)
        #expect(abs(try #require(table.last)[1] - 100) < 1e-6)
        // At 0.3 s the slide is half way through its time: the ease-out at
        // 0.5 (refdata/cubic_bezier_browser.json, kw_ease-out).
        #expect(abs(table[3][1] - 100 * 0.6846431874274607) < 1e-3)
    }

    @Test @MainActor func aDrivenHostTracesFromWhereItStands() throws {
        let host = ViewHost(Grow(), size: size)
        host.advance(by: 0.5)
        let trace = take(host, as: .trace(duration: 0.5, fps: 4))
        let table = rows(trace)
        #expect(table.map { $0[0] } == [0.5, 0.75, 1])
        #expect(table.map { $0[1] } == [1.5, 1.75, 2])
    }

    @Test func aPlayerPageHoldsEveryFrame() {
        let page = take(Grow(), as: .html(size: size, from: 0.5, to: 1, fps: 10))
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<title>Grow</title>"))
        #expect(page.contains("6 frames at 10 fps"))
        #expect(page == take(Grow(), as: .html(size: size, from: 0.5, to: 1, fps: 10)))
    }

    #if Cairo
    @Test(.enabled(if: VideoEncoder.ffmpeg != nil, "needs ffmpeg"))
    func aGIFIsAGIF() {
        let gif = take(Grow(), as: .gif(size: size, to: 0.5, fps: 10))
        #expect(gif.starts(with: Array("GIF89a".utf8)))
    }

    /// An MP4 is an ISO media file (its first box `ftyp`) of H.264 video
    /// (`avc1`).
    @Test(.enabled(if: VideoEncoder.ffmpeg != nil, "needs ffmpeg"))
    func anMP4IsAnH264Video() {
        let mp4 = take(Grow(), as: .mp4(size: size, to: 0.5, fps: 10))
        #expect(mp4.count > 8 && mp4[4..<8] == Data("ftyp".utf8))
        #expect(mp4.range(of: Data("avc1".utf8)) != nil)
    }
    #endif
}
