import AnimationRender
import ArgumentParser
import Foundation
import SwiftAnimation

/// `animate demo`: every scene of the seeds as pages with a player and
/// plots.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render every scene of the seeds into an HTML page per scene and an index.")

    @Option(name: .shortAndLong, help: "The directory to write to.")
    var output = "animate-demo"

    @Option(help: "Frames per second.")
    var fps: Double = 60

    mutating func run() throws {
        guard fps.isFinite, fps > 0 else { throw AnimateError("--fps must be positive, not \(fps)") }
        try Output.makeDirectory(output)
        let start = Date()
        let scenes = Scenes.all
        var rows: [(String, String, String, String)] = []
        for (index, scene) in scenes.enumerated() {
            Output.progress(index, of: scenes.count + 1, label: scene.name)
            let (html, frames) = try MainActor.assumeIsolated { try scene.page(frameRate: fps) }
            let file = "\(scene.name).html"
            try Output.write(html, to: "\(output)/\(file)")
            rows.append((scene.name, String(format: "%.1f s", scene.duration), "\(frames)", file))
        }
        Output.progress(scenes.count, of: scenes.count + 1, label: "gallery")
        let gallery = Gallery.pages()
        for (file, svg) in gallery.files { try Output.write(svg, to: "\(output)/\(file)") }
        try Output.write(Gallery.index(scenes: scenes, gallery: gallery.html), to: "\(output)/index.html")
        rows.append(("gallery", "-", "-", "index.html"))
        Output.progress(scenes.count + 1, of: scenes.count + 1, label: "done")
        print(Table.render(header: ("scene", "duration", "frames", "file"), rows: rows))
        print(String(format: "Wrote %@/index.html in %.1f s. Open it in a browser.", output, Date().timeIntervalSince(start)))
    }
}

/// The gallery of every unit curve and spring preset.
enum Gallery {
    static let curves: [(String, Animation)] = [
        ("linear", .timingCurve(.linear, duration: 1)), ("easeIn", .timingCurve(.easeIn, duration: 1)),
        ("easeOut", .timingCurve(.easeOut, duration: 1)), ("easeInOut", .timingCurve(.easeInOut, duration: 1)),
        ("circularEaseIn", .timingCurve(.circularEaseIn, duration: 1)),
        ("circularEaseOut", .timingCurve(.circularEaseOut, duration: 1)),
        ("circularEaseInOut", .timingCurve(.circularEaseInOut, duration: 1))
    ]

    static let springs: [(String, Animation)] = [
        ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy), ("default", .default),
        ("spring", .spring), ("interactiveSpring", .interactiveSpring), ("interpolatingSpring", .interpolatingSpring)
    ]

    static func pages() -> (files: [(String, String)], html: String) {
        let curvePlot = AnimationPlot(title: "Every UnitCurve (1 s timing curves)", animations: curves).svg(width: 720, height: 520)
        let springPlot = AnimationPlot(title: "Spring presets", animations: springs).svg(width: 720, height: 520)
        let html = """
            <h2>Gallery</h2>
            <p><img src="curves.svg" alt="value and velocity of every UnitCurve"></p>
            <p><img src="springs.svg" alt="value and velocity of every spring preset"></p>
            """
        return ([("curves.svg", curvePlot), ("springs.svg", springPlot)], html)
    }

    static func index(scenes: [Scene], gallery: String) -> String {
        let items = scenes.map { "<li><a href=\"\($0.name).html\">\($0.title)</a>: \($0.summary)</li>" }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>swift-animation demo</title>
            <style>body { font-family: -apple-system, system-ui, sans-serif; margin: 24px; max-width: 900px; color: #1f2328; }
            li { margin: 6px 0; } img { border: 1px solid #d0d7de; max-width: 100%; }</style></head>
            <body>
            <h1>swift-animation demo</h1>
            <p>SwiftUI's animation system, rebuilt in Swift and run headless. Each scene is a page that plays its frames,
            scrubs frame by frame, and draws the value and velocity of every animated attribute.</p>
            <ul>
            \(items)
            </ul>
            \(gallery)
            </body></html>

            """
    }
}

/// A plain text table.
enum Table {
    static func render(header: (String, String, String, String), rows: [(String, String, String, String)]) -> String {
        let all = [header] + rows
        var widths = [0, 0, 0, 0]
        for row in all {
            let cells = [row.0, row.1, row.2, row.3]
            for column in 0..<4 { widths[column] = max(widths[column], cells[column].count) }
        }
        func line(_ row: (String, String, String, String)) -> String {
            [row.0, row.1, row.2, row.3].enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}
