import AnimationCore

/// How a shape's inside is decided when it is filled.
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule decides (a point is inside when a ray from
    /// it crosses the path an odd number of times); otherwise the non-zero
    /// winding rule.
    public var isEOFilled: Bool
    /// Whether edges are antialiased. The renderers always antialias.
    public var isAntialiased: Bool

    /// Creates a fill style.
    ///
    /// - Parameters:
    ///   - eoFill: The even-odd rule; `false` (non-zero winding) when omitted.
    ///   - antialiased: Antialiasing; `true` when omitted.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
