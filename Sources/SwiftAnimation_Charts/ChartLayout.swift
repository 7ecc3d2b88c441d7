import AnimationCore
import AnimationViews
import Foundation

/// Where a chart's marks go in a plot of a size: the scales, then each
/// mark's shape in the plot's coordinates (y down).
///
/// Choices where Swift Charts documents nothing: a bar of a category is
/// 60 % of its band wide (a group of `position(by:)` bars shares those 60
/// %); a bar at a number with no unit is 8 points wide; bars of one
/// category and different series stack, in the order they come; a point
/// is a circle 8 points across; lines are 2 points wide, rules 1 point;
/// series take the palette's colors in the order they first appear.
struct ChartLayout {
    struct Rect { var id: Int, frame: CGRect, style: AnyShapeStyle, cornerRadius: CGFloat, opacity: Double, label: String }
    struct Line { var id: String, points: [CGPoint], style: AnyShapeStyle, stroke: StrokeStyle, interpolation: InterpolationMethod, opacity: Double }
    struct Area { var id: String, top: [CGPoint], bottom: [CGPoint], style: AnyShapeStyle, interpolation: InterpolationMethod, opacity: Double }
    struct Point {
        var id: Int, center: CGPoint, diameter: CGFloat, symbol: AnyChartSymbolShape, style: AnyShapeStyle, opacity: Double, label: String
    }
    struct Rule { var id: Int, from: CGPoint, to: CGPoint, style: AnyShapeStyle, stroke: StrokeStyle, opacity: Double }
    struct Sector {
        var id: Int, start: Double, end: Double, inner: CGFloat, outer: CGFloat, center: CGPoint, style: AnyShapeStyle, opacity: Double, label: String
    }
    struct Note { var id: Int, point: CGPoint, position: AnnotationPosition, spacing: CGFloat, view: AnyView }

    /// The palette series take in turn.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]

    let xScale: ChartScale
    let yScale: ChartScale
    var rects: [Rect] = []
    var lines: [Line] = []
    var areas: [Area] = []
    var points: [Point] = []
    var rules: [Rule] = []
    var sectors: [Sector] = []
    var notes: [Note] = []
    /// The series in order, with their styles (the legend).
    var series: [(name: String, style: AnyShapeStyle)] = []

    /// The scales of marks (they do not depend on the plot's size).
    static func scales(of marks: [ChartMark], configuration: ChartConfiguration) -> (x: ChartScale, y: ChartScale) {
        let stacked = stackedEnds(marks)
        var xs: [ChartDatum] = []
        var ys: [ChartDatum] = []
        var zeroX = false
        var zeroY = false
        for (index, mark) in marks.enumerated() where mark.kind != .sector {
            xs += [mark.x, mark.xEnd].compactMap { $0 }
            ys += [mark.y, mark.yEnd].compactMap { $0 }
            if let end = stacked[index], end.isFinite { ys.append(.number(end)) }
            if let unit = mark.xUnit, case .date(let date)? = mark.x, let next = Calendar.current.date(byAdding: unit, value: 1, to: date) {
                xs.append(.date(next))
            }
            guard mark.kind == .bar || mark.kind == .area else { continue }
            if mark.xEnd == nil, mark.yEnd == nil {
                if mark.y == nil || isCategory(mark.y) { zeroX = true } else { zeroY = true }
            }
        }
        return (
            ChartScale(values: xs, includingZero: zeroX, domain: configuration.xDomain),
            ChartScale(values: ys, includingZero: zeroY, domain: configuration.yDomain)
        )
    }

    static func isCategory(_ datum: ChartDatum?) -> Bool {
        if case .category? = datum { return true }
        return false
    }

    /// The top of each stacked bar: bars at one x of a category or date,
    /// of different series, stack in order.
    static func stackedEnds(_ marks: [ChartMark]) -> [Int: Double] {
        var totals: [ChartDatum: Double] = [:]
        var ends: [Int: Double] = [:]
        for (index, mark) in marks.enumerated() where mark.kind == .bar && mark.series != nil && mark.positionGroup == nil && mark.yEnd == nil {
            guard let x = mark.x, isCategory(x) || mark.xUnit != nil, let value = mark.y?.number, value.isFinite else { continue }
            let base = totals[x, default: 0]
            totals[x] = base + value
            ends[index] = base + value
        }
        return ends
    }

