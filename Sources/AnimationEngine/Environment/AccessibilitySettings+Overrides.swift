import AnimationCore

/// SwiftUI's writable forms of the accessibility settings, as previews and
/// snapshot tests set them (`.environment(\._accessibilityReduceMotion,
/// true)`): the same values as the settings they name.
extension EnvironmentValues {
    /// The writable form of ``accessibilityReduceMotion``.
    public var _accessibilityReduceMotion: Bool {
        get { accessibilityReduceMotion }
        set { accessibilityReduceMotion = newValue }
    }

    /// The writable form of ``accessibilityReduceTransparency``.
    public var _accessibilityReduceTransparency: Bool {
        get { accessibilityReduceTransparency }
        set { accessibilityReduceTransparency = newValue }
    }

    /// The writable form of ``accessibilityDifferentiateWithoutColor``.
    public var _accessibilityDifferentiateWithoutColor: Bool {
        get { accessibilityDifferentiateWithoutColor }
        set { accessibilityDifferentiateWithoutColor = newValue }
    }

    /// The writable form of ``accessibilityInvertColors``.
    public var _accessibilityInvertColors: Bool {
        get { accessibilityInvertColors }
        set { accessibilityInvertColors = newValue }
    }

    /// The writable form of ``accessibilityShowButtonShapes``.
    public var _accessibilityShowButtonShapes: Bool {
        get { accessibilityShowButtonShapes }
        set { accessibilityShowButtonShapes = newValue }
    }
}
