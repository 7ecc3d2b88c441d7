import AnimationCore

/// A style at a level of its hierarchy: `.white.tertiary`, `.fill.secondary`.
public struct _ShapeStyleLevel<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int

    /// The base style at the level's opacity (a fill style's own levels
    /// are the system's fill colors).
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        if base is FillShapeStyle { return FillShapeStyle(level: level)._resolvePaint(in: environment) }
        return base._resolvePaint(in: environment).opacity(HierarchicalShapeStyle.opacities[level])
    }
}

extension ShapeStyle {
    /// The style at its second level (60 % of its opacity, as the label
    /// colors' levels are).
    public var secondary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 1) }
    /// The style at its third level (30 %).
    public var tertiary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 2) }
    /// The style at its fourth level (18 %).
    public var quaternary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 3) }
    /// The style at its fifth level (10 %).
    public var quinary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 4) }
}

/// The system's fill colors for shapes, as SwiftUI's `FillShapeStyle`:
/// `.fill` is `systemFill` ((120, 120, 128) at 20 %, 36 % dark), and its
/// levels the secondary, tertiary and quaternary system fills (16 %/32 %,
/// (118, 118, 128) at 12 %/24 %, (116, 116, 128) at 8 %/18 %), as UIKit
/// publishes them.
public struct FillShapeStyle: ShapeStyle {
    let level: Int

    /// The system fill.
    public init() {
        level = 0
    }

    init(level: Int) {
        self.level = level
    }

    /// The fill color of the level.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        let levels: [(rgb: (Double, Double, Double), light: Double, dark: Double)] = [
            ((120, 120, 128), 0.2, 0.36), ((120, 120, 128), 0.16, 0.32), ((118, 118, 128), 0.12, 0.24), ((116, 116, 128), 0.08, 0.18),
            ((116, 116, 128), 0.08, 0.18)
        ]
        let fill = levels[min(max(level, 0), levels.count - 1)]
        let alpha = environment.colorScheme == .dark ? fill.dark : fill.light
        return .color(Color(.sRGB, red: fill.rgb.0 / 255, green: fill.rgb.1 / 255, blue: fill.rgb.2 / 255, opacity: alpha).resolve(in: environment))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
