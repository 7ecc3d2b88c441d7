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

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, html, png, gif, mp4
    }

    @Argument(help: "The scene.") var scene: String
    @Option(help: "The output format: svg, html, png, gif or mp4.") var format: Format = .html
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
        let path = output ?? "\(scene.name).\(format.rawValue)"
        switch format {
        case .svg:
            let recording = MainActor.assumeIsolated { scene.record(frameRate: fps, duration: duration) }
            let last = recording.frames.last!.displayList
            try Output.write(SVGRenderer(size: scene.size).render(last), to: path)
        case .html:
            let page = try MainActor.assumeIsolated { try scene.page(frameRate: fps, duration: duration) }
            try Output.write(page.html, to: path)
        case .png, .gif, .mp4:
            #if Cairo
            try renderPixels(scene, to: path)
            #else
            throw AnimateError("\(format.rawValue) output needs the Cairo trait: swift run --traits Cairo animate render ... "
                               + "(Debian: libcairo2-dev); or use --format svg or html")
            #endif
        }
        print("wrote \(path)")
    }
}

#if Cairo
extension RenderCommand {
    /// PNG (the last frame), or GIF and MP4 (every frame, through ffmpeg).
    private func renderPixels(_ scene: Scene, to path: String) throws {
        let recording = MainActor.assumeIsolated { scene.record(frameRate: fps, duration: duration) }
        let renderer = PNGRenderer(size: scene.size)
        let url = URL(fileURLWithPath: path)
        if format == .png {
            do {
                try renderer.writePNG(recording.frames.last!.displayList, to: url)
            } catch {
                throw AnimateError("\(error)")
            }
            return
        }
        guard VideoEncoder.ffmpeg != nil else {
            throw AnimateError("\(format.rawValue) output needs ffmpeg, which is not installed (Debian: apt-get install ffmpeg)")
        }
        let frames = FileManager.default.temporaryDirectory.appendingPathComponent("animate-frames-\(UUID().uuidString)")
        try Output.makeDirectory(frames.path)
        defer { try? FileManager.default.removeItem(at: frames) }
        do {
            for (index, frame) in recording.frames.enumerated() {
                try renderer.writePNG(frame.displayList, to: frames.appendingPathComponent(String(format: "frame%05d.png", index)))
            }
            try VideoEncoder.encode(framesIn: frames, frameRate: fps, to: url)
        } catch {
            throw AnimateError("\(error)")
        }
    }
}
#endif
