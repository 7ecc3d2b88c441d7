import AnimationCore
import AnimationViews
import Foundation

/// Seed 003's second line: from the origin to `(x, y)`, animatable through
/// an `AnimatablePair`.
public struct Line2: Shape {
    /// Where the line ends.
    public var x: CGFloat
    /// Where the line ends.
    public var y: CGFloat

    /// Creates the line.
    ///
    /// - Parameters:
    ///   - x: Where it ends, horizontally.
    ///   - y: Where it ends, vertically.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// Both coordinates.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set {
            x = newValue.first
            y = newValue.second
        }
    }

    /// A line from the origin of the shape's frame.
    public func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: x, y: y))
        }
    }
}
