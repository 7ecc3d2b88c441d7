#if !canImport(Darwin)
import Foundation

extension Date {
    /// How long a range of dates lasts, in calendar units ("1 hour, 23
    /// minutes, 20 seconds", "21y 1mo 3w"): what `.components(style:fields:)`
    /// and `.timeDuration` make, as Apple's `Date.ComponentsFormatStyle`
    /// does. Linux's Foundation declares that type without an initializer
    /// or a way to format, so this one stands in for it (a declaration
    /// that names `Date.ComponentsFormatStyle` still gets Linux's).
    ///
    /// The units between the range's dates are counted in the style's
    /// calendar, largest first, among the fields asked for (all seven when
    /// none are given); units that count zero are left out, and a range
    /// with none left reads as zero of its smallest field ("0 sec"). Units
    /// are written in English whatever the locale; numbers in the locale's
    /// digits and separators. A range whose dates are not finite reads as
    /// an empty one.
    public struct _ComponentsFormatStyle: Foundation.FormatStyle, Sendable {
        /// How units are written.
        public struct Style: Codable, Hashable, Sendable {
            let kind: Int
            /// "21 years, 1 month, 3 weeks".
            public static var wide: Self { Self(kind: 0) }
            /// "21 yrs, 1 mth, 3 wks".
            public static var abbreviated: Self { Self(kind: 1) }
            /// "21yrs 1mth 3wks".
            public static var narrow: Self { Self(kind: 2) }
            /// "twenty-one years, one month, three weeks".
            public static var spellOut: Self { Self(kind: 3) }
            /// "21y 1mo 3w".
            public static var condensedAbbreviated: Self { Self(kind: 4) }
        }

        /// A calendar unit the style may count in (Foundation's).
        public typealias Field = Date.ComponentsFormatStyle.Field

        /// How units are written.
        public var style: Style
        /// The locale whose digits and separators are used.
        public var locale: Locale
        /// The calendar the units are counted in.
        public var calendar: Calendar
        /// The units counted (all of them when `nil`).
        public var fields: Set<Field>?
        /// Whether the range is written as a clock reading (`.timeDuration`).
        var isTimeDuration = false

        /// A style.
        ///
        /// - Parameters:
        ///   - style: How units are written.
        ///   - locale: The locale (the current one by default).
        ///   - calendar: The calendar (the current one by default).
        ///   - fields: The units counted; all of them when `nil`.
        public init(
            style: Style, locale: Locale = .autoupdatingCurrent, calendar: Calendar = .autoupdatingCurrent, fields: Set<Field>? = nil
        ) {
            self.style = style
            self.locale = locale
            self.calendar = calendar
            self.fields = fields
        }

        /// How long the range lasts, as text.
        ///
        /// - Parameter range: The range.
        /// - Returns: The text.
        public func format(_ range: Range<Date>) -> String {
            let finite = range.lowerBound.timeIntervalSinceReferenceDate.isFinite && range.upperBound.timeIntervalSinceReferenceDate.isFinite
            if isTimeDuration {
                let seconds = finite ? Int(range.upperBound.timeIntervalSince(range.lowerBound).rounded(.down)) : 0
                let rest = String(format: "%02d", seconds % 60)
                return seconds >= 3_600 ? "\(seconds / 3_600):\(String(format: "%02d", seconds / 60 % 60)):\(rest)" : "\(seconds / 60):\(rest)"
            }
            let asked = Self.allFields.filter { fields?.contains($0) ?? true }
            guard let smallest = asked.last else { return "" }
            var counted: [(Field, Int)] = []
            if finite {
                let components = calendar.dateComponents(Set(asked.map(\.unit)), from: range.lowerBound, to: range.upperBound)
                counted = asked.compactMap { field in components.value(for: field.unit).flatMap { $0 == 0 ? nil : (field, $0) } }
            }
            if counted.isEmpty { counted = [(smallest, 0)] }
            let parts = counted.map { field, value in write(value, field) }
            return parts.joined(separator: style.kind == 2 || style.kind == 4 ? " " : ", ")
        }

        /// The style in another locale.
        ///
        /// - Parameter locale: The locale.
        /// - Returns: The style.
        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }

        static let allFields: [Field] = [.year, .month, .week, .day, .hour, .minute, .second]

        private func write(_ value: Int, _ field: Field) -> String {
            let names = Self.names[Self.allFields.firstIndex(of: field) ?? 0]
            switch style.kind {
            case 3:
                let words = NumberFormatter()
                words.numberStyle = .spellOut
                words.locale = locale
                return (words.string(from: NSNumber(value: value)) ?? "\(value)") + " " + (value == 1 ? names.one : names.other)
            case 1, 2:
                let number = value.formatted(.number.locale(locale))
                return number + (style.kind == 1 ? " " : "") + (value == 1 ? names.shortOne : names.shortOther)
            case 4:
                return value.formatted(.number.locale(locale)) + names.condensed
            default:
                return value.formatted(.number.locale(locale)) + " " + (value == 1 ? names.one : names.other)
            }
        }

        /// Each field's English names: wide, abbreviated, condensed.
        private static let names: [(one: String, other: String, shortOne: String, shortOther: String, condensed: String)] = [
            ("year", "years", "yr", "yrs", "y"), ("month", "months", "mth", "mths", "mo"), ("week", "weeks", "wk", "wks", "w"),
            ("day", "days", "day", "days", "d"), ("hour", "hours", "hr", "hr", "h"), ("minute", "minutes", "min", "min", "m"),
            ("second", "seconds", "sec", "sec", "s")
        ]
    }
}

extension Date.ComponentsFormatStyle.Field {
    /// The calendar's unit for the field.
    var unit: Calendar.Component {
        let units: [Calendar.Component] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
        return units[Date._ComponentsFormatStyle.allFields.firstIndex(of: self) ?? 6]
    }
}

extension FormatStyle where Self == Date._ComponentsFormatStyle {
    /// How long a range of dates lasts, in calendar units.
    ///
    /// - Parameters:
    ///   - style: How units are written.
    ///   - fields: The units counted; all of them when `nil`.
    /// - Returns: The style.
    public static func components(style: Date._ComponentsFormatStyle.Style, fields: Set<Date.ComponentsFormatStyle.Field>? = nil) -> Self {
        Date._ComponentsFormatStyle(style: style, fields: fields)
    }

    /// How long a range of dates lasts as a clock reading: "1:35" for 95
    /// seconds, "1:23:20" from an hour (whole seconds, rounded down).
    public static var timeDuration: Date._ComponentsFormatStyle {
        var style = Date._ComponentsFormatStyle(style: .narrow, fields: [.hour, .minute, .second])
        style.isTimeDuration = true
        return style
    }
}
#endif
