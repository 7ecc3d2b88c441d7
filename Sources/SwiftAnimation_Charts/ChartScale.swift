import Foundation

/// How an axis maps values to points: numbers and dates linearly over a
/// "nice" domain, categories to equal bands in the order they first appear.
struct ChartScale {
    enum Kind {
        case linear(lower: Double, upper: Double)
        case band([String])
    }

    var kind: Kind
    var isDate = false
    /// The values of the automatic ticks.
    var ticks: [ChartDatum] = []

    /// A scale of the values an axis shows; numbers' domain includes
    /// `zero` when asked (bars and areas start there), and is widened to
    /// multiples of a tick step of 1, 2 or 5 times a power of ten, about
    /// `desiredTicks` of them (dates: seconds, as their axis labels' days).
    init(values: [ChartDatum], includingZero: Bool, domain: ChartDomain?, desiredTicks: Int = 5) {
        if case .categories(let names)? = domain {
            kind = .band(names)
            ticks = names.map { .category($0) }
            return
        }
        var categories: [String] = []
        var numbers: [Double] = []
        for value in values {
            switch value {
            case .category(let name) where !categories.contains(name): categories.append(name)
            case .category: break
            case .number(let number) where number.isFinite: numbers.append(number)
            case .date(let date):
                isDate = true
                numbers.append(date.timeIntervalSinceReferenceDate)
            case .number: break
            }
        }
        if !categories.isEmpty {
            kind = .band(categories)
            ticks = categories.map { .category($0) }
            return
        }
        var lower = numbers.min() ?? 0
        var upper = numbers.max() ?? 1
        if case .range(let low, let high)? = domain, low.isFinite, high.isFinite {
            kind = .linear(lower: low, upper: high == low ? low + 1 : high)
            ticks = Self.niceTicks(lower: low, upper: high, count: desiredTicks).map {
                isDate ? .date(Date(timeIntervalSinceReferenceDate: $0)) : .number($0)
            }
            ticks = ticks.filter { ($0.number ?? 0) >= min(low, high) - 1e-9 && ($0.number ?? 0) <= max(low, high) + 1e-9 }
            return
        }
        if includingZero && !isDate {
            lower = min(lower, 0)
            upper = max(upper, 0)
        }
        if upper == lower { upper = lower + 1 }
        let step = Self.niceStep((upper - lower) / Double(max(1, desiredTicks - 1)))
        if !isDate {
            lower = (lower / step).rounded(.down) * step
            upper = (upper / step).rounded(.up) * step
        }
        kind = .linear(lower: lower, upper: upper)
        ticks = Self.niceTicks(lower: lower, upper: upper, count: desiredTicks).map {
            isDate ? .date(Date(timeIntervalSinceReferenceDate: $0)) : .number($0)
        }
    }

    /// 1, 2 or 5 times a power of ten, the nearest above `rough`.
    static func niceStep(_ rough: Double) -> Double {
        guard rough.isFinite, rough > 0 else { return 1 }
        let power = pow(10, (log10(rough)).rounded(.down))
        let fraction = rough / power
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        return nice * power
    }

    /// The multiples of a nice step from `lower` to `upper`.
    static func niceTicks(lower: Double, upper: Double, count: Int) -> [Double] {
        let (low, high) = (min(lower, upper), max(lower, upper))
        let step = niceStep((high - low) / Double(max(1, count - 1)))
        var value = (low / step).rounded(.up) * step
        var ticks: [Double] = []
        while value <= high + step * 1e-9, ticks.count < 100 {
            ticks.append(abs(value) < step * 1e-9 ? 0 : value)
            value += step
        }
        return ticks
    }

    /// The band of a category scale in a length (the whole length for a
    /// linear scale).
    func band(in length: CGFloat) -> CGFloat {
        if case .band(let names) = kind, !names.isEmpty { return length / CGFloat(names.count) }
        return 0
    }

    /// Where a value falls along a length from 0, `nil` for a value the
    /// scale does not hold.
    func position(of value: ChartDatum, in length: CGFloat) -> CGFloat? {
        switch kind {
        case .band(let names):
            guard case .category(let name) = value, let index = names.firstIndex(of: name) else { return nil }
            let band = length / CGFloat(names.count)
            return band * (CGFloat(index) + 0.5)
        case .linear(let lower, let upper):
            guard let number = value.number, upper != lower else { return nil }
            return CGFloat((number - lower) / (upper - lower)) * length
        }
    }

    /// Where a value falls down a vertical axis of a length, from its top:
    /// numbers grow upwards, categories run downwards in order.
    func verticalPosition(of value: ChartDatum, in length: CGFloat) -> CGFloat? {
        guard let along = position(of: value, in: length) else { return nil }
        if case .band = kind { return along }
        return length - along
    }

    /// Where a number falls (a linear scale), clamped to nothing.
    func position(ofNumber number: Double, in length: CGFloat) -> CGFloat? {
        guard case .linear(let lower, let upper) = kind, upper != lower else { return nil }
        return CGFloat((number - lower) / (upper - lower)) * length
    }

    /// The number at a position along a length (a linear scale).
    func number(at position: CGFloat, in length: CGFloat) -> Double? {
        guard case .linear(let lower, let upper) = kind, length > 0 else { return nil }
        return lower + Double(position / length) * (upper - lower)
    }
}

/// A scale's domain set by `chartXScale(domain:)` or `chartYScale(domain:)`.
enum ChartDomain {
    case range(Double, Double)
    case categories([String])
}

/// Axis labels' text.
enum ChartAxisFormat {
    /// A tick's label: numbers without needless decimals, dates by the
    /// span they cover (day and month under 60 days, else month).
    static func label(_ value: ChartDatum, span: Double) -> String {
        switch value {
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
            return String(format: "%g", number)
        case .category(let name): return name
        case .date(let date): return Self.date(date, span: span)
        }
    }

    static func date(_ date: Date, span: Double) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone.current
        formatter.dateFormat = span > 60 * 86_400 ? "MMM" : "MMM d"
        return formatter.string(from: date)
    }
}
