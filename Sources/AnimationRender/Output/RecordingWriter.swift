import AnimationCore
import AnimationViews
import Foundation

/// Writes a recording to a file in a ``RecordingFormat``.
public struct RecordingWriter: Sendable {
    /// Why a recording could not be written: one line for a person to read.
    public struct WriteError: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// The page for HTML output.
    public var player: HTMLPlayer
    /// The frames a contact sheet shows (``RecordingFormat/sheet``).
    public var sheet: ContactSheet.Selection

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - player: The page for HTML output (its title, summary and
    ///     appendix).
    ///   - sheet: The frames a contact sheet shows; by default
    ///     ``ContactSheet/Selection/defaultCount`` evenly spaced ones.
    public init(player: HTMLPlayer, sheet: ContactSheet.Selection = ContactSheet.Selection()) {
        self.player = player
        self.sheet = sheet
    }

    /// Writes a recording.
    ///
    /// - Parameters:
    ///   - recording: The frames; it must have at least one.
    ///   - format: SVG and PNG write the last frame; HTML, GIF, APNG and
    ///     MP4 every frame (an APNG's identical frames merged, its last
    ///     shown for ``AnimatedPNG/lastFrameHold``); a PNG sequence every frame into a folder;
    ///     a contact sheet the frames ``sheet`` picks, as PNG when the
    ///     file's name ends in `.png` and SVG otherwise.
    ///   - url: The file to write (for a PNG sequence, the folder, made if
    ///     missing; its older `frame*.png` files are removed).
    /// - Throws: ``WriteError`` when the format is not available in this
    ///   build, the file cannot be written or ffmpeg fails.
    @MainActor
    public func write(_ recording: Recording, as format: RecordingFormat, to url: URL) throws {
        guard let last = recording.frames.last else {
            throw WriteError(description: "the recording has no frames")
        }
        guard format.isAvailable else {
            throw WriteError(
                description: "\(format.rawValue) output needs the Cairo trait: swift run --traits Cairo animate ... "
                    + "(Debian: libcairo2-dev); or use svg or html")
        }
        switch format {
        case .svg:
            try write(SVGRenderer(size: recording.size).render(last.displayList), to: url)
        case .html:
            let page: String
            do {
                page = try player.render(recording)
            } catch {
                throw WriteError(description: "cannot encode the frames for the page: \(error)")
            }
            try write(page, to: url)
        case .png, .gif, .apng, .mp4, .pngs:
            try writePixels(recording, as: format, to: url)
        case .sheet:
            try writeSheet(ContactSheet(recording: recording, selection: sheet), to: url)
        }
    }

    /// A contact sheet: PNG for a `.png` file, SVG for any other.
    @MainActor
    private func writeSheet(_ sheet: ContactSheet, to url: URL) throws {
        guard url.pathExtension.lowercased() == "png" else {
            return try write(SVGRenderer(size: sheet.size).render(sheet.displayList), to: url)
        }
        guard PNGRenderer.isAvailable else {
            throw WriteError(
                description: "a contact sheet as PNG needs the Cairo trait: swift run --traits Cairo animate ... "
                    + "(Debian: libcairo2-dev); or name the file .svg")
        }
        do {
            try PNGRenderer(size: sheet.size).writePNG(sheet.displayList, to: url)
        } catch {
            throw WriteError(description: "\(error)")
        }
    }

    private func write(_ text: String, to url: URL) throws {
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            throw WriteError(description: "cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// PNG (the last frame), a PNG sequence or an APNG (every frame), or
    /// GIF and MP4 (every frame, through ffmpeg).
    private func writePixels(_ recording: Recording, as format: RecordingFormat, to url: URL) throws {
        let renderer = PNGRenderer(size: recording.size)
        do {
            if format == .png {
                try renderer.writePNG(recording.frames[recording.frames.count - 1].displayList, to: url)
                return
            }
            if format == .pngs {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasPrefix("frame") && name.hasSuffix(".png") {
                    try FileManager.default.removeItem(at: url.appendingPathComponent(name))
                }
                for (index, frame) in recording.frames.enumerated() {
                    try renderer.pngData(frame.displayList).write(to: url.appendingPathComponent(String(format: "frame%05d.png", index)))
                }
                return
            }
            if format == .apng {
                let pngs = try recording.frames.map { try renderer.pngData($0.displayList) }
                try AnimatedPNG.merging(pngs, frameRate: recording.frameRate, hold: AnimatedPNG.lastFrameHold).animation.data().write(to: url)
                return
            }
            guard VideoEncoder.ffmpeg != nil else {
                throw WriteError(description: "\(format.rawValue) output needs ffmpeg, which is not installed (Debian: apt-get install ffmpeg)")
            }
            let frames = FileManager.default.temporaryDirectory.appendingPathComponent("animate-frames-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: frames) }
            // The frames are read once, by ffmpeg: written fast.
            for (index, frame) in recording.frames.enumerated() {
                try renderer.pngData(frame.displayList).write(to: frames.appendingPathComponent(String(format: "frame%05d.png", index)))
            }
            try VideoEncoder.encode(framesIn: frames, frameRate: recording.frameRate, to: url)
        } catch let error as WriteError {
            throw error
        } catch {
            throw WriteError(description: "\(error)")
        }
    }
}
