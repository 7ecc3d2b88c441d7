import AnimationCore
import Foundation

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape {
    /// The corners' style (see ``RoundedCornerStyle``: drawn as half
    /// circles either way).
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    ///
    /// - Parameter style: The corners' style; continuous when omitted, as
    ///   in SwiftUI.
    nonisolated public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// The capsule.
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}

extension Shape where Self == Capsule {
    /// A capsule with a corner style.
    ///
    /// - Parameter style: The corners' style.
    /// - Returns: The shape.
    public static func capsule(style: RoundedCornerStyle) -> Capsule {
        Capsule(style: style)
    }
}
