import Foundation
import SwiftUI
import Testing

/// Measurements as Apple's Foundation writes them in English, each expected
/// string a published example: Apple's documentation of
/// `Measurement.FormatStyle.usage` (36.8 °C is "98°F" in the US, "36.8°C"
/// as provided) and of `FormatStyle.measurement(width:usage:numberFormatStyle:)`
/// (kilometers, narrow, as provided: "1,000km"); a marathon in a public
/// SwiftUI sample (github.com, "Text_MeasurementConversion.swift": 26.2 mi
/// is "26 miles", in feet too); the unit styles and locales of
/// augmentedcode.io's "Measurement, Unit, Dimension, and
/// MeasurementFormatter on iOS" (9.8 g is "9.8Gs", "9.8 G", "9.8 g-force";
/// 293 K is "67.73°F" in en_US and "19.85°C" in en_GB); the natural scale
/// of gist.github.com/markiv/9962089118f9df9ddeec409c65c44ff2 (en_US, one
/// fraction digit: "76.7 mi", "80.2°F", "1,234.6 km²").
@Suite("Measurement formatting")
struct MeasurementFormattingTests {
    private let unitedStates = Locale(identifier: "en_US")

    @Test func formatStylesAsAppleDocumentsThem() {
        let temperature = Measurement<UnitTemperature>(value: 36.8, unit: .celsius)
        #expect(temperature.formatted(.measurement(width: .abbreviated).locale(unitedStates)) == "98°F")
        #expect(temperature.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(unitedStates)) == "36.8°C")
        let distances = [100.0, 1_000, 10_000, 100_000, 1_000_000].map { Measurement(value: $0, unit: UnitLength.kilometers) }
        let formatted = distances.map {
            $0.formatted(.measurement(width: .narrow, usage: .asProvided, numberFormatStyle: .number).locale(unitedStates))
        }
        #expect(formatted == ["100km", "1,000km", "10,000km", "100,000km", "1,000,000km"])
        let marathon = Measurement(value: 26.2, unit: UnitLength.miles)
        #expect(marathon.formatted(.measurement(width: .wide).locale(unitedStates)) == "26 miles")
        // In feet it is still shown in miles, the largest unit it makes one of.
        #expect(marathon.converted(to: .feet).formatted(.measurement(width: .wide).locale(unitedStates)) == "26 miles")
    }

    @Test func generalUsageTakesTheLocalesUnitAtItsScale() {
        let metric = Locale(identifier: "de_DE")
        // 500 m is less than a kilometer: meters, with German separators.
        #expect(Measurement(value: 0.5, unit: UnitLength.kilometers).formatted(.measurement(width: .wide).locale(metric)) == "500 meters")
        // One is singular; a kilometer or more stays in kilometers, with
        // two significant digits below 10.
        #expect(Measurement(value: 1, unit: UnitLength.miles).formatted(.measurement(width: .wide).locale(unitedStates)) == "1 mile")
        let kilometers = Measurement(value: 1.609344, unit: UnitLength.kilometers)
        #expect(kilometers.formatted(.measurement(width: .abbreviated).locale(metric)) == "1,6 km")
        #expect(kilometers.formatted(.measurement(width: .abbreviated, numberFormatStyle: .number).locale(metric)) == "1,609344 km")
        #expect(Measurement(value: 0.25, unit: UnitMass.kilograms).formatted(.measurement(width: .abbreviated).locale(metric)) == "250 g")
    }

    @Test func formatterUnitStylesAndLocales() {
        let formatter = MeasurementFormatter()
        formatter.locale = unitedStates
        let gravity = Measurement(value: 9.8, unit: UnitAcceleration.gravity)
        formatter.unitStyle = .short
        #expect(formatter.string(from: gravity) == "9.8Gs")
        formatter.unitStyle = .medium
        #expect(formatter.string(from: gravity) == "9.8 G")
        formatter.unitStyle = .long
        #expect(formatter.string(from: gravity) == "9.8 g-force")

        formatter.unitStyle = .medium
        let kelvin = Measurement(value: 293, unit: UnitTemperature.kelvin)
        #expect(formatter.string(from: kelvin) == "67.73°F")
        formatter.locale = Locale(identifier: "en_GB")
        #expect(formatter.string(from: kelvin) == "19.85°C")
    }

    @Test func formatterNaturalScale() {
        let formatter = MeasurementFormatter()
        formatter.locale = unitedStates
        formatter.unitOptions = .naturalScale
        formatter.numberFormatter.maximumFractionDigits = 1
        #expect(formatter.string(from: Measurement(value: 123_456.78, unit: UnitLength.meters)) == "76.7 mi")
        #expect(formatter.string(from: Measurement(value: 26.78, unit: UnitTemperature.celsius)) == "80.2°F")
        #expect(formatter.string(from: Measurement(value: 1_234_567_890.12, unit: UnitArea.squareMeters)) == "1,234.6 km²")
    }

    @Test func formatterKeepsOrConvertsUnits() {
        let formatter = MeasurementFormatter()
        formatter.locale = unitedStates
        // Without options a metric length becomes miles in the US.
        #expect(formatter.string(from: Measurement(value: 100, unit: UnitLength.meters)) == "0.062 mi")
        formatter.unitOptions = .providedUnit
        #expect(formatter.string(from: Measurement(value: 100, unit: UnitLength.meters)) == "100 m")
        formatter.unitOptions = [.providedUnit, .temperatureWithoutUnit]
        #expect(formatter.string(from: Measurement(value: 21, unit: UnitTemperature.celsius)) == "21°")
        #expect(formatter.string(from: UnitLength.miles) == "mi")
        formatter.unitStyle = .long
        #expect(formatter.string(from: UnitLength.miles) == "miles")
    }

    /// Bad input: NaN and infinities are written as the number formatter
    /// writes them, never converted into another number; anything but a
    /// measurement formats as `nil`.
    @Test func badInput() {
        let formatter = MeasurementFormatter()
        formatter.locale = unitedStates
        formatter.unitOptions = .providedUnit
        #expect(formatter.string(for: "5 km") == nil)
        #expect(formatter.string(for: Measurement(value: 5, unit: UnitLength.kilometers)) == "5 km")
        #expect(formatter.string(from: Measurement(value: .nan, unit: UnitLength.kilometers)) == "NaN km")
        let infinite = Measurement(value: .infinity, unit: UnitLength.kilometers)
        #expect(infinite.formatted(.measurement(width: .abbreviated).locale(unitedStates)) == "∞ mi")
    }

    @MainActor @Test func aTextShowsAFormattedMeasurement() {
        let host = ViewHost(RunView(), size: CGSize(width: 390, height: 200))
        #expect(host.find(text: "5.5 kilometers") != nil)
        #expect(host.find(text: "Now 70°") != nil)
    }
}

/// A run's distance and the weather, as apps write them.
private struct RunView: View {
    let distance = Measurement(value: 5.5, unit: UnitLength.kilometers)
    let temperature = Measurement(value: 70, unit: UnitTemperature.fahrenheit)

    var body: some View {
        VStack {
            Text(distance, format: .measurement(width: .wide, usage: .asProvided))
            Text("Now \(temperature, format: .measurement(width: .narrow, usage: .asProvided))")
        }
    }
}
