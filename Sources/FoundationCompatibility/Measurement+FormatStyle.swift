#if !canImport(Darwin)
import Foundation

/// What a measurement is for, which chooses the unit it is shown in, as on
/// Apple's platforms (Linux's Foundation has no measurement format style).
///
/// ``general`` shows the locale's unit (kilometers as miles in the US);
/// ``asProvided`` keeps the measurement's unit. The contextual usages
/// below choose as ``general`` does here (CLDR's road and weather
/// preferences agree with the default ones for the units this package
/// converts).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let keepsUnit: Bool

    /// The locale's unit for the dimension.
    public static var general: Self { Self(keepsUnit: false) }
    /// The measurement's own unit.
    public static var asProvided: Self { Self(keepsUnit: true) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A distance on a road: the locale's unit.
    public static var road: Self { .general }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A weather temperature: the locale's unit.
    public static var weather: Self { .general }
    /// A person's temperature: the locale's unit.
    public static var person: Self { .general }
}

extension Measurement where UnitType: Dimension {
    /// How a measurement is written: `.measurement(width: .abbreviated)`
    /// writes 5.5 km as "5.5 km" in a metric locale and as "3.4 mi" in the
    /// US (the locale's unit, rounded as ICU rounds a unit usage: whole
    /// numbers, two significant digits below 10).
    ///
    /// Units are written in English whatever the locale; the locale
    /// chooses the unit (see ``MeasurementFormatUnitUsage``) and the
    /// number's separators.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How long the unit's name is.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let width: Int
            /// The full name: "5.5 kilometers".
            public static var wide: Self { Self(width: 2) }
            /// The abbreviation: "5.5 km".
            public static var abbreviated: Self { Self(width: 1) }
            /// The shortest form: "5.5km", "68°".
            public static var narrow: Self { Self(width: 0) }
        }

        /// How long the unit's name is.
        public var width: UnitWidth
        /// The locale whose units and separators are used.
        public var locale: Locale
        /// What the measurement is for, which chooses its unit.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written (the default number style when `nil`).
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        /// A style.
        ///
        /// - Parameters:
        ///   - width: How long the unit's name is.
        ///   - locale: The locale (the current one by default).
        ///   - usage: What the measurement is for (`.general` by default).
        ///   - numberFormatStyle: How the number is written.
        public init(
            width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// The measurement as text.
        ///
        /// - Parameter measurement: The measurement.
        /// - Returns: The number and its unit.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            var shown = measurement
            if usage?.keepsUnit != true, let units = MeasurementUnits.preferredUnits(for: measurement.unit, in: locale) {
                shown = MeasurementUnits.scaled(measurement, to: units)
            }
            var style = numberFormatStyle ?? FloatingPointFormatStyle<Double>()
            if numberFormatStyle == nil, usage?.keepsUnit != true {
                style = style.precision(.fractionLength(0...Self.fractionDigits(of: shown.value)))
            }
            let number = shown.value.formatted(style.locale(locale))
            let name = MeasurementUnits.name(of: shown.unit, value: shown.value, width: unitWidth)
            return number + (name.spaced ? " " : "") + name.text
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

        /// The fraction digits a value in the locale's unit is written
        /// with unless a number style is given: whole numbers, or two
        /// significant digits below 10 (ICU's rounding for a unit usage:
        /// 98.24 °F is "98°F", 3.4175 mi "3.4 mi", 0.0123 "0.012").
        static func fractionDigits(of value: Double) -> Int {
            guard value.isFinite, value != 0 else { return 0 }
            let integerDigits = Int(log10(abs(value)).rounded(.down)) + 1
            return max(0, 2 - integerDigits)
        }

        private var unitWidth: MeasurementUnits.Width {
            switch width.width {
            case 0: return .narrow
            case 2: return .wide
            default: return .abbreviated
            }
        }
    }

    /// The measurement in the default style: abbreviated, in the locale's
    /// unit, rounded as the general usage rounds ("98°F" for 36.8 °C in
    /// the US, as Apple's documentation of `usage` shows; its documentation
    /// of this method shows an older "100.4°F" for 38 °C).
    ///
    /// - Returns: The text.
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    /// The measurement in a style.
    ///
    /// - Parameter style: The style.
    /// - Returns: What the style makes of it.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }
}

extension FormatStyle {
    /// A style for measurements.
    ///
    /// - Parameters:
    ///   - width: How long the unit's name is.
    ///   - usage: What the measurement is for (`.general` by default).
    ///   - numberFormatStyle: How the number is written.
    /// - Returns: The style.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}
#endif
