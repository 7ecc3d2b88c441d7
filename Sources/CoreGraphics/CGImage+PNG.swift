import Foundation

extension CGImage {
    /// The image as PNG bytes (8-bit RGBA, not interlaced), its pixel data
    /// in zlib's stored (uncompressed) blocks: what UIKit and SwiftUI show
    /// a made image through. Larger than a compressed PNG, and exact.
    package func pngData() -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0])  // 8 bits, RGBA, deflate, no filter method, no interlace
        png.appendChunk("IHDR", header)
        var raw = [UInt8]()
        raw.reserveCapacity(height * (width * 4 + 1))
        for y in 0..<height {
            raw.append(0)  // filter: none
            raw.append(contentsOf: rgba[y * width * 4..<(y + 1) * width * 4])
        }
        png.appendChunk("IDAT", Self.zlibStored(raw))
        png.appendChunk("IEND", Data())
        return png
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

extension Data {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    fileprivate mutating func appendChunk(_ type: String, _ body: Data) {
        appendBigEndian(UInt32(body.count))
        let typed = Data(type.utf8) + body
        append(typed)
        appendBigEndian(PNGCRC.checksum(typed))
    }
}

/// PNG's CRC-32 (ISO 3309, polynomial 0xEDB88320).
private enum PNGCRC {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ data: Data) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
