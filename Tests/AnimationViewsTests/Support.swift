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

/// The frames of the views identified "a" and "b" in a view hosted at 3x
/// in 400 × 400 points.
@MainActor
func framesOfAAndB<V: View>(_ view: V) throws -> (a: CGRect, b: CGRect) {
    let host = ViewHost(view.environment(\.displayScale, 3), size: CGSize(width: 400, height: 400))
    guard let a = host.find(id: "a"), let b = host.find(id: "b") else { throw MissingView() }
    return (a.frame, b.frame)
}

/// A view a test looked for is not there.
struct MissingView: Error {}

extension CGAffineTransform {
    /// The horizontal scale of a transform without rotation.
    var scaleX: CGFloat { a }
}

/// The default text font, 17 points of the system face, from the font's
/// tables: SF Pro Text Regular's advance widths (units per em 2048; `a`
/// 1130, `e` 1170, `h` 1205, `l` 518, `o` 1210, the space 576, digits 950
/// to 1318) and kerning pairs, plus San Francisco's tracking at 17 points
/// (-0.43 points, the Human Interface Guidelines' table) after every
/// character; its vertical metrics (ascender 1950 and descender 494 of
/// 2048); sizes rounded up to whole pixels at the host's 3x.
enum Body {
    /// SF Pro Text Regular's em: 2,048 units, at 17 points.
    static let unit = 17.0 / 2048
    /// San Francisco's tracking at 17 points (Apple's Human Interface
    /// Guidelines, "Typography", iOS tracking values: -0.43 points).
    static let tracking = -0.43
    /// SF Pro Text Regular's advance widths (hmtx), in font units.
    static let advances: [Character: Double] = [
        "a": 1130, "b": 1258, "e": 1170, "h": 1205, "l": 518, "o": 1210, " ": 576, "…": 1648,
        "0": 1290, "1": 950, "2": 1236, "3": 1284, "4": 1318, "5": 1266, "6": 1304, "7": 1166, "8": 1308, "9": 1304
    ]
    /// SF Pro Text Regular's kerning (its GPOS `kern` pairs) between the
    /// ASCII characters above, in font units; pairs not listed are 0.
    static let kerning: [String: Double] = [
        "a1": -80, "a7": -30, "b1": -50, "b7": -60, "e7": -40, "h1": -80, "h7": -30, "o1": -50, "o7": -60,
        "07": -40, "2e": -10, "2o": -10, "24": -30, "41": -20, "7a": -90, "7e": -100, "7o": -100, "70": -30,
        "73": -30, "74": -120, "75": -20, "76": -30, "77": 40, "78": -30, "79": -20, "97": -40
    ]
    /// A line's height as laid out, before rounding: 20.287 points.
    static let rawLine = (1950 + 494) * unit
    /// One line, rounded up to whole pixels at 3x: 61 pixels.
    static let line = pixels(rawLine)
    /// The distance between the baselines of wrapped lines: the body
    /// style's published line height (Apple's Human Interface Guidelines,
    /// "Typography"), 22.00 points in iOS 26 renders.
    static let linePitch = 22.0
    static let ascent = 1950 * unit
    /// A digit under `monospacedDigit()`: the widest digit (SF Pro Text's
    /// 4, 1318 units), tracked.
    static let tabularDigit = 1318 * unit + tracking
    /// The advance of one character, tracking included.
    static func advance(_ character: Character) -> Double { advances[character]! * unit + tracking }
    /// The advances of a string's characters and the kerning between them,
    /// added (not rounded).
    static func width(_ string: String) -> Double {
        let characters = Array(string)
        var total = characters.reduce(0) { $0 + advance($1) }
        for (first, second) in zip(characters, characters.dropFirst()) {
            total += (kerning[String([first, second])] ?? 0) * unit
        }
        return total
    }
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
