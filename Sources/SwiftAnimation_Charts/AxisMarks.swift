import AnimationCore
import AnimationViews
import Foundation

/// Axis content: marks at values, as Swift Charts' `AxisContent`.
public protocol AxisContent {}

/// One part of an axis mark at a value: a grid line, a tick, a label.
public protocol AxisMark: AxisContent {}

/// A line across the plot at an axis value, as Swift Charts' `AxisGridLine`.
public struct AxisGridLine: AxisMark {
    let style: StrokeStyle?
    /// A grid line, 0.5 points wide unless styled.
    ///
    /// - Parameters:
    ///   - centered: Whether it sits in a band's middle (ignored: marks of a band sit there).
    ///   - stroke: Its stroke.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        style = stroke
    }
}

/// A short line at an axis value, outside the plot (under it for x,
/// beside its trailing edge for y), 0.5 points wide, as Swift Charts'
/// `AxisTick`.
public struct AxisTick: AxisMark {
    let length: CGFloat
    /// A tick, 4 points long unless given.
    ///
    /// - Parameters:
    ///   - centered: Whether it sits in a band's middle.
    ///   - length: Its length.
    ///   - stroke: Its stroke.
    public init(centered: Bool? = nil, length: CGFloat = 4, stroke: StrokeStyle? = nil) {
        self.length = length
    }
}

/// The label of an axis value, as Swift Charts' `AxisValueLabel`.
public struct AxisValueLabel: AxisMark {
    let content: ((ChartDatum) -> AnyView)?
    let format: ((ChartDatum) -> String)?

    /// The value, as the axis formats it.
    ///
    /// - Parameters:
    ///   - centered: Whether it sits in a band's middle.
    ///   - anchor: Its anchor.
    ///   - multiLabelAlignment: How lines align.
    ///   - collisionResolution: What happens when labels collide.
    ///   - offsetsMarks: Whether it moves its marks.
    ///   - orientation: Its orientation.
    ///   - horizontalSpacing: Its horizontal gap.
    ///   - verticalSpacing: Its vertical gap.
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic,
        offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {
        content = nil
        format = nil
    }

    /// A view of its own.
    ///
    /// - Parameters:
    ///   - centered: Whether it sits in a band's middle.
    ///   - anchor: Its anchor.
    ///   - content: The view.
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> Content) {
        let view = AnyView(content())
        self.content = { _ in view }
        format = nil
    }

    /// The value in a format.
    ///
    /// - Parameters:
    ///   - format: The format (dates and numbers).
    ///   - centered: Whether it sits in a band's middle.
    public init<F: FormatStyle>(format: F, centered: Bool? = nil) where F.FormatOutput == String {
        content = nil
        self.format = { datum in
            switch datum {
            case .date(let date): return (date as? F.FormatInput).map { format.format($0) } ?? ChartAxisFormat.label(datum, span: 0)
            case .number(let number):
                return (number as? F.FormatInput).map { format.format($0) } ?? (Int(exactly: number) as? F.FormatInput).map { format.format($0) }
                    ?? ChartAxisFormat.label(datum, span: 0)
            case .category(let text): return (text as? F.FormatInput).map { format.format($0) } ?? text
            }
        }
    }
}

/// An axis mark with a style or font.
public struct ModifiedAxisMark: AxisMark {
    let base: any AxisMark
    var style: AnyShapeStyle?
    var font: Font?
}

extension AxisMark {
    private var modifiable: ModifiedAxisMark {
        self as? ModifiedAxisMark ?? ModifiedAxisMark(base: self)
    }

    /// Draws the mark (a grid line, a tick, a label) in a style.
    ///
    /// - Parameter style: The style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedAxisMark {
        var mark = modifiable
        mark.style = AnyShapeStyle(style)
        return mark
    }

    /// Sets a label's font.
    ///
    /// - Parameter font: The font.
    public func font(_ font: Font?) -> ModifiedAxisMark {
        var mark = modifiable
        mark.font = font
        return mark
    }
}

/// How colliding labels are resolved (kept).
public struct AxisValueLabelCollisionResolution: Sendable {
    /// The chart's choice.
    public static let automatic = AxisValueLabelCollisionResolution()
}

