import AnimationCore

/// A translucent material to put behind content: `.ultraThinMaterial` to
/// `.ultraThickMaterial`.
///
/// SwiftUI blurs what is behind a material. The renderers here draw a
/// layer at a time and cannot read the backdrop, so a material is drawn as
/// a translucent fill: white in the light appearance, (28, 28, 30) in the
/// dark, at 35 % (ultra thin), 50 %, 65 %, 80 % and 90 % (ultra thick)
/// opacity (the bar material as regular). The difference is listed in the
/// project's differences.
public struct Material: ShapeStyle, Hashable {
    let opacity: Double

    /// The thinnest material.
    public static let ultraThinMaterial = Material(opacity: 0.35)
    /// A thin material.
    public static let thinMaterial = Material(opacity: 0.5)
    /// The regular material.
    public static let regularMaterial = Material(opacity: 0.65)
    /// A thick material.
    public static let thickMaterial = Material(opacity: 0.8)
    /// The thickest material.
    public static let ultraThickMaterial = Material(opacity: 0.9)
    /// The material of bars (the regular material).
    public static let bar = Material(opacity: 0.65)
    /// The thinnest material (``ultraThinMaterial``).
    public static let ultraThin = Material.ultraThinMaterial
    /// A thin material (``thinMaterial``).
    public static let thin = Material.thinMaterial
    /// The regular material (``regularMaterial``).
    public static let regular = Material.regularMaterial
    /// A thick material (``thickMaterial``).
    public static let thick = Material.thickMaterial
    /// The thickest material (``ultraThickMaterial``).
    public static let ultraThick = Material.ultraThickMaterial

    /// The translucent fill.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        let base =
            environment.colorScheme == .dark
            ? Color.Resolved(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
            : Color.Resolved(red: 1, green: 1, blue: 1)
        var color = base
        color.opacity = Float(opacity)
        return .color(color)
    }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// A thin material.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// The regular material.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// A thick material.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// The thickest material.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    /// The material of bars.
    public static var bar: Material { Material.bar }
}
