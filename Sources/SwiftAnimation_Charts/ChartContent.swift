import AnimationCore
import AnimationViews
import Foundation

/// Something drawn in a chart: marks, and content made of them, as Swift
/// Charts' `ChartContent`. Content of your own has a `body` of other
/// content.
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent
    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {
    /// No content.
    public var body: Never { return fatalError("Never has no body") }
}

/// Content that gives its marks itself (the marks and the modifiers).
protocol PrimitiveChartContent {
    func chartMarks() -> [ChartMark]
}

extension ChartContent {
    /// The marks of the content, its body's if it is not a primitive.
    func chartMarks() -> [ChartMark] {
        if let primitive = self as? any PrimitiveChartContent { return primitive.chartMarks() }
        return body.chartMarks()
    }
}

/// Several pieces of chart content.
public struct ChartContentGroup: ChartContent, PrimitiveChartContent {
    let parts: [any ChartContent]

    /// No body: the group gives its parts' marks.
    public typealias Body = Never

    func chartMarks() -> [ChartMark] { parts.flatMap { $0.chartMarks() } }
}

/// Builds a chart's content from statements, as Swift Charts'
/// `ChartContentBuilder`: marks, `if`, `switch`, `for` and `ForEach`.
@resultBuilder
public enum ChartContentBuilder {
    /// Content as it is.
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> any ChartContent { content }

    /// The statements' content.
    public static func buildBlock(_ parts: any ChartContent...) -> ChartContentGroup { ChartContentGroup(parts: parts) }

    /// An `if` without `else`.
    public static func buildOptional(_ part: ChartContentGroup?) -> any ChartContent { part ?? ChartContentGroup(parts: []) }

    /// The first branch.
    public static func buildEither(first: ChartContentGroup) -> any ChartContent { first }

    /// The second branch.
    public static func buildEither(second: ChartContentGroup) -> any ChartContent { second }

    /// A `for` loop.
    public static func buildArray(_ parts: [ChartContentGroup]) -> any ChartContent { ChartContentGroup(parts: parts) }

    /// `if #available`.
    public static func buildLimitedAvailability(_ part: any ChartContent) -> any ChartContent { part }
}

extension ForEach: ChartContent, PrimitiveChartContent where Content: ChartContent {
    func chartMarks() -> [ChartMark] { data.flatMap { content($0).chartMarks() } }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: ChartContent {
    /// Chart content for each element of a collection.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - content: The content of one.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Content: ChartContent {
    /// Chart content for each element of a collection, identified by a key
    /// path.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of their identity.
    ///   - content: The content of one.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

/// One mark as a chart draws it: its kind, its positions, and what its
/// modifiers set.
struct ChartMark {
    enum Kind { case bar, line, area, point, rule, rectangle, sector }

    var kind: Kind
    var x: ChartDatum?
    var xEnd: ChartDatum?
    var y: ChartDatum?
    var yEnd: ChartDatum?
    var xLabel = ""
    var yLabel = ""
    /// A date's calendar unit on x (a bar spans it).
    var xUnit: Calendar.Component?
    /// A sector's angle value.
    var angle: Double = 0
    var innerRadius: MarkDimension?
    var outerRadius: MarkDimension?
    var angularInset: CGFloat = 0
    /// A bar's, rule's or rectangle's thickness.
    var width: MarkDimension?
    var height: MarkDimension?

    var style: AnyShapeStyle?
    /// The value of `foregroundStyle(by:)`: the series, and its color.
    var series: String?
    var seriesLabel = ""
    /// The value of `symbol(by:)`.
    var symbolSeries: String?
    var symbol: AnyChartSymbolShape?
    var symbolSize: CGFloat?
    /// The value of `position(by:)`: side by side within a category.
    var positionGroup: String?
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod = .linear
    var cornerRadius: CGFloat = 0
    var opacity: Double = 1
    var offset = CGSize.zero
    var annotations: [ChartAnnotation] = []
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityHidden = false
}

/// An annotation's view and where it goes.
struct ChartAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var view: AnyView
}

/// A mark's size along an axis, as Swift Charts' `MarkDimension`.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Kind: Sendable {
        case automatic
        case fixed(CGFloat)
        case ratio(CGFloat)
        case inset(CGFloat)
    }
    let kind: Kind

    /// The chart's choice.
    public static let automatic = MarkDimension(kind: .automatic)
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// A share of the band (0 to 1).
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// The band less an inset on each side.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }

    init(kind: Kind) { self.kind = kind }
    /// A size in points.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// A size in points.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

    /// The size in a band of `band` points.
    func resolve(band: CGFloat, automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: return automatic
        case .fixed(let value): return max(0, value)
        case .ratio(let value): return max(0, band * value)
        case .inset(let value): return max(0, band - 2 * value)
        }
    }
}
