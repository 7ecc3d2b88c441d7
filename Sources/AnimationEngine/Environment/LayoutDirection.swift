import AnimationCore

/// The direction text and horizontal layout read in.
///
/// Difference from SwiftUI: layout does not mirror for right-to-left
/// here; views read the value (`@Environment(\.layoutDirection)`) and can
/// flip what they draw themselves.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

extension EnvironmentValues {
    /// The layout direction: left to right by default.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
