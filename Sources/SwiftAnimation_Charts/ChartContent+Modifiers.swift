import AnimationCore
import AnimationViews
import Foundation

/// Content with a change to each of its marks (what a modifier sets).
public struct ModifiedChartContent<Base: ChartContent>: ChartContent, PrimitiveChartContent {
    /// No body: the content gives its base's marks, changed.
    public typealias Body = Never
    let base: Base
    let change: (inout ChartMark) -> Void

    func chartMarks() -> [ChartMark] {
        base.chartMarks().map { mark in
            var mark = mark
            change(&mark)
            return mark
        }
    }
}

extension ChartContent {
    func modified(_ change: @escaping (inout ChartMark) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(base: self, change: change)
    }

    /// Fills or strokes the marks with a style.
    ///
    /// - Parameter style: The style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartContent<Self> {
        modified { $0.style = AnyShapeStyle(style) }
    }

    /// Colors the marks by a value: each value is a series with a color of
    /// the chart's palette (or its `chartForegroundStyleScale`) and an
    /// entry in the legend; lines of a series are joined.
    ///
    /// - Parameter value: The series' value.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
        let key = ChartDatum(value.value).text
        return modified {
            $0.series = key
            $0.seriesLabel = value.label
        }
    }

    /// Gives points and line points a symbol by a value (a series of
    /// symbols: circle, square, triangle, diamond, ...).
    ///
    /// - Parameter value: The series' value.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
        let key = ChartDatum(value.value).text
        return modified { $0.symbolSeries = key }
    }

    /// Draws points (and line points) as a symbol.
    ///
    /// - Parameter symbol: The symbol's shape.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> ModifiedChartContent<Self> {
        modified { $0.symbol = AnyChartSymbolShape(symbol) }
    }

    /// Sets the area of points' symbols, in square points.
    ///
    /// - Parameter area: The area.
    public func symbolSize(_ area: CGFloat) -> ModifiedChartContent<Self> {
        modified { $0.symbolSize = area }
    }

    /// Sets the size of points' symbols.
    ///
    /// - Parameter size: The size.
    public func symbolSize(_ size: CGSize) -> ModifiedChartContent<Self> {
        modified { $0.symbolSize = size.width * size.height }
    }

    /// Strokes lines and rules with a style.
    ///
    /// - Parameter style: The stroke style.
    public func lineStyle(_ style: StrokeStyle) -> ModifiedChartContent<Self> {
        modified { $0.lineStyle = style }
    }

    /// Joins a line's or area's points with a curve.
    ///
    /// - Parameter method: The curve.
    public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedChartContent<Self> {
        modified { $0.interpolation = method }
    }

    /// Rounds bars' and rectangles' corners.
    ///
    /// - Parameters:
    ///   - radius: The corner radius.
    ///   - style: The corners' style.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> ModifiedChartContent<Self> {
        modified { $0.cornerRadius = max(0, radius) }
    }

    /// Draws the marks at an opacity.
    ///
    /// - Parameter opacity: 0 (hidden) to 1.
    public func opacity(_ opacity: Double) -> ModifiedChartContent<Self> {
        modified { $0.opacity *= min(1, max(0, opacity.isNaN ? 1 : opacity)) }
    }

    /// Moves the marks.
    ///
    /// - Parameters:
    ///   - x: Along x, in points.
    ///   - y: Along y, in points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartContent<Self> {
        modified { $0.offset = CGSize(width: $0.offset.width + x, height: $0.offset.height + y) }
    }

    /// Moves the marks.
    ///
    /// - Parameter size: The distance.
    public func offset(_ size: CGSize) -> ModifiedChartContent<Self> {
        offset(x: size.width, y: size.height)
    }

    /// Places marks of one position side by side by a value (grouped bars).
    ///
    /// - Parameters:
    ///   - value: The group's value.
    ///   - axis: The axis they sit along (the marks' band axis by default).
    ///   - span: The share of the band the group takes.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> ModifiedChartContent<Self>
    {
        let key = ChartDatum(value.value).text
        return modified { $0.positionGroup = key }
    }

    /// Draws a view next to each mark.
    ///
    /// - Parameters:
    ///   - position: Where, around the mark.
    ///   - alignment: How the view aligns there.
    ///   - spacing: The gap (4 points by default).
    ///   - content: The view.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> ModifiedChartContent<Self> {
        let annotation = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, view: AnyView(content()))
        return modified { $0.annotations.append(annotation) }
    }

    /// Names the marks for assistive technologies.
    ///
    /// - Parameter label: The name.
    public func accessibilityLabel(_ label: String) -> ModifiedChartContent<Self> {
        modified { $0.accessibilityLabel = label }
    }

    /// Names the marks for assistive technologies.
    ///
    /// - Parameter label: The name.
    public func accessibilityLabel(_ label: Text) -> ModifiedChartContent<Self> {
        let text = label.string
        return modified { $0.accessibilityLabel = text }
    }

    /// Gives the marks' values to assistive technologies.
    ///
    /// - Parameter value: The value.
    public func accessibilityValue(_ value: String) -> ModifiedChartContent<Self> {
        modified { $0.accessibilityValue = value }
    }

    /// Gives the marks' values to assistive technologies.
    ///
    /// - Parameter value: The value.
    public func accessibilityValue(_ value: Text) -> ModifiedChartContent<Self> {
        let text = value.string
        return modified { $0.accessibilityValue = text }
    }

    /// Hides the marks from assistive technologies (they are still drawn,
    /// and queries by label do not find them).
    ///
    /// - Parameter hidden: Whether they are hidden.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartContent<Self> {
        modified { $0.accessibilityHidden = hidden }
    }
}

extension ChartDatum {
    /// The value as a legend or axis shows it.
    var text: String {
        switch self {
        case .number(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .category(let text): return text
        case .date(let date): return ChartAxisFormat.date(date, span: 0)
        }
    }
}

/// How a line or area joins its points, as Swift Charts' `InterpolationMethod`.
public struct InterpolationMethod: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd }
    let kind: Kind

    /// Straight segments.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A Catmull-Rom spline through the points.
    public static let catmullRom = InterpolationMethod(kind: .catmullRom)
    /// A cardinal spline.
    public static let cardinal = InterpolationMethod(kind: .cardinal)
    /// A curve that keeps the data's rises and falls.
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// Steps that change at each point.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change half way between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps that change at the next point.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    /// A Catmull-Rom spline of a tension.
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    /// A cardinal spline of a tension.
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// Where an annotation goes around its mark, as Swift Charts'
/// `AnnotationPosition`.
public struct AnnotationPosition: Sendable, Equatable {
    let name: String
    /// Above a bar's end or a point (the default).
    public static let automatic = AnnotationPosition(name: "automatic")
    /// Above.
    public static let top = AnnotationPosition(name: "top")
    /// Below.
    public static let bottom = AnnotationPosition(name: "bottom")
    /// Before.
    public static let leading = AnnotationPosition(name: "leading")
    /// After.
    public static let trailing = AnnotationPosition(name: "trailing")
    /// Over the middle.
    public static let overlay = AnnotationPosition(name: "overlay")
    /// Above and before.
    public static let topLeading = AnnotationPosition(name: "topLeading")
    /// Above and after.
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
}
