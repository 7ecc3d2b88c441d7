import AnimationCore
import AnimationExamples
import AnimationRender
import AnimationViews
import Foundation
import TestSupport
import Testing

/// A test-only script appended to a page: it shows frame 10 (0.333 s, while
/// every animation of these recordings runs) and reports each transaction's
/// caption and each row as the page shows it: its cells, whether it is
/// marked running, how many points its curve has and where its dot is.
private let rowsReport = """
    <script>
    (() => {
      show(10);
      const rows = Array.from(document.querySelectorAll('tr.animation')).map((row) => {
        const cells = Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent);
        const points = (row.querySelector('polyline').getAttribute('points') || '').trim();
        const dot = row.querySelector('.dot');
        return { attribute: cells[0], animation: cells[1], joined: cells[2], running: row.classList.contains('running'),
                 points: points ? points.split(' ').length : 0, dot: [Number(dot.getAttribute('cx')), Number(dot.getAttribute('cy'))] };
      });
      const captions = Array.from(document.querySelectorAll('table.transaction caption')).map((c) => c.textContent);
      const report = document.createElement('pre');
      report.id = 'selftest';
      report.textContent = JSON.stringify({ rows, captions });
      document.body.appendChild(report);
    })();
    </script>
    """

/// The four recordings in the player, as a browser shows them: the
/// seeds' avatar, a transition, a keyframe animator and a matched-geometry
/// hero, each tapped at 0.1 s.
@MainActor
@Suite("The inspector's list in headless Chromium", .enabled(if: Chromium.path != nil, "chromium is not installed"))
struct ChromiumInspectorKindsTests {
    /// A row as the page reported it.
    struct Row {
        var attribute: String, animation: String, joined: String
        var running: Bool
        var points: Int
        var dot: [Double]
    }

    func shown(_ view: some View, title: String) async throws -> (rows: [Row], captions: [String]) {
        let recording = FrameRecorder(frameRate: 30, duration: 1)
            .record(ViewHost(view, size: CGSize(width: 200, height: 200)), events: [.tap(at: 0.1, CGPoint(x: 100, y: 100))])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinds-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: url) }
        let html = try HTMLPlayer(title: title).render(recording).replacingOccurrences(of: "</body>", with: rowsReport + "</body>")
        try Data(html.utf8).write(to: url)
        let dom = try await Chromium.dumpDOM(url.absoluteString)
        let report = try #require(Chromium.selfTestReport(in: dom), "\(dom.suffix(800))")
        let rows = (report["rows"] as? [[String: Any]] ?? []).map {
            Row(
                attribute: $0["attribute"] as? String ?? "", animation: $0["animation"] as? String ?? "", joined: $0["joined"] as? String ?? "",
                running: $0["running"] as? Bool ?? false, points: $0["points"] as? Int ?? 0, dot: $0["dot"] as? [Double] ?? [])
        }
        return (rows, report["captions"] as? [String] ?? [])
    }

    /// Whether a row's dot is on its curve's box (120 × 28): the script
    /// moved it to the playhead.
    func dotIsOnTheCurve(_ row: Row) -> Bool {
        row.dot.count == 2 && (0...120).contains(row.dot[0]) && (0...28).contains(row.dot[1])
    }

    @Test func everyAnimationOfTheFourRecordingsIsListedRunningWithItsCurveAndDot() async throws {
        // The avatar's tap springs its scale with `.bouncy` (seed 004).
        let avatar = try await shown(Avatar(), title: "Avatar")
        #expect(avatar.captions == ["0.1 s: tap at 100, 100"])
        #expect(avatar.rows.map(\.attribute) == ["Avatar › scaleEffect"])
        #expect(avatar.rows.map(\.animation) == [".bouncy"] && avatar.rows.map(\.joined) == ["started"])

        // The banner's insertion: its move and its fade, one transaction
        // with the tap's completion handler, run at the curve's end (0.4 s).
        let banner = try await shown(Banner(), title: "Banner")
        #expect(banner.captions == ["0.1 s: tap at 100, 100completion when logically complete: ran at 0.4 s"], "\(banner.captions)")
        #expect(Set(banner.rows.map(\.attribute)).isSuperset(of: ["Banner › opacity", "Banner › move"]), "\(banner.rows.map(\.attribute))")
        #expect(banner.rows.allSatisfy { $0.animation == ".easeOut(duration: 0.3)" && $0.joined == "started" })

        // The keyframe animator's run, traced by its value.
        let hop = try await shown(Hop(), title: "Hop")
        #expect(hop.rows.map(\.attribute) == ["Hop › frames"] && hop.rows.map(\.animation) == ["keyframeAnimator"])

        // The hero's frames spring together.
        let hero = try await shown(Hero(), title: "Hero")
        let frames = hero.rows.filter { $0.attribute.hasPrefix("Hero › frame") }
        #expect(frames.count >= 2 && frames.allSatisfy { $0.animation == ".spring" }, "\(hero.rows.map(\.attribute))")

        // At 0.333 s every one of them runs: marked, with a curve of the
        // frames from its start and the dot on it.
        for row in avatar.rows + banner.rows + hop.rows + frames {
            #expect(row.running, "\(row.attribute)")
            #expect(row.points >= 10, "\(row.attribute): \(row.points) points")
            #expect(dotIsOnTheCurve(row), "\(row.attribute): \(row.dot)")
        }
    }
}
