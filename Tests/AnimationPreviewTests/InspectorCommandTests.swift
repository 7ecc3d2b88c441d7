import AnimationRender
import Foundation
import Testing

extension EndToEnd {
    /// What `animate preview` reports of each animation, and its freeze.
    @Suite(
        "animate preview, the inspector's data", .serialized,
        .enabled(if: FileManager.default.isExecutableFile(atPath: animate.path), "build `animate` first (swift build)")
    )
    struct InspectorCommandTests {
        /// Seed 004's avatar tapped at 0.2 s: `--json` lists the tap's
        /// transaction with its `.bouncy` spring; frozen at 0.3 s, the spring
        /// is never removed and the avatar is drawn at its scale then.
        @Test func theJSONListsTheTapsSpringAndAFreezeHoldsIt() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = fixtures.appendingPathComponent("Seed004Avatars.swift").path
            func transactions(_ extra: [String]) throws -> [[String: Any]] {
                let run = try animateRun(
                    ["preview", file, "--view", "Avatar", "--format", "svg", "--event", "tap 195,422 @0.2", "--json"] + extra, in: directory)
                #expect(run.status == 0, "\(run.err)")
                let manifest = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
                let preview = (manifest?["previews"] as? [[String: Any]])?.first
                return preview?["transactions"] as? [[String: Any]] ?? []
            }
            let played = try transactions([])
            #expect(played.count == 1)
            #expect(played.first?["cause"] as? String == "tap at 195, 422")
            let spring = (played.first?["animations"] as? [[String: Any]])?.first
            #expect(spring?["attribute"] as? String == "Avatar › scaleEffect")
            #expect(spring?["animation"] as? String == ".bouncy")
            #expect(spring?["joining"] as? String == "started")
            #expect(spring?["removed"] is Double)

            let frozen = try transactions(["--freeze", "Avatar › scaleEffect@0.3"])
            let held = (frozen.first?["animations"] as? [[String: Any]])?.first
            #expect(held?["animation"] as? String == ".bouncy")
            #expect(held?["removed"] == nil)
            // The last frame shows the scale at 0.3 s: 1 + 0.5 × bouncy(0.1 s), under 1.5.
            let svg = read(directory.appendingPathComponent("Avatar.svg"))
            #expect(!svg.contains("matrix(1.5 0 0 1.5") && svg.contains("matrix(1."), "\(svg.prefix(400))")
        }

        /// A range as a PNG sequence: from 0.3 s, 0.2 s at 30 fps is 7 frames,
        /// the tap at 0.2 s (before the range) having happened.
        @Test(.enabled(if: RecordingFormat.pngs.isAvailable, "needs the Cairo trait"))
        func aRangeIsRecordedAsAPNGSequence() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = fixtures.appendingPathComponent("Seed004Avatars.swift").path
            let run = try animateRun(
                [
                    "preview", file, "--view", "Avatar", "--event", "tap 195,422 @0.2", "--start", "0.3", "--duration", "0.2", "--fps", "30",
                    "--format", "pngs", "--json"
                ], in: directory)
            #expect(run.status == 0, "\(run.err)")
            let frames = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Avatar-frames").path)) ?? []
            #expect(frames.sorted() == (0...6).map { String(format: "frame%05d.png", $0) })
            // The spring the tap began runs on in the range: it began 0.1 s before it.
            let manifest = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
            let transactions = (manifest?["previews"] as? [[String: Any]])?.first?["transactions"] as? [[String: Any]]
            let start = transactions?.first?["time"] as? Double
            #expect(start.map { abs($0 + 0.1) < 1e-9 } == true, "\(String(describing: transactions))")
        }
    }
}
