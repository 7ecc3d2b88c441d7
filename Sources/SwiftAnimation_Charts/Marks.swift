import AnimationCore
import AnimationViews
import Foundation

/// A mark: one kind, positions, no modifiers yet.
protocol ChartMarkContent: ChartContent, PrimitiveChartContent where Body == Never {
    var mark: ChartMark { get }
}

extension ChartMarkContent {
    func chartMarks() -> [ChartMark] { [mark] }
}

extension ChartContent where Body == Never {
    /// No body: marks, groups and modified content give their marks
    /// themselves.
    public var body: Never { return fatalError("\(Self.self) has no body") }
}

func positioned<X: Plottable, Y: Plottable>(_ kind: ChartMark.Kind, x: PlottableValue<X>?, y: PlottableValue<Y>?) -> ChartMark {
    var mark = ChartMark(kind: kind)
    if let x {
        mark.x = x.datum
        mark.xLabel = x.label
        mark.xUnit = x.unit
    }
    if let y {
        mark.y = y.datum
        mark.yLabel = y.label
    }
    return mark
}

/// A bar from zero (or a start) to a value, as Swift Charts' `BarMark`.
///
/// A bar of a category is 60 % of its band wide unless given a width; a
/// bar of a date with a unit spans the unit, less one point each side.
public struct BarMark: ChartMarkContent {
    /// No body: the mark draws itself.
    public typealias Body = Never
    let mark: ChartMark

    /// A bar at a position, as long as the other value.
    ///
    /// - Parameters:
    ///   - x: Its position or length along x.
    ///   - y: Its position or length along y.
    ///   - width: Its thickness (when x is its position).
    ///   - height: Its thickness (when y is its position).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        var mark = positioned(.bar, x: x, y: y)
        mark.width = width
        mark.height = height
        self.mark = mark
    }

    /// A vertical bar from `yStart` to `yEnd`.
    ///
    /// - Parameters:
    ///   - x: Its position.
    ///   - yStart: Where it starts.
    ///   - yEnd: Where it ends.
    ///   - width: Its thickness.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        var mark = positioned(.bar, x: x, y: yStart)
        mark.yEnd = yEnd.datum
        mark.width = width
        self.mark = mark
    }

    /// A horizontal bar from `xStart` to `xEnd`.
    ///
    /// - Parameters:
    ///   - xStart: Where it starts.
    ///   - xEnd: Where it ends.
    ///   - y: Its position.
    ///   - height: Its thickness.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        var mark = positioned(.bar, x: xStart, y: y)
        mark.xEnd = xEnd.datum
        mark.height = height
        self.mark = mark
    }

    /// A bar of one value along x (a one-dimensional bar).
    ///
    /// - Parameter x: Its length.
    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = positioned(.bar, x: x, y: PlottableValue<Int>?.none)
    }

    /// A bar of one value along y.
    ///
    /// - Parameter y: Its length.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = positioned(.bar, x: PlottableValue<Int>?.none, y: y)
    }
}

/// How bars of one position stack, as Swift Charts' `MarkStackingMethod`
/// (bars of one category and different series stack, here always).
public struct MarkStackingMethod: Sendable, Equatable {
    let name: String
    /// Stacked from zero.
    public static let standard = MarkStackingMethod(name: "standard")
    /// Stacked to a total of 1.
    public static let normalized = MarkStackingMethod(name: "normalized")
    /// Stacked around the middle.
    public static let center = MarkStackingMethod(name: "center")
    /// Not stacked: drawn over each other.
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// A point of a line through a series' points, as Swift Charts' `LineMark`.
public struct LineMark: ChartMarkContent {
    /// No body: the mark draws itself.
    public typealias Body = Never
    let mark: ChartMark

    /// A point of the line.
    ///
    /// - Parameters:
    ///   - x: Its position along x.
    ///   - y: Its position along y.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = positioned(.line, x: x, y: y)
    }

    /// A point of one line of several, by series.
    ///
    /// - Parameters:
    ///   - x: Its position along x.
    ///   - y: Its position along y.
    ///   - series: The line it belongs to.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var mark = positioned(.line, x: x, y: y)
        mark.series = "\(series.value)"
        mark.seriesLabel = series.label
        self.mark = mark
    }
}

