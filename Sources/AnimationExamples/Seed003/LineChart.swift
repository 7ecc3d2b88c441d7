import AnimationCore
import AnimationViews
import Foundation

/// Seed 003's line chart: its values animate as one ``AnimatableVector``.
/// As in the seed, each value is a y coordinate from the top of the frame.
public struct LineChart: Shape {
    /// The values.
    public var vector: AnimatableVector

    /// Creates the chart.
    ///
    /// - Parameter vector: The values.
    public init(vector: AnimatableVector) {
        self.vector = vector
    }

    /// The values.
    public var animatableData: AnimatableVector {
        get { vector }
        set { vector = newValue }
    }

    /// A line from the origin through one point per value, `width / count`
    /// apart.
    public func path(in rect: CGRect) -> Path {
        Path { path in
            let xStep = rect.width / CGFloat(max(vector.count, 1))
            var currentX = xStep
            path.move(to: .zero)
            for value in vector.values {
                path.addLine(to: CGPoint(x: currentX, y: CGFloat(value)))
                currentX += xStep
            }
        }
    }
}
