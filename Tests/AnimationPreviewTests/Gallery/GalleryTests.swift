import AnimationPreviewTools
import Foundation
import TestSupport
import Testing

/// The package of previews `animate previews` renders in these tests.
private let galleryPackage = fixtures.appendingPathComponent("Gallery")

/// A manifest printed by `--json`.
private func decodedManifest(_ run: Run) throws -> PreviewManifest {
    try JSONDecoder().decode(PreviewManifest.self, from: Data(run.out.utf8))
}

extension EndToEnd {
    @Suite(
        "animate previews, end to end", .serialized,
        .enabled(if: FileManager.default.isExecutableFile(atPath: animate.path), "build `animate` first (swift build)")
    )
    struct GalleryTests {
        /// Every preview of a package of four targets, built once: the
        /// ones that render, a file that does not compile, a preview that
        /// traps, one that never settles and two of one name, each in the
        /// manifest and on the page; the exit status says not all rendered.
        @Test func aPackagesPreviewsRenderIntoAGalleryAndAManifest() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let run = try animateRun(
                ["previews", galleryPackage.path, "--output", "out", "--jobs", "2", "--timeout", "60", "--json"], in: directory)
            #expect(run.status == 1, "\(run.err)")
            let manifest = try decodedManifest(run)
            #expect(manifest.schema == "swift-animation/previews/3")
            let byPlace = Dictionary(
                manifest.previews.map { ("\(($0.file as NSString).lastPathComponent):\($0.line)", $0) }, uniquingKeysWith: { a, _ in a })
            #expect(manifest.previews.count == 9)

            // A target that imports another builds as in the package.
            let card = try #require(byPlace["ScoreCard.swift:19"])
            #expect(card.status == .rendered && card.module == "Screens" && card.name == "Score card")
            #expect(card.size == PreviewManifest.Size(width: 200, height: 120))
            // easeInOut(duration: 0.3) from the first frame: settled at 0.3 s, to a frame.
            #expect(card.settles == true && card.animates == true)
            #expect(abs((card.settledAt ?? -1) - 0.3) <= 1.0 / 60 + 1e-9)
            let output = directory.appendingPathComponent("out")
            for file in [card.outputs.file, card.outputs.poster] {
                #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(try #require(file)).path))
            }
            // An untitled #Preview, by its line; a provider, by its type.
            #expect(byPlace["ScoreCard.swift:23"]?.name == "ScoreCard.swift:23")
            #expect(byPlace["ScoreCard.swift:27"]?.kind == "provider")

            // A repeating animation: shown at the limit, and marked so (not
            // warned about: repeating is what it was written to do).
            let spinner = try #require(byPlace["Spinner.swift:17"])
            #expect(spinner.status == .rendered && spinner.settles == false && spinner.settledAt == nil && spinner.duration == 10)
            #expect(spinner.warnings.isEmpty)

            // A trap in one preview stops that one only.
            let trap = try #require(byPlace["Spinner.swift:21"])
            #expect(trap.status == .crashed)
            #expect(trap.errors.first?.contains("Index out of range") == true)
            #expect(byPlace["Spinner.swift:26"]?.status == .rendered)

