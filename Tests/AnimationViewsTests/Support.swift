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

/// The default text font, 17 points of Liberation Sans, from the font's
/// tables (units per em 2048; hhea ascender 1854, descender 434, line gap
/// 67): a digit and `a`, `b`, `e`, `h`, `o` advance 1139 units, `l` 455.
enum Body {
    static let unit = 17.0 / 2048
    static let digit = 1139 * unit
    static let line = (1854 + 434 + 67) * unit
    static let ascent = 1854 * unit
}
