import AnimationCore
import AnimationViews
import Foundation

/// What the chart modifiers of the views above a chart set.
struct ChartConfiguration {
    struct AxisSetting {
        var visibility: Visibility = .automatic
        var marks: [AxisMarks]?
        var label: String?
    }

    var x = AxisSetting()
    var y = AxisSetting()
    var legend: Visibility = .automatic
    var xDomain: ChartDomain?
    var yDomain: ChartDomain?
    var styleScale: [(String, AnyShapeStyle)]?
    var overlay: ((ChartProxy) -> AnyView)?
    var background: ((ChartProxy) -> AnyView)?
    var plotStyle: ((ChartPlotContent) -> AnyView)?
}

/// A chart's plot, for `chartPlotStyle(content:)` to
/// frame, pad or give a background, as Swift Charts' `ChartPlotContent`.
public struct ChartPlotContent: View {
    let plot: AnyView

    /// The plot.
    public var body: some View { plot }
}

private struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

extension View {
    func chartSetting(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }

    /// Shows or hides a chart's x axis.
    ///
    /// - Parameter visibility: Whether it shows.
    public func chartXAxis(_ visibility: Visibility) -> some View { chartSetting { $0.x.visibility = visibility } }

    /// Shows or hides a chart's y axis.
    ///
    /// - Parameter visibility: Whether it shows.
    public func chartYAxis(_ visibility: Visibility) -> some View { chartSetting { $0.y.visibility = visibility } }

    /// Sets a chart's x axis marks.
    ///
    /// - Parameter content: The marks.
    public func chartXAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> some View {
        let marks = content()
        return chartSetting { $0.x.marks = marks }
    }

    /// Sets a chart's y axis marks.
    ///
    /// - Parameter content: The marks.
    public func chartYAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> some View {
        let marks = content()
        return chartSetting { $0.y.marks = marks }
    }

    /// Titles a chart's x axis (drawn under its labels).
    ///
    /// - Parameters:
    ///   - label: The title.
    ///   - position: Where (kept).
    ///   - alignment: How it aligns (kept).
    ///   - spacing: The gap (kept).
    public func chartXAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil)
        -> some View
    {
        chartSetting { $0.x.label = label }
    }

    /// Titles a chart's y axis (drawn above its plot).
    ///
    /// - Parameters:
    ///   - label: The title.
    ///   - position: Where (kept).
    ///   - alignment: How it aligns (kept).
    ///   - spacing: The gap (kept).
    public func chartYAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil)
        -> some View
    {
        chartSetting { $0.y.label = label }
    }

    /// Shows or hides a chart's legend.
    ///
    /// - Parameter visibility: Whether it shows.
    public func chartLegend(_ visibility: Visibility) -> some View { chartSetting { $0.legend = visibility } }

    /// Places a chart's legend (at the bottom here, wherever asked).
    ///
    /// - Parameters:
    ///   - position: Where.
    ///   - alignment: How it aligns.
    ///   - spacing: The gap.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartSetting { $0.legend = .visible }
    }

    /// Sets a chart's x domain (numbers or dates).
    ///
    /// - Parameter domain: The domain.
    public func chartXScale<P: Plottable & Comparable>(domain: ClosedRange<P>) -> some View {
        let range = ChartDomain.range(ChartDatum(domain.lowerBound).number ?? 0, ChartDatum(domain.upperBound).number ?? 1)
        return chartSetting { $0.xDomain = range }
    }

    /// Sets a chart's y domain (numbers or dates).
    ///
    /// - Parameter domain: The domain.
    public func chartYScale<P: Plottable & Comparable>(domain: ClosedRange<P>) -> some View {
        let range = ChartDomain.range(ChartDatum(domain.lowerBound).number ?? 0, ChartDatum(domain.upperBound).number ?? 1)
        return chartSetting { $0.yDomain = range }
    }

    /// Sets a chart's x categories, in order.
    ///
    /// - Parameter domain: The categories.
    public func chartXScale<P: Plottable>(domain: [P]) -> some View {
        let names = domain.map { ChartDatum($0).text }
        return chartSetting { $0.xDomain = .categories(names) }
    }

    /// Sets a chart's y categories, in order.
    ///
    /// - Parameter domain: The categories.
    public func chartYScale<P: Plottable>(domain: [P]) -> some View {
        let names = domain.map { ChartDatum($0).text }
        return chartSetting { $0.yDomain = .categories(names) }
    }

    /// Gives series of `foregroundStyle(by:)` their styles.
    ///
    /// - Parameter mapping: Each series' value and style.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let styles = mapping.map { (ChartDatum($0.key).text, AnyShapeStyle($0.value)) }
        return chartSetting { $0.styleScale = styles }
    }

    /// Gives series of `foregroundStyle(by:)` their styles, in order.
    ///
    /// - Parameters:
    ///   - domain: The series' values.
    ///   - range: Their styles.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S]) -> some View {
        let styles = zip(domain, range).map { (ChartDatum($0).text, AnyShapeStyle($1)) }
        return chartSetting { $0.styleScale = styles }
    }

    /// Styles a chart's plot: a background, a border, a frame.
    ///
    /// - Parameter content: The plot, styled.
    public func chartPlotStyle<Content: View>(content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartSetting { $0.plotStyle = { AnyView(content($0)) } }
    }

    /// Draws a view over a chart's plot, with the chart's scales.
    ///
    /// - Parameters:
    ///   - alignment: How it aligns.
    ///   - content: The view.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartSetting { $0.overlay = { AnyView(content($0)) } }
    }

    /// Draws a view under a chart's plot, with the chart's scales.
    ///
    /// - Parameters:
    ///   - alignment: How it aligns.
    ///   - content: The view.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartSetting { $0.background = { AnyView(content($0)) } }
    }
}

