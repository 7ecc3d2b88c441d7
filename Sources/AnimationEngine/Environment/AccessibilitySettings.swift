import AnimationCore

/// How heavy text is for legibility, as SwiftUI's `LegibilityWeight`
/// (the Bold Text setting).
public enum LegibilityWeight: Hashable, Sendable {
    /// Regular weights.
    case regular
    /// Bolder weights (Bold Text is on).
    case bold
}

/// One accessibility setting of the device, off unless a host turns it on.
private struct AccessibilitySettingKey<Tag>: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum ReduceMotion {}
private enum ReduceTransparency {}
private enum DifferentiateWithoutColor {}
private enum InvertColors {}
private enum VoiceOver {}
private enum SwitchControl {}
private enum ShowButtonShapes {}
private enum DimFlashingLights {}
private enum AssistiveAccess {}
private enum AccessibilityOn {}
private enum LargeContentViewer {}
private enum QuickActions {}

private struct PlayAnimatedImagesKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct LegibilityWeightKey: EnvironmentKey {
    static var defaultValue: LegibilityWeight? { .regular }
}

/// The device's accessibility settings, as views read them
/// (`@Environment(\.accessibilityReduceMotion)`): a default iPhone's, all
/// off. SwiftUI only reads them; here they can be set too, so that a host
/// (``ViewHost/updateEnvironment(animation:_:)``) or a preview plays a device with
/// the setting on.
extension EnvironmentValues {
    /// Whether Reduce Motion is on: views should replace sliding and
    /// zooming animations with fades or none.
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilitySettingKey<ReduceMotion>.self] }
        set { self[AccessibilitySettingKey<ReduceMotion>.self] = newValue }
    }

    /// Whether Reduce Transparency is on.
    public var accessibilityReduceTransparency: Bool {
        get { self[AccessibilitySettingKey<ReduceTransparency>.self] }
        set { self[AccessibilitySettingKey<ReduceTransparency>.self] = newValue }
    }

    /// Whether Differentiate Without Color is on.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilitySettingKey<DifferentiateWithoutColor>.self] }
        set { self[AccessibilitySettingKey<DifferentiateWithoutColor>.self] = newValue }
    }

    /// Whether Smart Invert is on (nothing is inverted on this host either
    /// way).
    public var accessibilityInvertColors: Bool {
        get { self[AccessibilitySettingKey<InvertColors>.self] }
        set { self[AccessibilitySettingKey<InvertColors>.self] = newValue }
    }

    /// Whether VoiceOver is running.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilitySettingKey<VoiceOver>.self] }
        set { self[AccessibilitySettingKey<VoiceOver>.self] = newValue }
    }

    /// Whether Switch Control is running.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilitySettingKey<SwitchControl>.self] }
        set { self[AccessibilitySettingKey<SwitchControl>.self] = newValue }
    }

    /// Whether Button Shapes is on.
    public var accessibilityShowButtonShapes: Bool {
        get { self[AccessibilitySettingKey<ShowButtonShapes>.self] }
        set { self[AccessibilitySettingKey<ShowButtonShapes>.self] = newValue }
    }

    /// Whether Dim Flashing Lights is on.
    public var accessibilityDimFlashingLights: Bool {
        get { self[AccessibilitySettingKey<DimFlashingLights>.self] }
        set { self[AccessibilitySettingKey<DimFlashingLights>.self] = newValue }
    }

    /// Whether Assistive Access is on.
    public var accessibilityAssistiveAccessEnabled: Bool {
        get { self[AccessibilitySettingKey<AssistiveAccess>.self] }
        set { self[AccessibilitySettingKey<AssistiveAccess>.self] = newValue }
    }

    /// Whether an assistive technology is running.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilitySettingKey<AccessibilityOn>.self] }
        set { self[AccessibilitySettingKey<AccessibilityOn>.self] = newValue }
    }

    /// Whether the large content viewer is on (a long press on a bar item
    /// shows it enlarged, for the largest text sizes).
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[AccessibilitySettingKey<LargeContentViewer>.self] }
        set { self[AccessibilitySettingKey<LargeContentViewer>.self] = newValue }
    }

    /// Whether Quick Actions are on (a double pinch runs a view's quick
    /// action, on Apple Watch).
    public var accessibilityQuickActionsEnabled: Bool {
        get { self[AccessibilitySettingKey<QuickActions>.self] }
        set { self[AccessibilitySettingKey<QuickActions>.self] = newValue }
    }

    /// Whether animated images play (Play Animated Images; on by default).
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[PlayAnimatedImagesKey.self] }
        set { self[PlayAnimatedImagesKey.self] = newValue }
    }

    /// The Bold Text setting: `.regular` by default.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}
