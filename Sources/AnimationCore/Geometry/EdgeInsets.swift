import Foundation

/// The inset distances for the sides of a rectangle.
///
/// Animates its four distances, nested as
/// `(top, (leading, (bottom, trailing)))`.
@frozen
public struct EdgeInsets: Equatable, Sendable {
    /// The distance from the top edge.
    public var top: CGFloat
    /// The distance from the leading edge.
    public var leading: CGFloat
    /// The distance from the bottom edge.
    public var bottom: CGFloat
    /// The distance from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets of zero on every side.
    @inlinable
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates insets with the given distances.
    ///
    /// - Parameters:
    ///   - top: The distance from the top edge.
    ///   - leading: The distance from the leading edge.
    ///   - bottom: The distance from the bottom edge.
    ///   - trailing: The distance from the trailing edge.
    @inlinable
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

extension EdgeInsets: Animatable {
    /// The four distances: `(top, (leading, (bottom, trailing)))`.
    @inlinable
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}
