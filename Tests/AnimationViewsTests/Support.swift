import AnimationCore
import AnimationRuntime
import Foundation

@testable import AnimationViews

/// Records calls from inside view bodies.
@MainActor
final class Log {
    var entries: [String] = []
    var values: [Double] = []
    func count(_ name: String) -> Int { entries.filter { $0 == name }.count }
}

extension DisplayList {
    /// The first item, depth first, that satisfies a condition.
    func first(where predicate: (Item) -> Bool) -> Item? {
        flattened.first { predicate($0.item) }?.item
    }

    /// The items that draw an image.
    var images: [(item: Item, transform: CGAffineTransform)] {
        flattened.filter { if case .image = $0.item.content { return true } else { return false } }
    }
}

extension CGAffineTransform {
    /// The horizontal scale of a transform without rotation.
    var scaleX: CGFloat { a }
}

/// The default text font, 17 points of the system face, from the font's
/// tables: Inter's advance widths (units per em 2816; `a` 1588, `e` 1640,
/// `h` 1664, `l` 668, `o` 1680, the space 792, digits 1308 to 1808) plus
/// San Francisco's tracking at 17 points (-26/1000 em, the Human Interface
/// Guidelines' figure) after every character; San Francisco's vertical
/// metrics (ascender 1950 and descender 494 of 2048, in Inter's units 2681
/// and 679); sizes rounded up to whole pixels at the host's 3x.
enum Body {
    static let unit = 17.0 / 2816
    static let tracking = -0.026 * 17
    static let advances: [Character: Double] = [
        "a": 1588, "b": 1748, "e": 1640, "h": 1664, "l": 668, "o": 1680, " ": 792, "…": 2312,
        "0": 1760, "1": 1308, "2": 1704, "3": 1792, "4": 1808, "5": 1712, "6": 1756, "7": 1608, "8": 1736, "9": 1756
    ]
    /// A line's height as laid out, before rounding: 20.284 points.
    static let rawLine = (2681 + 679) * unit
    /// One line, rounded up to whole pixels at 3x: 61 pixels.
    static let line = pixels(rawLine)
    /// The distance between the baselines of wrapped lines: the body
    /// style's published line height (Apple's Human Interface Guidelines,
    /// "Typography"), 22.00 points in iOS 26 renders.
    static let linePitch = 22.0
    static let ascent = 2681 * unit
    /// A digit under `monospacedDigit()`: the widest digit (Inter's 4,
    /// 1808 units), tracked.
    static let tabularDigit = 1808 * unit + tracking
    /// The advance of one character, tracking included.
    static func advance(_ character: Character) -> Double { advances[character]! * unit + tracking }
    /// The advances of a string's characters, added (not rounded).
    static func width(_ string: String) -> Double { string.reduce(0) { $0 + advance($1) } }
    /// A length rounded up to whole pixels at 3x, as text sizes are.
    static func pixels(_ length: Double) -> Double { (length * 3 - 1e-6).rounded(.up) / 3 }
}

extension Gradient {
    /// The gradient blending in the device's space (gamma-encoded sRGB), as
    /// tests of stops and renderers assume; gradients blend perceptually
    /// by default.
    var device: Gradient {
        var gradient = self
        gradient.interpolation = .device
        return gradient
    }
}
