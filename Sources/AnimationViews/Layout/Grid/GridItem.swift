import Foundation

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`): how long it is,
/// and the space after it.
public struct GridItem: Sendable {
    /// How a grid item's length is decided.
    public enum Size: Sendable {
        /// A fixed length.
        case fixed(CGFloat)
        /// A share of the space the fixed items leave, between a minimum and
        /// a maximum.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit in a share of the space, each at least
        /// `minimum` long (and at most `maximum`).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The space after the item; 8 when `nil`.
    public var spacing: CGFloat?
    /// How views line up in the item's cells; the grid's when `nil`.
    public var alignment: Alignment?

    /// Creates a grid item.
    ///
    /// - Parameters:
    ///   - size: The item's size; flexible by default.
    ///   - spacing: The space after the item; 8 when `nil`.
    ///   - alignment: How views line up in its cells.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Which views of a lazy stack or grid stay pinned while it scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The set's bits.
    public let rawValue: UInt32

    /// Creates a set from its raw value.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