    init(marks: [ChartMark], configuration: ChartConfiguration, size: CGSize) {
        (xScale, yScale) = Self.scales(of: marks, configuration: configuration)
        let width = max(0, size.width), height = max(0, size.height)
        series = Self.series(of: marks, configuration: configuration)
        let styles = Dictionary(series.map { ($0.name, $0.style) }, uniquingKeysWith: { first, _ in first })
        let styleOf: (String) -> AnyShapeStyle = { styles[$0] ?? AnyShapeStyle(Self.palette[0]) }
        let defaultStyle = AnyShapeStyle(Color.blue)
        func style(_ mark: ChartMark) -> AnyShapeStyle { mark.style ?? mark.series.map(styleOf) ?? defaultStyle }
        // A value that is not finite has no position: its mark is not drawn.
        func x(_ datum: ChartDatum?) -> CGFloat? { datum.flatMap { xScale.position(of: $0, in: width) }.flatMap { $0.isFinite ? $0 : nil } }
        func y(_ datum: ChartDatum?) -> CGFloat? { datum.flatMap { yScale.verticalPosition(of: $0, in: height) }.flatMap { $0.isFinite ? $0 : nil } }
        func yNumber(_ number: Double) -> CGFloat? {
            yScale.position(ofNumber: number, in: height).map { height - $0 }.flatMap { $0.isFinite ? $0 : nil }
        }
        let xBand = xScale.band(in: width), yBand = yScale.band(in: height)
        let stacked = Self.stackedEnds(marks)
        var groups: [ChartDatum: [String]] = [:]
        for mark in marks where mark.kind == .bar {
            if let x = mark.x, let group = mark.positionGroup, !(groups[x] ?? []).contains(group) { groups[x, default: []].append(group) }
        }
        var lineSeries: [String: Line] = [:]
        var areaSeries: [String: Area] = [:]
        let total = marks.filter { $0.kind == .sector && $0.angle.isFinite }.reduce(0) { $0 + max(0, $1.angle) }
        var angle = 0.0

        for (index, mark) in marks.enumerated() {
            let offset = mark.offset
            switch mark.kind {
            case .bar, .rectangle:
                var frame: CGRect?
                if Self.isCategory(mark.y) && !Self.isCategory(mark.x), let yc = y(mark.y) {
                    // Horizontal: a band of y, from zero (or xStart) to x.
                    let thickness = (mark.height ?? .automatic).resolve(band: yBand, automatic: mark.kind == .rectangle ? yBand : yBand * 0.6)
                    let start = mark.xEnd != nil ? x(mark.x) : xScale.position(of: .number(0), in: width)
                    let end = x(mark.xEnd ?? mark.x)
                    if let start, let end { frame = CGRect(x: min(start, end), y: yc - thickness / 2, width: abs(end - start), height: thickness) }
                } else if let xc = x(mark.x) {
                    var center = xc
                    var thickness = (mark.width ?? .automatic).resolve(
                        band: xBand, automatic: mark.kind == .rectangle ? xBand : (xBand > 0 ? xBand * 0.6 : 8))
                    if let unit = mark.xUnit, case .date(let date)? = mark.x, let next = Calendar.current.date(byAdding: unit, value: 1, to: date),
                        let end = x(.date(next))
                    {
                        center = (xc + end) / 2
                        thickness = max(0, end - xc - 2)
                    }
                    if let endX = x(mark.xEnd) {
                        center = (xc + endX) / 2
                        thickness = abs(endX - xc)
                    }
                    if let key = mark.x, let group = mark.positionGroup, let members = groups[key], let slot = members.firstIndex(of: group) {
                        let each = thickness / CGFloat(members.count)
                        center = center - thickness / 2 + each * (CGFloat(slot) + 0.5)
                        thickness = each
                    }
                    let top: CGFloat?
                    let bottom: CGFloat?
                    if mark.kind == .rectangle && mark.yEnd == nil {
                        let cellHeight = (mark.height ?? .automatic).resolve(band: yBand, automatic: yBand > 0 ? yBand : 8)
                        let yc = y(mark.y) ?? height / 2
                        top = yc - cellHeight / 2
                        bottom = yc + cellHeight / 2
                    } else if let end = stacked[index], let value = mark.y?.number, value.isFinite {
                        top = yNumber(end)
                        bottom = yNumber(end - value)
                    } else if mark.yEnd != nil {
                        top = y(mark.yEnd)
                        bottom = y(mark.y)
                    } else if mark.y == nil {
                        top = 0
                        bottom = height
                    } else {
                        top = y(mark.y)
                        bottom = yNumber(0) ?? height
                    }
                    if let top, let bottom {
                        frame = CGRect(x: center - thickness / 2, y: min(top, bottom), width: thickness, height: abs(bottom - top))
                    }
                }
                if let frame {
                    let moved = frame.offsetBy(dx: offset.width, dy: offset.height)
                    rects.append(
                        Rect(
                            id: index, frame: moved, style: style(mark), cornerRadius: mark.cornerRadius, opacity: mark.opacity,
                            label: Self.label(mark)))
                    for note in mark.annotations {
                        notes.append(
                            Note(
                                id: index, point: CGPoint(x: moved.midX, y: moved.minY), position: note.position, spacing: note.spacing ?? 4,
                                view: note.view))
                    }
                }
            case .line, .area, .point:
                guard let px = x(mark.x), let py = y(mark.y) else { continue }
                let point = CGPoint(x: px + offset.width, y: py + offset.height)
                let key = mark.series ?? ""
                if mark.kind == .line {
                    var line =
                        lineSeries[key]
                        ?? Line(
                            id: key, points: [], style: style(mark),
                            stroke: mark.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round),
                            interpolation: mark.interpolation, opacity: mark.opacity)
                    line.points.append(point)
                    lineSeries[key] = line
                    if mark.symbol != nil || mark.symbolSeries != nil {
                        points.append(
                            Self.point(
                                index, point, mark, style(mark),
                                seriesIndex: mark.symbolSeries.flatMap { name in Self.symbolOrder(marks).firstIndex(of: name) }))
                    }
                } else if mark.kind == .area {
                    var area =
                        areaSeries[key]
                        ?? Area(id: key, top: [], bottom: [], style: style(mark), interpolation: mark.interpolation, opacity: mark.opacity)
                    area.top.append(point)
                    let base = mark.yEnd != nil ? py : (yNumber(0) ?? height)
                    area.bottom.append(CGPoint(x: point.x, y: base + offset.height))
                    if let top = y(mark.yEnd) { area.top[area.top.count - 1].y = top + offset.height }
                    areaSeries[key] = area
                } else {
                    points.append(
                        Self.point(
                            index, point, mark, style(mark),
                            seriesIndex: mark.symbolSeries.flatMap { name in Self.symbolOrder(marks).firstIndex(of: name) }))
                }
                for note in mark.annotations {
                    notes.append(Note(id: index, point: point, position: note.position, spacing: note.spacing ?? 4, view: note.view))
                }
            case .rule:
                let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: 1)
                if let ry = y(mark.y), mark.x == nil || mark.xEnd != nil {
                    let from = x(mark.x) ?? 0, to = x(mark.xEnd) ?? width
                    rules.append(
                        Rule(
                            id: index, from: CGPoint(x: from, y: ry), to: CGPoint(x: to, y: ry), style: style(mark), stroke: stroke,
                            opacity: mark.opacity))
                } else if let rx = x(mark.x) {
                    let from = y(mark.y) ?? height, to = y(mark.yEnd) ?? 0
                    rules.append(
                        Rule(
                            id: index, from: CGPoint(x: rx, y: from), to: CGPoint(x: rx, y: to), style: style(mark), stroke: stroke,
                            opacity: mark.opacity))
                }
            case .sector:
                guard total > 0, total.isFinite, mark.angle.isFinite else { continue }
                let share = max(0, mark.angle) / total * 2 * .pi
                let radius = min(width, height) / 2
                let outer = (mark.outerRadius ?? .automatic).resolve(band: radius, automatic: radius)
                let inner = (mark.innerRadius ?? .automatic).resolve(band: radius, automatic: 0)
                let inset = radius > 0 ? Double(mark.angularInset / radius) : 0
                sectors.append(
                    Sector(
                        id: index, start: angle + inset, end: max(angle + inset, angle + share - inset), inner: inner, outer: outer,
                        center: CGPoint(x: width / 2, y: height / 2), style: style(mark), opacity: mark.opacity, label: Self.label(mark)))
                angle += share
            }
        }
        lines = lineSeries.values.sorted { $0.id < $1.id }
        areas = areaSeries.values.sorted { $0.id < $1.id }
    }

    /// A mark's accessibility label: its own, or its values (`"A, 10"`;
    /// a slice's value); none for a mark hidden from accessibility.
    static func label(_ mark: ChartMark) -> String {
        if mark.accessibilityHidden { return "" }
        if let label = mark.accessibilityLabel { return label }
        if mark.kind == .sector { return ChartDatum.number(mark.angle).text }
        return [mark.x, mark.y].compactMap { $0?.text }.joined(separator: ", ")
    }

    /// The series of `foregroundStyle(by:)` in the order they first
    /// appear, with the style the scale gives each (or the palette's, in
    /// turn): what the legend shows, without laying out the marks.
    static func series(of marks: [ChartMark], configuration: ChartConfiguration) -> [(name: String, style: AnyShapeStyle)] {
        var names: [String] = []
        for mark in marks { if let name = mark.series, !names.contains(name) { names.append(name) } }
        return names.enumerated().map { index, name in
            let scaled = configuration.styleScale?.first { $0.0 == name }?.1
            return (name, scaled ?? AnyShapeStyle(palette[index % palette.count]))
        }
    }

    static func symbolOrder(_ marks: [ChartMark]) -> [String] {
        var names: [String] = []
        for mark in marks { if let name = mark.symbolSeries, !names.contains(name) { names.append(name) } }
        return names
    }

    static func point(_ index: Int, _ center: CGPoint, _ mark: ChartMark, _ style: AnyShapeStyle, seriesIndex: Int?) -> Point {
        let symbol =
            mark.symbol ?? AnyChartSymbolShape(BasicChartSymbolShape(kind: BasicChartSymbolShape.Kind(rawValue: (seriesIndex ?? 0) % 8) ?? .circle))
        let diameter = mark.symbolSize.map { $0 > 0 && $0.isFinite ? $0.squareRoot() : 0 } ?? 8
        return Point(id: index, center: center, diameter: diameter, symbol: symbol, style: style, opacity: mark.opacity, label: label(mark))
    }
}
