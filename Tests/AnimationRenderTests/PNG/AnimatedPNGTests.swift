import AnimationCore
import AnimationRender
import Foundation
import Testing

/// A PNG file of chunks that carry made-up image data: the animated PNG
/// keeps chunks, it never decodes pixels, so its layout can be checked
/// without a drawing backend.
private func png(width: UInt32 = 4, height: UInt32 = 3, data: [UInt8], split: Int = Int.max) -> Data {
    var header = Data()
    header.appendBigEndian(width)
    header.appendBigEndian(height)
    header.append(contentsOf: [8, 6, 0, 0, 0])
    var chunks = [PNGChunks.Chunk(type: "IHDR", body: header)]
    var rest = data[...]
    repeat {
        chunks.append(PNGChunks.Chunk(type: "IDAT", body: Data(rest.prefix(split))))
        rest = rest.dropFirst(split)
    } while !rest.isEmpty
    chunks.append(PNGChunks.Chunk(type: "IEND", body: Data()))
    return PNGChunks.file(chunks)
}

@Suite("Animated PNG files")
struct AnimatedPNGTests {
    /// Delays are fractions of two 16-bit numbers: 1/30, 1/60 and two
    /// frames at 30 fps (1/15) are exact, where a GIF's hundredths are not.
    @Test func delaysAreExactFractions() {
        #expect(AnimatedPNG.delay(1.0 / 30) == (1, 30))
        #expect(AnimatedPNG.delay(1.0 / 60) == (1, 60))
        #expect(AnimatedPNG.delay(2.0 / 30) == (1, 15))
        #expect(AnimatedPNG.delay(0.1) == (1, 10))
        #expect(AnimatedPNG.delay(1) == (1, 1))
        #expect(AnimatedPNG.delay(2.5) == (5, 2))
        // 1/29.97 s = 100/2997 s.
        #expect(AnimatedPNG.delay(1 / 29.97) == (100, 2997))
        // Bad input: nothing is no delay; too long is the longest; too
        // short is the shortest.
        #expect(AnimatedPNG.delay(.nan) == (0, 1))
        #expect(AnimatedPNG.delay(-1) == (0, 1))
        #expect(AnimatedPNG.delay(.infinity) == (0, 1))
        #expect(AnimatedPNG.delay(1e9) == (65_535, 1))
        #expect(AnimatedPNG.delay(1e-6) == (1, 65_535))
        // A denominator of 0 reads as 100, as the format says.
        #expect(AnimatedPNG.Frame(png: Data(), delayNumerator: 3, delayDenominator: 0).delay == 0.03)
    }

    /// The file is the first frame as a PNG's default image, then each
    /// frame's control and data chunks in one sequence: read back, every
    /// frame is its PNG again, byte for byte.
    @Test func framesRoundTripByteForByte() throws {
        let frames = [
            AnimatedPNG.Frame(png: png(data: [1, 2, 3, 4, 5], split: 2), delay: 0.2),
            AnimatedPNG.Frame(png: png(data: [6, 7]), delay: 0.1),
            AnimatedPNG.Frame(png: png(data: [8]), delay: 1)
        ]
        let data = try AnimatedPNG(frames: frames).data()
        let chunks = try #require(PNGChunks.chunks(of: data))
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "IDAT", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        // acTL: 3 frames, looping forever.
        #expect([UInt8](chunks[1].body) == [0, 0, 0, 3, 0, 0, 0, 0])
        // The second fcTL: sequence number 1 (the first fcTL is 0; IDATs
        // have none), 4 × 3 at (0, 0), 1/10 s, no disposal, replacing;
        // then its fdAT (2) and the third fcTL (3).
        #expect([UInt8](chunks[6].body) == [0, 0, 0, 1, 0, 0, 0, 4, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 10, 0, 0])
        #expect([UInt8](chunks[7].body) == [0, 0, 0, 2, 6, 7])
        #expect(PNGChunks.readBigEndian([UInt8](chunks[8].body), at: 0) == 3)
        let read = try AnimatedPNG(data: data)
        #expect(read == AnimatedPNG(frames: frames))
        #expect(read.startTimes == [0, 0.2, 0.2 + 0.1])
    }

