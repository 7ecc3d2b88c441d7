import AnimationCore
import Foundation

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}

    /// The frame as a path.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}
