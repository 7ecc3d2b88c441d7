import AnimationCore
import Foundation

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape {
    /// Creates a capsule.
    public init() {}

    /// The capsule.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}
