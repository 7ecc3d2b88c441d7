import AnimationCore
import Foundation

/// The outlines `Image(systemName:)` draws: for the SF Symbol names most
/// used in public SwiftUI code, the Material icon that shows the same
/// thing (Google's Material Icons, Apache License 2.0, read out of Debian's
/// `fonts-material-design-icons-iconfont` by
/// `scripts/generate-symbol-glyphs.py`).
///
/// An outline fills a square in Material's 24-point grid, which keeps a
/// margin of about 2 points, as a symbol's glyph sits in its line. The
/// numbered symbols are composed (``numbered(_:)``). A name the table lacks
/// draws the labeled placeholder (and the host warns once).
enum SymbolGlyphs {
    /// The outlines by symbol name, in a 1 × 1 box, parsed once.
    static let outlines: [String: Path] = {
        var result: [String: Path] = [:]
        for line in source.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            let name = String(line[..<space]), rest = line[line.index(after: space)...]
            // `=other`: the outline of an earlier name.
            result[name] = rest.first == "=" ? result[String(rest.dropFirst())] : parse(rest)
        }
        return result
    }()

    /// The outline of a symbol, in a 1 × 1 box (y down); `nil` for a name
    /// the table lacks.
    static func outline(named name: String) -> Path? {
        outlines[name] ?? numbered(name)
    }

    /// A path of absolute M, L, Q and Z commands in a 24 grid, scaled to 1.
    private static func parse(_ text: Substring) -> Path {
        var path = Path()
        var numbers: [CGFloat] = []
        var command: Character = "M"
        var token = ""
        func flush() {
            if !token.isEmpty, let value = Double(token) { numbers.append(CGFloat(value) / 24) }
            token = ""
        }
        func finish() {
            flush()
            switch command {
            case "M" where numbers.count >= 2: path.move(to: CGPoint(x: numbers[0], y: numbers[1]))
            case "L" where numbers.count >= 2: path.addLine(to: CGPoint(x: numbers[0], y: numbers[1]))
            case "Q" where numbers.count >= 4:
                path.addQuadCurve(to: CGPoint(x: numbers[2], y: numbers[3]), control: CGPoint(x: numbers[0], y: numbers[1]))
            case "Z": path.closeSubpath()
            default: break
            }
            numbers.removeAll(keepingCapacity: true)
        }
        for character in text {
            switch character {
            case "M", "L", "Q", "Z":
                finish()
                command = character
            case " ": flush()
            default: token.append(character)
            }
        }
        finish()
        return path
    }
}
