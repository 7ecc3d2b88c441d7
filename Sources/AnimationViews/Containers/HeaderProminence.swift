import AnimationCore

/// How prominent a view is drawn, as SwiftUI's `Prominence`: read by list
/// and form section headers (`headerProminence(_:)`).
public enum Prominence: Hashable, Sendable {
    /// The standard prominence.
    case standard
    /// More prominence than standard.
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

extension EnvironmentValues {
    /// The prominence of section headers in lists and forms: `.standard`
    /// by default.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of section headers in this view, as in SwiftUI.
    ///
    /// In a list or form, a standard header is set in the footnote style,
    /// secondary, in capitals in the grouped styles; an `.increased` one
    /// (documented choice, after iOS's inset grouped lists) in the title 3
    /// style, semibold, in the primary color, as written (no capitals).
    ///
    /// - Parameter prominence: The prominence.
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
