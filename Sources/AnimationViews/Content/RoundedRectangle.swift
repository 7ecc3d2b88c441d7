import AnimationCore
import Foundation

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The corner size.
    public var cornerSize: CGSize

    /// Creates a rounded rectangle.
    ///
    /// - Parameter cornerRadius: The corner radius.
    public init(cornerRadius: CGFloat) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }

    /// Creates a rounded rectangle.
    ///
    /// - Parameter cornerSize: The corner size; its width is used as the
    ///   radius.
    public init(cornerSize: CGSize) {
        self.cornerSize = cornerSize
    }

    /// The corner size animates.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    /// The rounded frame.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: cornerSize.width)
    }
}
