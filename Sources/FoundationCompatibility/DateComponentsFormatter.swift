import Foundation

/// A duration as words or a clock reading ("1h 2m", "1 hour, 2 minutes",
/// "1:02:05"), as Foundation's formatter on Apple's platforms, which Linux's
/// Foundation declares unavailable.
///
/// Written in English whatever the calendar's locale. From a `TimeInterval`
/// a day is 86,400 s, a week 7 days, a month 30 days and a year 365 days
/// (Apple's counts from the current date); the smallest allowed unit keeps
/// the whole part of what remains. Not a number or infinite gives `nil`; a
/// negative duration puts a minus before the first unit.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// A clock reading: `1:02:05`.
        case positional = 0
        /// `1h 2m 5s`.
        case abbreviated = 1
        /// `1 hr, 2 min, 5 sec`.
        case short = 2
        /// `1 hour, 2 minutes, 5 seconds`.
        case full = 3
        /// `one hour, two minutes, five seconds`.
        case spellOut = 4
        /// `1hr 2min 5sec`.
        case brief = 5
    }

    /// Which zero units are left out, or padded.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A set of bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leading zeros dropped for `positional`, all for other styles.
        public static let `default` = Self([])
        /// Zero units before the first that is not.
        public static let dropLeading = Self(rawValue: 1 << 0)
        /// Zero units between others.
        public static let dropMiddle = Self(rawValue: 1 << 1)
        /// Zero units after the last that is not.
        public static let dropTrailing = Self(rawValue: 1 << 3)
        /// Every zero unit.
        public static let dropAll: Self = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Zeros kept, and positional numbers padded to two digits.
        public static let pad = Self(rawValue: 1 << 16)
    }

    /// How units are written (`positional` by default, as Foundation).
    open var unitsStyle = UnitsStyle.positional
    /// The units written, largest first: years, months, weeks, days,
    /// hours, minutes and seconds by default.
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    /// Which zero units are left out.
    open var zeroFormattingBehavior = ZeroFormattingBehavior.default
    /// The most units written (0: all); the rest is dropped.
    open var maximumUnitCount = 0
    /// Whether "About " comes first.
    open var includesApproximationPhrase = false
    /// Whether " remaining" comes last.
    open var includesTimeRemainingPhrase = false
    /// The calendar (kept; months and years have fixed lengths).
    open var calendar: Calendar? = .current

    /// The units in order, each with its length in seconds and names.
    private static let units: [(unit: NSCalendar.Unit, seconds: Double, abbreviated: String, short: String, brief: String, full: String)] = [
        (.year, 31_536_000, "y", "yr", "yr", "year"), (.month, 2_592_000, "mo", "mth", "mth", "month"),
        (.weekOfMonth, 604_800, "w", "wk", "wk", "week"), (.day, 86_400, "d", "day", "day", "day"),
        (.hour, 3_600, "h", "hr", "hr", "hour"), (.minute, 60, "m", "min", "min", "minute"), (.second, 1, "s", "sec", "sec", "second")
    ]

    /// A formatter of the positional style and every unit.
    public override init() {
        super.init()
    }

    /// A formatter from an archive: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A duration in seconds as text; `nil` when it is not finite or no
    /// unit is allowed.
    ///
    /// - Parameter ti: The duration.
    /// - Returns: The text.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let allowed = Self.units.filter { allowedUnits.contains($0.unit) || (allowedUnits.contains(.weekOfYear) && $0.unit == .weekOfMonth) }
        guard !allowed.isEmpty else { return nil }
        var rest = abs(ti)
        var values: [Int] = []
        for unit in allowed {
            let value = (rest / unit.seconds).rounded(.towardZero)
            values.append(Int(min(value, Double(Int.max / 2))))
            rest -= value * unit.seconds
        }
        return format(values, units: allowed, negative: ti < 0)
    }

    /// Date components as text (the allowed units that they give).
    ///
    /// - Parameter components: The components.
    /// - Returns: The text, or `nil` when no allowed unit is given.
    open func string(from components: DateComponents) -> String? {
        var seconds = 0.0
        for (unit, value) in [
            (NSCalendar.Unit.year, components.year), (.month, components.month), (.weekOfMonth, components.weekOfMonth),
            (.day, components.day), (.hour, components.hour), (.minute, components.minute), (.second, components.second)
        ] {
            if let value, let length = Self.units.first(where: { $0.unit == unit })?.seconds { seconds += Double(value) * length }
        }
        return string(from: seconds)
    }

    /// The time between two dates as text.
    ///
    /// - Parameters:
    ///   - startDate: The start.
    ///   - endDate: The end.
    /// - Returns: The text.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// A formatter's text of a value: a `TimeInterval` (or a number) or
    /// `DateComponents`.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as Double: string(from: interval)
        case let number as Int: string(from: TimeInterval(number))
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    private func format(
        _ values: [Int], units: [(unit: NSCalendar.Unit, seconds: Double, abbreviated: String, short: String, brief: String, full: String)],
        negative: Bool
    ) -> String {
        var behavior = zeroFormattingBehavior
        if behavior == .default { behavior = unitsStyle == .positional ? .dropLeading : .dropAll }
        var kept = Array(values.indices)
        if !behavior.contains(.pad) {
            let first = values.firstIndex { $0 != 0 }, last = values.lastIndex { $0 != 0 }
            kept = kept.filter { index in
                guard values[index] == 0, let first, let last else { return true }
                if index < first { return !behavior.contains(.dropLeading) }
                if index > last { return !behavior.contains(.dropTrailing) }
                return !behavior.contains(.dropMiddle)
            }
            // All zero: the smallest unit, "0s".
            if first == nil { kept = [values.count - 1] }
        }
        if maximumUnitCount > 0 { kept = Array(kept.prefix(maximumUnitCount)) }
        var text: String
        if unitsStyle == .positional {
            text = kept.enumerated().map { position, index in
                let digits = String(values[index])
                return position > 0 || behavior.contains(.pad) ? String(repeating: "0", count: max(0, 2 - digits.count)) + digits : digits
            }.joined(separator: ":")
        } else {
            let parts = kept.map { index -> String in
                let value = values[index], unit = units[index]
                switch unitsStyle {
                case .abbreviated: return "\(value)\(unit.abbreviated)"
                case .brief: return "\(value)\(unit.brief)"
                case .short: return "\(value) \(unit.short)"
                case .spellOut: return "\(Self.spelled(value)) \(unit.full)\(value == 1 ? "" : "s")"
                case .full, .positional: return "\(value) \(unit.full)\(value == 1 ? "" : "s")"
                }
            }
            text = parts.joined(separator: unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", ")
        }
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// A whole number in English words.
    private static func spelled(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}