            // An executable's main.swift: its view and preview, without its
            // top-level code (which would stop the program).
            let banner = try #require(byPlace["main.swift:16"])
            #expect(banner.status == .rendered && banner.module == "Tool" && banner.name == "Banner", "\(banner.errors)")
            // The player's frames draw the text of a global the view reads.
            let player = read(output.appendingPathComponent(try #require(banner.outputs.file)))
            #expect(player.contains(">Tool<"))

            // A file that does not compile: its preview, with the compiler's
            // error at the user's line.
            let broken = try #require(byPlace["Broken.swift:9"])
            #expect(broken.status == .notBuilt && broken.module == "Broken")
            #expect(broken.errors.first?.contains("Broken.swift:5:14: error: cannot convert value of type 'Int'") == true)

            // A file that uses the view of a file left out is left out in
            // turn, with a note that leads to the error that caused it.
            let framed = try #require(byPlace["Framed.swift:11"])
            #expect(framed.status == .notBuilt)
            let framedErrors = framed.errors.joined(separator: "\n")
            #expect(framedErrors.contains("Framed.swift:7:9: error: cannot find 'BrokenView' in scope"), "\(framedErrors)")
            #expect(framedErrors.contains("note: 'BrokenView' is declared in "))
            #expect(framedErrors.contains("Broken.swift, which was left out: ") && framedErrors.contains("Broken.swift:5:14: error: cannot convert"))

            // Two previews of one name: both rendered, to two files, and a warning.
            #expect(byPlace["Spinner.swift:26"]?.name == "Score card")
            #expect(byPlace["Spinner.swift:26"]?.outputs.file != card.outputs.file)
            #expect(manifest.warnings.contains { $0.hasPrefix("2 previews are named 'Score card'") })

            // previews.json on disk is what --json printed; the page shows
            // each preview and the errors.
            let onDisk = try JSONDecoder().decode(PreviewManifest.self, from: Data(contentsOf: output.appendingPathComponent("previews.json")))
            #expect(onDisk == manifest)
            let page = read(output.appendingPathComponent("index.html"))
            #expect(page.contains("6 of 9 rendered"))
            #expect(page.contains("Sources/Broken/Broken.swift:9"))
            #expect(page.contains("cannot convert value of type &apos;Int&apos;"))
            #expect(page.contains("<iframe class=\"stage\" src=\"\(card.outputs.file ?? "")\""))
            #expect(page.contains("still animating at 10.00 s"))
            #expect(run.err.contains("6 of 9 previews rendered"))

            // Stable ids, by file and name (an untitled #Preview by its
            // place among its file's untitled ones), and each output's hash.
            #expect(card.id == "Screens/Sources/Screens/ScoreCard.swift/Score card")
            #expect(byPlace["ScoreCard.swift:23"]?.id == "Screens/Sources/Screens/ScoreCard.swift/#1")
            #expect(byPlace["Spinner.swift:26"]?.id == "Screens/Sources/Screens/Spinner.swift/Score card")
            let cardFile = output.appendingPathComponent(try #require(card.outputs.file)).path
            #expect(card.outputs.sha256 == PreviewManifest.sha256(ofFileAt: cardFile) && card.outputs.sha256?.count == 64)
            #expect(broken.outputs.sha256 == nil && manifest.total == 9 && manifest.shard == nil)

            // The same run in three shards, merged: the same manifest (but
            // for the timings) and the same bytes.
            for shard in 1...3 {
                let part = try animateRun(
                    ["previews", galleryPackage.path, "--output", "shard\(shard)", "--jobs", "2", "--shard", "\(shard)/3", "--json"],
                    in: directory)
                let partial = try decodedManifest(part)
                #expect(partial.shard == "\(shard)/3" && partial.total == 9 && partial.previews.count == 3, "\(part.err)")
            }
            let merge = try animateRun(["previews", "merge", "shard3", "shard1", "shard2", "-o", "merged", "--json"], in: directory)
            #expect(merge.status == 1, "\(merge.err)")
            var merged = try decodedManifest(merge), whole = manifest
            merged.timings = PreviewManifest.Timings()
            whole.timings = PreviewManifest.Timings()
            #expect(merged == whole)
            for preview in manifest.previews {
                for file in [preview.outputs.file, preview.outputs.poster].compactMap({ $0 }) {
                    let bytes = try Data(contentsOf: output.appendingPathComponent(file))
                    #expect(try Data(contentsOf: directory.appendingPathComponent("merged").appendingPathComponent(file)) == bytes, "\(file)")
                }
            }
            // The merge compared with the whole run: nothing changed.
            let compared = try animateRun(
                ["previews", "merge", "shard1", "shard2", "shard3", "-o", "compared", "--compare", output.path, "--json"], in: directory)
            #expect(try decodedManifest(compared).previews.allSatisfy { $0.changed == false }, "\(compared.out)")
            #expect(compared.err.contains("0 changed, 0 added, 0 removed, 9 unchanged"), "\(compared.err)")
            // Shards that do not make a whole are refused (status 2).
            let partial = try animateRun(["previews", "merge", "shard1", "shard2", "-o", "half"], in: directory)
            #expect(partial.status == 2 && partial.err.contains("shards 3/3 are missing"), "\(partial.err)")
        }

        /// `--list` reads the source without building; a second run marks
        /// only the previews whose pictures changed, against the output
        /// folder's last manifest or `--baseline`.
        @Test func listingAndWhatChanged() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let folder = directory.appendingPathComponent("app")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            func write(_ file: String, _ colour: String) throws {
                try Data(
                    """
                    import SwiftUI
                    // animate: tags=\(file.lowercased()),cards threshold=0.001
                    #Preview("\(file)") {
                        Rectangle().fill(Color.\(colour)).frame(width: 20, height: 10)
                    }

                    #Preview {
                        Circle().fill(Color.\(colour)).frame(width: 10, height: 10)
                    }

                    """.utf8
                ).write(to: folder.appendingPathComponent("\(file).swift"))
            }
            try write("Red", "red")
            try write("Blue", "blue")
            let list = try animateRun(["previews", folder.path, "--list"], in: directory)
            #expect(list.status == 0, "\(list.err)")
            #expect(
                list.out.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" } == [
                    "Blue.swift/Blue", "Blue.swift/#1", "Red.swift/Red", "Red.swift/#1"
                ])
            let none = try animateRun(["previews", folder.path, "--list", "--filter", "green"], in: directory)
            #expect(none.status == 3 && none.out.isEmpty && none.err.contains("no preview matches 'green'"))

