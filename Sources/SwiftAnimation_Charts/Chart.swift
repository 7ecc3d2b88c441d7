import AnimationCore
import AnimationViews
import Foundation

/// A chart of marks, as Swift Charts' `Chart`: it fills the space it is
/// given, with the x axis's labels under the plot, the y axis's on its
/// trailing edge (or leading, as its `AxisMarks` say), and a legend under
/// them when marks are colored by series.
///
/// A chart draws its marks as views and shapes, so a change of the data
/// in an animated transaction animates: a bar's height and position, a
/// line's points and a slice's angles move to their new values.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration

    /// A chart of content.
    ///
    /// - Parameter content: The marks.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The chart's views.
    public var body: some View {
        let marks = content.chartMarks()
        let configuration = configuration
        let scales = ChartLayout.scales(of: marks, configuration: configuration)
        let hasSectors = marks.contains { $0.kind == .sector }
        let showsX = !hasSectors && configuration.x.visibility != .hidden
        let showsY = !hasSectors && configuration.y.visibility != .hidden
        let yTicks = ChartAxisTicks(scale: scales.y, setting: configuration.y, axis: .vertical)
        let series = ChartLayout.series(of: marks, configuration: configuration)
        let showsLegend = configuration.legend != .hidden && !series.isEmpty
        let yLeading = yTicks.position == .leading
        return GeometryReader { outer in
            let rows =
                (showsX ? ChartAxisTicks.labelRow : 0) + (showsLegend ? 24 : 0) + (configuration.x.label != nil ? 16 : 0)
                + (configuration.y.label != nil ? 16 : 0)
            let plotHeight = max(0, outer.size.height - rows)
            VStack(alignment: .leading, spacing: 0) {
                if let label = configuration.y.label {
                    Text(label).font(.caption2).foregroundStyle(.secondary).frame(height: 16)
                }
                HStack(spacing: 0) {
                    if showsY && yLeading { ChartYAxisLabels(ticks: yTicks, scale: scales.y, height: plotHeight, leading: true) }
                    GeometryReader { plot in
                        let area = ChartPlotArea(marks: marks, configuration: configuration, size: plot.size)
                        if let style = configuration.plotStyle {
                            style(ChartPlotContent(plot: AnyView(area)))
                        } else {
                            area
                        }
                    }
                    if showsY && !yLeading { ChartYAxisLabels(ticks: yTicks, scale: scales.y, height: plotHeight, leading: false) }
                }
                .frame(height: plotHeight)
                if showsX { Color.clear.frame(height: ChartAxisTicks.labelRow) }
                if let label = configuration.x.label {
                    Text(label).font(.caption2).foregroundStyle(.secondary).frame(maxWidth: .infinity).frame(height: 16)
                }
                if showsLegend { ChartLegend(series: series).frame(height: 24, alignment: .leading) }
            }
        }
    }
}

extension Chart {
    /// A chart of content for each element of a collection.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - content: The marks of one.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart of content for each element of a collection, identified by
    /// a key path.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of their identity.
    ///   - content: The marks of one.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}

/// The y axis's labels beside the plot, each centered on its value.
struct ChartYAxisLabels: View {
    let ticks: ChartAxisTicks
    let scale: ChartScale
    let height: CGFloat
    let leading: Bool

    var body: some View {
        ZStack(alignment: leading ? .topTrailing : .topLeading) {
            ForEach(ticks.items.indices, id: \.self) { index in
                if let label = ticks.items[index].label, let at = scale.verticalPosition(of: ticks.items[index].value.datum, in: height) {
                    label.font(.caption2).foregroundStyle(.secondary).fixedSize()
                        .alignmentGuide(.top) { $0[VerticalAlignment.center] - at }
                }
            }
        }
        .padding(leading ? .trailing : .leading, ChartAxisTicks.labelGap)
        .frame(height: height, alignment: .top)
    }
}

/// The legend: a circle of each series' style and its name.
struct ChartLegend: View {
    let series: [(name: String, style: AnyShapeStyle)]

    var body: some View {
        HStack(spacing: 12) {
            ForEach(series.indices, id: \.self) { index in
                HStack(spacing: 4) {
                    Circle().fill(series[index].style).frame(width: 8, height: 8)
                    Text(series[index].name).font(.caption2).foregroundStyle(.secondary)
                }
            }
        }
    }
}
