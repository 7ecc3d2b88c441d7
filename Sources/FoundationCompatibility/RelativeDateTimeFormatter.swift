#if !canImport(Darwin)
import Foundation

/// A date relative to another as words ("2 hours ago", "in 3 weeks",
/// "yesterday"), as Foundation's formatter on Apple's platforms, which
/// Linux's Foundation does not have.
///
/// Written by Foundation's own relative format style (anchored to the
/// reference date), so the locale's language and rules are ICU's, as on
/// Apple's platforms. `.short` and `.abbreviated` both write abbreviated
/// units ("2 mo. ago"), as Apple documents them.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether a date is described by a number or by a name.
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago", "in 3 weeks".
        case numeric = 0
        /// "yesterday", "last week", "next week" where there is a name.
        case named = 1
    }

    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago".
        case full = 0
        /// "two months ago".
        case spellOut = 1
        /// "2 mo. ago".
        case short = 2
        /// "2 mo. ago".
        case abbreviated = 3
    }

    /// Whether dates are described by numbers or names (`.numeric` unless
    /// changed).
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// How units are written (`.full` unless changed).
    open var unitsStyle: UnitsStyle = .full
    /// Where the text appears, which decides its capitalization.
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar whose units count the difference.
    open var calendar: Calendar! = .current
    /// The locale whose language is written.
    open var locale: Locale! = .current

    /// A formatter with the default styles.
    public override init() {
        super.init()
    }

    /// Decoding is not supported on Linux.
    public required init?(coder: NSCoder) {
        nil
    }

    /// A date described relative to a reference date.
    ///
    /// - Parameters:
    ///   - date: The date described.
    ///   - referenceDate: The date it is relative to ("now").
    /// - Returns: The text, such as "2 hours ago". A date that is not
    ///   finite (made from NaN or an infinity) is described as the
    ///   reference date ("in 0 seconds", "now"); a reference date that is
    ///   not finite as now.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let reference = referenceDate.timeIntervalSinceReferenceDate.isFinite ? referenceDate : Date()
        let described = date.timeIntervalSinceReferenceDate.isFinite ? date : reference
        return style(anchor: described).format(reference)
    }

    /// The date `timeInterval` seconds from now, described relative to now.
    ///
    /// - Parameter timeInterval: Seconds, negative for the past. Not a
    ///   number or infinite is described as now.
    /// - Returns: The text, such as "in 5 minutes".
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval.isFinite ? timeInterval : 0), relativeTo: now)
    }

    /// The date that many calendar units from now, described relative to
    /// now.
    ///
    /// - Parameter dateComponents: The units, negative for the past.
    /// - Returns: The text, such as "2 weeks ago".
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        return localizedString(for: calendar.date(byAdding: dateComponents, to: now) ?? now, relativeTo: now)
    }

    /// A `Date` described relative to now; `nil` for anything else.
    ///
    /// - Parameter obj: A date.
    /// - Returns: The text, or `nil`.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private func style(anchor: Date) -> Date.AnchoredRelativeFormatStyle {
        Date.AnchoredRelativeFormatStyle(
            anchor: anchor, presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: styleUnits, locale: locale,
            calendar: calendar, capitalizationContext: capitalization)
    }

    private var styleUnits: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: return .wide
        case .spellOut: return .spellOut
        case .short, .abbreviated: return .abbreviated
        }
    }

    private var capitalization: FormatStyleCapitalizationContext {
        switch formattingContext {
        case .standalone: return .standalone
        case .listItem: return .listItem
        case .beginningOfSentence: return .beginningOfSentence
        case .middleOfSentence: return .middleOfSentence
        default: return .unknown
        }
    }
}
#endif
