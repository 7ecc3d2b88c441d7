import Foundation
import SwiftUI
import Testing

/// Durations as Apple's Foundation writes them in English; each expected
/// string is a published example: Apple's documentation of
/// `DateComponentsFormatter` ("About 5 minutes remaining"), the units
/// styles and zero behaviours of a widely shared playground
/// (gist.github.com/MattSHallatt/295d1d923b797f90ee923e126c3b530e), the
/// brief style and its truncation in qiita.com/tamadeveloper (310 s is
/// "5min 10sec", 350 s "About 5min"), and negative durations in
/// github.com/algal/RelativeDatePlayground ("-1 hour remaining").
@Suite("DateComponentsFormatter")
struct DateComponentsFormatterTests {
    private func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        return formatter
    }

    @Test func applesDocumentedPhrase() {
        let formatter = formatter(.full, [.minute])
        formatter.includesApproximationPhrase = true
        formatter.includesTimeRemainingPhrase = true
        #expect(formatter.string(from: 300) == "About 5 minutes remaining")
    }

    @Test func unitsStyles() {
        let seventyMinutes: TimeInterval = 4_200
        #expect(formatter(.abbreviated, [.hour, .minute]).string(from: seventyMinutes) == "1h 10m")
        #expect(formatter(.brief, [.hour, .minute]).string(from: seventyMinutes) == "1hr 10min")
        #expect(formatter(.full, [.hour, .minute]).string(from: seventyMinutes) == "1 hour, 10 minutes")
        #expect(formatter(.spellOut, [.hour, .minute]).string(from: seventyMinutes) == "one hour, ten minutes")
        #expect(formatter(.positional, [.hour, .minute]).string(from: seventyMinutes) == "1:10")
        #expect(formatter(.brief, [.minute, .second]).string(from: 310) == "5min 10sec")
        // The smallest unit keeps the whole part: 350 s is about 5 minutes.
        let about = formatter(.brief, [.minute])
        about.includesApproximationPhrase = true
        #expect(about.string(from: 350) == "About 5min")
    }

    @Test func zeroUnits() {
        let units: NSCalendar.Unit = [.hour, .minute, .second]
        let keepMiddle = formatter(.abbreviated, units)
        keepMiddle.zeroFormattingBehavior = .dropLeading
        #expect(keepMiddle.string(from: 3_610) == "1h 0m 10s")
        #expect(formatter(.abbreviated, units).string(from: 3_610) == "1h 10s")
        let keepLeading = formatter(.abbreviated, [.hour, .minute])
        keepLeading.zeroFormattingBehavior = .dropTrailing
        #expect(keepLeading.string(from: 600) == "0h 10m")
        let pad = formatter(.positional, units)
        pad.zeroFormattingBehavior = .pad
        #expect(pad.string(from: 3_610) == "01:00:10")
        #expect(formatter(.abbreviated, units).string(from: 0) == "0s")
    }

    /// Bad input: not a number and infinity give nil; a negative duration
    /// is written with a minus; no allowed unit gives nil.
    @Test func badInput() {
        let hours = formatter(.full, [.hour])
        hours.includesTimeRemainingPhrase = true
        #expect(hours.string(from: -3_600) == "-1 hour remaining")
        #expect(hours.string(from: .nan) == nil)
        #expect(hours.string(from: .infinity) == nil)
        #expect(formatter(.full, []).string(from: 60) == nil)
        var components = DateComponents()
        components.hour = 2
        components.minute = 5
        #expect(formatter(.abbreviated, [.hour, .minute]).string(from: components) == "2h 5m")
    }
}
