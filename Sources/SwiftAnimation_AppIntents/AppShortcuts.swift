import Foundation

/// A shortcut of an intent with the phrases that run it, as AppIntents'
/// `AppShortcut`.
public struct AppShortcut: Sendable {
    /// The intent.
    public let intent: any AppIntent
    /// The phrases.
    public let phrases: [AppShortcutPhrase]
    /// The short title.
    public let shortTitle: LocalizedStringResource?
    /// The symbol's name.
    public let systemImageName: String?

    /// A shortcut.
    ///
    /// - Parameters:
    ///   - intent: The intent it runs.
    ///   - phrases: What one says to run it.
    ///   - shortTitle: Its title.
    ///   - systemImageName: Its symbol.
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase], shortTitle: LocalizedStringResource? = nil, systemImageName: String? = nil
    ) {
        self.intent = intent
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }
}

/// A phrase of a shortcut; `\(.applicationName)` stands for the app's name.
public struct AppShortcutPhrase: Sendable, ExpressibleByStringInterpolation {
    /// The phrase, with `${applicationName}` for the app's name.
    public let text: String

    /// A phrase of a literal.
    ///
    /// - Parameter value: The phrase.
    public init(stringLiteral value: String) {
        text = value
    }

    /// A phrase of an interpolation.
    ///
    /// - Parameter stringInterpolation: The interpolation.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// The parts of a phrase.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// Room for the parts.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// A literal part.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// The app's name.
        public mutating func appendInterpolation(_ name: AppShortcutPhraseToken) { text += "${applicationName}" }
    }
}

/// A token of a phrase.
public enum AppShortcutPhraseToken: Sendable {
    /// The app's name.
    case applicationName
}

/// The app's shortcuts, as AppIntents' `AppShortcutsProvider`.
public protocol AppShortcutsProvider {
    /// The shortcuts.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The shortcuts' tint (kept).
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    /// Blue.
    public static var shortcutTileColor: ShortcutTileColor { .blue }
}

/// The color of the app's shortcut tiles.
public enum ShortcutTileColor: Sendable {
    case blue, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine, teal, yellow
}

/// Builds a list of shortcuts.
@resultBuilder
public enum AppShortcutsBuilder {
    /// The shortcuts.
    public static func buildBlock(_ shortcuts: AppShortcut...) -> [AppShortcut] { shortcuts }
    /// An `if`.
    public static func buildOptional(_ shortcuts: [AppShortcut]?) -> [AppShortcut] { shortcuts ?? [] }
    /// A shortcut.
    public static func buildExpression(_ shortcut: AppShortcut) -> AppShortcut { shortcut }
}
