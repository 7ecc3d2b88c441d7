import AnimationCore

extension Color: ShapeStyle {
    /// The color itself.
    public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        resolved
    }
}

extension Color: View {
    /// Fills its frame.
    public var body: Never { neverBody }
}

extension Color: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.kind = .leaf(.color(node.animatedAttribute("color", to: resolved, in: context)))
        node.updateChildren([], in: context)
    }
}
