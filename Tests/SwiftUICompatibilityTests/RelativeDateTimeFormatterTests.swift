import Foundation
import SwiftUI
import Testing

/// Relative dates as Apple's Foundation writes them in English, each
/// expected string a published example: Apple's documentation of
/// `RelativeDateTimeFormatter.UnitsStyle` ("2 months ago", "two months
/// ago", "2 mo. ago" for `.short` and `.abbreviated`), of its
/// `DateTimeStyle` ("1 day ago", "yesterday", "last week") and of
/// `Date.RelativeFormatStyle` (seven days back: "1 week ago", "last week";
/// ahead: "in 1 week", "next week").
@Suite("RelativeDateTimeFormatter")
struct RelativeDateTimeFormatterTests {
    private let reference = Date(timeIntervalSince1970: 1_700_000_000)
    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private func formatter(_ style: RelativeDateTimeFormatter.UnitsStyle = .full) -> RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.calendar = calendar
        formatter.unitsStyle = style
        return formatter
    }

    private func date(_ component: Calendar.Component, _ value: Int) -> Date {
        calendar.date(byAdding: component, value: value, to: reference)!
    }

    @Test func unitsStyles() {
        let twoMonthsAgo = date(.month, -2)
        #expect(formatter(.full).localizedString(for: twoMonthsAgo, relativeTo: reference) == "2 months ago")
        #expect(formatter(.spellOut).localizedString(for: twoMonthsAgo, relativeTo: reference) == "two months ago")
        #expect(formatter(.short).localizedString(for: twoMonthsAgo, relativeTo: reference) == "2 mo. ago")
        #expect(formatter(.abbreviated).localizedString(for: twoMonthsAgo, relativeTo: reference) == "2 mo. ago")
    }

    @Test func numericAndNamedStyles() {
        let numeric = formatter()
        let named = formatter()
        named.dateTimeStyle = .named
        #expect(numeric.localizedString(for: date(.day, -1), relativeTo: reference) == "1 day ago")
        #expect(named.localizedString(for: date(.day, -1), relativeTo: reference) == "yesterday")
        #expect(numeric.localizedString(for: date(.day, -7), relativeTo: reference) == "1 week ago")
        #expect(named.localizedString(for: date(.day, -7), relativeTo: reference) == "last week")
        #expect(numeric.localizedString(for: date(.day, 7), relativeTo: reference) == "in 1 week")
        #expect(named.localizedString(for: date(.day, 7), relativeTo: reference) == "next week")
        #expect(numeric.localizedString(for: date(.hour, -2), relativeTo: reference) == "2 hours ago")
        #expect(numeric.localizedString(for: date(.weekOfYear, 3), relativeTo: reference) == "in 3 weeks")
    }

    /// Bad input: a date that is not finite is described as the reference
    /// date; anything but a date formats as `nil`; an interval that is not
    /// finite is now.
    @Test func badInput() {
        let formatter = formatter()
        #expect(formatter.localizedString(for: Date(timeIntervalSinceReferenceDate: .nan), relativeTo: reference) == "in 0 seconds")
        #expect(formatter.localizedString(fromTimeInterval: .infinity) == "in 0 seconds")
        #expect(formatter.string(for: "yesterday") == nil)
        #expect(formatter.localizedString(from: DateComponents(day: -1)) == "1 day ago")
    }

    @MainActor @Test func aFeedShowsHowLongAgo() {
        let host = ViewHost(PostRow(posted: date(.hour, -2), now: reference), size: CGSize(width: 390, height: 100))
        #expect(host.find(text: "Posted 2 hr. ago") != nil)
    }
}

/// A post's age, as feed apps write it.
private struct PostRow: View {
    let posted: Date
    let now: Date

    private var age: String {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .abbreviated
        formatter.locale = Locale(identifier: "en_US")
        return formatter.localizedString(for: posted, relativeTo: now)
    }

    var body: some View {
        Text("Posted \(age)")
    }
}
