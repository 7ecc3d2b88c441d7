import AnimationCore
import Foundation

/// The shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous corners, whose curvature grows smoothly. Drawn as
    /// quarter circles here (the continuous curve is not published); the
    /// difference is at most a few percent of the radius near the corner.
    case continuous
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The corner size.
    public var cornerSize: CGSize
    /// The corners' style.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle.
    ///
    /// - Parameters:
    ///   - cornerRadius: The corner radius.
    ///   - style: The corners' style; continuous when omitted, as in SwiftUI.
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Creates a rounded rectangle.
    ///
    /// - Parameters:
    ///   - cornerSize: The corner size; its width is used as the radius.
    ///   - style: The corners' style; continuous when omitted.
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The corner size animates.
    nonisolated public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    /// The rounded frame.
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: cornerSize.width)
    }
}
