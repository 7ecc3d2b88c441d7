import Foundation

/// The metrics of one face text is measured with: advance widths, kerning
/// and vertical metrics in font units, from the tables that
/// `scripts/generate-font-metrics.py` reads out of SF Pro (the system face:
/// SF Pro Text under 20 points, SF Pro Display from 20) and Debian's
/// Liberation fonts (serif and monospaced).
///
/// Characters outside the table: wide (East Asian, emoji) characters are
/// one em, combining marks zero, others the width of the face's `n`.
struct FontMetrics: Sendable {
    /// The font family renderers draw the face with.
    let family: String
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int
    /// The height of capital letters above the baseline (OS/2's
    /// `sCapHeight`), in font units.
    let capHeight: Int
    /// Advances of code points 32 to 255.
    let latin: [UInt16]
    /// Advances of other code points in the table, sorted.
    let extra: [(UInt32, UInt16)]
    /// The face's kerning pairs between printable Latin-1 characters
    /// (ASCII and U+00A0 to U+00FF), each keyed `first << 8 | second`,
    /// sorted; their adjustments in ``kerningValues``.
    let kerningKeys: [UInt16]
    let kerningValues: [Int16]

    /// - Parameter kerning: Base64 of the pairs, four bytes each (first and
    ///   second character, then the adjustment as a big-endian `Int16` in
    ///   font units), sorted; line breaks are ignored.
    init(
        family: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, capHeight: Int, latin: [UInt16],
        extra: [(UInt32, UInt16)],
        kerning: String = ""
    ) {
        self.family = family
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.latin = latin
        self.extra = extra
        let bytes = [UInt8](Data(base64Encoded: kerning, options: .ignoreUnknownCharacters) ?? Data())
        var keys: [UInt16] = []
        var values: [Int16] = []
        keys.reserveCapacity(bytes.count / 4)
        values.reserveCapacity(bytes.count / 4)
        for start in stride(from: 0, to: bytes.count - 3, by: 4) {
            keys.append(UInt16(bytes[start]) << 8 | UInt16(bytes[start + 1]))
            values.append(Int16(bitPattern: UInt16(bytes[start + 2]) << 8 | UInt16(bytes[start + 3])))
        }
        kerningKeys = keys
        kerningValues = values
    }

    /// The kerning between two adjacent characters, in ems: the face's pair
    /// adjustment (`"T"` then `"e"` in SF Pro Text Regular: −200 of 2,048
    /// units); 0 for a pair the face does not kern or characters outside
    /// printable Latin-1 (a letter with a combining accent is two scalars:
    /// not kerned).
    func kerning(_ first: Character, _ second: Character) -> CGFloat {
        guard !kerningKeys.isEmpty, let a = Self.latin1(first), let b = Self.latin1(second) else { return 0 }
        let key = a << 8 | b
        var low = 0
        var high = kerningKeys.count
        while low < high {
            let middle = (low + high) / 2
            if kerningKeys[middle] < key { low = middle + 1 } else { high = middle }
        }
        guard low < kerningKeys.count, kerningKeys[low] == key else { return 0 }
        return CGFloat(kerningValues[low]) / CGFloat(unitsPerEm)
    }

    /// A character's code when it is one printable Latin-1 scalar (32 to
    /// 255); `nil` otherwise.
    private static func latin1(_ character: Character) -> UInt16? {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.count == 1, scalar.value >= 32, scalar.value <= 255 else { return nil }
        return UInt16(scalar.value)
    }

    /// The advance of a character, in ems.
    func advance(of character: Character) -> CGFloat {
        var total: CGFloat = 0
        for scalar in character.unicodeScalars {
            total += advance(of: scalar)
            // A character's first scalar sets its width; the rest combine.
            break
        }
        return total
    }

    private func advance(of scalar: Unicode.Scalar) -> CGFloat {
        let value = scalar.value
        let em = CGFloat(unitsPerEm)
        if value >= 32, value < 256 {
            let width = latin[Int(value) - 32]
            if width > 0 { return CGFloat(width) / em }
        }
        if let index = extra.firstIndex(where: { $0.0 == value }) { return CGFloat(extra[index].1) / em }
        if value < 32 { return 0 }
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark { return 0 }
        if scalar.properties.isEmojiPresentation || (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0x1F000...0x1FAFF).contains(value) || (0x20000...0x3FFFD).contains(value)
        {
            return 1
        }
        return CGFloat(latin[Int(("n" as Unicode.Scalar).value) - 32]) / em
    }

    /// The advance of every digit when digits have equal widths: the
    /// widest digit's, in ems.
    var tabularDigitAdvance: CGFloat {
        CGFloat(latin[16..<26].max() ?? 0) / CGFloat(unitsPerEm)
    }

    /// Ascent above the baseline, in ems.
    var ascent: CGFloat { CGFloat(ascender) / CGFloat(unitsPerEm) }
    /// Descent below the baseline, in ems.
    var descent: CGFloat { CGFloat(descender) / CGFloat(unitsPerEm) }
    /// The gap between lines, in ems.
    var leading: CGFloat { CGFloat(lineGap) / CGFloat(unitsPerEm) }
    /// Cap height, in ems.
    var capHeightInEms: CGFloat { CGFloat(capHeight) / CGFloat(unitsPerEm) }
}
