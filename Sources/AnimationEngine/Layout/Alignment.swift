import Foundation

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    ///
    /// - Parameters:
    ///   - horizontal: The horizontal part.
    ///   - vertical: The vertical part.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered in both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, vertically centered.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, vertically centered.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top, horizontally centered.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom, horizontally centered.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
