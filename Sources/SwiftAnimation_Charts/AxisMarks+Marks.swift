import AnimationCore
import AnimationViews
import Foundation

/// The marks of an axis at its values, as Swift Charts' `AxisMarks`: by
/// default a grid line, a tick and a label at each value.
public struct AxisMarks {
    let position: AxisMarkPosition
    let values: AxisMarkValues
    let content: (AxisValue) -> [any AxisMark]

    /// The default marks (grid line, tick, label) at the axis's values.
    ///
    /// - Parameters:
    ///   - preset: The style (ignored: one style here).
    ///   - position: Where the marks go.
    ///   - values: Which values.
    ///   - stroke: The lines' stroke.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) {
        self.position = position
        self.values = values
        content = { _ in [AxisGridLine(stroke: stroke), AxisTick(), AxisValueLabel()] }
    }

    /// Marks of your own at the axis's values.
    ///
    /// - Parameters:
    ///   - preset: The style (ignored).
    ///   - position: Where the marks go.
    ///   - values: Which values.
    ///   - content: The marks of a value.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> [any AxisMark]
    ) {
        self.position = position
        self.values = values
        self.content = content
    }

    /// Marks of your own that do not read the value (the same at each).
    ///
    /// - Parameters:
    ///   - preset: The style (ignored).
    ///   - position: Where the marks go.
    ///   - values: Which values.
    ///   - content: The marks.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping () -> [any AxisMark]
    ) {
        self.init(preset: preset, position: position, values: values, content: { _ in content() })
    }

    /// Marks of your own at values listed.
    ///
    /// - Parameters:
    ///   - preset: The style (ignored).
    ///   - position: Where the marks go.
    ///   - values: The values.
    ///   - content: The marks of a value.
    public init<P: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
        @AxisMarkBuilder content: @escaping (AxisValue) -> [any AxisMark]
    ) {
        self.init(preset: preset, position: position, values: AxisMarkValues(kind: .values(values.map { ChartDatum($0) })), content: content)
    }

    /// The default marks at values listed.
    ///
    /// - Parameters:
    ///   - preset: The style (ignored).
    ///   - position: Where the marks go.
    ///   - values: The values.
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P]) {
        self.init(preset: preset, position: position, values: AxisMarkValues(kind: .values(values.map { ChartDatum($0) })))
    }

    /// The values of an axis whose scale is `scale`.
    func data(for scale: ChartScale) -> [ChartDatum] {
        switch values.kind {
        case .automatic(nil): return scale.ticks
        case .automatic(let count?):
            guard case .linear(let lower, let upper) = scale.kind else { return scale.ticks }
            return ChartScale.niceTicks(lower: lower, upper: upper, count: count).map {
                scale.isDate ? .date(Date(timeIntervalSinceReferenceDate: $0)) : .number($0)
            }
        case .stride(let step):
            guard case .linear(let lower, let upper) = scale.kind, step > 0, step.isFinite else { return scale.ticks }
            var values: [ChartDatum] = []
            var value = (lower / step).rounded(.up) * step
            while value <= upper + step * 1e-9, values.count < 200 {
                values.append(scale.isDate ? .date(Date(timeIntervalSinceReferenceDate: value)) : .number(value))
                value += step
            }
            return values
        case .calendar(let component, let count):
            guard case .linear(let lower, let upper) = scale.kind else { return scale.ticks }
            let calendar = Calendar.current
            let start = Date(timeIntervalSinceReferenceDate: lower)
            var date = calendar.dateInterval(of: component, for: start)?.start ?? start
            if date.timeIntervalSinceReferenceDate < lower { date = calendar.date(byAdding: component, value: max(1, count), to: date) ?? date }
            var values: [ChartDatum] = []
            while date.timeIntervalSinceReferenceDate <= upper, values.count < 200 {
                values.append(.date(date))
                guard let next = calendar.date(byAdding: component, value: max(1, count), to: date), next > date else { break }
                date = next
            }
            return values
        case .values(let values): return values
        }
    }
}

/// The style of axis marks (one style here).
public struct AxisMarkPreset: Sendable {
    /// The chart's choice.
    public static let automatic = AxisMarkPreset()
    /// Inset labels.
    public static let inset = AxisMarkPreset()
    /// Labels outside the plot.
    public static let aligned = AxisMarkPreset()
    /// Labels extended.
    public static let extended = AxisMarkPreset()
}
