import AnimationCore
import Foundation

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}

    /// The frame as a path.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

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

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    /// Creates an ellipse.
    public init() {}

    /// The ellipse.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape {
    /// Creates a capsule.
    public init() {}

    /// The capsule.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}
