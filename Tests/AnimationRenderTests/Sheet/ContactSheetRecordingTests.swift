import AnimationCore
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

/// A sheet of a recording shows, for each time asked for, the recorded
/// frame nearest to it. A recording at 60 frames a second of 1 s has
/// frames at k/60; 8 evenly spaced times are i/7, whose nearest frames
/// are round(60 i / 7) / 60 = 0, 9, 17, 26, 34, 43, 51 and 60 sixtieths.
@MainActor
@Suite("Contact sheets of recordings")
struct ContactSheetRecordingTests {
    private func recording(frameRate: Double = 60, duration: TimeInterval = 1) -> Recording {
        FrameRecorder(frameRate: frameRate, duration: duration).record(ViewHost(Fade(), size: CGSize(width: 100, height: 50)))
    }

    private func times(_ sheet: ContactSheet) -> [TimeInterval] { sheet.frames.map(\.time) }

    private func expectTimes(_ sheet: ContactSheet, _ expected: [TimeInterval], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sheet.frames.count == expected.count, "\(times(sheet))", sourceLocation: sourceLocation)
        for (time, wanted) in zip(times(sheet), expected) {
            #expect(abs(time - wanted) < 1e-9, "\(times(sheet)) against \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test func eightEvenlySpacedFramesByDefault() {
        let sheet = ContactSheet(recording: recording())
        expectTimes(sheet, [0, 9, 17, 26, 34, 43, 51, 60].map { Double($0) / 60 })
        #expect(sheet.columns == 4 && sheet.frameSize == CGSize(width: 100, height: 50))
        // Each frame is the recorded one: the linear fade is at t then.
        let second = DisplayListTextRenderer().render(sheet.frames[1].displayList)
        #expect(second.contains("@0.15"), "\(second)")
        let text = DisplayListTextRenderer().render(sheet.displayList)
        #expect(text.contains("text \"0.15 s\"") && text.contains("text \"1 s\""), "\(text)")
    }

    @Test func givenTimesAreTheNearestFramesInOrder() {
        // 0.26 lies between 15/60 and 16/60, nearer the second; 0.5 is a frame.
        let sheet = ContactSheet(recording: recording(), selection: ContactSheet.Selection(times: [0.5, 0.26, 3]))
        expectTimes(sheet, [16.0 / 60, 0.5, 1])
        // Halfway between two frames (1/120 s) is the earlier.
        expectTimes(ContactSheet(recording: recording(), selection: ContactSheet.Selection(times: [1.0 / 120])), [0])
    }

    @Test func badSelectionsAreDocumented() {
        // Times that are not finite or are negative are left out; none left is an empty sheet.
        let odd = ContactSheet(recording: recording(), selection: ContactSheet.Selection(times: [.nan, -1, .infinity, 0.25]))
        expectTimes(odd, [0.25])
        #expect(ContactSheet(recording: recording(), selection: ContactSheet.Selection(times: [])).frames.isEmpty)
        // A count below 1 is 1: the last frame.
        expectTimes(ContactSheet(recording: recording(), selection: ContactSheet.Selection(count: 0)), [1])
        // A recording with fewer frames than asked for shows each once: 0, 0.1 and 0.2 at 10 a second.
        expectTimes(ContactSheet(recording: recording(frameRate: 10, duration: 0.2)), [0, 0.1, 0.2])
        // An empty recording is an empty sheet of its size.
        var none = recording()
        none.frames = []
        let empty = ContactSheet(recording: none)
        #expect(empty.frames.isEmpty && empty.frameSize == CGSize(width: 100, height: 50) && empty.size == CGSize(width: 8, height: 8))
    }

    /// The writer draws the sheet as SVG, or as PNG for a `.png` file: 3
    /// frames of 100 × 50 make a sheet of 8 + 3 × 108 = 332 by 8 + 78 = 86.
    @Test func theWriterWritesASheetAsSVGOrPNG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = RecordingWriter(player: HTMLPlayer(title: "Fade"), sheet: ContactSheet.Selection(count: 3))
        let svgFile = folder.appendingPathComponent("fade.sheet.svg")
        try writer.write(recording(), as: .sheet, to: svgFile)
        let svg = String(decoding: try Data(contentsOf: svgFile), as: UTF8.self)
        #expect(svg.contains("width=\"332\" height=\"86\""), "\(svg.prefix(300))")
        let captions = try svgElements("text", in: svg).compactMap { $0["text"] }
        #expect(captions == ["0 s", "0.5 s", "1 s"], "\(captions)")
        let pngFile = folder.appendingPathComponent("fade.sheet.png")
        #if Cairo
        #expect(RecordingFormat.sheet.fileExtension == "sheet.png")
        try writer.write(recording(), as: .sheet, to: pngFile)
        let png = try Data(contentsOf: pngFile)
        // The IHDR chunk's width and height, big-endian, at bytes 16 and 20.
        func word(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && word(16) == 332 && word(20) == 86)
        #else
        #expect(RecordingFormat.sheet.fileExtension == "sheet.svg")
        #expect(throws: RecordingWriter.WriteError.self) { try writer.write(recording(), as: .sheet, to: pngFile) }
        #endif
    }
}
