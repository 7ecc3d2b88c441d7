#if Cairo
import AnimationCore
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

private struct RedCircle: View {
    var body: some View {
        Circle().fill(Color.red).frame(width: 60, height: 60)
    }
}

private struct Growing: View {
    @State private var big = false
    var body: some View {
        Rectangle().fill(Color.blue).frame(width: 20, height: 20).scaleEffect(big ? 3 : 1)
            .onAppear { withAnimation(.linear(duration: 1)) { big = true } }
    }
}

/// A red square that slides in from the leading edge (and fades) on a tap.
private struct SlidingIn: View {
    @State private var shown = false
    var body: some View {
        ZStack {
            Color.white.frame(width: 100, height: 100)
            if shown {
                Color.red.frame(width: 40, height: 40)
                    .transition(.move(edge: .leading).combined(with: .opacity))
            }
        }
        .onTapGesture { withAnimation(.linear(duration: 1)) { shown = true } }
    }
}

@MainActor
@Suite("PNG through Cairo")
struct PNGRendererTests {
    /// PNG bytes read back give the pixels drawn: opaque over white, and
    /// translucent (half-transparent red anti-aliased edges) over nothing,
    /// whose straight alpha is written from Cairo's premultiplied color.
    @Test func pngBytesReadBackAsThePixelsDrawn() throws {
        let list = ViewHost(RedCircle().opacity(0.5), size: CGSize(width: 80, height: 80)).displayList
        for background in [Color.white, nil] {
            let renderer = PNGRenderer(size: CGSize(width: 80, height: 80), scale: 2, background: background)
            let png = try renderer.pngData(list)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            #expect(RGBAImage(png: png) == renderer.image(list))
            // The same pixels, the same bytes.
            #expect(try renderer.pngData(list) == png)
        }
    }

    @Test func anInsertedViewIsDrawnMidTransition() throws {
        let host = ViewHost(SlidingIn(), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        let image = PNGRenderer(size: host.size).image(host.displayList)
        // Halfway: 20 points left of its place (10...50 instead of 30...70),
        // at opacity 0.5 over white: red's (255, 56, 60) halfway to white.
        let inside = image.pixel(x: 15, y: 50)
        #expect(inside.red > 245 && abs(Int(inside.green) - 156) <= 4 && abs(Int(inside.blue) - 158) <= 4, "\(inside)")
        let right = image.pixel(x: 60, y: 50)  // where it will be, not yet
        #expect(right.green > 245 && right.blue > 245)
    }

    @Test func redCircleCenterIsRedAndBackgroundIsNot() throws {
        let host = ViewHost(RedCircle(), size: CGSize(width: 100, height: 100))
        let image = PNGRenderer(size: host.size).image(host.displayList)
        #expect(image.width == 100 && image.height == 100)
        let center = image.pixel(x: 50, y: 50)
        #expect(center.red > 240 && center.green < 80 && center.blue < 80 && center.alpha == 255)
        let corner = image.pixel(x: 3, y: 3)
        #expect(corner.red > 240 && corner.green > 240 && corner.blue > 240)
        // Just outside the circle, on its diagonal: background.
        let outside = image.pixel(x: 25, y: 25)
        #expect(outside.green > 240)
    }

    @Test func transformsApplyAndFilesAreWritten() throws {
        let host = ViewHost(Growing(), size: CGSize(width: 100, height: 100))
        host.advance(by: 1)
        let image = PNGRenderer(size: host.size, scale: 2).image(host.displayList)
        #expect(image.width == 200)
        // Scaled 3×: the 20-point square now covers 60 points around the center.
        #expect(image.pixel(x: 100 - 50, y: 100).blue > 200)
        #expect(image.pixel(x: 100 - 70, y: 100).blue > 200 && image.pixel(x: 100 - 70, y: 100).red > 200)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("growing-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try PNGRenderer(size: host.size).writePNG(host.displayList, to: url)
        let data = try Data(contentsOf: url)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func aPNGSequenceIsEveryFrameInAFolderAndReplacesAnOlderOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sequence-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = RecordingWriter(player: HTMLPlayer(title: "Growing"))
        let long = FrameRecorder(frameRate: 10, duration: 1).record(ViewHost(Growing(), size: CGSize(width: 60, height: 60)))
        try writer.write(long, as: .pngs, to: folder)
        func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }
        #expect(try names() == (0...10).map { String(format: "frame%05d.png", $0) })
        let first = try Data(contentsOf: folder.appendingPathComponent("frame00000.png"))
        #expect(first.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // A shorter recording into the same folder leaves no frame of the older one.
        let short = FrameRecorder(frameRate: 10, duration: 0.2).record(ViewHost(Growing(), size: CGSize(width: 60, height: 60)))
        try writer.write(short, as: .pngs, to: folder)
        #expect(try names() == ["frame00000.png", "frame00001.png", "frame00002.png"])
    }

