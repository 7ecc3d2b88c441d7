import Foundation

/// How an integer is written in a message, as Apple's
/// `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Equatable, Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// In base 10.
    public static let decimal = OSLogIntegerFormatting(radix: 10, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    /// In base 16, lowercase.
    public static let hex = OSLogIntegerFormatting(radix: 16, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    /// In base 8.
    public static let octal = OSLogIntegerFormatting(radix: 8, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)

    /// In base 10 with options.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - minDigits: The fewest digits (padded with zeros).
    /// - Returns: The formatting.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits)
    }

    /// In base 16 with options.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - includePrefix: Whether the number starts with `0x`.
    ///   - uppercase: Whether digits above 9 are uppercase.
    ///   - minDigits: The fewest digits.
    /// - Returns: The formatting.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    /// In base 8 with options.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - includePrefix: Whether the number starts with `0`.
    ///   - uppercase: Unused (octal has no letters).
    ///   - minDigits: The fewest digits.
    /// - Returns: The formatting.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        let prefix = includePrefix ? (radix == 16 ? "0x" : radix == 8 ? "0" : "") : ""
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + digits
    }
}

/// How a floating-point number is written in a message, as Apple's
/// `OSLogFloatFormatting` (`%f`, `%e`, `%g`); the default, `.fixed`,
/// writes six decimals as `%f` does.
public struct OSLogFloatFormatting: Equatable, Sendable {
    let conversion: Character
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed-point, six decimals.
    public static let fixed = OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: false, uppercase: false)
    /// Scientific notation.
    public static let exponential = OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: false, uppercase: false)
    /// Fixed or scientific, whichever is shorter.
    public static let hybrid = OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: false, uppercase: false)
    /// Hexadecimal floating point.
    public static let hex = OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: false, uppercase: false)

    /// Fixed-point with options.
    ///
    /// - Parameters:
    ///   - precision: The number of decimals.
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - uppercase: Whether `inf` and `nan` are uppercase.
    /// - Returns: The formatting.
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed-point with a sign option.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - uppercase: Whether `inf` and `nan` are uppercase.
    /// - Returns: The formatting.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Scientific notation with options.
    ///
    /// - Parameters:
    ///   - precision: The number of decimals.
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - uppercase: Whether the exponent's `e` is uppercase.
    /// - Returns: The formatting.
    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(conversion: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed or scientific with options.
    ///
    /// - Parameters:
    ///   - precision: The number of significant digits.
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - uppercase: Whether the exponent's `e` is uppercase.
    /// - Returns: The formatting.
    public static func hybrid(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(conversion: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func format(_ value: Double) -> String {
        let conversion = uppercase ? Character(conversion.uppercased()) : conversion
        let spec = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\(max(0, $0))" } ?? "") + String(conversion)
        return String(format: spec, value)
    }
}

/// How a Boolean is written in a message.
public enum OSLogBoolFormat: Equatable, Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}

/// How an integer that counts something is written (Apple's
/// `OSLogInt32ExtendedFormat`): only `bitrate`, `byteCount`, `truth`,
/// `answer` and the like exist there; here they print the number.
public enum OSLogInt32ExtendedFormat: Equatable, Sendable {
    /// Seconds since 1970.
    case time
    /// A count of bytes.
    case byteCount
    /// A bit rate.
    case bitrate
    /// An errno value.
    case darwinErrno
}
