import Foundation

/// A type that names an alignment guide and gives its default value.
///
/// Every built-in guide (`HorizontalAlignment.leading`,
/// `VerticalAlignment.top`, ...) has one; define your own to make a custom
/// guide:
///
/// ```swift
/// private struct FirstThird: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat {
///         context.height / 3
///     }
/// }
/// extension VerticalAlignment {
///     static let firstThird = VerticalAlignment(FirstThird.self)
/// }
/// ```
public protocol AlignmentID {
    /// The guide's offset from the view's origin when the view sets none
    /// (with `alignmentGuide(_:computeValue:)`).
    ///
    /// - Parameter context: The view's size and its other guides.
    /// - Returns: The offset, in the view's coordinates.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// Updates a container's explicit value of the guide with the `n`th
    /// explicit value among its children (counted from 0), in the
    /// container's coordinates.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// As in SwiftUI, the explicit values of a container's children are
    /// averaged: the `n`th value moves the running mean by its share.
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        if let current = parentValue, n > 0 {
            parentValue = current + (childValue - current) / CGFloat(n + 1)
        } else {
            parentValue = childValue
        }
    }
}

/// The built-in edge and center guides: their value is a fixed fraction of
/// the view's length, and, as in SwiftUI, a container does not pass its
/// children's explicit values of them on to its own parent (only custom
/// guides reach past the first container).
protocol FrameAlignmentID: AlignmentID {
    /// The guide's value as a fraction of the view's length.
    static var fraction: CGFloat { get }
}

extension FrameAlignmentID {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

/// One guide in one axis: what `HorizontalAlignment` and `VerticalAlignment`
/// hold. Two keys are equal when they name the same ``AlignmentID`` type in
/// the same axis.
///
/// The key is three words without padding (the axis and the fraction are
/// stored as numbers), so views holding alignments stay plain data that
/// the graph compares by their bytes.
package struct AlignmentKey: Hashable, @unchecked Sendable {
    /// The guide's identifier (metatypes are immutable).
    package let id: any AlignmentID.Type
    /// 0 for the horizontal axis, 1 for the vertical one.
    private let axisCode: CGFloat
    /// The fraction of a built-in edge or center guide; NaN for others.
    private let fractionCode: CGFloat

    init(id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axisCode = axis == .horizontal ? 0 : 1
        self.fractionCode = (id as? any FrameAlignmentID.Type)?.fraction ?? .nan
    }

    /// The axis the guide positions along.
    package var axis: Axis { axisCode == 0 ? .horizontal : .vertical }

    /// The value's fraction of the view's length, for the built-in edge and
    /// center guides (`nil` for others).
    package var fraction: CGFloat? { fractionCode.isNaN ? nil : fractionCode }

    /// The same alignment identifier.
    package static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    /// Hashes the identifier.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// The view's length along the guide's axis.
    func length(of size: CGSize) -> CGFloat {
        axis == .horizontal ? size.width : size.height
    }

    /// The guide's default value in a view of these dimensions.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        if let fraction { return fraction * length(of: dimensions.size) }
        return id.defaultValue(in: dimensions)
    }

    /// Explicit values of the guide combined as a container combines its
    /// children's (see ``AlignmentID/_combineExplicit(childValue:_:into:)``).
    func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        var result: CGFloat?
        var n = 0
        for case let value? in values {
            id._combineExplicit(childValue: value, n, into: &result)
            n += 1
        }
        return result
    }

    /// The fraction of the free length before a view aligned by this guide
    /// where only a fraction can be used (a `safeAreaInset`'s alignment):
    /// a custom guide's default value in a 1 × 1 view.
    var approximateFraction: CGFloat {
        fraction ?? id.defaultValue(in: ViewDimensions(size: CGSize(width: 1, height: 1), guides: nil))
    }
}
