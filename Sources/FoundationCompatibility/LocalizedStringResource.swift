import Foundation

/// A string to localize later, with its key, default value and table, as
/// Apple's Foundation's `LocalizedStringResource` (Linux's Foundation has
/// none). Here it resolves to its default value in the main bundle's
/// table, as `String(localized:)` does.
public struct LocalizedStringResource: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The key in the table.
    public var key: String
    /// The text when the table has no entry.
    public var defaultValue: String
    /// The table's name (`Localizable` when `nil`).
    public var table: String?
    /// The locale to resolve in.
    public var locale: Locale

    /// A resource of a key, with its default value.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - defaultValue: The text when the table has no entry (the key by default).
    ///   - table: The table.
    ///   - locale: The locale.
    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale = .current) {
        self.key = key
        self.defaultValue = defaultValue ?? key
        self.table = table
        self.locale = locale
    }

    /// A resource whose key is the literal.
    ///
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A resource of an interpolated string (its key is the string).
    ///
    /// - Parameter stringInterpolation: The interpolation.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// The text: the main bundle's entry for the key, or the default value.
    public var description: String {
        Bundle.main.localizedString(forKey: key, value: defaultValue, table: table)
    }
}

extension String {
    /// The localized text of a resource.
    ///
    /// - Parameter resource: The resource.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.description
    }
}
