import Foundation

/// A proposal for the size of a view: a dimension is `nil` when the parent
/// asks for the view's ideal size in it.
///
/// As in SwiftUI, a parent measures a child with special proposals:
/// ``zero`` (its smallest size), ``infinity`` (its largest) and
/// ``unspecified`` (its ideal size), or any size in between.
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal.
    ///
    /// - Parameters:
    ///   - width: The proposed width, or `nil` for the ideal width.
    ///   - height: The proposed height, or `nil` for the ideal height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal of a size.
    ///
    /// - Parameter size: The proposed size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// A proposal of zero in both dimensions: the view's smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)

    /// A proposal of infinity in both dimensions: the view's largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// A proposal of `nil` in both dimensions: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal as a size, its `nil` dimensions replaced.
    ///
    /// - Parameter size: The size whose dimensions replace `nil` ones;
    ///   10 × 10 by default, as in SwiftUI.
    /// - Returns: The size.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