/// How labels are turned (kept).
public struct AxisValueLabelOrientation: Sendable {
    /// The chart's choice.
    public static let automatic = AxisValueLabelOrientation()
}

/// Builds the marks of an axis value.
@resultBuilder
public enum AxisMarkBuilder {
    /// The parts.
    public static func buildBlock(_ parts: any AxisMark...) -> [any AxisMark] { parts }
    /// An `if`.
    public static func buildOptional(_ parts: [any AxisMark]?) -> [any AxisMark] { parts ?? [] }
    /// The first branch.
    public static func buildEither(first: [any AxisMark]) -> [any AxisMark] { first }
    /// The second branch.
    public static func buildEither(second: [any AxisMark]) -> [any AxisMark] { second }
    /// A part.
    public static func buildExpression(_ part: any AxisMark) -> any AxisMark { part }
    /// A block's parts.
    public static func buildExpression(_ parts: [any AxisMark]) -> [any AxisMark] { parts }
    /// Parts of a block.
    public static func buildBlock(_ parts: [any AxisMark]...) -> [any AxisMark] { parts.flatMap { $0 } }
}

/// Builds an axis's content.
@resultBuilder
public enum AxisContentBuilder {
    /// The marks.
    public static func buildBlock(_ parts: AxisMarks...) -> [AxisMarks] { parts }
    /// An `if`.
    public static func buildOptional(_ parts: [AxisMarks]?) -> [AxisMarks] { parts ?? [] }
    /// The first branch.
    public static func buildEither(first: [AxisMarks]) -> [AxisMarks] { first }
    /// The second branch.
    public static func buildEither(second: [AxisMarks]) -> [AxisMarks] { second }
    /// Marks of a block.
    public static func buildBlock(_ parts: [AxisMarks]...) -> [AxisMarks] { parts.flatMap { $0 } }
    /// Marks.
    public static func buildExpression(_ marks: AxisMarks) -> [AxisMarks] { [marks] }
}

/// An axis value, as Swift Charts' `AxisValue`: its index among the
/// axis's values, their count, and the value as a type.
public struct AxisValue {
    let datum: ChartDatum
    /// Its index among the axis's values.
    public let index: Int
    /// How many values the axis has.
    public let count: Int

    /// The value as a type (`Double`, `Int`, `String`, `Date`...), `nil`
    /// when it is not one.
    ///
    /// - Parameter type: The type.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch datum {
        case .number(let number):
            if let value = number as? P { return value }
            if let int = Int(exactly: number), let value = int as? P { return value }
            if P.self == Float.self { return Float(number) as? P }
            return nil
        case .category(let name):
            return name as? P ?? (P.PrimitivePlottable.self == String.self ? P(primitivePlottable: name as! P.PrimitivePlottable) : nil)
        case .date(let date): return date as? P
        }
    }
}

/// Which values an axis marks, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues: Sendable {
    enum Kind: Sendable {
        case automatic(Int?)
        case stride(Double)
        case calendar(Calendar.Component, Int)
        case values([ChartDatum])
    }
    let kind: Kind

    /// The chart's choice (about five).
    public static let automatic = AxisMarkValues(kind: .automatic(nil))
    /// About a number of values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount))
    }
    /// Every multiple of a step.
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(step))
    }
    /// Every `count` calendar units.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
        -> AxisMarkValues
    {
        AxisMarkValues(kind: .calendar(component, count))
    }
}

extension AxisMarkValues: ExpressibleByArrayLiteral {
    /// The values listed.
    public init(arrayLiteral elements: any Plottable...) {
        kind = .values(elements.map { ChartDatum(any: $0) })
    }
}

extension ChartDatum {
    init(any value: any Plottable) {
        func open<P: Plottable>(_ value: P) -> ChartDatum { ChartDatum(value) }
        self = open(value)
    }
}

/// Where an axis's marks go, as Swift Charts' `AxisMarkPosition`.
public enum AxisMarkPosition: Sendable {
    /// The chart's choice: y on the trailing edge, x at the bottom.
    case automatic
    /// The leading edge (y).
    case leading
    /// The trailing edge (y).
    case trailing
    /// The top (x).
    case top
    /// The bottom (x).
    case bottom
}
