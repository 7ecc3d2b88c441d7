import Charts
import SwiftUI

// Swift Charts as apps use it (Swift 5 mode, Apple's module name): the
// documentation's toy shapes, monthly sales as lines by series, a donut,
// and axes of one's own.

struct ToyShape: Identifiable {
    var type: String
    var count: Double
    var id = UUID()
}

/// Three bars whose first one a button doubles, with the y axis hidden.
struct ToyShapeChart: View {
    @State var data: [ToyShape] = [
        .init(type: "A", count: 10), .init(type: "B", count: 20), .init(type: "C", count: 40)
    ]

    var body: some View {
        VStack(spacing: 0) {
            Chart {
                ForEach(data) { shape in
                    BarMark(x: .value("Shape Type", shape.type), y: .value("Total Count", shape.count))
                }
            }
            .chartYAxis(.hidden)
            .frame(width: 300, height: 200)
            .accessibilityIdentifier("toys")
            Button("Grow") {
                withAnimation(.linear(duration: 1)) { data[0].count = 30 }
            }
        }
    }
}

struct MonthlySales: Identifiable {
    let month: Date
    let amount: Double
    let kind: String
    var id: String { "\(kind)\(month)" }
}

/// Two series of lines over months, with points and a rule.
struct SalesLineChart: View {
    let sales: [MonthlySales]

    var body: some View {
        Chart(sales) { sale in
            LineMark(x: .value("Month", sale.month, unit: .month), y: .value("Amount", sale.amount))
                .foregroundStyle(by: .value("Kind", sale.kind))
                .interpolationMethod(.catmullRom)
                .symbol(by: .value("Kind", sale.kind))
            RuleMark(y: .value("Goal", 50))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month)) { value in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.month(.abbreviated))
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: [0, 50, 100])
        }
        .chartForegroundStyleScale(["Sales": .green, "Costs": .purple])
        .chartYAxisLabel("USD")
    }
}

/// A donut of three slices.
struct DonutChart: View {
    let parts: [(name: String, value: Double)] = [("Rent", 5), ("Food", 2), ("Fun", 1)]

    var body: some View {
        Chart(parts, id: \.name) { part in
            SectorMark(angle: .value("Value", part.value), innerRadius: .ratio(0.6), angularInset: 1)
                .foregroundStyle(by: .value("Name", part.name))
                .accessibilityLabel(part.name)
        }
        .chartLegend(.visible)
    }
}

/// Horizontal bars with annotations and points of a scatter plot.
struct MixedChart: View {
    var body: some View {
        Chart {
            BarMark(x: .value("Count", 3), y: .value("Name", "Ann"))
                .annotation(position: .trailing) { Text("3") }
                .cornerRadius(4)
            BarMark(x: .value("Count", 5), y: .value("Name", "Bob"))
            BarMark(x: .value("Count", 1), y: .value("Name", "Bob"))
                .opacity(0.2)
                .accessibilityHidden(true)
            PointMark(x: .value("Count", 4), y: .value("Name", "Bob"))
                .symbol(.diamond)
                .symbolSize(100)
        }
        .chartXScale(domain: 0...10)
    }
}

#Preview {
    ToyShapeChart()
}

/// Axis marks that do not read their value, styled, and a styled plot.
struct StyledAxisChart: View {
    var body: some View {
        Chart {
            LineMark(x: .value("Day", 1), y: .value("Steps", 10))
            LineMark(x: .value("Day", 2), y: .value("Steps", 30))
        }
        .chartYAxis {
            AxisMarks(values: [0, 20]) {
                AxisGridLine().foregroundStyle(.gray)
                AxisValueLabel { Text("tick") }.font(.caption)
            }
        }
        .chartPlotStyle { plot in
            plot.background(Color.yellow.opacity(0.2)).border(Color.gray)
        }
    }
}

/// Values a chart cannot place: NaN, infinity, negative slices, no data.
struct OddValuesChart: View {
    let values: [Double]

    var body: some View {
        Chart {
            ForEach(values.indices, id: \.self) { index in
                BarMark(x: .value("Index", "\(index)"), y: .value("Value", values[index]))
            }
        }
        .chartYScale(domain: 0...Double.infinity)
    }
}

/// An overlay that marks a value through the chart's proxy, as selection
/// overlays do.
struct ProxyOverlayChart: View {
    var body: some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 10))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 20))
        }
        .chartYAxis(.hidden)
        .chartOverlay { proxy in
            Text("here")
                .position(x: proxy.position(forX: "Tue") ?? 0, y: proxy.position(forY: 10) ?? 0)
            Text("\(proxy.value(atX: 160, as: String.self) ?? "?") at 160, \(proxy.value(atY: 25, as: Int.self) ?? 0) at 25")
        }
    }
}
