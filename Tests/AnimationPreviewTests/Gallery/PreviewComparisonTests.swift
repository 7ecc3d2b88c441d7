import AnimationPreviewTools
import AnimationRender
import Foundation
import TestSupport
import Testing

/// `animate previews --compare`'s parts: the pixels that differ and the
/// regions of 8-pixel tiles that hold them, and the comparison of two
/// manifests.
@Suite("animate previews --compare: differences and the report")
struct PreviewComparisonTests {
    /// A white image with some pixels black.
    private func image(_ width: Int, _ height: Int, black: [(Int, Int)] = []) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for (x, y) in black { pixels.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 3, with: [0, 0, 0]) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// In a 20 × 12 image, tiles are 8 pixels: columns 0–7, 8–15, 16–19
    /// and rows 0–7, 8–11. Pixels in tiles (0, 0) and (1, 0) make one run
    /// of 16 × 8; (0, 1) alone spans other columns, so it starts a region
    /// of 8 × 4; (2, 1) is the last, narrow tile, 4 × 4.
    @Test func differingPixelsAndTheirRegions() {
        let old = image(20, 12)
        let new = image(20, 12, black: [(0, 0), (9, 0), (3, 9), (17, 11)])
        let difference = PreviewComparison.difference(old, new)
        #expect(difference.differing == 4 && difference.width == 20 && difference.height == 12)
        #expect(
            difference.regions == [
                CGRect(x: 0, y: 0, width: 16, height: 8), CGRect(x: 0, y: 8, width: 8, height: 4), CGRect(x: 16, y: 8, width: 4, height: 4)
            ])
        // A run over the same columns in the next row of tiles extends its region down.
        let tall = PreviewComparison.difference(old, image(20, 12, black: [(1, 1), (1, 9)]))
        #expect(tall.differing == 2 && tall.regions == [CGRect(x: 0, y: 0, width: 8, height: 12)])
        // The same image: nothing differs.
        let none = PreviewComparison.difference(old, old)
        #expect(none.differing == 0 && none.regions.isEmpty)
    }

    /// Two runs of SVG pictures: one preview changed (no pixel difference
    /// of SVG), one added, one removed, one the same; the older picture
    /// of the changed one is copied beside the newer run.
    @Test func twoRunsCompared() throws {
        let root = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let old = root.appendingPathComponent("old").path, new = root.appendingPathComponent("new").path
        func run(_ folder: String, _ previews: [(String, String)]) throws -> PreviewManifest {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var manifest = PreviewManifest(path: "App", format: "svg")
            for (index, (name, svg)) in previews.enumerated() {
                try Data(svg.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name).svg"))
                var preview = PreviewManifest.Preview(
                    name: name, kind: "#Preview", file: "App/\(name).swift", line: 3 + index, status: .rendered,
                    outputs: PreviewManifest.Outputs(file: "\(name).svg"))
                preview.id = "\(name).swift/\(name)"
                manifest.previews.append(preview)
            }
            manifest.hashOutputs(in: folder)
            return manifest
        }
        let before = try run(old, [("Card", "<svg>red</svg>"), ("Row", "<svg>row</svg>"), ("Gone", "<svg>gone</svg>")])
        let after = try run(new, [("Card", "<svg>green</svg>"), ("Row", "<svg>row</svg>"), ("New", "<svg>new</svg>")])
        let comparison = try PreviewComparison(before: before, in: old, after: after, in: new)
        #expect(comparison.entries.map(\.change) == [.changed, .unchanged, .added, .removed])
        let card = comparison.entries[0]
        #expect(card.before == "compare/before-Card-swift-Card.svg" && card.after == "Card.svg")
        #expect(card.difference == nil && card.note == "no pixel difference of SVG pictures")
        #expect(try String(contentsOfFile: new + "/" + (card.before ?? ""), encoding: .utf8) == "<svg>red</svg>")
        #expect(comparison.entries[3].before == "compare/before-Gone-swift-Gone.svg")

        let markdown = PreviewComparisonPage.markdown(comparison)
        #expect(markdown.contains("1 changed, 1 added, 1 removed, 1 unchanged."))
        #expect(markdown.contains("| Card | `Card.swift:3` | changed (no pixel difference of SVG pictures) |"))
        #expect(markdown.contains("| Gone | `Gone.swift:5` | removed |") && !markdown.contains("| Row |"))
        let page = PreviewComparisonPage.html(comparison)
        #expect(page.contains("<img src=\"compare/before-Card-swift-Card.svg\" alt=\"before\">") && page.contains("Unchanged: Row."))

        // A shard or a filtered run leaves previews out; none is removed.
        let part = try PreviewComparison(before: before, in: old, after: after, in: new, removals: false)
        #expect(part.entries.map(\.change) == [.changed, .unchanged, .added])
        // The same run: nothing changed.
        let same = try PreviewComparison(before: after, in: new, after: after, in: new)
        #expect(PreviewComparisonPage.markdown(same).hasSuffix("0 changed, 0 added, 0 removed, 3 unchanged.\n\nNo preview changed.\n"))
    }
}