            let first = try decodedManifest(try animateRun(["previews", folder.path, "-o", "out", "--format", "svg", "--json"], in: directory))
            #expect(first.previews.allSatisfy { $0.changed == nil && $0.status == .rendered })
            // What each preview carries: its setting, and the tags and
            // threshold of the comment above it (the untitled one has none).
            let blue = try #require(first.previews.first)
            #expect(blue.layout == "device" && blue.orientation == "portrait" && blue.colorScheme == "light" && blue.device == nil)
            #expect(blue.tags == ["blue", "cards"] && blue.threshold == 0.001 && first.previews[1].tags == nil)
            // One file edited: its two previews changed, the others not.
            try write("Red", "green")
            let second = try decodedManifest(try animateRun(["previews", folder.path, "-o", "out", "--format", "svg", "--json"], in: directory))
            #expect(second.previews.map(\.changed) == [false, false, true, true])
            #expect(second.previews[0].outputs.sha256 == first.previews[0].outputs.sha256)
            #expect(second.previews[2].outputs.sha256 != first.previews[2].outputs.sha256)
            // Against itself, nothing changed; against a folder without a
            // manifest, bad options.
            let again = try animateRun(
                ["previews", folder.path, "-o", "again", "--format", "svg", "--baseline", "out", "--json"], in: directory)
            #expect(try decodedManifest(again).previews.map(\.changed) == [false, false, false, false])
            let missing = try animateRun(["previews", folder.path, "-o", "x", "--baseline", "app"], in: directory)
            #expect(missing.status == 2 && missing.err.contains("holds no previews.json"))

