import AnimationCore
import Foundation

/// A key pressed on a hardware keyboard, as SwiftUI's `KeyPress`.
public struct KeyPress: Sendable {
    /// The phases of a press.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The phases' bits.
        public let rawValue: Int
        /// Phases of bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key repeats while held.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key went up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What a handler did with a press.
    public enum Result: Sendable {
        /// Handled: no other handler sees it.
        case handled
        /// Ignored: the next handler sees it.
        case ignored
    }

    /// The key.
    public let key: KeyEquivalent
    /// The characters it typed.
    public let characters: String
    /// The modifiers held.
    public let modifiers: EventModifiers
    /// The phase.
    public let phase: Phases
}

// As keyboard shortcuts: the headless host is an iPhone without a hardware
// keyboard, so no key press reaches these handlers (text fields take typed
// text through `ViewHost.type(_:)`).
extension View {
    /// Handles a key's presses (none reach it on the host).
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View { self }

    /// Handles a key's presses in phases (none reach it on the host).
    nonisolated public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View { self }

    /// Handles presses of keys (none reach it on the host).
    nonisolated public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View { self }

    /// Handles presses that type characters (none reach it on the host).
    nonisolated public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View { self }

    /// Handles every press (none reach it on the host).
    nonisolated public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View { self }

    /// Lets the view take focus from a hardware keyboard (the host has
    /// none; text fields take focus by tap, as before).
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
