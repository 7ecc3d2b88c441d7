import Foundation

extension String {
    /// A localizable string's key and its default value, as Foundation's
    /// `String.LocalizationValue` (which Linux's Foundation lacks): a
    /// literal, or an interpolation whose key is its text as written with
    /// the values put in (Apple's key uses format specifiers such as `%@`
    /// in their place, so a table entry for an interpolated string is
    /// found only by that text).
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The key, and the value used when no table has it.
        public let key: String

        /// A value of a literal.
        public init(stringLiteral value: String) {
            key = value
        }

        /// A value of an interpolation.
        public init(stringInterpolation: DefaultStringInterpolation) {
            key = String(stringInterpolation: stringInterpolation)
        }

        /// A value of a string.
        public init(_ value: String) {
            key = value
        }
    }

    /// The localized string of a key in a bundle's table (the main
    /// bundle's `Localizable` table by default), or the key when no table
    /// has it, as Foundation's `String(localized:table:bundle:locale:comment:)`.
    ///
    /// - Parameters:
    ///   - keyAndValue: The key, which is also the default value.
    ///   - table: The table's name.
    ///   - bundle: The bundle; the main bundle when `nil`.
    ///   - locale: The locale (the bundle's current localization is used).
    ///   - comment: A comment for translators.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = (bundle ?? .main).localizedString(forKey: keyAndValue.key, value: keyAndValue.key, table: table)
    }

    /// The localized string of a key, with a default value for when no
    /// table has it.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - defaultValue: The value when no table has the key.
    ///   - table: The table's name.
    ///   - bundle: The bundle; the main bundle when `nil`.
    ///   - locale: The locale.
    ///   - comment: A comment for translators.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = (bundle ?? .main).localizedString(forKey: "\(key)", value: defaultValue.key, table: table)
    }
}
