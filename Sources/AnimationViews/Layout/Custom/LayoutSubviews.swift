import Foundation

/// The subviews of a custom ``Layout``, in the order its content lists
/// them (groups and `ForEach`es opened).
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    let elements: [LayoutSubview]
    /// The positions of the subviews in the layout's whole collection.
    public let startIndex: Int
    /// The position after the last subview.
    public let endIndex: Int

    init(_ elements: [LayoutSubview], range: Range<Int>? = nil) {
        self.elements = elements
        startIndex = range?.lowerBound ?? 0
        endIndex = range?.upperBound ?? elements.count
    }

    /// The subview at a position.
    public subscript(index: Int) -> LayoutSubview {
        precondition(index >= startIndex && index < endIndex, "LayoutSubviews index \(index) out of range")
        return elements[index]
    }

    /// The subviews in a range of positions.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "LayoutSubviews range out of range")
        return LayoutSubviews(elements, range: bounds)
    }

    /// Whether two collections hold the same subviews in the same order.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }
    }
}