            // --compare: the report of what changed against an older
            // gallery. The rectangle went from green to blue: every pixel it
            // touches differs, and nothing else. It is centred in the safe
            // area of 390 × 844 (insets 47 and 34): x from 185, y from 47 +
            // (763 − 10) / 2 = 423.5, so at scale s it covers 20 s columns
            // and 10 s rows, one more when 423.5 s is not whole.
            let same = try animateRun(["previews", folder.path, "-o", "out", "--compare", "out"], in: directory)
            #expect(same.status == 2 && same.err.contains("--compare needs another folder than --output"))
            #if Cairo
            _ = try animateRun(["previews", folder.path, "-o", "old", "--format", "png"], in: directory)
            try write("Red", "blue")
            let compared = try animateRun(["previews", folder.path, "-o", "new", "--format", "png", "--compare", "old"], in: directory)
            // The rectangle's change is within its threshold (0.001 of the
            // pixels); the circle's untitled preview has none.
            #expect(
                compared.status == 0 && compared.err.contains("1 changed, 0 added, 0 removed, 2 unchanged, 1 within its threshold"),
                "\(compared.err)")
            let summary = read(directory.appendingPathComponent("new/compare.md"))
            let manifest = try #require(PreviewManifest.read(folder: directory.appendingPathComponent("new").path))
            let red = try #require(manifest.previews.first { $0.name == "Red" })
            let png = try Data(contentsOf: directory.appendingPathComponent("new").appendingPathComponent(try #require(red.outputs.file)))
            let scale = png[16..<20].reduce(0) { $0 << 8 | Int($1) } / Int(try #require(red.size).width)
            let pixels = png[16..<20].reduce(0) { $0 << 8 | Int($1) } * png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            let rows = 10 * scale + scale % 2
            #expect(summary.contains("| Red.swift:7 | `Red.swift:7` | changed: ") && !summary.contains("| Red |"), "\(summary)")
            let page = read(directory.appendingPathComponent("new/compare.html"))
            #expect(page.contains("Within its threshold: Red, changed: \(20 * scale * rows) of \(pixels) pixels"), "\(page)")
            #expect(page.contains("compare/before-Red-swift--1.png") && page.contains("<rect x="), "\(page.prefix(2000))")
            #endif
        }

        /// `--variants`: each preview again in dark, with AX3 text and in
        /// landscape, an entry each after its own, its id and file marked
        /// with the variant's name.
        @Test func variantsAreEntriesOfTheirOwn() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let folder = directory.appendingPathComponent("app")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(
                """
                import SwiftUI

                struct Scheme: View {
                    @Environment(\\.colorScheme) var scheme
                    @Environment(\\.dynamicTypeSize) var size
                    @Environment(\\.colorSchemeContrast) var contrast
                    var body: some View {
                        VStack {
                            Text(scheme == .dark ? "dark" : "light")
                            Text(String(describing: size))
                            Text(contrast == .increased ? "increased" : "standard")
                        }
                    }
                }

                #Preview("Scheme") { Scheme() }

                #Preview("Other") { Text("other") }

                """.utf8
            ).write(to: folder.appendingPathComponent("Scheme.swift"))
            let run = try animateRun(
                ["previews", folder.path, "-o", "out", "--format", "svg", "--variants", "dark,landscape,large,contrast", "--json"], in: directory)
            #expect(run.status == 0, "\(run.err)")
            let whole = try decodedManifest(run)
            #expect(whole.previews.count == 10 && whole.previews[5].id == "Scheme.swift/Other")
            var manifest = whole
            manifest.previews.removeLast(5)
            #expect(
                manifest.previews.map(\.id) == [
                    "Scheme.swift/Scheme", "Scheme.swift/Scheme@dark", "Scheme.swift/Scheme@landscape", "Scheme.swift/Scheme@large",
                    "Scheme.swift/Scheme@contrast"
                ])
            #expect(manifest.previews.map(\.variant) == [nil, "dark", "landscape", "large", "contrast"])
            #expect(manifest.previews.map(\.colorScheme) == ["light", "dark", "light", "light", "light"])
            #expect(manifest.previews.map(\.orientation) == ["portrait", "portrait", "landscapeLeft", "portrait", "portrait"])
            // Landscape turns the phone: 844 × 390 points.
            #expect(manifest.previews[2].size == PreviewManifest.Size(width: 844, height: 390))
            let files = manifest.previews.compactMap(\.outputs.file)
            #expect(
                files == [
                    "Scheme-Scheme.svg", "Scheme-Scheme@dark.svg", "Scheme-Scheme@landscape.svg", "Scheme-Scheme@large.svg",
                    "Scheme-Scheme@contrast.svg"
                ], "\(files)")
            func texts(_ file: String) throws -> [String] {
                try svgElements("text", in: read(directory.appendingPathComponent("out").appendingPathComponent(file))).compactMap { $0["text"] }
            }
            #expect(try texts(files[0]) == ["light", "large", "standard"] && texts(files[1]) == ["dark", "large", "standard"])
            #expect(try texts(files[3]) == ["light", "accessibility3", "standard"])
            #expect(try texts(files[4]) == ["light", "large", "increased"])
            // In two shards, merged: a preview and its variants are one share.
            for shard in 1...2 {
                let part = try animateRun(
                    [
                        "previews", folder.path, "-o", "shard\(shard)", "--format", "svg", "--variants", "dark,landscape,large,contrast", "--shard",
                        "\(shard)/2"
                    ],
                    in: directory)
                #expect(part.status == 0, "\(part.err)")
            }
            let merge = try animateRun(["previews", "merge", "shard1", "shard2", "-o", "merged", "--json"], in: directory)
            #expect(merge.status == 0, "\(merge.err)")
            #expect(try decodedManifest(merge).previews.map(\.id) == whole.previews.map(\.id))
            let bad = try animateRun(["previews", folder.path, "-o", "x", "--variants", "dark,sepia"], in: directory)
            #expect(bad.status == 2 && bad.err.contains("--variants must be names from dark, large, landscape and contrast"))
        }

        /// `--filter` and `--at`: one preview, as SVG, at a moment between
        /// frames.
        @Test func oneFilteredPreviewAtATime() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let run = try animateRun(
                ["previews", galleryPackage.path, "-o", "out", "--filter", "spinner", "--format", "svg", "--at", "0.21", "--json"],
                in: directory)
            #expect(run.status == 0, "\(run.err)")
            let manifest = try decodedManifest(run)
            #expect(manifest.previews.map(\.name) == ["Spinner"])
            let spinner = try #require(manifest.previews.first)
            // 0.21 s falls between frames of 60 fps: the last frame is at it exactly.
            #expect(abs(spinner.duration - 0.21) < 1e-9 && spinner.settles == nil && spinner.outputs.poster == nil)
            let svg = read(directory.appendingPathComponent("out").appendingPathComponent(try #require(spinner.outputs.file)))
            // linear(duration: 1) at 0.21 s: 0.21 of a turn, 75.6°; cos 0.2487, sin 0.9686.
            #expect(svg.contains("matrix(0.249 0.969 -0.969 0.249 "), "\(svg.prefix(600))")

            // A contact sheet of 4 frames to 0.3 s: 0, 0.1, 0.2 and 0.3 s,
            // frames of 60 fps exactly; the sheet is the picture, with no
            // poster: 4 frames of 100 × 100 in a row, 8 + 4 × 108 = 440 by
            // 8 + 128 = 136.
            let sheetRun = try animateRun(
                [
                    "previews", galleryPackage.path, "-o", "sheets", "--filter", "spinner", "--format", "sheet", "--frames", "4", "--at", "0.3",
                    "--json"
                ],
                in: directory)
            #expect(sheetRun.status == 0, "\(sheetRun.err)")
            let sheet = try #require(try decodedManifest(sheetRun).previews.first)
            let file = try #require(sheet.outputs.file)
            #if Cairo
            #expect(sheet.outputs.poster == nil && file.hasSuffix(".sheet.png"))
            #else
            #expect(sheet.outputs.poster == nil && file.hasSuffix(".sheet.svg"))
            #endif
            let data = try Data(contentsOf: directory.appendingPathComponent("sheets").appendingPathComponent(file))
            if file.hasSuffix(".png") {
                func word(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
                #expect(word(16) == 440 && word(20) == 136)
            } else {
                let captions = try svgElements("text", in: String(decoding: data, as: UTF8.self)).compactMap { $0["text"] }
                #expect(captions == ["0 s", "0.1 s", "0.2 s", "0.3 s"], "\(captions)")
            }
        }

        /// A folder without Swift files is bad input (status 2); a preview
        /// that never returns is stopped at the time limit and reported; a
        /// preview reads the app's JSON file from `Bundle.main`, through a
        /// file that imports only Foundation.
        @Test func noSwiftFilesAndAPreviewThatHangs() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let empty = directory.appendingPathComponent("empty")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            let none = try animateRun(["previews", empty.path], in: directory)
            #expect(none.status == 3 && none.err.contains("no Swift files in"))

            let folder = directory.appendingPathComponent("app")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(
                """
                import SwiftUI

                #Preview("Hang") {
                    var count = 0
                    while count >= 0 { count = (count + 1) % 7 }
                    return Text("never")
                }

                #Preview("Fine") {
                    // A resource of the app, found in Bundle.main as on iOS.
                    let url = Bundle.main.url(forResource: "greeting", withExtension: "json")!
                    let words = try! JSONDecoder().decode([String].self, from: Data(contentsOf: url))
                    return Text(Phrase.joining(words))
                }

                """.utf8
            ).write(to: folder.appendingPathComponent("Hang.swift"))
            // A model file that imports only Foundation, and uses Foundation
            // API that Linux's lacks (Apple's has it).
            try Data(
                """
                import Foundation

                enum Phrase {
                    static func joining(_ words: [String]) -> String { ListFormatter.localizedString(byJoining: words) }
                    static let notes = URL.documentsDirectory.appendingPathComponent("notes.json")
                }

                """.utf8
            ).write(to: folder.appendingPathComponent("Phrase.swift"))
            let data = folder.appendingPathComponent("Data")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            try Data(#"["fine"]"#.utf8).write(to: data.appendingPathComponent("greeting.json"))
            let run = try animateRun(["previews", folder.path, "-o", "out", "--format", "svg", "--timeout", "10", "--json"], in: directory)
            #expect(run.status == 1, "\(run.err)")
            let manifest = try decodedManifest(run)
            #expect(manifest.previews.map(\.status) == [.timedOut, .rendered])
            #expect(manifest.previews.first?.errors.first?.contains("did not finish within 10") == true)
        }

        /// A project that does not build at all: its errors, at the user's
        /// lines, in the manifest and at each preview of the failing file.
        @Test func aProjectThatDoesNotBuild() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let folder = directory.appendingPathComponent("app")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(
                """
                import SwiftUI

                #Preview("Typo") {
                    Txet("hello")
                }

                """.utf8
            ).write(to: folder.appendingPathComponent("Typo.swift"))
            let run = try animateRun(["previews", folder.path, "-o", "out", "--json"], in: directory)
            #expect(run.status == 1, "\(run.err)")
            let manifest = try decodedManifest(run)
            #expect(manifest.errors.first?.contains("Typo.swift:4:5: error: cannot find 'Txet' in scope") == true)
            #expect(manifest.previews.map(\.status) == [.notBuilt])
            #expect(manifest.previews.first?.errors.first?.contains("Typo.swift:4:5: error: cannot find 'Txet' in scope") == true)
            let page = read(directory.appendingPathComponent("out/index.html"))
            #expect(page.contains("cannot find &apos;Txet&apos; in scope"))
        }

        /// `animate preview --json`: the same schema, one preview, and the
        /// human line on standard error.
        @Test func previewPrintsJSON() throws {
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let run = try animateRun(
                ["preview", fixtures.appendingPathComponent("PulsingDot.swift").path, "--format", "svg", "--json"], in: directory)
            #expect(run.status == 0, "\(run.err)")
            let manifest = try decodedManifest(run)
            #expect(manifest.previews.count == 1 && manifest.previews.first?.status == .rendered)
            #expect(manifest.format == "svg" && manifest.errors.isEmpty)
            #expect(run.err.contains("wrote "))
            // The sheet of one preview, at the times asked for, as SVG by
            // its file's name: the fade's frames at 0 and 0.5 s.
            let sheet = try animateRun(
                ["preview", fixtures.appendingPathComponent("PulsingDot.swift").path, "--format", "sheet", "--times", "0,0.5", "-o", "dot.svg"],
                in: directory)
            #expect(sheet.status == 0, "\(sheet.err)")
            let captions = try svgElements("text", in: read(directory.appendingPathComponent("dot.svg"))).compactMap { $0["text"] }
            #expect(captions == ["0 s", "0.5 s"], "\(captions)")
            let bad = try animateRun(["preview", fixtures.appendingPathComponent("PulsingDot.swift").path, "--times", "0"], in: directory)
            #expect(bad.status == 2 && bad.err.contains("they need --format sheet"))
        }
    }
}
