import Foundation

/// Insets of a rectangle's edges, as in UIKit.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Insets of each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// No insets.
    public static let zero = UIEdgeInsets()
}

/// Insets of a rectangle's edges by reading direction, as in UIKit.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat

    /// Insets of each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}

/// An offset, as in UIKit.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// An offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

/// Corners of a rectangle, as in UIKit (`UIBezierPath`'s rounded corners).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners' bits.
    public let rawValue: UInt
    /// Corners of their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners = UIRectCorner(rawValue: 0b1111)
}

/// Edges of a rectangle, as in UIKit.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: UInt
    /// Edges of their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all = UIRectEdge(rawValue: 0b1111)
}

extension CGRect {
    /// The rectangle inside insets (UIKit's `inset(by:)`).
    ///
    /// - Parameter insets: The insets.
    /// - Returns: The rectangle, empty when the insets are wider.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }
}
