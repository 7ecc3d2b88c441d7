import AnimationCore
import AnimationViews
import Foundation

/// Number, color and text formatting for SVG and HTML output.
package enum SVGFormat {
    /// A number with at most three decimals and no trailing zeros.
    static func number(_ value: Double) -> String {
        number(value, decimals: 3)
    }

    /// A number with at most `decimals` decimals (1 to 9), trailing zeros
    /// and a lone point dropped, `-0` as `0`, and a value that is not
    /// finite as `0`: the text every output shares, written with integer
    /// arithmetic (no `String(format:)`, which costs a formatter a call).
    static func number(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let scale = powersOfTen[decimals]
        let scaled = (value * scale).rounded()
        // Too large for exact integer arithmetic: the formatter.
        guard abs(scaled) < 9e15 else {
            var text = String(format: "%.\(decimals)f", scaled / scale)
            while text.contains("."), text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text
        }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let magnitude = units.magnitude, divisor = UInt64(scale)
        var text = units < 0 ? "-" : ""
        text += String(magnitude / divisor)
        var fraction = magnitude % divisor
        if fraction != 0 {
            var digits = decimals
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let written = String(fraction)
            text += "." + String(repeating: "0", count: digits - written.count) + written
        }
        return text
    }

    private static let powersOfTen: [Double] = (0...9).map { pow(10, Double($0)) }

    /// A number from a `CGFloat`.
    static func number(_ value: CGFloat) -> String {
        number(Double(value))
    }

    /// An sRGB color as `rgb(r,g,b)`; opacity goes in a separate attribute.
    static func color(_ color: Color.Resolved) -> String {
        func channel(_ value: Float) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return "rgb(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)))"
    }

    /// Text escaped for XML, and for HTML (the preview gallery's page).
    package static func escaped(_ text: String) -> String {
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
