import Foundation

/// A value a chart can place on an axis, as Swift Charts' `Plottable`:
/// numbers, strings, dates, and types that stand for one of them (an enum
/// of strings gets its conformance from its raw value).
public protocol Plottable {
    /// The number, string or date the value stands for.
    associatedtype PrimitivePlottable: Plottable
    /// The value as a number, string or date.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a primitive stands for (`nil` when none does).
    init?(primitivePlottable: PrimitivePlottable)
}

/// A value on an axis: a number (linear scale), a category (band scale) or
/// a date (time scale).
enum ChartDatum: Hashable, Sendable {
    case number(Double)
    case category(String)
    case date(Date)

    /// The value of a plottable.
    init<Value: Plottable>(_ value: Value) {
        switch value.primitivePlottable {
        case let number as Double: self = .number(number)
        case let number as Int: self = .number(Double(number))
        case let number as Float: self = .number(Double(number))
        case let number as CGFloat: self = .number(Double(number))
        case let text as String: self = .category(text)
        case let date as Date: self = .date(date)
        case let other: self = .category(String(describing: other))
        }
    }

    /// The value as a number (a date: seconds since 2001).
    var number: Double? {
        switch self {
        case .number(let value): return value
        case .date(let date): return date.timeIntervalSinceReferenceDate
        case .category: return nil
        }
    }
}

extension Double: Plottable {
    /// The number itself.
    public var primitivePlottable: Double { self }
    /// The number itself.
    public init?(primitivePlottable: Double) { self = primitivePlottable }
}

extension Float: Plottable {
    /// The number as a `Double`.
    public var primitivePlottable: Double { Double(self) }
    /// The number of a `Double`.
    public init?(primitivePlottable: Double) { self = Float(primitivePlottable) }
}

extension CGFloat: Plottable {
    /// The number as a `Double`.
    public var primitivePlottable: Double { Double(self) }
    /// The number of a `Double`.
    public init?(primitivePlottable: Double) { self = CGFloat(primitivePlottable) }
}

extension Int: Plottable {
    /// The integer itself.
    public var primitivePlottable: Int { self }
    /// The integer itself.
    public init?(primitivePlottable: Int) { self = primitivePlottable }
}

extension Int16: Plottable {
    /// The integer as an `Int`.
    public var primitivePlottable: Int { Int(self) }
    /// The integer of an `Int` that fits.
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}

extension Int32: Plottable {
    /// The integer as an `Int`.
    public var primitivePlottable: Int { Int(self) }
    /// The integer of an `Int` that fits.
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}

extension Int64: Plottable {
    /// The integer as an `Int`.
    public var primitivePlottable: Int { Int(self) }
    /// The integer of an `Int`.
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}

extension Decimal: Plottable {
    /// The number as a `Double`.
    public var primitivePlottable: Double { NSDecimalNumber(decimal: self).doubleValue }
    /// The number of a `Double`.
    public init?(primitivePlottable: Double) { self.init(primitivePlottable) }
}

extension String: Plottable {
    /// The string itself.
    public var primitivePlottable: String { self }
    /// The string itself.
    public init?(primitivePlottable: String) { self = primitivePlottable }
}

extension Date: Plottable {
    /// The date itself.
    public var primitivePlottable: Date { self }
    /// The date itself.
    public init?(primitivePlottable: Date) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
    /// The raw value's primitive.
    public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }
    /// The value of a raw value's primitive.
    public init?(primitivePlottable: RawValue.PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

/// A value with the name of what it measures, for one of a mark's
/// positions, as Swift Charts' `PlottableValue`: `.value("Sales", 42)`.
public struct PlottableValue<Value: Plottable> {
    /// What the value measures (an axis's title, a legend's).
    let label: String
    /// The value.
    let value: Value
    /// The calendar unit a date stands for (a bar spans it).
    let unit: Calendar.Component?

    /// A value and its name.
    ///
    /// - Parameters:
    ///   - label: What it measures.
    ///   - value: The value.
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, value: value, unit: nil)
    }

    var datum: ChartDatum { ChartDatum(value) }
}

extension PlottableValue where Value == Date {
    /// A date that stands for a calendar unit (a bar spans the day, week
    /// or month that starts there).
    ///
    /// - Parameters:
    ///   - label: What it measures.
    ///   - value: The date.
    ///   - unit: The unit.
    ///   - calendar: The calendar of the unit.
    public static func value(_ label: String, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue(label: label, value: start, unit: unit)
    }
}
