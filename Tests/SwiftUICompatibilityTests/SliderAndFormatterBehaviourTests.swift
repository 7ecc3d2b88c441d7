import Foundation
@testable import SwiftUI
import Testing

@MainActor
@Suite("Sliders with value labels, texts with formatters")
struct SliderAndFormatterBehaviourTests {
    /// The minimum's label is drawn before the track, the maximum's after
    /// it, and the track between them still takes presses.
    @Test func valueLabelsFlankTheTrack() throws {
        let host = ViewHost(SpeedSlider(), size: CGSize(width: 390, height: 300))
        let tortoise = try #require(host.find(image: "tortoise"))
        let hare = try #require(host.find(image: "hare"))
        #expect(tortoise.frame.maxX < hare.frame.minX)
        #expect(abs(tortoise.center.y - hare.center.y) < 0.5)
        let zero = try #require(host.find(text: "0")), hundred = try #require(host.find(text: "100"))
        #expect(zero.frame.maxX < hundred.frame.minX)
        // A press just inside the track's right end, before the hare,
        // sets the maximum (snapped to the step).
        #expect(host.tap(at: CGPoint(x: hare.frame.minX - 10, y: hare.center.y)))
        #expect(host.find(text: "Speed 100") != nil)
        // A press on the tortoise, outside the track, leaves the value.
        _ = host.tap(at: tortoise.center)
        #expect(host.find(text: "Speed 100") != nil)
    }

    /// `Text(_:formatter:)` writes a date and a number as their formatters
    /// do, and a value a formatter cannot write as its description.
    @Test func textsWriteValuesWithFormatters() {
        let host = ViewHost(BookDates(), size: CGSize(width: 390, height: 300))
        #expect(host.find(text: "1970-01-01") != nil)
        #expect(host.find(text: "1,234.5") != nil)
        #expect(host.find(text: "https://example.com") != nil)
    }
}