    /// A shadow is blurred over the box it can reach, whatever the size
    /// of the image: a shadowed square in a 400-point image draws the same
    /// pixels around it as in a 40-point one.
    @Test func aShadowIsTheSameInAnyImageSize() throws {
        func drawn(_ side: CGFloat) -> RGBAImage {
            let view = ZStack(alignment: .topLeading) {
                Color.white
                Color.red.frame(width: 10, height: 10).shadow(color: .black, radius: 4, x: 2, y: 2).offset(x: 15, y: 15)
            }
            return PNGRenderer(size: CGSize(width: side, height: side)).image(ViewHost(view, size: CGSize(width: side, height: side)).displayList)
        }
        let small = drawn(40), large = drawn(400)
        var differing = 0
        for y in 0..<40 {
            for x in 0..<40 where small.pixel(x: x, y: y) != large.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
        // The shadow darkens the white below and right of the square.
        #expect(small.pixel(x: 27, y: 27).red < 250)
    }

    /// An APNG holds every frame of a recording as its own PNG, exactly
    /// 1/10 s apart: the square grows by a tenth of its 2 extra sizes each
    /// frame, so no two frames are alike and none merge; the last holds.
    @Test func anAPNGIsEveryFrameAtItsExactDelay() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("growing-\(UUID().uuidString).apng")
        defer { try? FileManager.default.removeItem(at: url) }
        let recording = FrameRecorder(frameRate: 10, duration: 1).record(ViewHost(Growing(), size: CGSize(width: 60, height: 60)))
        try RecordingWriter(player: HTMLPlayer(title: "Growing")).write(recording, as: .apng, to: url)
        let animation = try AnimatedPNG(data: try Data(contentsOf: url))
        #expect(animation.frames.count == 11)
        #expect(animation.frames.dropLast().allSatisfy { $0.delayNumerator == 1 && $0.delayDenominator == 10 })
        #expect(animation.frames.last?.delay == AnimatedPNG.lastFrameHold)
        // Frame 5 (0.5 s): scale 2, so the 20-point square spans 10…50.
        let middle = try #require(RGBAImage(png: animation.frames[5].png))
        #expect(middle.pixel(x: 11, y: 30) == (0, 136, 255, 255))
        #expect(middle.pixel(x: 8, y: 30) == (255, 255, 255, 255))
    }

    @Test(.enabled(if: VideoEncoder.ffmpeg != nil, "ffmpeg is not installed"))
    func videoFromFrames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let recording = FrameRecorder(frameRate: 10, duration: 1).record(ViewHost(Growing(), size: CGSize(width: 60, height: 60)))
        for (index, frame) in recording.frames.enumerated() {
            try PNGRenderer(size: recording.size).writePNG(
                frame.displayList, to: directory.appendingPathComponent(String(format: "frame%05d.png", index)))
        }
        for format in ["gif", "mp4"] {
            let output = directory.appendingPathComponent("out.\(format)")
            try VideoEncoder.encode(framesIn: directory, frameRate: 10, to: output)
            #expect(((try? Data(contentsOf: output))?.count ?? 0) > 100)
        }
        #expect(throws: VideoEncoder.EncodeError.self) {
            try VideoEncoder.encode(framesIn: directory, frameRate: 10, to: directory.appendingPathComponent("out.avi"))
        }
    }
}
#endif
