import Foundation
import SwiftUI
import Testing

/// How long a range of dates lasts, as Apple's Foundation writes it in
/// English: each expected string is a published example, from Apple's
/// documentation of `timeDuration` (95 seconds read "1:35") and from the
/// "Date.ComponentsFormatStyle" deep dive of ampersandsoftworks.com (the
/// author's calendar is Mountain Time, en_CA): the days from 1970 to 2001
/// in five styles, and the time from 2001's reference date to 2022-02-22
/// 02:22:22 ("21 yrs, 1 mth, 3 wks, 9 hr, 1,342 sec").
@Suite("Date.ComponentsFormatStyle")
struct DateComponentsFormatStyleTests {
    private let canada = Locale(identifier: "en_CA")
    private var mountain: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Edmonton")!
        return calendar
    }

    /// A style in the author's locale and calendar, as the article's
    /// playground sets them (`Date.ComponentsFormatStyle(style:locale:calendar:fields:)`
    /// on Apple's platforms; Linux's Foundation declares that type without
    /// an initializer, so its stand-in is made here).
    private func style(_ style: Date._ComponentsFormatStyle.Style, _ fields: Set<Date.ComponentsFormatStyle.Field>) -> Date._ComponentsFormatStyle {
        Date._ComponentsFormatStyle(style: style, locale: canada, calendar: mountain, fields: fields)
    }

    @Test func daysInEveryStyle() {
        let range = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSinceReferenceDate: 0)
        #expect(range.formatted(style(.abbreviated, [.day])) == "11,323 days")
        #expect(range.formatted(style(.narrow, [.day])) == "11,323days")
        #expect(range.formatted(style(.wide, [.day])) == "11,323 days")
        #expect(range.formatted(style(.spellOut, [.day])) == "eleven thousand three hundred twenty-three days")
        #expect(range.formatted(style(.condensedAbbreviated, [.day])) == "11,323d")
        // Exactly 31 years: the other fields count zero and are left out.
        #expect(range.formatted(style(.condensedAbbreviated, [.day, .month, .year, .hour, .second, .week])) == "31y")
    }

    @Test func severalUnitsInEveryStyle() {
        let twosday = mountain.date(from: DateComponents(year: 2022, month: 2, day: 22, hour: 2, minute: 22, second: 22, nanosecond: 22))!
        let range = Date(timeIntervalSinceReferenceDate: 0)..<twosday
        let fields: Set<Date.ComponentsFormatStyle.Field> = [.day, .month, .year, .hour, .second, .week]
        #expect(range.formatted(style(.abbreviated, fields)) == "21 yrs, 1 mth, 3 wks, 9 hr, 1,342 sec")
        #expect(range.formatted(style(.narrow, fields)) == "21yrs 1mth 3wks 9hr 1,342sec")
        #expect(range.formatted(style(.wide, fields)) == "21 years, 1 month, 3 weeks, 9 hours, 1,342 seconds")
        let spelled = "twenty-one years, one month, three weeks, nine hours, one thousand three hundred forty-two seconds"
        #expect(range.formatted(style(.spellOut, fields)) == spelled)
        #expect(range.formatted(style(.condensedAbbreviated, fields)) == "21y 1mo 3w 9h 1,342s")
    }

    @Test func timeDuration() {
        let now = Date(timeIntervalSinceReferenceDate: 700_000_000)
        #expect((now..<now.addingTimeInterval(95)).formatted(.timeDuration) == "1:35")
        #expect((now..<now.addingTimeInterval(5_000)).formatted(.timeDuration) == "1:23:20")
    }

    /// Bad input: an empty range reads as zero of its smallest field; a
    /// range whose dates are not finite reads as an empty one.
    @Test func badInput() {
        let now = Date(timeIntervalSinceReferenceDate: 700_000_000)
        #expect((now..<now).formatted(style(.abbreviated, [.hour, .minute])) == "0 min")
        let endless = now..<Date(timeIntervalSinceReferenceDate: .infinity)
        #expect(endless.formatted(style(.wide, [.day])) == "0 days")
        #expect(endless.formatted(.timeDuration) == "0:00")
    }

    @MainActor @Test func aTextShowsHowLongSomethingTook() {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let host = ViewHost(SolvedRow(duration: start..<start.addingTimeInterval(125)), size: CGSize(width: 300, height: 60))
        #expect(host.find(text: "Solved after 2 min, 5 sec") != nil)
    }
}

/// A puzzle's time, as a game writes it.
private struct SolvedRow: View {
    let duration: Range<Date>

    var body: some View {
        Text("Solved after \(duration.formatted(.components(style: .abbreviated)))")
    }
}
