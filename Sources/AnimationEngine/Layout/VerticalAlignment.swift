import Foundation

/// A guide that lines views up vertically: in a horizontal stack, a frame,
/// or the vertical part of an `Alignment`.
public struct VerticalAlignment: Hashable, Sendable {
    /// The alignment's identifier.
    package let key: AlignmentKey

    /// The alignment of a key (a custom layout's, a stack's).
    package init(_ key: AlignmentKey) { self.key = key }

    /// A guide named by an identifier type (a custom guide).
    ///
    /// - Parameter id: The type that names the guide and gives its
    ///   default value.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .vertical)
    }

    /// The fraction of the free height above a view, where only a fraction
    /// can be used (see ``AlignmentKey/approximateFraction``).
    package var fraction: CGFloat { key.approximateFraction }

    /// Combines explicit values of this guide as a container does with its
    /// children's: the average of the non-`nil` values for custom guides,
    /// the first and last text baselines the topmost and bottommost, `nil`
    /// for the edge and center guides (which do not pass through
    /// containers).
    ///
    /// - Parameter values: The values, `nil` where a child has none.
    /// - Returns: The combined value, or `nil`.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combineExplicit(values)
    }

    /// Aligned to the top edge.
    public static let top = VerticalAlignment(Top.self)
    /// Centered.
    public static let center = VerticalAlignment(Center.self)
    /// Aligned to the bottom edge.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// Aligned to the baseline of the first line of text (the bottom edge
    /// of views without text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// Aligned to the baseline of the last line of text (the bottom edge of
    /// views without text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    private enum Top: FrameAlignmentID {
        static var fraction: CGFloat { 0 }
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    private enum Center: FrameAlignmentID {
        static var fraction: CGFloat { 0.5 }
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }

    private enum Bottom: FrameAlignmentID {
        static var fraction: CGFloat { 1 }
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }

    /// The first line's baseline: the bottom by default; text gives its own.
    package enum FirstTextBaseline: AlignmentID {
        /// The bottom of a view that has no text.
        package static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
        /// A container's first baseline is its highest child's.
        package static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = min(childValue, parentValue ?? .infinity)
        }
    }

    /// The last line's baseline: the bottom by default; text gives its own.
    package enum LastTextBaseline: AlignmentID {
        /// The bottom of a view that has no text.
        package static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
        /// A container's last baseline is its lowest child's.
        package static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = max(childValue, parentValue ?? -.infinity)
        }
    }
}
