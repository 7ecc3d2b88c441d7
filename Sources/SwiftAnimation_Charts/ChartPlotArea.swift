import AnimationCore
import AnimationViews
import Foundation

/// The plot of a chart at its size: the x axis's grid lines and labels
/// (drawn below the plot, in the room the chart keeps for them), the y
/// axis's grid lines, then the marks and their annotations.
struct ChartPlotArea: View {
    let marks: [ChartMark]
    let configuration: ChartConfiguration
    let size: CGSize

    var body: some View {
        let layout = ChartLayout(marks: marks, configuration: configuration, size: size)
        let proxy = ChartProxy(xScale: layout.xScale, yScale: layout.yScale, plotSize: size)
        return ZStack(alignment: .topLeading) {
            if let background = configuration.background { background(proxy) }
            ChartAxisLines(axis: .horizontal, scale: layout.xScale, setting: configuration.x, size: size, drawsMarks: layout.sectors.isEmpty)
            ChartAxisLines(axis: .vertical, scale: layout.yScale, setting: configuration.y, size: size, drawsMarks: layout.sectors.isEmpty)
            ForEach(layout.areas, id: \.id) { area in
                ChartAreaShape(points: ChartCurve.vector(area.top + area.bottom), interpolation: area.interpolation)
                    .fill(area.style).opacity(area.opacity)
            }
            ForEach(layout.rects, id: \.id) { rect in
                RoundedRectangle(cornerRadius: rect.cornerRadius)
                    .fill(rect.style)
                    .frame(width: rect.frame.width, height: rect.frame.height)
                    .opacity(rect.opacity)
                    .accessibilityLabel(rect.label)
                    .accessibilityHidden(rect.label.isEmpty)
                    .position(x: rect.frame.midX, y: rect.frame.midY)
            }
            ForEach(layout.sectors, id: \.id) { sector in
                ChartSectorShape(angles: AnimatablePair(sector.start, sector.end), inner: sector.inner, outer: sector.outer, center: sector.center)
                    .fill(sector.style).opacity(sector.opacity).accessibilityLabel(sector.label)
                    .accessibilityHidden(sector.label.isEmpty)
            }
            ForEach(layout.lines, id: \.id) { line in
                ChartLineShape(points: ChartCurve.vector(line.points), interpolation: line.interpolation)
                    .stroke(line.style, style: line.stroke).opacity(line.opacity)
            }
            ForEach(layout.rules, id: \.id) { rule in
                Path { path in
                    path.move(to: rule.from)
                    path.addLine(to: rule.to)
                }
                .stroke(rule.style, style: rule.stroke).opacity(rule.opacity)
            }
            ForEach(layout.points, id: \.id) { point in
                ChartSymbolView(symbol: point.symbol)
                    .fill(point.style)
                    .frame(width: point.diameter, height: point.diameter)
                    .opacity(point.opacity)
                    .accessibilityLabel(point.label)
                    .accessibilityHidden(point.label.isEmpty)
                    .position(point.center)
            }
            ForEach(layout.notes.indices, id: \.self) { index in
                let note = layout.notes[index]
                note.view.fixedSize().alignmentGuide(VerticalAlignment.center) { $0[.bottom] + note.spacing }
                    .position(note.point)
            }
            if let overlay = configuration.overlay { overlay(proxy) }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
}

/// An axis's grid lines and ticks across or beside the plot, and (for x)
/// its labels under it. Grid lines are 0.5 points wide in the secondary
/// color at 50 % (the default marks'; a category axis has no grid lines
/// by default, as Swift Charts draws it).
struct ChartAxisLines: View {
    let axis: Axis
    let scale: ChartScale
    let setting: ChartConfiguration.AxisSetting
    let size: CGSize
    let drawsMarks: Bool

    var body: some View {
        let ticks = ChartAxisTicks(scale: scale, setting: setting, axis: axis)
        let length = axis == .horizontal ? size.width : size.height
        return ZStack(alignment: .topLeading) {
            if drawsMarks && setting.visibility != .hidden {
                ForEach(ticks.items.indices, id: \.self) { index in
                    let item = ticks.items[index]
                    if let at = axis == .horizontal
                        ? scale.position(of: item.value.datum, in: length) : scale.verticalPosition(of: item.value.datum, in: length)
                    {
                        if item.grid {
                            Path { path in
                                if axis == .horizontal {
                                    path.move(to: CGPoint(x: at, y: 0))
                                    path.addLine(to: CGPoint(x: at, y: size.height))
                                } else {
                                    path.move(to: CGPoint(x: 0, y: at))
                                    path.addLine(to: CGPoint(x: size.width, y: at))
                                }
                            }
                            .stroke(
                                item.gridColor ?? AnyShapeStyle(Color.secondary.opacity(0.5)), style: item.gridStyle ?? StrokeStyle(lineWidth: 0.5))
                        }
                        if let length = item.tick, length > 0, length.isFinite {
                            // Outside the plot: under it for x, beside its trailing edge for y.
                            Rectangle()
                                .fill(item.gridColor ?? AnyShapeStyle(Color.secondary.opacity(0.5)))
                                .frame(width: axis == .horizontal ? 0.5 : length, height: axis == .horizontal ? length : 0.5)
                                .position(
                                    x: axis == .horizontal ? at : size.width + length / 2,
                                    y: axis == .horizontal ? size.height + length / 2 : at)
                        }
                        if axis == .horizontal, let label = item.label {
                            label.font(.caption2).foregroundStyle(.secondary).fixedSize()
                                .position(x: at, y: size.height + ChartAxisTicks.labelRow / 2)
                        }
                    }
                }
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
}
