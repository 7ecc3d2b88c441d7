import AnimationCore
import Foundation

/// An animated PNG (APNG: PNG's `acTL`, `fcTL` and `fdAT` chunks, part of
/// the W3C's PNG Third Edition): whole frames, each shown for an exact
/// fraction of a second, in one file that browsers, GitHub and most
/// image viewers play (others show the first frame).
///
/// Unlike a GIF, whose delays are whole hundredths of a second, a frame's
/// delay is a fraction of two 16-bit numbers, so 1/60 s is 1/60 s. Every
/// frame covers the whole image and replaces the one before (no partial
/// frames, no blending), so each decodes on its own.
public struct AnimatedPNG: Sendable, Equatable {
    /// One frame: a PNG file and how long it shows.
    public struct Frame: Sendable, Equatable {
        /// The frame as a PNG file of its own.
        public var png: Data
        /// The numerator of the delay, in seconds.
        public var delayNumerator: UInt16
        /// The denominator of the delay (0 reads as 100, as the format
        /// says).
        public var delayDenominator: UInt16

        /// A frame.
        ///
        /// - Parameters:
        ///   - png: The frame as a PNG file; every frame of an animation
        ///     has the same size and pixel format.
        ///   - delay: How long it shows, in seconds, kept as the nearest
        ///     fraction of two 16-bit numbers (see ``AnimatedPNG/delay(_:)``).
        public init(png: Data, delay: TimeInterval) {
            self.png = png
            (delayNumerator, delayDenominator) = AnimatedPNG.delay(delay)
        }

        /// A frame with its delay as a fraction.
        public init(png: Data, delayNumerator: UInt16, delayDenominator: UInt16) {
            self.png = png
            self.delayNumerator = delayNumerator
            self.delayDenominator = delayDenominator
        }

