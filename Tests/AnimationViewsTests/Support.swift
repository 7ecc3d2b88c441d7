import AnimationCore
import AnimationRuntime
@testable import AnimationViews
import Foundation

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

/// Runs frames one at a time, calling `check` with the elapsed time since
/// `start` after each.
@MainActor
func frames(_ host: ViewHost, count: Int, _ check: (Double) -> Void) {
    for _ in 0..<count {
        host.advance(by: 1.0 / 60)
        check(host.time)
    }
}
