import Foundation

/// The text of a `Text` made from a string literal, with interpolations.
///
/// The headless host has no localization tables: the key is the text. A
/// number is formatted with its type's `printf` specifier, as SwiftUI
/// formats it (see `_FormatSpecifiable`: `"\(76.0)%"` reads
/// "76.000000%"); an interpolation with a `specifier` is formatted with
/// `String(format:)`,
/// one with a `format` with the format style; an interpolated `Text`
/// keeps its styles and custom attributes, as in SwiftUI. A key takes the
/// interpolations SwiftUI's does, no others: a literal that interpolates
/// another value (a `Bool`, an enum) is a `String`, which the
/// `StringProtocol` initializers (`Text`, `Button`, `Label`) show verbatim,
/// without Markdown, as SwiftUI shows it. Inline Markdown
/// in the literal is read, as SwiftUI reads it (see `InlineMarkdown`);
/// interpolated values are not Markdown.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text.
    let key: String

    /// The text the key shows (there are no localization tables: the key
    /// itself), for the modules that keep a name as a string.
    package var text: String { key }
    /// The styled parts, when texts were interpolated (`"Build \(styled)
    /// with SwiftUI"`): each interpolated text keeps its own attributes.
    var styledRuns: [Text.Run]? = nil
    /// The text as Markdown: the literal's characters as written, the
    /// interpolated values' escaped.
    var markdownSource: String

    /// Creates a key from a string.
    ///
    /// - Parameter value: The text.
    public init(_ value: String) {
        key = value
        markdownSource = value
    }

    /// Creates a key from a literal.
    ///
    /// - Parameter value: The text.
    public init(stringLiteral value: String) {
        key = value
        markdownSource = value
    }

    /// Creates a key from an interpolated literal.
    ///
    /// - Parameter stringInterpolation: The pieces.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.text
        styledRuns = stringInterpolation.styledRuns
        markdownSource = stringInterpolation.markdownSource
    }

    /// Keys are equal when their strings are.
    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool { lhs.key == rhs.key }

    /// Hashes the string.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// The pieces of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Creates an empty interpolation.
        ///
        /// - Parameters:
        ///   - literalCapacity: The literal characters' count.
        ///   - interpolationCount: The interpolations' count.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        /// Appends literal text.
        ///
        /// - Parameter literal: The text.
        public mutating func appendLiteral(_ literal: String) {
            let start = text.utf8.count
            text += literal
            literalRanges.append(start..<text.utf8.count)
        }

        /// Where the literal's pieces are in ``text`` (UTF-8 offsets).
        var literalRanges: [Range<Int>] = []

        /// The text as Markdown: literal pieces as written, interpolated
        /// values with Markdown's punctuation escaped.
        var markdownSource: String {
            let bytes = Array(text.utf8)
            var source = "", cursor = 0
            func escaped(_ range: Range<Int>) -> String {
                var out = ""
                for c in String(decoding: bytes[range], as: UTF8.self) {
                    if "\\*_~`[]()^".contains(c) { out.append("\\") }
                    out.append(c)
                }
                return out
            }
            for range in literalRanges {
                if range.lowerBound > cursor { source += escaped(cursor..<range.lowerBound) }
                source += String(decoding: bytes[range], as: UTF8.self)
                cursor = range.upperBound
            }
            if cursor < bytes.count { source += escaped(cursor..<bytes.count) }
            return source
        }

        /// Appends a number formatted with its type's `printf` specifier,
        /// as SwiftUI does: a `Double` with `%lf` (76 reads "76.000000"),
        /// an integer as itself.
        ///
        /// - Parameter value: The number.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            text += String(format: value._specifier, value._arg)
        }

        /// Appends a string.
        ///
        /// - Parameter string: The string.
        public mutating func appendInterpolation(_ string: String) {
            text += string
        }

        /// Appends a number formatted with a `printf` specifier.
        ///
        /// - Parameters:
        ///   - value: The number.
        ///   - specifier: The specifier, such as `"%.1f"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }

        /// Appends a value formatted with a format style.
        ///
        /// - Parameters:
        ///   - input: The value.
        ///   - format: The format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }

        /// Appends a value as a formatter writes it (`\(date, formatter:
        /// itemFormatter)`); its description when the formatter is `nil` or
        /// gives nothing for it.
        ///
        /// - Parameters:
        ///   - subject: The value (a `Date`, a number, a `URL` ...).
        ///   - formatter: The formatter.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            text += formatter?.string(for: subject) ?? "\(subject)"
        }

        /// Appends a date as a formatter writes it (Linux's `Date` is not a
        /// `ReferenceConvertible`, which Apple's is).
        ///
        /// - Parameters:
        ///   - subject: The date.
        ///   - formatter: The formatter.
        public mutating func appendInterpolation(_ subject: Date, formatter: Formatter? = nil) {
            text += formatter?.string(for: subject) ?? "\(subject)"
        }

        /// Appends an object as a formatter writes it; its description when
        /// the formatter is `nil` or gives nothing for it.
        ///
        /// - Parameters:
        ///   - subject: The object (an `NSNumber`, an `NSDate` ...).
        ///   - formatter: The formatter.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            text += formatter?.string(for: subject) ?? subject.description
        }

        /// Appends a date in a style, as `Text(_:style:)` shows it
        /// (`\(book.date, style: .date)`).
        ///
        /// - Parameters:
        ///   - date: The date.
        ///   - style: How it shows.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            let text = Text(date, style: style)
            if text.hasLiveDates {
                appendInterpolation(text)  // it changes with time, as its Text does
            } else {
                self.text += text.string
            }
        }

        /// Appends a range of dates, as `Text(_:)` of a range shows it.
        ///
        /// - Parameter dates: The range.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            text += Text.format(dates)
        }

        /// Appends a date interval, as `Text(_:)` of an interval shows it.
        ///
        /// - Parameter interval: The interval.
        public mutating func appendInterpolation(_ interval: DateInterval) {
            text += Text.format(interval.start...interval.end)
        }

        /// Appends a text, with its styles.
        ///
        /// - Parameter text: The text.
        public mutating func appendInterpolation(_ text: Text) {
            let start = self.text.utf8.count
            self.text += text.string
            interpolatedTexts.append((start, self.text.utf8.count, text.runs))
        }

        /// Appends an attributed string, with the attributes a `Text` of it
        /// keeps (see `Text.init(_:)` of an `AttributedString`).
        ///
        /// - Parameter attributedString: The attributed string.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            appendInterpolation(Text(attributedString))
        }

        /// Where interpolated texts are in ``text`` (UTF-8 offsets), with
        /// their runs.
        var interpolatedTexts: [(start: Int, end: Int, runs: [Text.Run])] = []

        /// The text as runs: plain stretches, and each interpolated text's
        /// own runs; `nil` when no text was interpolated.
        var styledRuns: [Text.Run]? {
            guard !interpolatedTexts.isEmpty else { return nil }
            let bytes = Array(text.utf8)
            func plain(_ range: Range<Int>) -> Text.Run {
                Text.Run(string: String(decoding: bytes[range], as: UTF8.self), attributes: TextRunAttributes())
            }
            var runs: [Text.Run] = [], cursor = 0
            for part in interpolatedTexts {
                if part.start > cursor { runs.append(plain(cursor..<part.start)) }
                runs += part.runs
                cursor = part.end
            }
            if cursor < bytes.count { runs.append(plain(cursor..<bytes.count)) }
            return runs
        }
    }
}
