import AnimationCore
import Foundation

/// Whether people can select a text's characters, as SwiftUI's
/// `TextSelectability`.
public struct TextSelectability: Sendable, Hashable {
    let allowsSelection: Bool
    /// Selectable.
    public static let enabled = TextSelectability(allowsSelection: true)
    /// Not selectable (the default).
    public static let disabled = TextSelectability(allowsSelection: false)
}

/// How scrolling dismisses the keyboard, as SwiftUI's
/// `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let name: String
    /// The context's default.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// As soon as a scroll starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// As the drag moves past the keyboard.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
}

private struct AllowsTighteningKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// How scrolling in this environment dismisses the keyboard
    /// (`scrollDismissesKeyboard(_:)`): `.automatic` by default.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }

    /// Whether text in this environment may tighten its letters before it
    /// truncates (`allowsTightening(_:)`): `false` by default.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

/// An effect on a view the pointer hovers over, as SwiftUI's `HoverEffect`.
public struct HoverEffect: Sendable, Hashable {
    let name: String
    /// The system's choice.
    public static let automatic = HoverEffect(name: "automatic")
    /// A highlight.
    public static let highlight = HoverEffect(name: "highlight")
    /// A lift.
    public static let lift = HoverEffect(name: "lift")
}

// What these modifiers change is the device's alone: the status bar, the
// home indicator, the edge gestures, text selection menus, the software
// keyboard, hover from a trackpad, spoken punctuation. The headless host
// draws none of these and has a single finger for a pointer, so each
// draws the view as it is (the differences article lists them, with the
// test that shows they change nothing drawn).
extension View {
    /// Hides the status bar: the headless host draws none.
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Sets the visibility of the system's overlays (the home indicator):
    /// the headless host draws none.
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// Lets the view's gestures come before the system's at screen edges:
    /// the headless host has no system gestures.
    nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View { self }

    /// Makes text selectable: the headless host shows no selection menu.
    nonisolated public func textSelection(_ selectability: TextSelectability) -> some View { self }

    /// Sets how scrolling dismisses the keyboard (the environment's
    /// `scrollDismissesKeyboardMode`): the headless host shows no keyboard.
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }

    /// Lets text tighten its letters before truncating (the environment's
    /// `allowsTightening`): this package's text layout does not tighten (it
    /// truncates as it would).
    nonisolated public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }

    /// Runs an action when the pointer enters or leaves the view: the
    /// headless host's pointer is a finger, which never hovers, so the
    /// action never runs.
    nonisolated public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View { self }

    /// Adds an effect while a pointer hovers: a finger never hovers.
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Makes VoiceOver speak punctuation: the headless host has no speech.
    nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
}
