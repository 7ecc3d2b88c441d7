import AnimationRender
import ArgumentParser
import Foundation
import SwiftAnimation

/// `animate render SCENE`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one scene as an SVG (one frame) or an HTML player.",
        discussion: "Scenes: \(Scenes.all.map(\.name).joined(separator: ", ")).")

    @Argument(help: "The scene.") var scene: String
    @Option(
        name: .customLong("format"),
        help:
            "The output format: svg, html, png, gif, apng, mp4 or sheet (timed frames in one picture, .png or .svg); by default the one --output's extension names (.svg, .png, .gif, .apng, .mp4, .html), else html."
    )
    var formatOption: RecordingFormat?
    /// The format asked for, else the one the output's name says, else HTML.
    var format: RecordingFormat { .chosen(formatOption, output: output) }
    @OptionGroup var sheet: ContactSheetOptions
    @Option(help: "Frames per second.") var fps: Double = 60
    @Option(help: "How long to record, in seconds; the scene's own length by default.") var duration: Double?
    @Option(name: .shortAndLong, help: "The file to write; SCENE.FORMAT by default.") var output: String?

    mutating func run() throws {
        guard let scene = Scenes.named(scene) else {
            throw AnimateError("unknown scene '\(scene)'; scenes: \(Scenes.all.map(\.name).joined(separator: ", "))")
        }
        guard fps.isFinite, fps > 0 else { throw AnimateError("--fps must be positive, not \(fps)") }
        if let duration, !(duration.isFinite && duration >= 0) {
            throw AnimateError("--duration must be a number of seconds, 0 or more, not \(duration)")
        }
        let selection = try sheet.selection(for: format)
        let path = output ?? "\(scene.name).\(format.fileExtension)"
        guard format.isAvailable else {
            throw AnimateError(
                "\(format.rawValue) output needs the Cairo trait: swift run --traits Cairo animate render ... "
                    + "(Debian: libcairo2-dev); or use --format svg or html")
        }
        let format = format
        try MainActor.assumeIsolated {
            let recording = scene.record(frameRate: fps, duration: duration)
            do {
                let writer = RecordingWriter(player: scene.player, sheet: selection ?? ContactSheet.Selection())
                try writer.write(recording, as: format, to: URL(fileURLWithPath: path))
            } catch {
                throw AnimateError("\(error)")
            }
        }
        print("wrote \(path)")
    }
}

extension RecordingFormat: ExpressibleByArgument {}
