import AnimationCore
import Foundation

private struct DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

extension EnvironmentValues {
    /// Pixels per point of the display views are shown on.
    ///
    /// As in SwiftUI, an environment made from scratch says 1; a
    /// ``ViewHost`` says 3 (an iPhone's) by default, and
    /// `.environment(\.displayScale, 1)` lays a subtree out as on a 1x
    /// display. Text sizes are rounded up to whole pixels at this scale, as
    /// SwiftUI rounds them (one line of 17-point body text is 61
    /// pixels high at 3x: 20.333 points). A scale that is not finite or not
    /// positive counts as 1.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of one pixel in points: `1 / displayScale`.
    public var pixelLength: CGFloat { 1 / Self.usableScale(displayScale) }

    /// A display scale that can round: finite and positive, else 1.
    package static func usableScale(_ scale: CGFloat) -> CGFloat {
        scale.isFinite && scale > 0 ? scale : 1
    }
}
