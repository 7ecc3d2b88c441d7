import AnimationCore
import Foundation

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

extension EnvironmentValues {
    /// The locale views read (`@Environment(\.locale)`) and that
    /// `.environment(\.locale, Locale(identifier: "fr"))` sets; the
    /// process's current locale by default, as SwiftUI uses the device's.
    ///
    /// Difference from SwiftUI: text does not re-resolve by it (there are
    /// no localization tables, and `Text`'s dates and numbers are
    /// formatted when the text is made); views that format with it
    /// themselves (`date.formatted(.dateTime.locale(locale))`) see it.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar views read: the current calendar by default.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone views read: the current time zone by default.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
