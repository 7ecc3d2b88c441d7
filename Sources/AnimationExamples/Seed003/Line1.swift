import AnimationCore
import AnimationViews
import Foundation

/// Seed 003's first line: from the origin to `(coordinate, coordinate)`,
/// animatable through one `CGFloat`.
public struct Line1: Shape {
    /// Where the line ends, on both axes.
    public var coordinate: CGFloat

    /// Creates the line.
    ///
    /// - Parameter coordinate: Where it ends, on both axes.
    public init(coordinate: CGFloat) {
        self.coordinate = coordinate
    }

    /// The end coordinate.
    public var animatableData: CGFloat {
        get { coordinate }
        set { coordinate = newValue }
    }

    /// A line from the origin of the shape's frame.
    public func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: coordinate, y: coordinate))
        }
    }
}
