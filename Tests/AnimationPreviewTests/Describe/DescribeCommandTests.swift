import AnimationViews
import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// `animate describe`: the MCP `describe` and `interact` answers on the
    /// command line, for agents and CI steps without MCP.
    @Suite(
        "animate describe: the drawn views as JSON", .serialized,
        .enabled(if: FileManager.default.isExecutableFile(atPath: animate.path), "build `animate` first (swift build)")
    )
    struct DescribeCommandTests {
        @Test func theViewsBeforeAndAfterATapByLabel() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = fixtures.appendingPathComponent("HeartView.swift").path
            let before = try animateRun(["describe", file, "--view", "Small"], in: directory)
            #expect(before.status == 0, "\(before.err)")
            let views = try JSONDecoder().decode([ViewDescription].self, from: Data(before.out.utf8))
            // .sizeThatFits: the 80-point circle, the heart's text at its middle.
            let circle = try #require(views.first { $0.kind == "shape" })
            #expect(circle.frame == ViewDescription.Rect(CGRect(x: 0, y: 0, width: 80, height: 80)) && circle.hittable)
            let heart = try #require(views.first { $0.text == "♡" })
            #expect(heart.label == "♡" && heart.visible && heart.opacity == 1 && heart.hittable)
            // Centred, its origin on the 3x pixel grid as SwiftUI places it.
            #expect(abs(heart.frame.x + heart.frame.width / 2 - 40) < 0.5 && abs(heart.frame.y + heart.frame.height / 2 - 40) < 0.5)
            #expect(abs((heart.frame.x * 3).rounded() - heart.frame.x * 3) < 1e-9)

            let after = try animateRun(
                ["describe", file, "--view", "Small", "--event", "tap label:♡", "--image", "heart.svg"], in: directory)
            #expect(after.status == 0, "\(after.err)")
            let tapped = try JSONDecoder().decode([ViewDescription].self, from: Data(after.out.utf8))
            #expect(tapped.contains { $0.text == "♥" } && !tapped.contains { $0.text == "♡" })
            // Settled at 1.3 times its size about its middle.
            let grown = try #require(tapped.first { $0.kind == "shape" })
            #expect(abs(grown.frame.width - 104) < 0.01 && abs(grown.frame.x + 12) < 0.01)
            let svg = try String(contentsOf: directory.appendingPathComponent("heart.svg"), encoding: .utf8)
            #expect(svg.contains(">♥<"))

            // At a time: the spring under way, the text already changed.
            let during = try animateRun(["describe", file, "--view", "Small", "--event", "tap label:♡", "--at", "0.05"], in: directory)
            let moving = try JSONDecoder().decode([ViewDescription].self, from: Data(during.out.utf8))
            let width = try #require(moving.first { $0.kind == "shape" }).frame.width
            #expect(width > 80 && width < 104 + 30)

            let missing = try animateRun(["describe", file, "--view", "Small", "--event", "tap label:Like"], in: directory)
            #expect(missing.status == 0 && missing.err.contains("tap label:Like @0: nothing done. No view shows the label \"Like\""))
        }

        @Test func badRequestsExitWithTheirStatus() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = fixtures.appendingPathComponent("HeartView.swift").path
            let badTime = try animateRun(["describe", file, "--view", "Small", "--at=-1"], in: directory)
            #expect(badTime.status == 2 && badTime.err.contains("--at must be a number of seconds"))
            let badImage = try animateRun(["describe", file, "--view", "Small", "--image", "x.gif"], in: directory)
            #expect(badImage.status == 2 && badImage.err.contains("--image must end in .png or .svg"))
            let badEvent = try animateRun(["describe", file, "--view", "Small", "--event", "drag id:x"], in: directory)
            #expect(badEvent.status == 2 && badEvent.err.contains("a drag on a view takes the view, then an offset DX,DY"))
            let empty = directory.appendingPathComponent("Empty")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            let nothing = try animateRun(["describe", empty.path, "--view", "Any"], in: directory)
            #expect(nothing.status == 3 && nothing.err.contains("no Swift files"), "\(nothing.err)")
            let unknown = try animateRun(["describe", file, "--view", "Nothing"], in: directory)
            #expect(unknown.status == 2 && unknown.err.contains("no preview named 'Nothing'"), "\(unknown.err)")
        }
    }
}
