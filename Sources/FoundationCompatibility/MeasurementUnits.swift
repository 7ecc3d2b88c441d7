#if !canImport(Darwin)
import Foundation

/// What ``MeasurementFormatter`` and `Measurement.FormatStyle` share: the
/// units a locale prefers, and how units are written in English.
enum MeasurementUnits {
    /// How long a unit's name is.
    enum Width {
        /// `5.5km`, `68°`.
        case narrow
        /// `5.5 km`, `68°F`.
        case abbreviated
        /// `5.5 kilometers`, `68 degrees Fahrenheit`.
        case wide
    }

    /// Whether a locale measures distances and speeds in miles: the US's
    /// and the United Kingdom's systems (whose weights and temperatures
    /// are metric).
    static func usesCustomary(_ locale: Locale) -> Bool {
        locale.measurementSystem != .metric
    }

    /// The units a locale uses for a dimension, largest first, or `nil`
    /// when it has no preference (the measurement keeps its unit).
    ///
    /// After CLDR's default unit preferences: length in kilometers,
    /// meters, centimeters (miles, feet, inches in the US and UK); mass in
    /// kilograms, grams (pounds, ounces in the US); temperature in Celsius
    /// (Fahrenheit in the US); speed in kilometers per hour (miles per hour
    /// in the US and UK); area in square kilometers, meters, centimeters
    /// (everywhere, as Apple's formatter scales it). Other dimensions keep
    /// their unit.
    static func preferredUnits(for unit: Dimension, in locale: Locale) -> [Dimension]? {
        let customary = usesCustomary(locale)
        switch unit {
        case is UnitLength:
            return customary
                ? [UnitLength.miles, UnitLength.feet, UnitLength.inches]
                : [UnitLength.kilometers, UnitLength.meters, UnitLength.centimeters]
        case is UnitMass:
            return locale.measurementSystem == .us
                ? [UnitMass.pounds, UnitMass.ounces] : [UnitMass.kilograms, UnitMass.grams]
        case is UnitTemperature:
            return [locale.measurementSystem == .us ? UnitTemperature.fahrenheit : UnitTemperature.celsius]
        case is UnitSpeed:
            return [customary ? UnitSpeed.milesPerHour : UnitSpeed.kilometersPerHour]
        case is UnitArea:
            return [UnitArea.squareKilometers, UnitArea.squareMeters, UnitArea.squareCentimeters]
        default:
            return nil
        }
    }

    /// `value` in `unit` shown in the largest of `units` that it makes at
    /// least 1 of (the smallest when none does), as CLDR's preferences
    /// choose; zero, NaN and infinities take the largest.
    static func scaled<U: Dimension>(_ measurement: Measurement<U>, to units: [Dimension]) -> Measurement<U> {
        guard let largest = units.first as? U else { return measurement }
        guard measurement.value.isFinite, measurement.value != 0 else { return measurement.converted(to: largest) }
        for case let candidate as U in units {
            let converted = measurement.converted(to: candidate)
            if abs(converted.value) >= 1 { return converted }
        }
        return measurement.converted(to: units.last as? U ?? largest)
    }

    /// How a unit is written at a width, with the value it follows, and
    /// whether a space separates them.
    static func name(of unit: Unit, value: Double, width: Width) -> (text: String, spaced: Bool) {
        guard let names = table["\(type(of: unit)) \(unit.symbol)"] else {
            return (unit.symbol, width != .narrow)
        }
        switch width {
        case .wide: return (value == 1 || value == -1 ? names.one : names.other, true)
        case .abbreviated: return (names.abbreviated, names.abbreviatedSpaced)
        case .narrow: return (names.narrow, false)
        }
    }

    /// A unit's names in English: singular and plural, abbreviated (and
    /// whether a space comes before it), narrow.
    struct Names {
        let one: String, other: String, abbreviated: String, abbreviatedSpaced: Bool, narrow: String
    }

    /// The names of the units apps show most, keyed by the unit's class
    /// and Foundation's symbol (Linux's minutes are "m", as meters are),
    /// after Apple's English forms: "mi", "hr", "°F", "fl oz".
    static let table: [String: Names] = {
        func names(_ one: String, _ other: String, _ abbreviated: String, spaced: Bool = true, narrow: String? = nil)
            -> Names
        {
            Names(one: one, other: other, abbreviated: abbreviated, abbreviatedSpaced: spaced, narrow: narrow ?? abbreviated)
        }
        return [
            "UnitLength mm": names("millimeter", "millimeters", "mm"),
            "UnitLength cm": names("centimeter", "centimeters", "cm"),
            "UnitLength m": names("meter", "meters", "m"),
            "UnitLength km": names("kilometer", "kilometers", "km"),
            "UnitLength in": names("inch", "inches", "in", narrow: "″"),
            "UnitLength ft": names("foot", "feet", "ft", narrow: "′"),
            "UnitLength yd": names("yard", "yards", "yd"),
            "UnitLength mi": names("mile", "miles", "mi"),
            "UnitMass g": names("gram", "grams", "g"),
            "UnitMass kg": names("kilogram", "kilograms", "kg"),
            "UnitMass oz": names("ounce", "ounces", "oz"),
            "UnitMass lb": names("pound", "pounds", "lb", narrow: "#"),
            "UnitTemperature °C": names("degree Celsius", "degrees Celsius", "°C", spaced: false),
            "UnitTemperature °F": names("degree Fahrenheit", "degrees Fahrenheit", "°F", spaced: false, narrow: "°"),
            "UnitTemperature K": names("kelvin", "kelvins", "K"),
            "UnitSpeed km/h": names("kilometer per hour", "kilometers per hour", "km/h"),
            "UnitSpeed mph": names("mile per hour", "miles per hour", "mph"),
            "UnitSpeed m/s": names("meter per second", "meters per second", "m/s"),
            "UnitSpeed kn": names("knot", "knots", "kn"),
            "UnitDuration s": names("second", "seconds", "sec", narrow: "s"),
            "UnitDuration m": names("minute", "minutes", "min", narrow: "m"),
            "UnitDuration h": names("hour", "hours", "hr", narrow: "h"),
            "UnitDuration ms": names("millisecond", "milliseconds", "ms"),
            "UnitVolume L": names("liter", "liters", "L"),
            "UnitVolume mL": names("milliliter", "milliliters", "mL"),
            "UnitVolume gal": names("gallon", "gallons", "gal"),
            "UnitVolume fl oz": names("fluid ounce", "fluid ounces", "fl oz"),
            "UnitVolume cup": names("cup", "cups", "c"),
            "UnitEnergy kCal": names("kilocalorie", "kilocalories", "kcal"),
            "UnitEnergy kJ": names("kilojoule", "kilojoules", "kJ"),
            "UnitEnergy J": names("joule", "joules", "J"),
            "UnitArea km²": names("square kilometer", "square kilometers", "km²"),
            "UnitArea m²": names("square meter", "square meters", "m²"),
            "UnitArea cm²": names("square centimeter", "square centimeters", "cm²"),
            "UnitAcceleration g": names("g-force", "g-force", "G", narrow: "Gs"),
            "UnitAngle °": names("degree", "degrees", "deg", narrow: "°")
        ]
    }()
}
#endif
