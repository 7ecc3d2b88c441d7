import AnimationCore
import Foundation

/// A circle centered in its frame, as large as the shorter side.
public struct Circle: Shape {
    /// Creates a circle.
    public init() {}

    /// The circle.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}
