import AnimationCore
import Foundation

/// The headers of the formats iOS decodes besides PNG and JPEG: WebP, HEIF
/// (HEIC) and PDF. Each is recognized by its bytes, whatever the file's
/// extension says, as iOS's image decoders do.
extension ImageFileInfo {
    /// A WebP file's canvas size: `RIFF....WEBP`, then a `VP8 ` (lossy),
    /// `VP8L` (lossless) or `VP8X` (extended) chunk, each of which stores
    /// the size its own way.
    static func webPSize(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) else { return nil }
        func little(_ offset: Int, _ count: Int) -> Int {
            (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        let width: Int, height: Int
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            // The key frame's start code, then 14-bit width and height.
            guard bytes[23] == 0x9D, bytes[24] == 0x01, bytes[25] == 0x2A else { return nil }
            width = little(26, 2) & 0x3FFF
            height = little(28, 2) & 0x3FFF
        case "VP8L":
            // The signature byte, then width - 1 and height - 1 in 14 bits each.
            guard bytes[20] == 0x2F else { return nil }
            let packed = little(21, 4)
            width = (packed & 0x3FFF) + 1
            height = (packed >> 14 & 0x3FFF) + 1
        case "VP8X":
            // Flags, then the canvas's width - 1 and height - 1 in 24 bits each.
            width = little(24, 3) + 1
            height = little(27, 3) + 1
        default:
            return nil
        }
        return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
    }

    /// The brands of an ISO media file that hold HEIF images (HEVC-coded:
    /// what an iPhone's camera and Xcode's HEIC export write).
    private static let heifBrands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]

    /// A HEIF file's size: the image-extent property (`ispe`) of its
    /// primary item (`pitm`), as the item-property associations (`ipma`)
    /// give it, its sides swapped by a quarter turn (`irot`). A grid's
    /// tiles and a thumbnail have their own extents; the primary item's
    /// is the picture's.
    static func heifSize(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 16, Array(bytes[4..<8]) == Array("ftyp".utf8),
            heifBrands.contains(String(decoding: bytes[8..<12], as: UTF8.self)),
            let meta = ISOBox.children(of: bytes, in: 0..<bytes.count).first(where: { $0.type == "meta" })
        else { return nil }
        // `meta` is a full box: its children follow its version and flags.
        let inMeta = ISOBox.children(of: bytes, in: meta.body.lowerBound + 4..<meta.body.upperBound)
        guard let pitm = inMeta.first(where: { $0.type == "pitm" }), let iprp = inMeta.first(where: { $0.type == "iprp" }) else { return nil }
        let reader = ISOBox.Reader(bytes: bytes)
        guard let pitmVersion = reader.integer(at: pitm.body.lowerBound, size: 1, in: pitm.body),
            let primary = reader.integer(at: pitm.body.lowerBound + 4, size: pitmVersion == 0 ? 2 : 4, in: pitm.body)
        else { return nil }
        let inProperties = ISOBox.children(of: bytes, in: iprp.body)
        guard let ipco = inProperties.first(where: { $0.type == "ipco" }) else { return nil }
        let properties = ISOBox.children(of: bytes, in: ipco.body)
        // The primary item's property indices (1-based into `ipco`).
        var indices: [Int] = []
        for ipma in inProperties where ipma.type == "ipma" {
            guard let version = reader.integer(at: ipma.body.lowerBound, size: 1, in: ipma.body),
                let flags = reader.integer(at: ipma.body.lowerBound + 1, size: 3, in: ipma.body),
                let count = reader.integer(at: ipma.body.lowerBound + 4, size: 4, in: ipma.body)
            else { continue }
            let wide = flags & 1 == 1
            var offset = ipma.body.lowerBound + 8
            for _ in 0..<min(count, 65_536) {
                let idSize = version < 1 ? 2 : 4
                guard let item = reader.integer(at: offset, size: idSize, in: ipma.body),
                    let associations = reader.integer(at: offset + idSize, size: 1, in: ipma.body)
                else { break }
                offset += idSize + 1
                for _ in 0..<associations {
                    guard let value = reader.integer(at: offset, size: wide ? 2 : 1, in: ipma.body) else { break }
                    offset += wide ? 2 : 1
                    if item == primary { indices.append(value & (wide ? 0x7FFF : 0x7F)) }
                }
            }
        }
        var size: CGSize?
        var quarterTurns = 0
        for index in indices where index >= 1 && index <= properties.count {
            let property = properties[index - 1]
            if property.type == "ispe", let width = reader.integer(at: property.body.lowerBound + 4, size: 4, in: property.body),
                let height = reader.integer(at: property.body.lowerBound + 8, size: 4, in: property.body), width > 0, height > 0
            {
                size = CGSize(width: width, height: height)
            } else if property.type == "irot", let angle = reader.integer(at: property.body.lowerBound, size: 1, in: property.body) {
                quarterTurns = angle & 3
            }
        }
        guard let size else { return nil }
        return quarterTurns % 2 == 1 ? CGSize(width: size.height, height: size.width) : size
    }

    /// A PDF document's first page size in points: its `/CropBox`, else its
    /// `/MediaBox` (the boxes of a page written in plain text, as the PDFs
    /// that design tools export for Xcode have them).
    static func pdfSize(_ data: Data) -> CGSize? {
        guard data.starts(with: Array("%PDF-".utf8)) else { return nil }
        let text = String(decoding: data.prefix(4 * 1024 * 1024).map { $0 < 0x80 ? $0 : 0x20 }, as: UTF8.self)
        for key in ["CropBox", "MediaBox"] {
            guard let range = text.range(of: "/\(key)\\s*\\[[^\\]]*\\]", options: .regularExpression) else { continue }
            let numbers = text[range].dropFirst(key.count + 1).split(whereSeparator: { " \n\r\t[]".contains($0) }).compactMap { Double($0) }
            guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { continue }
            let width = abs(numbers[2] - numbers[0]), height = abs(numbers[3] - numbers[1])
            if width > 0, height > 0 { return CGSize(width: width, height: height) }
        }
        return nil
    }
}

/// A box of an ISO base media file (HEIF's container): its four-letter
/// type and the range of its body in the file's bytes.
struct ISOBox {
    var type: String
    var body: Range<Int>

    /// The boxes one after another in a range; stops at a box whose size
    /// leaves the range.
    static func children(of bytes: [UInt8], in range: Range<Int>) -> [ISOBox] {
        let reader = Reader(bytes: bytes)
        var boxes: [ISOBox] = []
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound, let size32 = reader.integer(at: offset, size: 4, in: range) {
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            var header = 8, size = size32
            if size32 == 1 {
                // A 64-bit size follows the type.
                guard let large = reader.integer(at: offset + 8, size: 8, in: range) else { break }
                header = 16
                size = large
            } else if size32 == 0 {
                // To the end of the enclosing range.
                size = range.upperBound - offset
            }
            guard size >= header, offset + size <= range.upperBound else { break }
            boxes.append(ISOBox(type: type, body: offset + header..<offset + size))
            offset += size
        }
        return boxes
    }

    /// Big-endian integers read inside a range, `nil` past its end.
    struct Reader {
        var bytes: [UInt8]

        func integer(at offset: Int, size: Int, in range: Range<Int>) -> Int? {
            guard offset >= range.lowerBound, offset + size <= range.upperBound, size <= 8 else { return nil }
            let value = bytes[offset..<offset + size].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            return value > UInt64(Int.max) ? nil : Int(value)
        }
    }
}
