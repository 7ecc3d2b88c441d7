import Foundation

/// PNG's file layout (ISO/IEC 15948): an eight-byte signature, then
/// chunks of a length, a four-letter type, a body and a CRC-32 of the type
/// and body. Shared by the modules that write and read PNG files by hand:
/// CoreGraphics' made images and AnimationRender's animated PNGs.
package enum PNGChunks {
    /// One chunk: its type (`IHDR`, `IDAT`, `acTL`, …) and body.
    package struct Chunk: Sendable, Equatable {
        /// The four-letter type.
        package var type: String
        /// The body, without length and CRC.
        package var body: Data

        /// A chunk.
        package init(type: String, body: Data) {
            self.type = type
            self.body = body
        }
    }

    /// The signature every PNG file starts with.
    package static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// The most bytes a chunk body may have (2³¹ − 1, the standard's
    /// limit).
    package static let maximumLength = 0x7FFF_FFFF

    /// A file of chunks: the signature, then each chunk.
    package static func file(_ chunks: [Chunk]) -> Data {
        var data = signature
        for chunk in chunks { append(chunk, to: &data) }
        return data
    }

    /// Appends one chunk: its length, type, body and CRC.
    package static func append(_ chunk: Chunk, to data: inout Data) {
        data.appendBigEndian(UInt32(chunk.body.count))
        let typed = Data(chunk.type.utf8) + chunk.body
        data.append(typed)
        data.appendBigEndian(crc32(typed))
    }

    /// The chunks of a file, in order, up to and including `IEND`.
    ///
    /// - Returns: `nil` when the bytes are not a PNG file: no signature,
    ///   a chunk cut short, a CRC that does not match, a type that is not
    ///   four ASCII letters, or no `IEND`.
    package static func chunks(of data: Data) -> [Chunk]? {
        let bytes = [UInt8](data)
        guard bytes.count >= signature.count, bytes[0..<signature.count].elementsEqual(signature) else { return nil }
        var chunks: [Chunk] = []
        var offset = signature.count
        while offset + 12 <= bytes.count {
            let length = Int(readBigEndian(bytes, at: offset))
            guard length <= maximumLength, offset + 12 + length <= bytes.count else { return nil }
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return nil }
            let typed = Data(bytes[(offset + 4)..<(offset + 8 + length)])
            guard readBigEndian(bytes, at: offset + 8 + length) == crc32(typed) else { return nil }
            let type = String(decoding: typeBytes, as: UTF8.self)
            chunks.append(Chunk(type: type, body: Data(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
            if type == "IEND" { return chunks }
        }
        return nil
    }

    /// A big-endian 32-bit number at an offset of a chunk body.
    package static func readBigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// PNG's CRC-32 (ISO 3309, polynomial 0xEDB88320) of bytes.
    package static func crc32(_ data: Data) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}

extension Data {
    /// Appends a 32-bit number, most significant byte first (PNG's order).
    package mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends a 16-bit number, most significant byte first.
    package mutating func appendBigEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
    }
}
