#if !canImport(Darwin)
import Foundation

/// How names are written in English and Latin script: what
/// `PersonNameComponentsFormatter` and `PersonNameComponents.FormatStyle`
/// share (Linux's Foundation has neither).
enum PersonNameText {
    /// The name at a style, after Apple's documented English examples
    /// (Dr. Thomas Louis Clark Esq., nicknamed Tom): long "Dr. Thomas Louis
    /// Clark Esq." (every part but the nickname), medium "Thomas Clark"
    /// (given and family names), short "Tom" (the nickname, or else the
    /// given or family name), abbreviated "TC" (the given and family
    /// names' initials). A style with no parts to write falls back to the
    /// longer ones; a name with no parts is "".
    static func write(_ name: PersonNameComponents, style: Int) -> String {
        func joined(_ parts: [String?]) -> String {
            parts.compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        }
        let medium = joined([name.givenName, name.familyName])
        let long = joined([name.namePrefix, name.givenName, name.middleName, name.familyName, name.nameSuffix])
        let mediumOrLonger = medium.isEmpty ? (long.isEmpty ? joined([name.nickname]) : long) : medium
        switch style {
        case 1:
            let short = joined([name.nickname ?? name.givenName ?? name.familyName])
            return short.isEmpty ? mediumOrLonger : short
        case 3:
            return long.isEmpty ? mediumOrLonger : long
        case 4:
            let initials = [name.givenName, name.familyName].compactMap { $0?.trimmingCharacters(in: .whitespaces).first }
            return initials.isEmpty ? mediumOrLonger : String(initials).uppercased()
        default:
            return mediumOrLonger
        }
    }

    /// A name read from its words: one word is a given name; more are a
    /// given name, middle names and a family name, in that order. Empty
    /// text has no name.
    static func read(_ string: String) -> PersonNameComponents? {
        let words = string.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return nil }
        var name = PersonNameComponents()
        name.givenName = first
        if words.count > 1 {
            name.familyName = words[words.count - 1]
            if words.count > 2 { name.middleName = words[1..<(words.count - 1)].joined(separator: " ") }
        }
        return name
    }
}

/// A person's name as text ("Thomas Clark", "Dr. Thomas Louis Clark
/// Esq."), as Foundation's formatter on Apple's platforms; Linux's
/// Foundation declares one that cannot be made. English order and Latin
/// initials for every locale (see `PersonNameText`).
open class PersonNameComponentsFormatter: Formatter, @unchecked Sendable {
    /// How much of the name is written.
    public enum Style: Int, Sendable {
        /// The medium style.
        case `default` = 0
        /// The nickname, or else the given or family name: "Tom".
        case short = 1
        /// The given and family names: "Thomas Clark".
        case medium = 2
        /// Every part but the nickname: "Dr. Thomas Louis Clark Esq.".
        case long = 3
        /// Initials: "TC".
        case abbreviated = 4
    }

    /// Options of the class method.
    public struct Options: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A set of bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The name's phonetic representation, when it has one.
        public static let phonetic = Self(rawValue: 1 << 1)
    }

    /// How much of the name is written (`.default` unless changed).
    open var style: Style = .default
    /// Whether the name's phonetic representation is written, when it has
    /// one.
    open var isPhonetic = false

    /// A formatter with the default style.
    public override init() {
        super.init()
    }

    /// Decoding is not supported on Linux.
    public required init?(coder: NSCoder) {
        nil
    }

    /// A name as text.
    ///
    /// - Parameter components: The name.
    /// - Returns: The text ("" for a name with no parts).
    open func string(from components: PersonNameComponents) -> String {
        let name = isPhonetic ? components.phoneticRepresentation ?? components : components
        return PersonNameText.write(name, style: style.rawValue)
    }

    /// A name read from text: a given name, middle names and a family
    /// name, in English order.
    ///
    /// - Parameter string: The text.
    /// - Returns: The name, or `nil` for text without words.
    open func personNameComponents(from string: String) -> PersonNameComponents? {
        PersonNameText.read(string)
    }

    /// A `PersonNameComponents` as text; `nil` for anything else.
    ///
    /// - Parameter obj: A name.
    /// - Returns: The text, or `nil`.
    open override func string(for obj: Any?) -> String? {
        (obj as? PersonNameComponents).map(string(from:))
    }

    /// A name as text in a style.
    ///
    /// - Parameters:
    ///   - components: The name.
    ///   - nameFormatStyle: How much of it is written.
    ///   - nameOptions: Options (`.phonetic`).
    /// - Returns: The text.
    open class func localizedString(
        from components: PersonNameComponents, style nameFormatStyle: Style, options nameOptions: Options = []
    ) -> String {
        let formatter = PersonNameComponentsFormatter()
        formatter.style = nameFormatStyle
        formatter.isPhonetic = nameOptions.contains(.phonetic)
        return formatter.string(from: components)
    }
}

extension PersonNameComponents {
    /// How a name is written, as on Apple's platforms (Linux's Foundation
    /// has no name format style). English order and Latin initials for
    /// every locale (see `PersonNameText`).
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How much of the name is written.
        public enum Style: Int, Codable, Hashable, Sendable {
            /// The nickname, or else the given or family name: "Tom".
            case short = 1
            /// The given and family names: "Thomas Clark".
            case medium = 2
            /// Every part but the nickname: "Dr. Thomas Louis Clark Esq.".
            case long = 3
            /// Initials: "TC".
            case abbreviated = 4
        }

        /// How much of the name is written.
        public var style: Style
        /// The locale (names are written in English order whatever it is).
        public var locale: Locale

        /// A style.
        ///
        /// - Parameters:
        ///   - style: How much of the name is written (medium by default).
        ///   - locale: The locale.
        public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        /// The name as text.
        ///
        /// - Parameter value: The name.
        /// - Returns: The text.
        public func format(_ value: PersonNameComponents) -> String {
            PersonNameText.write(value, style: style.rawValue)
        }

        /// The style in another locale.
        ///
        /// - Parameter locale: The locale.
        /// - Returns: The style.
        public func locale(_ locale: Locale) -> Self {
            Self(style: style, locale: locale)
        }
    }

    /// The name in the medium style: "Thomas Clark".
    ///
    /// - Returns: The text.
    public func formatted() -> String {
        FormatStyle().format(self)
    }

    /// The name in a style.
    ///
    /// - Parameter style: The style.
    /// - Returns: What the style makes of it.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A style for names.
    ///
    /// - Parameter style: How much of the name is written.
    /// - Returns: The style.
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
        PersonNameComponents.FormatStyle(style: style)
    }
}
#endif
