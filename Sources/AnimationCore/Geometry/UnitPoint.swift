import Foundation

/// A normalized 2D point in a view's coordinate space.
///
/// `(0, 0)` is the top-leading corner and `(1, 1)` the bottom-trailing
/// corner, in a left-to-right layout. Values outside `0...1` lie outside the
/// view. The ``animatableData`` is `x` and `y` multiplied by 128, as in
/// SwiftUI, so that rest thresholds treat a unit point like a distance in
/// points.
@frozen
public struct UnitPoint: Hashable, Sendable {
    /// The normalized distance from the leading edge.
    public var x: CGFloat

    /// The normalized distance from the top edge.
    public var y: CGFloat

    /// Creates a unit point at the origin, `(0, 0)`.
    @inlinable
    public init() {
        self.x = 0
        self.y = 0
    }

    /// Creates a unit point with the given coordinates.
    ///
    /// - Parameters:
    ///   - x: The normalized distance from the leading edge.
    ///   - y: The normalized distance from the top edge.
    @inlinable
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The center, `(0.5, 0.5)`.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge, `(0, 0.5)`.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge, `(1, 0.5)`.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge, `(0.5, 0)`.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge, `(0.5, 1)`.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner, `(0, 0)`.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner, `(1, 0)`.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner, `(0, 1)`.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner, `(1, 1)`.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Animatable {
    /// `x` and `y`, each multiplied by 128.
    @inlinable
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x * 128.0, y * 128.0) }
        set {
            x = newValue.first / 128.0
            y = newValue.second / 128.0
        }
    }
}
