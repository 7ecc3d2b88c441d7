import AnimationCore
import Foundation

extension AnimatedPNG {
    /// Reads an animated PNG's frames, each as a PNG file of its own.
    ///
    /// Reads the animations this type writes and any whose frames cover
    /// the whole image and replace the one before: a frame that covers
    /// part of the image or blends over the previous one would need the
    /// frames before it to show, and is refused with a message rather
    /// than read wrong. A default image outside the animation (an `IDAT`
    /// before the first `fcTL`) is skipped, as players skip it.
    ///
    /// - Parameter data: The file's bytes.
    /// - Throws: ``FormatError`` when the bytes are not a PNG, the PNG is
    ///   not animated (no `acTL`), chunks are out of order or their
    ///   sequence numbers skip, the frame count differs from `acTL`'s, or
    ///   a frame is partial or blends.
    public init(data: Data) throws(FormatError) {
        guard let chunks = PNGChunks.chunks(of: data), let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.body.count == 13 else {
            throw FormatError(description: "not a PNG file (\(data.count) bytes)")
        }
        guard let control = chunks.first(where: { $0.type == "acTL" }), control.body.count == 8 else {
            throw FormatError(description: "a PNG without animation (no acTL chunk): one still image")
        }
        let size = [UInt8](ihdr.body)
        let declared = PNGChunks.readBigEndian([UInt8](control.body), at: 0)
        let plays = PNGChunks.readBigEndian([UInt8](control.body), at: 4)
        var header: [PNGChunks.Chunk] = []
        var frames: [(control: [UInt8], data: [Data])] = []
        var sequence: UInt32 = 0
        var seenImage = false
        for chunk in chunks.dropFirst() {
            let body = [UInt8](chunk.body)
            switch chunk.type {
            case "acTL", "IEND":
                continue
            case "fcTL":
                guard body.count == 26, PNGChunks.readBigEndian(body, at: 0) == sequence else {
                    throw FormatError(description: "frame control \(frames.count) is malformed or out of sequence")
                }
                sequence += 1
                frames.append((body, []))
            case "IDAT":
                seenImage = true
                // An IDAT before any fcTL is a default image outside the animation.
                if !frames.isEmpty { frames[frames.count - 1].data.append(chunk.body) }
            case "fdAT":
                guard !frames.isEmpty, frames.count > 1 || seenImage, body.count >= 4, PNGChunks.readBigEndian(body, at: 0) == sequence
                else {
                    throw FormatError(description: "frame data of frame \(max(frames.count - 1, 0)) is malformed or out of sequence")
                }
                sequence += 1
                frames[frames.count - 1].data.append(Data(body[4...]))
            default:
                if !seenImage && frames.isEmpty { header.append(chunk) }
            }
        }
        guard frames.count == Int(declared) else {
            throw FormatError(description: "acTL says \(declared) frames; the file has \(frames.count)")
        }
        var read: [Frame] = []
        for (index, frame) in frames.enumerated() {
            let c = frame.control
            guard c[4..<12].elementsEqual(size[0..<8]), PNGChunks.readBigEndian(c, at: 12) == 0, PNGChunks.readBigEndian(c, at: 16) == 0
            else {
                throw FormatError(description: "frame \(index) covers part of the image: only whole frames are read")
            }
            guard index == 0 || c[25] == 0 else {
                throw FormatError(description: "frame \(index) blends over the frame before: only frames that replace it are read")
            }
            guard !frame.data.isEmpty else { throw FormatError(description: "frame \(index) has no image data") }
            var chunks = [ihdr] + header
            chunks += frame.data.map { PNGChunks.Chunk(type: "IDAT", body: $0) }
            chunks.append(PNGChunks.Chunk(type: "IEND", body: Data()))
            read.append(
                Frame(
                    png: PNGChunks.file(chunks), delayNumerator: UInt16(c[20]) << 8 | UInt16(c[21]),
                    delayDenominator: UInt16(c[22]) << 8 | UInt16(c[23])))
        }
        self.init(frames: read, plays: plays)
    }
}
