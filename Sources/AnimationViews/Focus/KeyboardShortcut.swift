import AnimationCore
import Foundation

/// A key of a keyboard shortcut, as SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public let character: Character

    /// The key of a character.
    public init(_ character: Character) {
        self.character = character
    }

    /// The key of a literal.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.character = character
    }

    /// Return.
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{7F}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
}

/// Modifier keys held with a key, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The keys' bits.
    public let rawValue: Int
    /// Modifiers of bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric pad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key and its modifiers that trigger a control, as SwiftUI's
/// `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    /// How a shortcut follows the keyboard's layout.
    public struct Localization: Hashable, Sendable {
        let name: String
        /// The system's choice.
        public static let automatic = Localization(name: "automatic")
        /// Mirrored in right-to-left layouts.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// The key as written, whatever the layout.
        public static let custom = Localization(name: "custom")
    }

    /// The key.
    public let key: KeyEquivalent
    /// The modifiers.
    public let modifiers: EventModifiers
    /// How it follows the layout.
    public let localization: Localization

    /// A shortcut of a key and modifiers (Command by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return, the default action's key.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, the cancel action's key.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

// The headless host is an iPhone without a hardware keyboard, where
// shortcuts are never typed: they do not fire, and the control draws as it
// is (the differences article lists this with its test).
extension View {
    /// Gives the control a keyboard shortcut (never typed on the host).
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// Gives the control a keyboard shortcut (never typed on the host).
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Gives the control a keyboard shortcut, or none (never typed on the host).
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }

    /// Gives the control a keyboard shortcut (never typed on the host).
    nonisolated public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> some View { self }
}