        /// How long the frame shows, in seconds.
        public var delay: TimeInterval {
            Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator)
        }
    }

    /// Why bytes are not an animated PNG this type reads, or frames cannot
    /// make one: one line for a person to read.
    public struct FormatError: Error, CustomStringConvertible, Equatable {
        /// What is wrong.
        public var description: String
    }

    /// The frames, in order.
    public var frames: [Frame]
    /// How many times the animation plays; 0 (the default) loops forever.
    public var plays: UInt32

    /// An animation of frames.
    ///
    /// - Parameters:
    ///   - frames: The frames, at least one.
    ///   - plays: How many times it plays; 0 loops forever.
    public init(frames: [Frame], plays: UInt32 = 0) {
        self.frames = frames
        self.plays = plays
    }

    /// How long the last frame of a recording shows in its animated PNG:
    /// one second, so that a viewer that loops lets the end be seen.
    public static let lastFrameHold: TimeInterval = 1

    /// The seconds each frame starts at: 0 for the first, then the sum of
    /// the delays before it.
    public var startTimes: [TimeInterval] {
        var time = 0.0
        return frames.map { frame in
            defer { time += frame.delay }
            return time
        }
    }

    /// A delay in seconds as a fraction whose numerator and denominator
    /// fit in 16 bits (the last convergent of its continued fraction that
    /// fits), so that 1/30,
    /// 1/60 and 2/15 are exact. NaN, infinities and negative delays are 0;
    /// delays over 65,535 s are 65,535 s.
    ///
    /// - Parameter seconds: The delay.
    /// - Returns: The numerator and denominator.
    public static func delay(_ seconds: TimeInterval) -> (numerator: UInt16, denominator: UInt16) {
        guard seconds.isFinite, seconds > 0 else { return (0, 1) }
        guard seconds < 65_535 else { return (65_535, 1) }
        // Convergents h/k of the continued fraction, the last that fits.
        var (h0, h1, k0, k1) = (0.0, 1.0, 1.0, 0.0)
        var best = (numerator: 0.0, denominator: 1.0)
        var x = seconds
        for _ in 0..<32 {
            let a = x.rounded(.down)
            let (h2, k2) = (a * h1 + h0, a * k1 + k0)
            guard h2 <= 65_535, k2 <= 65_535 else { break }
            best = (h2, k2)
            (h0, h1, k0, k1) = (h1, h2, k1, k2)
            let rest = x - a
            guard rest > 1e-9 else { break }
            x = 1 / rest
        }
        // Shorter than 1/65,535 s: the shortest delay there is.
        if best.numerator == 0 { return (1, 65_535) }
        return (UInt16(best.numerator), UInt16(best.denominator))
    }

    /// The file: a PNG whose default image is the first frame.
    ///
    /// - Throws: ``FormatError`` when there are no frames, a frame is not
    ///   a PNG, or frames differ in size or pixel format.
    public func data() throws(FormatError) -> Data {
        guard !frames.isEmpty else { throw FormatError(description: "an animated PNG needs at least one frame") }
        var parts: [(header: [PNGChunks.Chunk], data: [Data])] = []
        for (index, frame) in frames.enumerated() {
            guard let chunks = PNGChunks.chunks(of: frame.png), chunks.first?.type == "IHDR" else {
                throw FormatError(description: "frame \(index) is not a PNG file (\(frame.png.count) bytes)")
            }
            let header = chunks.filter { !["IDAT", "IEND", "acTL", "fcTL", "fdAT"].contains($0.type) }
            let data = chunks.filter { $0.type == "IDAT" }.map(\.body)
            guard !data.isEmpty else { throw FormatError(description: "frame \(index) has no image data (IDAT)") }
            if let first = parts.first, first.header != header {
                throw FormatError(description: "frame \(index) differs from frame 0 in size or pixel format (its header chunks)")
            }
            parts.append((header, data))
        }
        let ihdr = [UInt8](parts[0].header[0].body)
        guard ihdr.count == 13 else { throw FormatError(description: "frame 0's IHDR is \(ihdr.count) bytes, not 13") }
        var out = PNGChunks.signature
        PNGChunks.append(parts[0].header[0], to: &out)
        var control = Data()
        control.appendBigEndian(UInt32(frames.count))
        control.appendBigEndian(plays)
        PNGChunks.append(PNGChunks.Chunk(type: "acTL", body: control), to: &out)
        for chunk in parts[0].header.dropFirst() { PNGChunks.append(chunk, to: &out) }
        var sequence: UInt32 = 0
        for (index, part) in parts.enumerated() {
            var frameControl = Data()
            frameControl.appendBigEndian(sequence)
            frameControl.append(contentsOf: ihdr[0..<8])  // the whole image's width and height
            frameControl.appendBigEndian(UInt32(0))  // x offset
            frameControl.appendBigEndian(UInt32(0))  // y offset
            frameControl.appendBigEndian(frames[index].delayNumerator)
            frameControl.appendBigEndian(frames[index].delayDenominator)
            frameControl.append(contentsOf: [0, 0])  // dispose: none; blend: source (replace)
            PNGChunks.append(PNGChunks.Chunk(type: "fcTL", body: frameControl), to: &out)
            sequence += 1
            for body in part.data {
                if index == 0 {
                    PNGChunks.append(PNGChunks.Chunk(type: "IDAT", body: body), to: &out)
                } else {
                    var frameData = Data()
                    frameData.appendBigEndian(sequence)
                    frameData.append(body)
                    PNGChunks.append(PNGChunks.Chunk(type: "fdAT", body: frameData), to: &out)
                    sequence += 1
                }
            }
        }
        PNGChunks.append(PNGChunks.Chunk(type: "IEND", body: Data()), to: &out)
        return out
    }
}

extension AnimatedPNG {
    /// The animation of frames recorded at a fixed rate: frames whose PNG
    /// bytes equal the one before are one frame shown for as long as they
    /// all were, and the last frame shows for `hold` seconds.
    ///
    /// - Parameters:
    ///   - pngs: The frames, 1/`frameRate` s apart; at least one.
    ///   - frameRate: Frames per second, finite and positive.
    ///   - hold: How long the last frame shows, in seconds.
    /// - Returns: The animation, and for each of its frames the index in
    ///   `pngs` of the first frame it shows.
    public static func merging(_ pngs: [Data], frameRate: Double, hold: TimeInterval) -> (animation: AnimatedPNG, firstIndices: [Int]) {
        var frames: [Frame] = []
        var firsts: [Int] = []
        var index = 0
        while index < pngs.count {
            var next = index + 1
            while next < pngs.count, pngs[next] == pngs[index] { next += 1 }
            let delay = next == pngs.count ? hold : Double(next - index) / frameRate
            frames.append(Frame(png: pngs[index], delay: delay))
            firsts.append(index)
            index = next
        }
        return (AnimatedPNG(frames: frames), firsts)
    }
}
