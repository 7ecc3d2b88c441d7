import Foundation

/// How views line up horizontally in a vertical stack or a frame.
public struct HorizontalAlignment: Hashable, Sendable {
    /// The fraction of the free width before the view: 0 leading, 1 trailing.
    let fraction: CGFloat

    /// Aligned to the leading edge.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// Centered.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// Aligned to the trailing edge.
    public static let trailing = HorizontalAlignment(fraction: 1)
}
