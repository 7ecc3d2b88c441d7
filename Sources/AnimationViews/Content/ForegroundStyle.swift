import AnimationCore

/// The foreground style of the environment: what text and shapes without a
/// style of their own draw with (set with `foregroundStyle` or
/// `foregroundColor`; ``/AnimationEngine/Color/primary`` by default).
public struct ForegroundStyle: ShapeStyle {
    /// Creates the foreground style.
    public init() {}

    /// The environment's primary foreground style.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        HierarchicalShapeStyle.primary._resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The foreground styles of the environment, by level; `nil` levels take
/// their defaults (see ``HierarchicalShapeStyle``).
@usableFromInline
struct ForegroundStyles: Sendable {
    var primary: AnyShapeStyle?
    var secondary: AnyShapeStyle?
    var tertiary: AnyShapeStyle?

    @usableFromInline
    init(primary: AnyShapeStyle? = nil, secondary: AnyShapeStyle? = nil, tertiary: AnyShapeStyle? = nil) {
        self.primary = primary
        self.secondary = secondary
        self.tertiary = tertiary
    }
}

private struct ForegroundStylesKey: EnvironmentKey {
    static let defaultValue = ForegroundStyles()
}

extension EnvironmentValues {
    /// The styles set with `foregroundStyle` and `foregroundColor`.
    var foregroundStyles: ForegroundStyles {
        get { self[ForegroundStylesKey.self] }
        set { self[ForegroundStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the color of text and shapes without their own style (the
    /// primary foreground style).
    ///
    /// - Parameter color: The color; `nil` for the default (primary).
    /// - Returns: The view.
    @inlinable
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        modifier(_ForegroundStyleModifier(styles: ForegroundStyles(primary: color.map(AnyShapeStyle.init))))
    }

    /// Sets the style of text and shapes without their own style; the
    /// secondary and lower levels derive from it (see
    /// ``HierarchicalShapeStyle``).
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    @inlinable
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_ForegroundStyleModifier(styles: ForegroundStyles(primary: AnyShapeStyle(style))))
    }

    /// Sets the primary and secondary foreground styles; the lower levels
    /// derive from the secondary.
    ///
    /// - Parameters:
    ///   - primary: The primary style.
    ///   - secondary: The secondary style.
    /// - Returns: The view.
    @inlinable
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_ForegroundStyleModifier(styles: ForegroundStyles(primary: AnyShapeStyle(primary), secondary: AnyShapeStyle(secondary))))
    }

    /// Sets the primary, secondary and tertiary foreground styles; the
    /// lower levels derive from the tertiary.
    ///
    /// - Parameters:
    ///   - primary: The primary style.
    ///   - secondary: The secondary style.
    ///   - tertiary: The tertiary style.
    /// - Returns: The view.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        modifier(
            _ForegroundStyleModifier(
                styles: ForegroundStyles(
                    primary: AnyShapeStyle(primary), secondary: AnyShapeStyle(secondary), tertiary: AnyShapeStyle(tertiary))))
    }
}

/// Sets the environment's foreground styles. A style is resolved where it
/// is used, in the environment of the view that draws with it (so a
/// hierarchical style set here refers to the levels above).
@usableFromInline
struct _ForegroundStyleModifier: PrimitiveModifier {
    var styles: ForegroundStyles

    @usableFromInline
    init(styles: ForegroundStyles) {
        self.styles = styles
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        // Styles that refer to the foreground (`.secondary`, `.foreground`)
        // resolve against the levels outside this modifier.
        let outer = context.environment
        func pinned(_ style: AnyShapeStyle?) -> AnyShapeStyle? {
            style.map { AnyShapeStyle(_PinnedShapeStyle(paint: $0._resolvePaint(in: outer), scheme: outer.colorScheme, style: $0)) }
        }
        inner.environment.foregroundStyles = ForegroundStyles(
            primary: pinned(styles.primary), secondary: pinned(styles.secondary), tertiary: pinned(styles.tertiary))
        node.updateChild(content, in: inner)
    }
}

/// A foreground style resolved where it was set: it draws what it resolved
/// to there, or resolves again in another color scheme.
struct _PinnedShapeStyle: ShapeStyle {
    let paint: _ResolvedShapeStyle
    let scheme: ColorScheme
    let style: AnyShapeStyle

    func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        guard environment.colorScheme != scheme else { return paint }
        var outer = environment
        outer.foregroundStyles = ForegroundStyles()
        return style._resolvePaint(in: outer)
    }
}
