import Foundation

/// How views line up vertically in a horizontal stack or a frame.
public struct VerticalAlignment: Hashable, Sendable {
    /// The fraction of the free height above the view: 0 top, 1 bottom.
    let fraction: CGFloat

    /// Aligned to the top edge.
    public static let top = VerticalAlignment(fraction: 0)
    /// Centered.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// Aligned to the bottom edge.
    public static let bottom = VerticalAlignment(fraction: 1)
}
