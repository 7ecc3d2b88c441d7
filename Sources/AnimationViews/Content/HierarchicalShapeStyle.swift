import AnimationCore

/// A level of the foreground style: `.primary` is the foreground style
/// itself, the lower levels are quieter versions of it.
///
/// Levels set with `foregroundStyle(_:_:)` or `foregroundStyle(_:_:_:)`
/// are used as given. Without any foreground style set, the levels are the
/// system's label colors: ``/AnimationEngine/Color/primary``, then (60, 60, 67) at 60 %,
/// 30 %, 18 % and 10 % opacity ((235, 235, 245) in the dark appearance).
/// A level below the last one set is that style with its opacity
/// multiplied by the same factors relative to it (SwiftUI does not
/// document how it derives them; these are the label colors' ratios).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// The foreground style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity of each level relative to the primary level.
    static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

    /// The level's paint in the environment.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        let styles = environment.foregroundStyles
        let set = [styles.primary, styles.secondary, styles.tertiary]
        if let style = set[min(level, 2)], level <= 2 {
            return style._resolvePaint(in: environment)
        }
        // The last level set at or above this one.
        var base = min(level, 2)
        while base >= 0, set[base] == nil { base -= 1 }
        if base < 0 {
            if level == 0 { return .color(Color.primary.resolve(in: environment)) }
            let gray = Color(named: "secondary", light: (60, 60, 67), dark: (235, 235, 245))
            return .color(gray.opacity(Self.opacities[level]).resolve(in: environment))
        }
        return set[base]!._resolvePaint(in: environment).opacity(Self.opacities[level] / Self.opacities[base])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}