/// A point, as Swift Charts' `PointMark`: a filled circle of 8 points
/// unless a symbol or size says otherwise.
public struct PointMark: ChartMarkContent {
    /// No body: the mark draws itself.
    public typealias Body = Never
    let mark: ChartMark

    /// A point.
    ///
    /// - Parameters:
    ///   - x: Its position along x.
    ///   - y: Its position along y.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = positioned(.point, x: x, y: y)
    }
}

/// A point of an area from zero (or a start) to a value, as Swift Charts'
/// `AreaMark`.
public struct AreaMark: ChartMarkContent {
    /// No body: the mark draws itself.
    public typealias Body = Never
    let mark: ChartMark

    /// A point of the area's upper edge.
    ///
    /// - Parameters:
    ///   - x: Its position along x.
    ///   - y: The edge's value there.
    ///   - stacking: How series stack.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = positioned(.area, x: x, y: y)
    }

    /// A point of a band between two values.
    ///
    /// - Parameters:
    ///   - x: Its position along x.
    ///   - yStart: The lower edge's value.
    ///   - yEnd: The upper edge's value.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = positioned(.area, x: x, y: yStart)
        mark.yEnd = yEnd.datum
        self.mark = mark
    }
}

/// A line across the plot at a value (or a segment), as Swift Charts'
/// `RuleMark`.
public struct RuleMark: ChartMarkContent {
    /// No body: the mark draws itself.
    public typealias Body = Never
    let mark: ChartMark

    /// A horizontal rule at a value, across the plot.
    ///
    /// - Parameter y: The value.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = positioned(.rule, x: PlottableValue<Int>?.none, y: y)
    }

    /// A vertical rule at a value, across the plot.
    ///
    /// - Parameter x: The value.
    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = positioned(.rule, x: x, y: PlottableValue<Int>?.none)
    }

    /// A horizontal segment.
    ///
    /// - Parameters:
    ///   - xStart: Where it starts.
    ///   - xEnd: Where it ends.
    ///   - y: Its value.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = positioned(.rule, x: xStart, y: y)
        mark.xEnd = xEnd.datum
        self.mark = mark
    }

    /// A vertical segment.
    ///
    /// - Parameters:
    ///   - x: Its value.
    ///   - yStart: Where it starts.
    ///   - yEnd: Where it ends.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = positioned(.rule, x: x, y: yStart)
        mark.yEnd = yEnd.datum
        self.mark = mark
    }
}

/// A rectangle, as Swift Charts' `RectangleMark`: a cell of a heat map
/// (a band of each axis), or a region between values.
public struct RectangleMark: ChartMarkContent {
    /// No body: the mark draws itself.
    public typealias Body = Never
    let mark: ChartMark

    /// The cell of two positions.
    ///
    /// - Parameters:
    ///   - x: Its position along x.
    ///   - y: Its position along y.
    ///   - width: Its width (the band by default).
    ///   - height: Its height (the band by default).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) {
        var mark = positioned(.rectangle, x: x, y: y)
        mark.width = width
        mark.height = height
        self.mark = mark
    }

    /// The region between values.
    ///
    /// - Parameters:
    ///   - xStart: Its left edge.
    ///   - xEnd: Its right edge.
    ///   - yStart: Its bottom edge.
    ///   - yEnd: Its top edge.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = positioned(.rectangle, x: xStart, y: yStart)
        mark.xEnd = xEnd.datum
        mark.yEnd = yEnd.datum
        self.mark = mark
    }
}

/// A slice of a pie or donut, as Swift Charts' `SectorMark` (iOS 17):
/// slices share the full turn in proportion to their values, clockwise
/// from twelve o'clock.
public struct SectorMark: ChartMarkContent {
    /// No body: the mark draws itself.
    public typealias Body = Never
    let mark: ChartMark

    /// A slice.
    ///
    /// - Parameters:
    ///   - angle: Its value.
    ///   - innerRadius: The hole's radius (none by default).
    ///   - outerRadius: Its radius (the plot's by default).
    ///   - angularInset: The gap on each side, in points.
    public init<Value: Plottable>(
        angle: PlottableValue<Value>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil
    ) {
        var mark = ChartMark(kind: .sector)
        mark.angle = angle.datum.number ?? 0
        mark.innerRadius = innerRadius
        mark.outerRadius = outerRadius
        mark.angularInset = angularInset ?? 0
        self.mark = mark
    }
}
