import AnimationCore

/// The active appearance expected of controls in a window, as SwiftUI's
/// `ControlActiveState` (macOS; deprecated there for
/// ``AnimationCore/EnvironmentValues/appearsActive``).
public enum ControlActiveState: CaseIterable, Hashable, Sendable {
    /// The window is the key window.
    case key
    /// The window is active but not key.
    case active
    /// The window is inactive.
    case inactive
}

private struct AppearsActiveKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether views should prefer their active appearance: `true` (the
    /// headless host's one window is focused) unless set.
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] }
        set { self[AppearsActiveKey.self] = newValue }
    }

    /// The active state of controls, mapped to and from ``appearsActive``
    /// as SwiftUI maps it since macOS 15: `.key` when it is `true`,
    /// `.inactive` when not; setting `.key` or `.active` sets it to `true`,
    /// `.inactive` to `false`.
    public var controlActiveState: ControlActiveState {
        get { appearsActive ? .key : .inactive }
        set { appearsActive = newValue != .inactive }
    }
}
