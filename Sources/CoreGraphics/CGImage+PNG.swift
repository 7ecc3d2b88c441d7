import AnimationCore
import Foundation

extension CGImage {
    /// The image as PNG bytes (8-bit RGBA, not interlaced), its pixel data
    /// in zlib's stored (uncompressed) blocks: what UIKit and SwiftUI show
    /// a made image through. Larger than a compressed PNG, and exact.
    package func pngData() -> Data {
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0])  // 8 bits, RGBA, deflate, no filter method, no interlace
        var raw = [UInt8]()
        raw.reserveCapacity(height * (width * 4 + 1))
        for y in 0..<height {
            raw.append(0)  // filter: none
            raw.append(contentsOf: rgba[y * width * 4..<(y + 1) * width * 4])
        }
        return PNGChunks.file([
            PNGChunks.Chunk(type: "IHDR", body: header),
            PNGChunks.Chunk(type: "IDAT", body: Self.zlibStored(raw)),
            PNGChunks.Chunk(type: "IEND", body: Data())
        ])
    }

    /// A zlib stream of stored blocks (RFC 1950 and 1951) holding `bytes`.
    private static func zlibStored(_ bytes: [UInt8]) -> Data {
        var out = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let last: UInt8 = offset + count == bytes.count ? 1 : 0
            out.append(last)
            out.append(UInt8(count & 0xFF))
            out.append(UInt8(count >> 8))
            out.append(UInt8(~count & 0xFF))
            out.append(UInt8((~count >> 8) & 0xFF))
            out.append(contentsOf: bytes[offset..<offset + count])
            offset += count
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        out.appendBigEndian(b << 16 | a)
        return out
    }
}