    /// Recorded frames that draw the same bytes are one frame shown for
    /// as long; the last shows for the hold.
    @Test func identicalFramesMerge() {
        let a = png(data: [1]), b = png(data: [2])
        let (animation, firsts) = AnimatedPNG.merging([a, a, b, a, a, a], frameRate: 30, hold: 1)
        #expect(firsts == [0, 2, 3])
        #expect(animation.frames.map(\.png) == [a, b, a])
        #expect(animation.frames.map { [$0.delayNumerator, $0.delayDenominator] } == [[1, 15], [1, 30], [1, 1]])
        let still = AnimatedPNG.merging([a, a], frameRate: 30, hold: AnimatedPNG.lastFrameHold)
        #expect(still.animation.frames.count == 1 && still.firstIndices == [0])
    }

    /// Bytes that are not an animation this type reads fail with a
    /// sentence: nothing is read wrong.
    @Test func badFilesFailWithAMessage() throws {
        func failure(_ data: Data) -> String? {
            do {
                _ = try AnimatedPNG(data: data)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(failure(Data()) == "not a PNG file (0 bytes)")
        #expect(failure(Data("GIF89a".utf8)) == "not a PNG file (6 bytes)")
        #expect(failure(png(data: [1])) == "a PNG without animation (no acTL chunk): one still image")
        let good = try AnimatedPNG(frames: [.init(png: png(data: [1]), delay: 0.1), .init(png: png(data: [2]), delay: 0.1)]).data()
        // Cut short, and a byte changed (its CRC no longer matches).
        #expect(failure(good.prefix(good.count - 5)) == "not a PNG file (\(good.count - 5) bytes)")
        var flipped = good
        flipped[flipped.count - 20] ^= 0xFF
        #expect(failure(flipped)?.hasPrefix("not a PNG file") == true)
        // A partial frame: the second frame's control says 2 × 3.
        var chunks = try #require(PNGChunks.chunks(of: good))
        var control = [UInt8](chunks[4].body)
        control[7] = 2
        chunks[4].body = Data(control)
        #expect(failure(PNGChunks.file(chunks)) == "frame 1 covers part of the image: only whole frames are read")
        // A frame that blends over the one before.
        control[7] = 4
        control[25] = 1
        chunks[4].body = Data(control)
        #expect(failure(PNGChunks.file(chunks)) == "frame 1 blends over the frame before: only frames that replace it are read")
        // acTL counts a frame the file lacks.
        chunks = try #require(PNGChunks.chunks(of: good))
        chunks[1].body = Data([0, 0, 0, 3, 0, 0, 0, 0])
        #expect(failure(PNGChunks.file(chunks)) == "acTL says 3 frames; the file has 2")
        // Frames out of sequence.
        chunks = try #require(PNGChunks.chunks(of: good))
        var data = [UInt8](chunks[5].body)
        data[3] = 9
        chunks[5].body = Data(data)
        #expect(failure(PNGChunks.file(chunks)) == "frame data of frame 1 is malformed or out of sequence")
    }

    /// Frames that cannot make one animation fail to write.
    @Test func framesOfDifferentSizesDoNotMakeAnAnimation() {
        func failure(_ frames: [AnimatedPNG.Frame]) -> String? {
            do {
                _ = try AnimatedPNG(frames: frames).data()
                return nil
            } catch {
                return error.description
            }
        }
        #expect(failure([]) == "an animated PNG needs at least one frame")
        #expect(failure([.init(png: Data("nope".utf8), delay: 1)]) == "frame 0 is not a PNG file (4 bytes)")
        #expect(
            failure([.init(png: png(data: [1]), delay: 1), .init(png: png(width: 5, data: [1]), delay: 1)])
                == "frame 1 differs from frame 0 in size or pixel format (its header chunks)")
    }
}
