#if !canImport(Darwin)
import Foundation

/// A measurement as text with its unit ("3.418 mi", "68°F", "5.5
/// kilometers"), as Foundation's formatter on Apple's platforms, which
/// Linux's Foundation declares unavailable.
///
/// Units are written in English whatever the locale; the locale chooses
/// the units (miles or kilometers, Fahrenheit or Celsius: see
/// ``unitOptions``) and the number's separators. NaN and infinities are
/// written by the number formatter ("NaN", "+∞").
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// How the unit is chosen.
    public struct UnitOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A set of bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The measurement's own unit, never converted.
        public static let providedUnit = Self(rawValue: 1 << 0)
        /// The locale's unit of the dimension at a scale the value reads
        /// well in: 0.062 mi is written as 328.084 ft.
        public static let naturalScale = Self(rawValue: 1 << 1)
        /// A temperature as a number and a degree sign: `68°`.
        public static let temperatureWithoutUnit = Self(rawValue: 1 << 2)
    }

    /// How the unit is chosen. Empty (the default): a temperature is
    /// shown in the locale's unit (293 K is "67.73°F" in the US, "19.85°C"
    /// in the UK); a length, mass or speed in a unit of the other system is
    /// converted to the locale's main unit (100 m is "0.062 mi" in the US);
    /// other measurements keep their unit.
    open var unitOptions: UnitOptions = []
    /// How long the unit's name is: `.short` "5.5km", `.medium` (the
    /// default) "5.5 km", `.long` "5.5 kilometers".
    open var unitStyle: Formatter.UnitStyle = .medium
    /// The locale whose units and number separators are used.
    open var locale: Locale! = .current {
        didSet { numberFormatter.locale = locale }
    }
    /// Formats the number: decimal style with up to three fraction digits
    /// unless changed.
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    /// A formatter with the default options.
    public override init() {
        super.init()
        numberFormatter.locale = locale
    }

    /// Decoding is not supported on Linux.
    public required init?(coder: NSCoder) {
        nil
    }

    /// A measurement of any unit type as text.
    ///
    /// - Parameter measurement: The measurement.
    /// - Returns: The number and its unit.
    public func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        string(from: Measurement<Unit>(value: measurement.value, unit: measurement.unit))
    }

    /// A measurement as text.
    ///
    /// - Parameter measurement: The measurement, in any unit.
    /// - Returns: The number and its unit.
    open func string(from measurement: Measurement<Unit>) -> String {
        let shown = shownMeasurement(measurement)
        let number = numberFormatter.string(from: NSNumber(value: shown.value)) ?? "\(shown.value)"
        if unitOptions.contains(.temperatureWithoutUnit), shown.unit is UnitTemperature {
            return number + "°"
        }
        let name = MeasurementUnits.name(of: shown.unit, value: shown.value, width: width)
        return number + (name.spaced ? " " : "") + name.text
    }

    /// A unit's name at the formatter's style.
    ///
    /// - Parameter unit: The unit.
    /// - Returns: Its plural name for `.long`, its symbol otherwise.
    open func string(from unit: Unit) -> String {
        MeasurementUnits.name(of: unit, value: 2, width: width).text
    }

    /// A `Measurement` as text; `nil` for anything else.
    ///
    /// - Parameter obj: A measurement.
    /// - Returns: The text, or `nil`.
    open override func string(for obj: Any?) -> String? {
        guard let measurement = obj as? any ErasableMeasurement else { return nil }
        return string(from: measurement.erased)
    }

    private var width: MeasurementUnits.Width {
        switch unitStyle {
        case .short: return .narrow
        case .long: return .wide
        default: return .abbreviated
        }
    }

    /// The measurement in the unit it is shown in.
    private func shownMeasurement(_ measurement: Measurement<Unit>) -> Measurement<Unit> {
        guard !unitOptions.contains(.providedUnit), let dimension = measurement.unit as? Dimension,
            let units = MeasurementUnits.preferredUnits(for: dimension, in: locale)
        else { return measurement }
        let value = Measurement(value: measurement.value, unit: dimension)
        if unitOptions.contains(.naturalScale) {
            return Self.erased(MeasurementUnits.scaled(value, to: units))
        }
        // A temperature takes the locale's unit; another unit of the
        // locale's system is kept, one of the other system converts to the
        // system's main unit.
        if !(dimension is UnitTemperature), Self.isSameSystem(dimension, as: units) {
            return measurement
        }
        return Self.erased(value.converted(to: units[0]))
    }

    /// Whether a unit belongs to the system of the preferred units (a
    /// meter among kilometers, a yard among miles).
    private static func isSameSystem(_ unit: Dimension, as units: [Dimension]) -> Bool {
        let metric: Set<String> = ["mm", "cm", "dm", "m", "km", "mg", "g", "kg", "t", "km/h", "m/s", "m²", "km²", "cm²"]
        return metric.contains(unit.symbol) == metric.contains(units[0].symbol)
    }

    private static func erased(_ measurement: Measurement<Dimension>) -> Measurement<Unit> {
        Measurement(value: measurement.value, unit: measurement.unit)
    }
}

/// A measurement of any unit type, seen as one of `Unit`.
protocol ErasableMeasurement {
    var erased: Measurement<Unit> { get }
}

extension Measurement: ErasableMeasurement {
    var erased: Measurement<Unit> { Measurement<Unit>(value: value, unit: unit) }
}
#endif
