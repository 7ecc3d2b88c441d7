import Foundation

/// A QR code symbol of bytes, as ISO/IEC 18004 builds it: byte mode, the
/// smallest version (1 to 40) that holds the message at the correction
/// level, and the mask of the lowest penalty.
package struct QRCodeEncoder {
    /// The error correction levels.
    package enum Level: Int, Sendable {
        /// 7 %, 15 %, 25 % and 30 % of the codewords recoverable.
        case L = 0
        case M, Q, H

        /// The level of a letter (`"L"`, `"M"`, `"Q"`, `"H"`); `nil` for
        /// others.
        package init?(letter: String) {
            switch letter.uppercased() {
            case "L": self = .L
            case "M": self = .M
            case "Q": self = .Q
            case "H": self = .H
            default: return nil
            }
        }

        /// The two format bits of the level.
        var formatBits: Int { [1, 0, 3, 2][rawValue] }
    }

    /// Error correction codewords per block, by level and version.
    private static let eccPerBlock: [[Int]] = [
        [
            -1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30,
            30, 30, 30, 30, 30, 30
        ],
        [
            -1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
            28, 28, 28, 28, 28, 28, 28
        ],
        [
            -1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30,
            30, 30, 30, 30, 30, 30, 30
        ],
        [
            -1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
            30, 30, 30, 30, 30, 30, 30
        ]
    ]
    /// Error correction blocks, by level and version.
    private static let blockCount: [[Int]] = [
        [-1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
        [
            -1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43,
            45, 47, 49
        ],
        [
            -1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56,
            59, 62, 65, 68
        ],
        [
            -1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66,
            70, 74, 77, 81
        ]
    ]

    /// The symbol's side in modules.
    package let size: Int
    /// The symbol's version.
    package let version: Int
    /// The mask chosen.
    package private(set) var mask = 0
    /// Dark modules, row by row from the top.
    package internal(set) var modules: [Bool]
    var isFunction: [Bool]

    /// The symbol of bytes at a level; `nil` when they do not fit in
    /// version 40. `mask` forces a mask (0 to 7) instead of the one of
    /// the lowest penalty.
    package init?(bytes: [UInt8], level: Level, mask forced: Int? = nil) {
        guard let version = (1...40).first(where: { Self.dataCapacity($0, level) * 8 >= Self.bitLength(bytes.count, $0) })
        else { return nil }
        self.version = version
        size = version * 4 + 17
        modules = Array(repeating: false, count: size * size)
        isFunction = modules
        drawFunctionPatterns(level: level)
        drawCodewords(Self.interleaved(Self.dataCodewords(bytes, version: version, level: level), version: version, level: level))
        var best = (mask: 0, penalty: Int.max)
        for mask in 0..<8 {
            applyMask(mask)
            drawFormatBits(level: level, mask: mask)
            let penalty = self.penalty()
            if penalty < best.penalty { best = (mask, penalty) }
            applyMask(mask)
        }
        mask = forced.map { min(max($0, 0), 7) } ?? best.mask
        applyMask(mask)
        drawFormatBits(level: level, mask: mask)
    }

    /// Whether the module at a column and row (from the top left) is dark.
    package func isDark(_ x: Int, _ y: Int) -> Bool { modules[y * size + x] }

    // MARK: Capacity and codewords

    private static func rawModules(_ v: Int) -> Int {
        var result = (16 * v + 128) * v + 64
        if v >= 2 {
            let align = v / 7 + 2
            result -= (25 * align - 10) * align - 55
            if v >= 7 { result -= 36 }
        }
        return result
    }

    private static func dataCapacity(_ v: Int, _ level: Level) -> Int {
        rawModules(v) / 8 - eccPerBlock[level.rawValue][v] * blockCount[level.rawValue][v]
    }

    private static func bitLength(_ count: Int, _ v: Int) -> Int { 4 + (v < 10 ? 8 : 16) + count * 8 }

    private static func dataCodewords(_ bytes: [UInt8], version: Int, level: Level) -> [UInt8] {
        var bits = [Bool]()
        func append(_ value: Int, _ count: Int) { for i in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> i) & 1 == 1) } }
        append(0b0100, 4)
        append(bytes.count, version < 10 ? 8 : 16)
        for byte in bytes { append(Int(byte), 8) }
        let capacity = dataCapacity(version, level) * 8
        append(0, min(4, capacity - bits.count))
        append(0, (8 - bits.count % 8) % 8)
        var out = stride(from: 0, to: bits.count, by: 8).map { i in bits[i..<i + 8].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) } }
        var pad: UInt8 = 0xEC
        while out.count < capacity / 8 {
            out.append(pad)
            pad ^= 0xEC ^ 0x11
        }
        return out
    }

    private static func interleaved(_ data: [UInt8], version: Int, level: Level) -> [UInt8] {
        let blocks = blockCount[level.rawValue][version], ecc = eccPerBlock[level.rawValue][version]
        let raw = rawModules(version) / 8, shortBlocks = blocks - raw % blocks, shortLength = raw / blocks
        let divisor = ReedSolomon.divisor(degree: ecc)
        var split = [[UInt8]](), k = 0
        for i in 0..<blocks {
            let length = shortLength - ecc + (i < shortBlocks ? 0 : 1)
            var block = Array(data[k..<k + length])
            k += length
            let remainder = ReedSolomon.remainder(block, divisor)
            if i < shortBlocks { block.append(0) }
            split.append(block + remainder)
        }
        var out = [UInt8]()
        for i in 0..<split[0].count {
            for (j, block) in split.enumerated() where i != shortLength - ecc || j >= shortBlocks { out.append(block[i]) }
        }
        return out
    }
}
