import Foundation

/// A message with interpolated values, as `Logger`'s methods and `os_log`
/// take it: `"Loaded \(count) items for \(user, privacy: .private)"`.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// The message as it prints (private values redacted).
    public let text: String

    /// A message without values.
    ///
    /// - Parameter value: The text.
    public init(stringLiteral value: String) { text = value }

    /// A message with values.
    ///
    /// - Parameter stringInterpolation: Its parts.
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The parts of an ``OSLogMessage``, with the value formats and privacy
/// of Apple's `OSLogInterpolation`.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    /// Room for a message.
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity + interpolationCount * 8) }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// Appends a string.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += privacy.apply(align.apply(argumentString()))
    }

    /// Appends a value by its description.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += privacy.apply(align.apply(value().description))
    }

    /// Appends an integer.
    public mutating func appendInterpolation<T: BinaryInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += privacy.apply(align.apply(format.format(number())))
    }

    /// Appends a `Double`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogFloatAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += privacy.apply(align.apply(format.format(number())))
    }

    /// Appends a `Float`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogFloatAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += privacy.apply(align.apply(format.format(Double(number()))))
    }

    /// Appends a `CGFloat`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
        align: OSLogFloatAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += privacy.apply(align.apply(format.format(Double(number()))))
    }

    /// Appends a Boolean.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        let value = boolean()
        text += privacy.apply(format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false"))
    }

    /// Appends an error by its description (what `String(describing:)`
    /// gives it).
    public mutating func appendInterpolation(
        _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto
    ) {
        text += privacy.apply(String(describing: error()))
    }

    /// Appends a type's name.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type, privacy: OSLogPrivacy = .auto
    ) {
        text += privacy.apply(String(describing: value()))
    }

    /// Appends an optional value: its description, or `nil`.
    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T?, privacy: OSLogPrivacy = .auto
    ) {
        text += privacy.apply(value().map { String(describing: $0) } ?? "nil")
    }

    /// Appends any other value by `String(describing:)`.
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += privacy.apply(align.apply(String(describing: value())))
    }
}
