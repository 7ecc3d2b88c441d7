import Foundation

/// A guide that lines views up horizontally: in a vertical stack, a frame,
/// or the horizontal part of an `Alignment`.
public struct HorizontalAlignment: Hashable, Sendable {
    /// The alignment's identifier.
    package let key: AlignmentKey

    /// The alignment of a key (a custom layout's, a stack's).
    package init(_ key: AlignmentKey) { self.key = key }

    /// A guide named by an identifier type (a custom guide).
    ///
    /// - Parameter id: The type that names the guide and gives its
    ///   default value.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .horizontal)
    }

    /// The fraction of the free width before a view, where only a fraction
    /// can be used (see ``AlignmentKey/approximateFraction``).
    package var fraction: CGFloat { key.approximateFraction }

    /// Combines explicit values of this guide as a container does with its
    /// children's: the average of the non-`nil` values for custom guides,
    /// `nil` for the built-in ones (which do not pass through containers).
    ///
    /// - Parameter values: The values, `nil` where a child has none.
    /// - Returns: The combined value, or `nil`.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combineExplicit(values)
    }

    /// Aligned to the leading edge.
    public static let leading = HorizontalAlignment(Leading.self)
    /// Centered.
    public static let center = HorizontalAlignment(Center.self)
    /// Aligned to the trailing edge.
    public static let trailing = HorizontalAlignment(Trailing.self)

    private enum Leading: FrameAlignmentID {
        static var fraction: CGFloat { 0 }
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    private enum Center: FrameAlignmentID {
        static var fraction: CGFloat { 0.5 }
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }

    private enum Trailing: FrameAlignmentID {
        static var fraction: CGFloat { 1 }
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
}