/// A chart's scales, for an overlay to read positions and values, as
/// Swift Charts' `ChartProxy`.
public struct ChartProxy {
    let xScale: ChartScale
    let yScale: ChartScale
    /// The plot's size.
    public let plotSize: CGSize

    /// The plot's size (iOS 16's name).
    public var plotAreaSize: CGSize { plotSize }

    /// Where an x value is, from the plot's leading edge.
    ///
    /// - Parameter value: The value.
    public func position<P: Plottable>(forX value: P) -> CGFloat? { xScale.position(of: ChartDatum(value), in: plotSize.width) }

    /// Where a y value is, from the plot's top.
    ///
    /// - Parameter value: The value.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        yScale.verticalPosition(of: ChartDatum(value), in: plotSize.height)
    }

    /// The x value at a position from the plot's leading edge.
    ///
    /// - Parameters:
    ///   - position: The position.
    ///   - type: The value's type.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        value(at: position, length: plotSize.width, scale: xScale)
    }

    /// The y value at a position from the plot's top.
    ///
    /// - Parameters:
    ///   - position: The position.
    ///   - type: The value's type.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        if case .band = yScale.kind { return value(at: position, length: plotSize.height, scale: yScale) }
        return value(at: plotSize.height - position, length: plotSize.height, scale: yScale)
    }

    private func value<P: Plottable>(at position: CGFloat, length: CGFloat, scale: ChartScale) -> P? {
        switch scale.kind {
        case .band(let names):
            guard !names.isEmpty, length > 0 else { return nil }
            let index = min(names.count - 1, max(0, Int(position / (length / CGFloat(names.count)))))
            return AxisValue(datum: .category(names[index]), index: index, count: names.count).as(P.self)
        case .linear:
            guard let number = scale.number(at: position, in: length) else { return nil }
            let datum: ChartDatum = scale.isDate ? .date(Date(timeIntervalSinceReferenceDate: number)) : .number(number)
            return AxisValue(datum: datum, index: 0, count: 1).as(P.self) ?? (P.self == Int.self ? Int(number.rounded()) as? P : nil)
        }
    }
}
