import AnimationCore
import AnimationViews
import Foundation

/// The shape of a point's symbol, as Swift Charts' `ChartSymbolShape`.
public protocol ChartSymbolShape: Shape {
    /// The part of the shape's rectangle its size is measured by.
    var perceptualUnitRect: CGRect { get }
}

/// The symbols a chart gives its series in turn, as Swift Charts'
/// `BasicChartSymbolShape`: circle, square, triangle, diamond, pentagon,
/// plus, cross, asterisk.
public struct BasicChartSymbolShape: ChartSymbolShape, Sendable {
    enum Kind: Int, CaseIterable, Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind

    /// A filled circle.
    public static let circle = BasicChartSymbolShape(kind: .circle)
    /// A filled square.
    public static let square = BasicChartSymbolShape(kind: .square)
    /// A filled triangle, point up.
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    /// A filled diamond.
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    /// A filled pentagon.
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    /// A plus sign.
    public static let plus = BasicChartSymbolShape(kind: .plus)
    /// A diagonal cross.
    public static let cross = BasicChartSymbolShape(kind: .cross)
    /// An asterisk.
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

    /// The whole rectangle.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol in a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let r = min(rect.width, rect.height) / 2
        func polygon(_ sides: Int, rotation: Double) {
            let points = (0..<sides).map { index -> CGPoint in
                let angle = rotation + Double(index) * 2 * .pi / Double(sides)
                return CGPoint(x: center.x + r * CGFloat(cos(angle)), y: center.y + r * CGFloat(sin(angle)))
            }
            path.addLines(points)
            path.closeSubpath()
        }
        func bars(_ angles: [Double]) {
            let half = r * 0.25
            for angle in angles {
                let dx = CGFloat(cos(angle)), dy = CGFloat(sin(angle))
                let nx = -dy * half, ny = dx * half
                path.addLines([
                    CGPoint(x: center.x - dx * r + nx, y: center.y - dy * r + ny), CGPoint(x: center.x + dx * r + nx, y: center.y + dy * r + ny),
                    CGPoint(x: center.x + dx * r - nx, y: center.y + dy * r - ny), CGPoint(x: center.x - dx * r - nx, y: center.y - dy * r - ny)
                ])
                path.closeSubpath()
            }
        }
        switch kind {
        case .circle: path.addEllipse(in: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
        case .square: path.addRect(CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
        case .triangle: polygon(3, rotation: -.pi / 2)
        case .diamond: polygon(4, rotation: -.pi / 2)
        case .pentagon: polygon(5, rotation: -.pi / 2)
        case .plus: bars([0, .pi / 2])
        case .cross: bars([.pi / 4, 3 * .pi / 4])
        case .asterisk: bars([0, .pi / 3, 2 * .pi / 3])
        }
        return path
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A filled circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A filled square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// A filled triangle.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A filled diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A filled pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// A diagonal cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// An asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}

/// A symbol shape of any type.
struct AnyChartSymbolShape: Sendable {
    let path: @Sendable (CGRect) -> Path

    init<S: ChartSymbolShape>(_ shape: S) {
        path = { shape.path(in: $0) }
    }
}

/// A shape of a path function, for drawing a symbol as a view.
struct ChartSymbolView: Shape {
    let symbol: AnyChartSymbolShape

    func path(in rect: CGRect) -> Path { symbol.path(rect) }
}
