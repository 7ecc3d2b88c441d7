import AnimationCore
import Foundation

/// The format and pixel size of an image file, read from its header.
///
/// PNG: the `IHDR` chunk. JPEG: the first start-of-frame marker. WebP, HEIF
/// and PDF: see `ImageFileInfo+Formats.swift`. The format is read from the
/// bytes, whatever the extension says (as iOS decodes), but for SVG, which
/// is text: the root element's `width` and `height` (in user units or
/// `px`), else its `viewBox`, else 300 × 150, the size a browser gives an
/// SVG with none.
struct ImageFileInfo: Equatable, Sendable {
    var format: AssetCatalog.ImageFormat
    /// Pixels for PNG, JPEG, WebP and HEIF; user units for SVG; points for
    /// PDF.
    var size: CGSize

    /// Reads the header of an image file; `nil` when the bytes are not a
    /// PNG, a JPEG, a WebP, a HEIF, a PDF or an SVG, or their size is
    /// missing or zero.
    init?(data: Data, pathExtension: String) {
        let bytes = [UInt8](data.prefix(64 * 1024))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes.count >= 24 {
            let width = Self.bigEndian(bytes, 16), height = Self.bigEndian(bytes, 20)
            guard width > 0, height > 0 else { return nil }
            self.init(format: .png, size: CGSize(width: CGFloat(width), height: CGFloat(height)))
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            guard let size = Self.jpegSize(bytes) else { return nil }
            self.init(format: .jpeg, size: size)
        } else if let size = Self.webPSize(bytes) {
            self.init(format: .webp, size: size)
        } else if let size = Self.heifSize(bytes) {
            self.init(format: .heic, size: size)
        } else if data.starts(with: Array("%PDF-".utf8)) {
            guard let size = Self.pdfSize(data) else { return nil }
            self.init(format: .pdf, size: size)
        } else if pathExtension.lowercased() == "svg", let text = String(data: data, encoding: .utf8),
            let size = Self.svgSize(text)
        {
            self.init(format: .svg, size: size)
        } else {
            return nil
        }
    }

    private init(format: AssetCatalog.ImageFormat, size: CGSize) {
        self.format = format
        self.size = size
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The size in the first SOF marker (C0–CF but C4, C8 and CC, which
    /// are tables and extensions).
    private static func jpegSize(_ bytes: [UInt8]) -> CGSize? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
            }
            index += 2 + length
        }
        return nil
    }

    /// The size of an SVG document's root element.
    static func svgSize(_ text: String) -> CGSize? {
        guard let open = text.range(of: "<svg") else { return nil }
        guard let close = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[open.upperBound..<close])
        func attribute(_ name: String) -> String? {
            guard let range = tag.range(of: "(^|\\s)\(name)\\s*=\\s*[\"'][^\"']*[\"']", options: .regularExpression) else { return nil }
            let match = tag[range]
            guard let start = match.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { return nil }
            return String(match[match.index(after: start)...].dropLast())
        }
        func length(_ value: String?) -> CGFloat? {
            guard var value = value?.trimmingCharacters(in: .whitespaces) else { return nil }
            if value.hasSuffix("px") { value.removeLast(2) }
            guard let number = Double(value), number.isFinite, number > 0 else { return nil }
            return CGFloat(number)
        }
        let box = attribute("viewBox")?
            .split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        let boxSize = box.flatMap { $0.count == 4 && $0[2] > 0 && $0[3] > 0 ? CGSize(width: $0[2], height: $0[3]) : nil }
        let width = length(attribute("width")), height = length(attribute("height"))
        switch (width, height, boxSize) {
        case let (width?, height?, _): return CGSize(width: width, height: height)
        case let (width?, nil, box?): return CGSize(width: width, height: width * box.height / box.width)
        case let (nil, height?, box?): return CGSize(width: height * box.width / box.height, height: height)
        case let (nil, nil, box?): return box
        default: return CGSize(width: width ?? 300, height: height ?? 150)
        }
    }
}
