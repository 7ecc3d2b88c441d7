import AnimationCore
import AnimationRuntime
import Foundation

extension Color: ShapeStyle {
    /// The color in the environment's appearance.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        .color(resolve(in: environment))
    }
}

extension Color.Resolved: ShapeStyle {
    /// The color itself.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        .color(self)
    }
}

extension ShapeStyle where Self == Color {
    /// Red.
    public static var red: Color { Color.red }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Green.
    public static var green: Color { Color.green }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Brown.
    public static var brown: Color { Color.brown }
    /// White.
    public static var white: Color { Color.white }
    /// Gray.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// Fully transparent.
    public static var clear: Color { Color.clear }
}

extension Color: View {
    /// Fills its frame.
    public var body: Never { neverBody }
}

extension Color: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        let color = resolve(in: context.environment)
        let leaf = node.ownPrimitive {
            ColorLeaf(color: node.makeAttribute("color", initial: color, role: .drawing))
        }
        node.animate(leaf.color, to: color, in: context)
        node.removeChildren()
    }
}

/// A color as a view: it takes the size it is offered (10 × 10 for its
/// ideal size) and fills it; its color animates. (`DividerLeaf` sizes
/// itself otherwise.)
class ColorLeaf: NodePrimitive, NodeLayout, NodeDrawing {
    let color: AnimatedValue<Color.Resolved>

    init(color: AnimatedValue<Color.Resolved>) {
        self.color = color
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: ViewNode, axis: Axis?, in layout: inout LayoutPass) -> CGSize {
        CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        item.content = .color(color.presentation)
    }
}
