import AnimationCore
import Foundation

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    /// Creates an ellipse.
    public init() {}

    /// The ellipse.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
