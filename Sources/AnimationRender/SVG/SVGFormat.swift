import AnimationCore
import AnimationViews
import Foundation

/// Number, color and text formatting for SVG and HTML output.
enum SVGFormat {
    /// A number with at most three decimals and no trailing zeros.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1_000).rounded() / 1_000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A number from a `CGFloat`.
    static func number(_ value: CGFloat) -> String {
        number(Double(value))
    }

    /// An sRGB color as `rgb(r,g,b)`; opacity goes in a separate attribute.
    static func color(_ color: Color.Resolved) -> String {
        func channel(_ value: Float) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return "rgb(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)))"
    }

    /// Text escaped for XML.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A path's `d` attribute.
    static func pathData(_ path: Path) -> String {
        var parts: [String] = []
        func point(_ p: CGPoint) -> String { "\(number(p.x)) \(number(p.y))" }
        for element in path.elements {
            switch element {
            case .move(let p): parts.append("M\(point(p))")
            case .line(let p): parts.append("L\(point(p))")
            case .quadCurve(let p, let c): parts.append("Q\(point(c)) \(point(p))")
            case .curve(let p, let c1, let c2): parts.append("C\(point(c1)) \(point(c2)) \(point(p))")
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }
}
