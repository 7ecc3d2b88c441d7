import AnimationCore

private struct BackgroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style `.background` (``BackgroundStyle``) draws in this
    /// environment, set by `backgroundStyle(_:)`; `nil`: the system
    /// background (white, black in the dark appearance).
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the background style of this view and its content, as in
    /// SwiftUI: the style `.background` and `background()` without a style
    /// draw (a `GroupBox`, a `.background()`), in place of the system
    /// background.
    ///
    /// - Parameter style: The style.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}
